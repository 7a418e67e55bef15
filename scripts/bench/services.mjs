/** The services group: the services list's interactions, and the documents list of a service's edit page. */
import { appUrl } from './ab.mjs';
import { nextPageRow, pagingRows } from './lists.mjs';
import { medianOf, waitChange, waitRows } from './page.mjs';
import { group, interaction } from './table.mjs';
import { laterVisitRow } from './visits.mjs';

async function listRows(page, { floor, apiGet }) {
  await group('services list', async () => {
    await page.goto(`${appUrl()}/services`);
    await waitRows(page);
    const services = await apiGet('/api/services-get-all');
    const names = services.filter((s) => s.has_portal === 1).map((s) => s.name);
    const search = page.getByPlaceholder('Type service name').first();
    if ((await search.count()) === 0)
      throw new Error('no search box with the placeholder "Type service name" on /services');
    await group('services: search', async () => {
      // a different name each run, so the rows change
      const term = (i) => names[(i * 97) % names.length];
      const r = await medianOf(
        page,
        async (i) => {
          await search.fill(term(i));
          await search.press('Enter');
        },
        async () => undefined,
        { text: term },
      );
      interaction('services: search', r, floor.filter);
      const before = await page.evaluate(() => window.__bench.signature());
      await search.fill('');
      await search.press('Enter');
      await waitChange(page, before).catch(() => undefined);
    });
    await pagingRows(page, 'services', floor, { header: 'Service name', sortBy: 'name' });
    await laterVisitRow(page, 'services', 'SERVICES');
  });
}

/** The documents list of the service holding the most documents (its edit page): the endpoint answers them all. */
async function serviceDocumentsRows(page, { floor, apiGet }) {
  await group("a service's documents (/update-service)", async () => {
    const counts = await apiGet('/api/services-with-document-count');
    const most = counts.reduce((a, b) => (Number(b.document_count) > Number(a.document_count) ? b : a));
    const note = `${most.document_count} documents; `;
    await page.goto(`${appUrl()}/update-service?id=${most.id}`);
    await page.locator('td.column-display_name').first().waitFor({ timeout: 60_000 });
    const strip = page.getByRole('tablist', { name: 'NQA areas and reports' });
    const tabs = [strip.getByRole('tab', { name: 'NQA2' }), strip.getByRole('tab', { name: 'NQA1' })];
    interaction("a service's documents: tab switch", await medianOf(page, (i) => tabs[i % 2].click()), floor.tab, {
      note,
    });
    interaction("a service's documents: next page", await nextPageRow(page), floor.next, { note });
  });
}

export async function servicesRows(ctx) {
  const { context, page } = await ctx.signedInPage();
  await listRows(page, ctx);
  await serviceDocumentsRows(page, ctx);
  await context.close();
}
