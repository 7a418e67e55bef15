/**
 * The documents group: the list's first render and its interactions, on one page of the large seed's documents.
 * The heap group measures that page too, once the list is loaded and before anything else is done on it.
 */
import { BUDGET, TYPE_MS, wants } from './config.mjs';
import { filterRows } from './documents-filters.mjs';
import { heapRow } from './heap.mjs';
import { pagingRows, sortHeader, termsNotShown, typingRuns } from './lists.mjs';
import { control } from './page.mjs';
import { inTurn, openPeer, peerList } from './peer.mjs';
import { fmt, group, interaction, record } from './table.mjs';
import { firstRenders, laterVisitRow, unchangedRefresh } from './visits.mjs';

/**
 * Search terms from the file names at the other end of the order by file name (the list is sorted by it here) that
 * no document holds elsewhere than in its title: the search also looks in webinar titles and descriptions, and the
 * rows it brings must show the term.
 */
async function titleOnlyTerms(page, documents) {
  const header = await sortHeader(page, 'File name');
  const elsewhere = documents.map((d) =>
    [d.webinar_title, d.description, d.webinar_description].join('\n').toLowerCase(),
  );
  const titleOnly = (w) =>
    documents.every((d, i) => !elsewhere[i].includes(w) || (d.file_title ?? '').toLowerCase().includes(w));
  const terms = (await termsNotShown(page, 'File name', header)).filter(titleOnly);
  if (terms.length === 0) throw new Error("no word of the file names found only in documents' titles");
  return terms;
}

/** A tab switch: NQA3 and NQA2 pressed in turn. */
async function tabSide(page) {
  const tabs = [await control(page, 'tab', 'NQA2'), await control(page, 'tab', 'NQA3')];
  return { page, step: (i) => tabs[(i + 1) % 2].click() };
}

/** The rows react-admin's own list has too (the peer's tabs filter by NQA area as the portal's do), in turn with it. */
async function comparedRows(page, ctx) {
  const peer = await openPeer(ctx, 'documents');
  await group('documents: tab switch', async () => {
    const [portal, other] = await inTurn(await tabSide(page), peer && (await tabSide(peer.page)));
    interaction('documents: tab switch', portal, ctx.floor.tab, { peer: other });
  });
  await pagingRows(page, 'documents', ctx.floor, { header: 'File name', sortBy: 'file name', peer: peer?.page });
  await peer?.context.close();
}

async function interactionRows(page, ctx) {
  const { floor, documents } = ctx;
  await comparedRows(page, ctx);
  await filterRows(page, ctx);
  await group('documents: search', async () => {
    const box = await control(page, 'searchbox', 'Search documents');
    const r = await typingRuns(page, box, await titleOnlyTerms(page, documents));
    interaction(
      'documents: search, typing (the first search on the page)',
      { ms: r.first, longest: r.longest },
      floor.filter,
      { note: `${TYPE_MS} ms between keys; ` },
    );
    interaction('documents: search, typing', r, floor.filter, {
      note: `words of file names at the other end of the order, ${TYPE_MS} ms between keys (${r.all.map(fmt).join(', ')} ms); `,
    });
  });
  await laterVisitRow(page, 'documents', 'DOCUMENTS');
  await group('documents: later visit, nothing changed', async () => {
    const r = await unchangedRefresh(page, 'DOCUMENTS', '/api/getDocuments');
    record('documents: later visit, nothing changed (the 304 refresh)', r.ms, 'ms', BUDGET.laterVisit, {
      note: 'DOCUMENTS clicked on the dashboard, to the frame after GET /api/getDocuments answered 304 (driver clock)',
    });
    record('documents: later visit, nothing changed: longest task', r.longest, 'ms', BUDGET.longTask, {
      note: 'nothing decoded or drawn again',
    });
  });
}

export async function documentsRows(ctx) {
  const { context, page } = await ctx.signedInPage();
  await firstRenders(page, ctx.signedInPage, {
    path: '/nqa-documents',
    menuItem: 'DOCUMENTS',
    list: 'documents',
    size: '10k documents',
    budget: BUDGET.documentsFirst,
    peer: ctx.peer && peerList('documents'),
  });
  if (wants('heap')) await heapRow(context, page);
  if (wants('documents')) await interactionRows(page, ctx);
  await context.close();
}
