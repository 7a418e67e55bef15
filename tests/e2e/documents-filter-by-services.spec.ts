/**
 * Filter by services answers what the chosen services see, as each service's own page does: global documents of
 * its service type, minus those it is excluded from, plus those attached to it.
 */
import { test, expect as baseExpect } from './fixtures';
import { allDocs, chooseService, nameOf, names, open } from './documents-list-helpers';
import { openEdit, portalServicesByName, type Json } from './services-helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
test.slow();

test("ticking a service lists the documents its own page lists ('29 files in ...'), not only those attached to it", async ({
  api,
  adminPage: page,
}) => {
  const service = (await portalServicesByName(api)).find((s) => s.name === 'After the Bell OSHC Box Hill')!;
  const seen = new Set((await api.get<Json[]>(`/api/document-by-service/${service.id}`)).body.map((d) => d.id));
  const inNqa1 = (await allDocs(api)).filter((d) => seen.has(d.id) && d.nqa_area_id.includes(1));
  expect(inNqa1.length).toBeGreaterThan(0);

  await openEdit(page, service.id);
  await expect(page.getByText(`${seen.size} files in ${service.name}`)).toBeVisible();

  await open(page);
  await page.getByRole('button', { name: 'Filter by services' }).click();
  await chooseService(page, service.name);
  await expect(page.getByRole('button', { name: service.name })).toBeVisible();
  await expect(names(page)).toHaveText(inNqa1.slice(0, 10).map(nameOf));
  await expect(page.getByText(`1-${Math.min(10, inNqa1.length)} of ${inNqa1.length}`, { exact: true })).toBeVisible();
  await expect(page.getByText('No result found')).toHaveCount(0);
});
