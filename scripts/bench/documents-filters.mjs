/**
 * The documents list's filters. A filter with its own endpoint is measured the first time each choice is made on the
 * page (asked, answered and shown), against its own budget; the others answer from the rows already loaded.
 */
import { choiceFilterRow } from './lists.mjs';
import { backTo, changeRows, control, measure, medianOf } from './page.mjs';
import { fmt, group, interaction, median, record } from './table.mjs';

/** PDF first: the largest answer, given a row of its own. */
const FILE_TYPES = ['PDF', 'Word', 'Image', 'Excel', 'Video', 'Generated'];
/** The collection filters (src/i18n/en.ts, app.services.collections). */
const COLLECTIONS = [
  'Long daycare collection',
  'Family Daycare collection',
  'Pre-school collection',
  'OOSH collection',
];

/** Each of `choices` chosen once (`choose` measures one and undoes it): the median, the longest task, each figure. */
async function eachOnce(choices, choose) {
  const all = [];
  let longest = 0;
  for (const c of choices) {
    const r = await choose(c);
    all.push(r.ms);
    longest = Math.max(longest, r.longest);
  }
  return { ms: median(all), longest, all };
}

const ownEndpoint = (r, what) => ({ note: `${what}: ${r.all.map(fmt).join(', ')} ms; ` });

async function fileTypeRows(page, floor) {
  await group('documents: file type filter, first choice', async () => {
    // on the NQA2 tab, which holds documents of every file type in the large seed
    await (await control(page, 'tab', 'NQA2')).click();
    await page.getByRole('tab', { name: 'NQA2', exact: true, selected: true }).waitFor();
    await (await control(page, 'combobox', 'File type')).click();
    const r = await eachOnce(FILE_TYPES, async (type) => {
      const option = await control(page, 'option', type);
      const m = await measure(page, () => option.click(), { text: type });
      await backTo(page, 'files', () => option.click()); // every file type again (kept)
      return m;
    });
    await page.keyboard.press('Escape');
    interaction(
      'documents: file type filter, first choice (own endpoint)',
      r,
      undefined,
      ownEndpoint(r, `each of ${FILE_TYPES.length} file types once`),
    );
    // the median is of answers of very different sizes: the largest apart
    record('documents: file type filter, first choice of PDF (the largest answer)', r.all[0], 'ms');
  });
  await group('documents: file type filter', async () => {
    // the answers come back from react-query's cache now
    await (await control(page, 'combobox', 'File type')).click();
    const pdf = await control(page, 'option', 'PDF');
    const reset = async (i) => {
      if (i === 0) return;
      await changeRows(page, () => pdf.click()); // back to every file type
    };
    const r = await medianOf(page, () => pdf.click(), reset, { text: 'PDF' });
    interaction('documents: file type filter again (own endpoint, kept)', r, floor.filter);
    await page.keyboard.press('Escape');
  });
}

async function collectionRow(page) {
  await group('documents: collection filter, first choice', async () => {
    // its endpoint: the documents of the collection's service type
    const r = await eachOnce(COLLECTIONS, async (name) => {
      const toggle = await control(page, 'button', name);
      const m = await measure(page, () => toggle.click());
      await backTo(page, 'collections', () => toggle.click()); // every document again (kept)
      return m;
    });
    interaction(
      'documents: collection filter, first choice (own endpoint)',
      r,
      undefined,
      ownEndpoint(r, 'each collection once'),
    );
  });
}

async function servicesRow(page, apiGet) {
  await group('documents: services filter, first choice', async () => {
    // a service chosen in the filter's dialog (found by its name), then DONE; services the dialog offers (those
    // with the portal), each cleared before the next
    const names = (await apiGet('/api/services-get-all'))
      .filter((s) => Number(s.has_portal) === 1)
      .slice(0, 5)
      .map((s) => s.name);
    let r;
    try {
      r = await eachOnce(names, async (name) => {
        await (await control(page, 'button', 'Filter by services')).click();
        await (await control(page, 'textbox', 'Search services')).fill(name);
        await (await control(page, 'checkbox', name)).check();
        const done = await control(page, 'button', 'DONE');
        const m = await measure(page, () => done.click());
        await changeRows(page, async () => (await control(page, 'button', 'Clear all')).click());
        return m;
      });
    } finally {
      // a failed run leaves the dialog open: closed for the rows that follow
      if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
    }
    interaction(
      'documents: services filter, first choice (own endpoint)',
      r,
      undefined,
      ownEndpoint(r, `${names.length} services, each once`),
    );
  });
}

export async function filterRows(page, { floor, apiGet }) {
  await fileTypeRows(page, floor);
  await collectionRow(page);
  await servicesRow(page, apiGet);
  await group('documents: document type filter', async () =>
    interaction(
      'documents: document type filter (Webinar)',
      await choiceFilterRow(page, 'Document type', 'type', 'Webinar'),
      floor.filter,
    ),
  );
  await group('documents: service type filter', async () =>
    interaction(
      'documents: service type filter (OOSH)',
      await choiceFilterRow(page, 'Service type', 'stype', 'OOSH'),
      floor.filter,
    ),
  );
}
