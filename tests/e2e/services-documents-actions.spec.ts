/**
 * A service's page (/update-service) is the only list that shows its service-specific reports (a Report is on no
 * NQA tab), so its document rows have the documents list's own actions: edit (and back to the service's page),
 * preview, download, and delete with its OK/UNDO.
 */
import type { Page } from '@playwright/test';
import { test, expect as baseExpect, type Api } from './fixtures';
import { openEdit, type Json } from './services-helpers';
import { trashed, withTrashed } from './documents-list-helpers';

// the edit page reads the service's documents and the services' counts: seconds on a busy shared machine
const expect = baseExpect.configure({ timeout: 15_000 });
test.slow();

/** A seeded report (service-specific, with a stored file) and the one service it belongs to. */
async function aReport(api: Api) {
  const docs = (await api.get<Json[]>('/api/getDocuments')).body;
  const doc = docs.find(
    (d) =>
      d.category === 2 &&
      d.services.length === 1 &&
      d.uploaded_file &&
      [1, 2, 3, 6].includes(d.service_specific_type ?? 0),
  )!;
  return { doc, service: doc.services[0] as { id: number; name: string } };
}

const strip = (page: Page) => page.getByRole('tablist', { name: 'NQA areas and reports' });
const docTable = (page: Page) => page.getByRole('table').filter({ has: page.locator('th.column-display_name') });
const reportRow = (page: Page, title: string) => docTable(page).locator('tbody tr').filter({ hasText: title });

async function openReports(page: Page, serviceId: number) {
  await openEdit(page, serviceId);
  await strip(page).getByRole('tab', { name: 'Reports' }).click();
  await expect(strip(page).getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
}

test("Edit file on a service's report, then UPDATE DOCUMENT, comes back to the service's Reports tab", async ({
  api,
  adminPage: page,
}) => {
  const { doc, service } = await aReport(api);
  await openReports(page, service.id);
  await reportRow(page, doc.file_title)
    .getByRole('button', { name: `Actions for ${doc.file_title}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit file' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-service-document\\?id=${doc.id}$`));
  await expect(page.getByLabel('File title')).toHaveValue(doc.file_title);
  const renamed = `${doc.file_title} (reviewed)`;
  await page.getByLabel('File title').fill(renamed);
  await page.getByRole('button', { name: 'UPDATE DOCUMENT' }).click();
  await expect(page.getByText('Document successfully updated.')).toBeVisible();

  await expect(page).toHaveURL(new RegExp(`/update-service\\?id=${service.id}$`));
  await expect(strip(page).getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
  await expect(reportRow(page, renamed)).toBeVisible();
});

test("a service's report can be previewed and downloaded from its row", async ({ api, adminPage: page }) => {
  const { doc, service } = await aReport(api);
  await openReports(page, service.id);
  const actions = reportRow(page, doc.file_title).getByRole('button', { name: `Actions for ${doc.file_title}` });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Preview file' }).click();
  await expect(page.getByRole('dialog', { name: /^Preview of / })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await actions.click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download file' }).click();
  expect((await download).suggestedFilename()).toBe(doc.uploaded_file.document_name);
});

test("Delete file on a service's report: UNDO brings it back, OK deletes it", async ({ api, adminPage: page }) => {
  const { doc, service } = await aReport(api);
  await openReports(page, service.id);
  const actions = reportRow(page, doc.file_title).getByRole('button', { name: `Actions for ${doc.file_title}` });

  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete file' }).click();
  await expect(page.getByText('Are you sure you want to permanently delete this document?')).toBeVisible();
  await page.getByRole('button', { name: 'REMOVE' }).click();
  await expect(page.getByRole('dialog').getByText('Document permanently deleted!')).toBeVisible();
  await expect.poll(async () => (await trashed(api)).map((d) => d.id)).toContain(doc.id);
  await page.getByRole('button', { name: 'UNDO' }).click();
  await expect(page.getByText('Document successfully retrieve')).toBeVisible();
  await expect(reportRow(page, doc.file_title)).toBeVisible();
  expect((await trashed(api)).map((d) => d.id)).not.toContain(doc.id);

  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete file' }).click();
  await page.getByRole('button', { name: 'REMOVE' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByText('Document permanently deleted!')).toBeVisible();
  await expect(reportRow(page, doc.file_title)).toHaveCount(0);
  await expect.poll(async () => (await withTrashed(api)).map((d) => d.id)).not.toContain(doc.id);
});
