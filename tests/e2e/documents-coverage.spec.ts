/** A service's document sections: compliance coverage and the 'Loading {n} documents' progress (§2). */
import type { Page } from '@playwright/test';
import { test, expect, type Api } from './fixtures';

type Doc = { id: number; nqa_area_id: number[]; document_type_id: number; availability: string; date: string };
const portalService = async (api: Api) =>
  (
    await api.get<{ id: number; has_portal: number; is_archive: boolean; collection_loaded: string }[]>(
      '/api/services-get-all',
    )
  ).body.find((s) => s.has_portal === 1 && !s.is_archive && s.collection_loaded === '[]')!;
const seen = async (api: Api, id: number) => (await api.get<Doc[]>(`/api/document-by-service/${id}`)).body;
/** Written from the words of the issue, apart from the app's own coverage code. */
const enabled = (docs: Doc[], area: number, type: number) =>
  docs.filter((d) => d.availability !== 'DISABLE' && d.document_type_id === type && d.nqa_area_id.includes(area));
/** Due for review: issued 12 months ago (the default period) or more, on today's calendar. */
function isDue(d: Doc) {
  const issued = new Date(`${d.date.slice(0, 10)}T00:00:00`);
  const review = new Date(issued.getFullYear(), issued.getMonth() + 12, 1);
  review.setDate(Math.min(issued.getDate(), new Date(review.getFullYear(), review.getMonth() + 1, 0).getDate()));
  return review.getTime() <= new Date().setHours(0, 0, 0, 0);
}
const current = (docs: Doc[], area: number, type: number) => enabled(docs, area, type).filter((d) => !isDue(d));
const cellText = (docs: Doc[], area: number, type: number) => {
  const n = current(docs, area, type).length;
  const due = enabled(docs, area, type).length - n;
  return due > 0 ? `${n} current, ${due} due for review` : `${n} current`;
};

function cell(page: Page, area: number, type: 1 | 2) {
  const table = page.getByRole('table', { name: 'Compliance coverage' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `NQA${area}`, exact: true }) });
  return row.getByRole('cell').nth(type - 1);
}

test('coverage shows current policies and procedures by area; a gap links to the documents that would fill it', async ({
  adminPage: page,
  api,
}) => {
  // two cold loads of the service page, the largest screen
  test.slow();
  const service = await portalService(api);
  const docs = await seen(api, service.id);
  let pair: [number, 1 | 2] | null = null;
  for (const area of [1, 2, 3, 4, 5, 6, 7])
    for (const type of [1, 2] as const) if (!pair && current(docs, area, type).length > 0) pair = [area, type];
  expect(pair).not.toBeNull();
  const [area, type] = pair!;
  const covering = enabled(docs, area, type);

  await page.goto(`/update-service?id=${service.id}`);
  await expect(cell(page, area, type)).toHaveText(cellText(docs, area, type), { timeout: 20_000 });

  // the service disables every document of that pair, current or due: a gap
  for (const d of covering)
    expect(
      (
        await api.request('PUT', '/api/document-availability', {
          service_id: service.id,
          id: d.id,
          availability: 'DISABLE',
        })
      ).status,
    ).toBe(200);
  await page.reload();
  const gap = cell(page, area, type);
  await expect(gap.getByText('None', { exact: true })).toBeVisible({ timeout: 20_000 });
  const typeName = type === 1 ? 'Policy' : 'Procedure';
  await gap.getByRole('link', { name: `Find ${typeName} documents for NQA${area}` }).click();
  // the list's own address state: NQA1 is its default tab, so only another tab is written
  const tabParam = area === 1 ? '' : `tab=${area}&`;
  await expect(page).toHaveURL(new RegExp(`/nqa-documents\\?${tabParam}type=${type}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^NQA${area} - `) })).toBeVisible();
});

test("a collection loading onto a service shows 'Loading {n} documents' until it is done", async ({
  adminPage: page,
  api,
}) => {
  const service = await portalService(api);
  const counts = (await api.get<{ family_day_care: number }>(`/api/collection-count/${service.id}`)).body;
  expect(counts.family_day_care).toBeGreaterThan(1);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // hold the load's answer so the progress can be seen: a slow back end, without sleeping
  await page.route('**/api/collection-load', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.goto(`/update-service?id=${service.id}`);
  const row = page.getByRole('listitem', { name: 'Family Daycare collection' });
  await row.getByRole('button', { name: 'LOAD DOCS' }).click({ timeout: 20_000 });
  const progress = row.getByRole('status');
  await expect(progress).toHaveText(`Loading ${counts.family_day_care} documents`);
  await expect(progress.getByRole('progressbar')).toBeVisible();
  release();
  await expect(page.getByText('Collection successfully loaded')).toBeVisible();
  await expect(progress).toBeHidden();
  await expect(row.getByRole('button', { name: 'UNLOAD DOCS' })).toBeVisible();
});
