/** A service's document sections: compliance coverage and the 'Loading {n} documents' progress (§2). */
import { DOCUMENT_TYPE, NQA_AREAS } from '../../src/shared/constants.ts';
import { test, expect, type Api } from './fixtures';
import {
  coverageCell,
  coverageText,
  coveringDocs,
  isDueOn,
  localDay,
  REVIEWED_TYPES,
  type ReviewedType,
} from './documents-list-helpers';

type Doc = { id: number; nqa_area_id: number[]; document_type_id: number; availability: string; date: string };
const portalService = async (api: Api) =>
  (
    await api.get<{ id: number; has_portal: number; is_archive: boolean; collection_loaded: string }[]>(
      '/api/services-get-all',
    )
  ).body.find((s) => s.has_portal === 1 && !s.is_archive && s.collection_loaded === '[]')!;
const seen = async (api: Api, id: number) => (await api.get<Doc[]>(`/api/document-by-service/${id}`)).body;
const current = (docs: Doc[], area: number, type: ReviewedType) =>
  coveringDocs(docs, area, type).filter((d) => !isDueOn(d, localDay()));

test('coverage shows current policies and procedures by area; a gap links to the documents that would fill it', async ({
  adminPage: page,
  api,
}) => {
  // two cold loads of the service page, the largest screen
  test.slow();
  const service = await portalService(api);
  const docs = await seen(api, service.id);
  let pair: [number, ReviewedType] | null = null;
  for (const area of NQA_AREAS)
    for (const type of REVIEWED_TYPES) if (!pair && current(docs, area, type).length > 0) pair = [area, type];
  expect(pair).not.toBeNull();
  const [area, type] = pair!;
  const covering = coveringDocs(docs, area, type);

  await page.goto(`/update-service?id=${service.id}`);
  await expect(coverageCell(page, area, type)).toHaveText(coverageText(covering, localDay()), { timeout: 20_000 });

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
  const gap = coverageCell(page, area, type);
  await expect(gap.getByText('None', { exact: true })).toBeVisible({ timeout: 20_000 });
  const typeName = type === DOCUMENT_TYPE.policy ? 'Policy' : 'Procedure';
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
