/** The interactions every list offers (sort, next page, select all, a choice filter, typing a search). */
import { RUNS, TYPE_MS } from './config.mjs';
import { anyControl, backTo, changeRows, control, measure, medianOf, watchLongTasks } from './page.mjs';
import { inTurn } from './peer.mjs';
import { group, interaction, median } from './table.mjs';

/**
 * A list's sortable column header: its button, named by its words or by react-admin's tooltip ("Sort by file name
 * ascending"), or the column header itself.
 */
export const sortHeader = (page, label) =>
  anyControl(
    page,
    [
      ['button', label],
      ['button', new RegExp(`\\b${label}\\b`, 'i')],
      ['columnheader', label],
    ],
    `sortable "${label}" header`,
  );

export const nextPageCandidates = [
  ['button', 'Go to next page'],
  ['button', /next page/i],
  ['button', 'Go to page 2'],
];
export const previousPageCandidates = [
  ['button', 'Go to previous page'],
  ['button', /previous page/i],
  ['button', 'Go to page 1'],
];
/** The header checkbox that ticks every row of the page (react-admin's "Select all"; the documents' own label). */
const selectAllCandidates = [
  ['checkbox', 'Select all'],
  ['checkbox', 'Select every document on this page'],
  ['checkbox', /select (all|every)/i],
];

/** Sort: the header pressed, each press the other end of the order. */
async function sortSide(page, label) {
  const header = await sortHeader(page, label);
  return { page, step: () => header.click() };
}

/**
 * Select-all: the header checkbox pressed, to every row of the page ticked (and the bulk actions shown); the next
 * press clears them, so the runs alternate. `clear` leaves the page with nothing selected.
 */
async function selectAllSide(page) {
  const box = await anyControl(page, selectAllCandidates, '"Select all" checkbox');
  const clear = async () => (await box.isChecked()) && changeRows(page, () => box.click());
  return { page, step: () => box.click(), clear };
}

/** Next page: pressed from the first page each run (the previous-page press before it is not measured). */
async function nextPageSide(page) {
  const next = await anyControl(page, nextPageCandidates, 'next-page button');
  const reset = async () => {
    const prev = await anyControl(page, previousPageCandidates, 'previous-page button').catch(() => null);
    if (prev && (await prev.isEnabled())) await changeRows(page, () => prev.click());
  };
  return { page, step: () => next.click(), reset };
}

export const nextPageRow = async (page) => (await inTurn(await nextPageSide(page)))[0];

/**
 * The rows every list has: sort by the column headed `header` (`sortBy`, its words in the row's name), next page, and
 * select all where the list has bulk actions; the sort and the next page measured on `peer` too (react-admin's own
 * list) when given, in turn.
 */
export async function pagingRows(page, list, floor, { header, sortBy, selectAll = true, peer = null }) {
  const compare = async (name, floorMs, side) => {
    const [r, peerR] = await inTurn(await side(page), peer && (await side(peer)));
    interaction(name, r, floorMs, { peer: peerR });
  };
  await group(`${list}: sort`, () => compare(`${list}: sort by ${sortBy}`, floor.sort, (p) => sortSide(p, header)));
  await group(`${list}: next page`, () => compare(`${list}: next page`, floor.next, nextPageSide));
  // react-admin's own select-all is the same checkbox update: not a row to hold to a fraction of the peer's
  if (selectAll)
    await group(`${list}: select all`, async () => {
      const box = await selectAllSide(page);
      interaction(`${list}: select all (the page)`, (await inTurn(box))[0], floor.select);
      await box.clear();
    });
}

/**
 * A multi-select filter answered from the rows already loaded: `choice` ticked and unticked in turn (the unticking
 * not measured; `param`, the filter's address parameter).
 */
export async function choiceFilterRow(page, label, param, choice) {
  await (await control(page, 'combobox', label)).click();
  try {
    const option = await control(page, 'option', choice);
    const untick = () => backTo(page, param, () => option.click());
    const r = await medianOf(
      page,
      () => option.click(),
      (i) => i > 0 && untick(),
    );
    await untick(); // the last run left it ticked
    return r;
  } finally {
    await page.keyboard.press('Escape'); // the choices closed, for the rows that follow
  }
}

/**
 * A person typing into a list's search box: each run types one of `terms` into the emptied box (emptied and the rows
 * back, not measured). The figure runs from the key that brought rows showing the term to the frame with them; the
 * longest task is over all the typing. The first run is given apart: a list may do work on its first search (the
 * documents list builds its search index then).
 */
export async function typingRuns(page, box, terms) {
  const ms = [];
  let longest = 0;
  for (let i = 0; i < RUNS; i++) {
    const term = terms[i % terms.length];
    const stop = await watchLongTasks(page);
    const r = await measure(page, () => box.pressSequentially(term, { delay: TYPE_MS }), { text: term }).catch(
      async (e) => {
        const shown = (await page.evaluate(() => window.__bench.signature())).slice(0, 160);
        throw new Error(`${e.message}, "${term}" typed into "${await box.inputValue()}": ${shown}`);
      },
    );
    ms.push(r.ms);
    longest = Math.max(longest, r.longest, await stop());
    await changeRows(page, () => box.fill(''));
  }
  return { first: ms[0], ms: median(ms), longest, all: ms };
}

/** Words of at least six letters in the column headed `column` of the rows the page shows. */
async function wordsShown(page, column) {
  const texts = await page.evaluate((heading) => {
    const headers = [...document.querySelectorAll('thead th')];
    const at = headers.findIndex((h) => h.textContent.trim() === heading);
    if (at < 0) return null;
    return [...document.querySelectorAll('tbody tr')].map((r) => r.children[at]?.textContent ?? '');
  }, column);
  if (!texts) throw new Error(`no column headed "${column}" on ${new URL(page.url()).pathname}`);
  return new Set(
    texts
      .join(' ')
      .toLowerCase()
      .match(/[a-z]{6,}/g) ?? [],
  );
}

/**
 * Search terms the list holds whose rows differ from those shown: words of `column` that its page does not show but
 * shows after pressing `other` (the next page, or a sort header: the other end of the order), pressed again with
 * `back` (none of it measured).
 */
export async function termsNotShown(page, column, other, back = other) {
  const here = await wordsShown(page, column);
  await changeRows(page, () => other.click());
  const there = await wordsShown(page, column);
  await changeRows(page, () => back.click());
  const terms = [...there].filter((w) => !here.has(w));
  if (terms.length === 0) throw new Error(`no word of the column "${column}" shown only after pressing ${other}`);
  return terms;
}
