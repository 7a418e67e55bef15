/** NQA documents list (/nqa-documents): tabs, columns, paging, sort, See all, row menu, bulk menu, filters. */
import { test, expect, type Api } from './fixtures';
import type { Page } from '@playwright/test';
import { makePdf } from '../../mock-api/seed/files.ts';

interface Doc {
  id: number;
  file_title: string;
  webinar_title: string | null;
  document_type_id: number;
  nqa_area_id: number[];
  category: number;
  upload_or_generate: number;
  services: { id: number; name: string }[];
  uploaded_file: { document_name: string; file_type: string } | null;
}

const nameOf = (d: Doc) => ([3, 4].includes(d.document_type_id) && d.webinar_title ? d.webinar_title : d.file_title);
const allDocs = async (api: Api) => (await api.get<Doc[]>('/api/getDocuments')).body;
const inTab = async (api: Api, n: number) => (await allDocs(api)).filter((d) => d.nqa_area_id.includes(n));
const trashed = async (api: Api) => (await api.get<Doc[]>('/api/document-get-all?trashed=only')).body;
const withTrashed = async (api: Api) => (await api.get<Doc[]>('/api/document-get-all?trashed=with')).body;
const docById = async (api: Api, id: number) => (await allDocs(api)).find((d) => d.id === id);
/** Membership is not a document field: the spec's collections-get/{id} lists a collection's documents. */
const inCollection = async (api: Api, collection: number, id: number) =>
  (await api.get<{ document_id: number }[]>(`/api/collections-get/${collection}`)).body.some(
    (i) => i.document_id === id,
  );

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
const names = (page: Page) => rows(page).locator('td.column-filename');
const pager = (page: Page) => page.getByRole('navigation', { name: 'pagination navigation' });
const rowMenu = (page: Page, i: number) =>
  rows(page)
    .nth(i)
    .getByRole('button', { name: /^Actions for / });
const cog = (page: Page) => page.getByRole('button', { name: 'Bulk actions' });

/** A generated NQA document in the given areas (no file needed), through the real create call. */
async function createDoc(api: Api, title: string, areas: number[]) {
  const res = await api.request('POST', '/api/new-document', {
    category: 1,
    upload_or_generate: 2,
    file_title: title,
    file_version: '1.0',
    date: '2026-01-15',
    description: '',
    content: '<p>Generated</p>',
    nqa_area_id: areas,
    document_type_id: 1,
    service_type_id: [1, 2, 3, 4],
    services: [],
    excluded_services: [],
    notify_service: 0,
  });
  expect(res.status).toBeLessThan(300);
}

/** In the choose-services dialog: search for one service, tick it, DONE. */
async function chooseService(page: Page, name: string) {
  const chooser = page.getByRole('dialog', { name: 'Choose services' });
  await chooser.getByLabel('Search services').fill(name);
  await chooser.getByRole('button', { name: 'Filter Services' }).click();
  await chooser.getByRole('checkbox', { name, exact: true }).check();
  await chooser.getByRole('button', { name: 'DONE' }).click();
}

async function open(page: Page) {
  await page.goto('/nqa-documents');
  await expect(page.getByRole('heading', { level: 1, name: 'NQA1 - Educational Programs and Practice' })).toBeVisible();
  await expect(names(page).first()).toBeVisible();
}

test('NQA1 tab lists 10 documents a page with the spec columns; tabs switch area and go back to page 1', async ({
  api,
  adminPage: page,
}) => {
  for (const n of [1, 2, 3, 4, 5]) await createDoc(api, `Zz paging document ${n}`, [1]);
  const nqa1 = await inTab(api, 1);
  expect(nqa1.length).toBeGreaterThan(10);
  await open(page);
  for (const col of ['File name', 'File type', 'Categories', 'Services', 'Belongs in']) {
    await expect(page.getByRole('columnheader', { name: col })).toBeVisible();
  }
  for (const n of [1, 2, 3, 4, 5, 6, 7]) await expect(page.getByRole('tab', { name: `NQA${n}` })).toBeVisible();
  await expect(names(page)).toHaveText(nqa1.slice(0, 10).map(nameOf));

  await pager(page).getByRole('button', { name: 'Go to page 2' }).click();
  await expect(names(page)).toHaveText(nqa1.slice(10, 20).map(nameOf));
  // choosing the current tab keeps the page
  await page.getByRole('tab', { name: 'NQA1' }).click();
  await expect(pager(page).getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const nqa3 = await inTab(api, 3);
  await page.getByRole('tab', { name: 'NQA3' }).click();
  await expect(names(page)).toHaveText(nqa3.slice(0, 10).map(nameOf));
  if (nqa3.length > 10)
    await expect(pager(page).getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
});

test('webinar and training documents show their webinar title; sorting by file name', async ({
  api,
  adminPage: page,
}) => {
  const webinar = (await allDocs(api)).find((d) => [3, 4].includes(d.document_type_id) && d.webinar_title);
  expect(webinar).toBeTruthy();
  const tab = webinar!.nqa_area_id[0];
  const docs = await inTab(api, tab);
  await open(page);
  await page.getByRole('tab', { name: `NQA${tab}` }).click();
  const sorted = docs.map(nameOf).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  await page.getByRole('columnheader', { name: 'File name' }).getByRole('button').click();
  await expect(names(page)).toHaveText(sorted.slice(0, 10));
  const at = sorted.indexOf(webinar!.webinar_title!);
  if (at < 10) await expect(names(page).nth(at)).toHaveText(webinar!.webinar_title!);
  await page.getByRole('columnheader', { name: 'File name' }).getByRole('button').click();
  await expect(names(page)).toHaveText([...sorted].reverse().slice(0, 10));
});

test('See all lists the services of a document with their count', async ({ api, adminPage: page }) => {
  const nqa1 = (await inTab(api, 1)).slice(0, 10);
  const i = nqa1.findIndex((d) => d.services.length > 0);
  expect(i).toBeGreaterThanOrEqual(0);
  const doc = nqa1[i];
  await open(page);
  await rows(page)
    .nth(i)
    .getByRole('button', { name: /^See all/ })
    .click();
  const dialog = page.getByRole('dialog', { name: `Services of ${nameOf(doc)}` });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(doc.services.length === 1 ? '1 service' : `${doc.services.length} services`, { exact: true }),
  ).toBeVisible();
  for (const s of doc.services) await expect(dialog.getByText(s.name, { exact: true })).toBeVisible();
});

test('Edit file opens the matching edit screen with the id in the address', async ({ api, adminPage: page }) => {
  const doc = (await inTab(api, 1))[0];
  await open(page);
  await rowMenu(page, 0).click();
  await page.getByRole('menuitem', { name: 'Edit file' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/${doc.category === 2 ? 'edit-service-document' : 'edit-document'}\\?id=${doc.id}$`),
  );
});

test('Delete file: confirm, soft delete, UNDO restores the document', async ({ api, adminPage: page }) => {
  const doc = (await inTab(api, 1))[0];
  await open(page);
  await rowMenu(page, 0).click();
  await page.getByRole('menuitem', { name: 'Delete file' }).click();
  await expect(page.getByText('Are you sure you want to permanently delete this document?')).toBeVisible();
  await page.getByRole('button', { name: 'REMOVE' }).click();
  await expect(page.getByRole('dialog').getByText('Document permanently deleted!')).toBeVisible();
  await expect.poll(async () => (await trashed(api)).map((d) => d.id)).toContain(doc.id);
  // the row leaves the list behind the modal (which hides the table from the accessibility tree)
  await expect(page.locator('tbody td.column-filename').first()).not.toHaveText(nameOf(doc));
  await page.getByRole('button', { name: 'UNDO' }).click();
  await expect(page.getByText('Document successfully retrieve')).toBeVisible();
  await expect.poll(async () => (await trashed(api)).map((d) => d.id)).not.toContain(doc.id);
  await expect(names(page).first()).toHaveText(nameOf(doc));
});

test('Delete file: CANCEL keeps it; OK deletes it permanently', async ({ api, adminPage: page }) => {
  const doc = (await inTab(api, 1))[0];
  await open(page);
  await rowMenu(page, 0).click();
  await page.getByRole('menuitem', { name: 'Delete file' }).click();
  await page.getByRole('button', { name: 'CANCEL' }).click();
  await expect(page.getByText('Are you sure you want to permanently delete this document?')).toBeHidden();
  expect(await docById(api, doc.id)).toBeTruthy();

  await rowMenu(page, 0).click();
  await page.getByRole('menuitem', { name: 'Delete file' }).click();
  await page.getByRole('button', { name: 'REMOVE' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Document permanently deleted!')).toBeVisible();
  await expect.poll(async () => (await withTrashed(api)).some((d) => d.id === doc.id)).toBe(false);
});

test('bulk menu: nothing selected is an error; Delete files removes the selected documents for good', async ({
  api,
  adminPage: page,
}) => {
  const nqa1 = await inTab(api, 1);
  await open(page);
  await cog(page).click();
  await page.getByRole('menuitem', { name: 'Delete files' }).click();
  await expect(page.getByText('Please select document.')).toBeVisible();

  await rows(page).nth(0).getByRole('checkbox').check();
  await rows(page).nth(1).getByRole('checkbox').check();
  await cog(page).click();
  await page.getByRole('menuitem', { name: 'Delete files' }).click();
  await page.getByRole('button', { name: 'REMOVE' }).click();
  await expect(page.getByRole('dialog').getByText('Documents permanently deleted!')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Documents permanently deleted!')).toBeVisible();
  const left = (await withTrashed(api)).map((d) => d.id);
  expect(left).not.toContain(nqa1[0].id);
  expect(left).not.toContain(nqa1[1].id);
  await expect(names(page).first()).toHaveText(nameOf(nqa1[2]));
});

test('bulk Delete files then UNDO restores the selected documents', async ({ api, adminPage: page }) => {
  const before = (await trashed(api)).length;
  await open(page);
  await page.getByRole('table').locator('thead').getByRole('checkbox').check();
  await cog(page).click();
  await page.getByRole('menuitem', { name: 'Delete files' }).click();
  await page.getByRole('button', { name: 'REMOVE' }).click();
  await expect.poll(async () => (await trashed(api)).length).toBe(before + 10);
  await expect(page.getByText('No documents found')).toBeVisible();
  await page.getByRole('button', { name: 'UNDO' }).click();
  await expect(page.getByText('Document successfully retrieve')).toBeVisible();
  await expect.poll(async () => (await trashed(api)).length).toBe(before);
  await expect(rows(page)).toHaveCount(10);
});

test('bulk Add to service links the chosen service to the selected documents; Remove from service with UNDO', async ({
  api,
  adminPage: page,
}) => {
  const nqa1 = (await inTab(api, 1)).slice(0, 2);
  const services = (
    await api.get<{ id: number; name: string; has_portal: number }[]>('/api/services-get-all')
  ).body.filter((s) => s.has_portal === 1);
  const target = services.find((s) => nqa1.every((d) => !d.services.some((x) => x.id === s.id)))!;
  await open(page);
  await rows(page).nth(0).getByRole('checkbox').check();
  await rows(page).nth(1).getByRole('checkbox').check();
  await cog(page).click();
  await page.getByRole('menuitem', { name: 'Add to service' }).click();
  await chooseService(page, target.name);
  await expect(page.getByText('Add 2 documents to these services?')).toBeVisible();
  await page.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page.getByText('Service successfully link to document')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  for (const d of nqa1)
    await expect.poll(async () => (await docById(api, d.id))!.services.map((s) => s.id)).toContain(target.id);

  await rows(page).nth(0).getByRole('checkbox').check();
  await cog(page).click();
  await page.getByRole('menuitem', { name: 'Remove from service' }).click();
  await chooseService(page, target.name);
  await expect(page.getByText('Remove 1 document from these services?')).toBeVisible();
  await page.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page.getByText('Service successfully unlink')).toBeVisible();
  await expect.poll(async () => (await docById(api, nqa1[0].id))!.services.map((s) => s.id)).not.toContain(target.id);
  await page.getByRole('button', { name: 'UNDO' }).click();
  await expect.poll(async () => (await docById(api, nqa1[0].id))!.services.map((s) => s.id)).toContain(target.id);
});

test('row menu: add to and remove from a collection', async ({ api, adminPage: page }) => {
  const doc = (await inTab(api, 1))[0];
  const missing = 4;
  const label = 'OOSH collection';
  await api.request('PUT', '/api/remove-from-a-collection', { document_id: [doc.id], service_type_id: [missing] });
  await open(page);
  await rowMenu(page, 0).click();
  await page.getByRole('menuitem', { name: 'Add to a collection' }).click();
  await page.getByRole('dialog').getByRole('checkbox', { name: label }).check();
  await page.getByRole('button', { name: 'DONE' }).click();
  await expect(page.getByText('Document successfully added to a collection.')).toBeVisible();
  expect(await inCollection(api, missing, doc.id)).toBe(true);

  await rowMenu(page, 0).click();
  await page.getByRole('menuitem', { name: 'Remove from a collection' }).click();
  await page.getByRole('dialog').getByRole('checkbox', { name: label }).check();
  await page.getByRole('button', { name: 'DONE' }).click();
  await expect(page.getByText('Document successfully remove from a collection.')).toBeVisible();
  expect(await inCollection(api, missing, doc.id)).toBe(false);
});

test('filters: file type, collections, Clear all, and an empty result says No result found', async ({
  api,
  adminPage: page,
}) => {
  const pdfs = (await inTab(api, 1)).filter(
    (d) => d.upload_or_generate === 1 && /\.pdf$/i.test(d.uploaded_file?.document_name ?? ''),
  );
  await open(page);
  await page.getByRole('combobox', { name: 'File type' }).click();
  await page.getByRole('option', { name: 'PDF' }).click();
  await page.keyboard.press('Escape');
  await expect(names(page)).toHaveText(pdfs.slice(0, 10).map(nameOf));

  // Choosing a collection replaces the file type filter.
  const inOosh = (
    await api.request<Doc[]>('POST', '/api/filter-documents-by-collection', { service_type_id: [4] })
  ).body.filter((d) => d.nqa_area_id.includes(1));
  await page.getByRole('button', { name: 'OOSH collection' }).click();
  await expect(page.getByRole('combobox', { name: 'File type' })).not.toContainText('PDF');
  if (inOosh.length) await expect(names(page)).toHaveText(inOosh.slice(0, 10).map(nameOf));

  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(names(page)).toHaveText((await inTab(api, 1)).slice(0, 10).map(nameOf));

  // No document is in any collection any more: the filter comes back empty.
  const all = await allDocs(api);
  await api.request('PUT', '/api/remove-from-a-collection', {
    document_id: all.map((d) => d.id),
    service_type_id: [1, 2, 3, 4],
  });
  await page.getByRole('button', { name: 'Pre-school collection' }).click();
  await expect(page.getByText('No result found')).toBeVisible();
  await expect(page.getByText('No documents found')).toBeVisible();
});

test('filter by services shows the documents of the chosen service as a removable chip', async ({
  api,
  adminPage: page,
}) => {
  const doc = (await inTab(api, 1)).find((d) => d.services.length > 0)!;
  const service = doc.services[0];
  const expected = (await inTab(api, 1)).filter((d) => d.services.some((s) => s.id === service.id));
  await open(page);
  await page.getByRole('button', { name: 'Filter by services' }).click();
  await chooseService(page, service.name);
  await expect(names(page)).toHaveText(expected.slice(0, 10).map(nameOf));
  const chip = page.getByRole('button', { name: service.name });
  await expect(chip).toBeVisible();
  await chip.locator('.MuiChip-deleteIcon').click();
  await expect(names(page)).toHaveText((await inTab(api, 1)).slice(0, 10).map(nameOf));
});

test('Download file saves the stored file with underscores for spaces', async ({ api, adminPage: page }) => {
  const docs = (await inTab(api, 1)).slice(0, 10);
  const i = docs.findIndex((d) => !!d.uploaded_file);
  expect(i).toBeGreaterThanOrEqual(0);
  await open(page);
  await rowMenu(page, i).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download file' }).click();
  expect((await download).suggestedFilename()).toBe(docs[i].uploaded_file!.document_name.replace(/ /g, '_'));
});

test('row Add to service links one document to the chosen service', async ({ api, adminPage: page }) => {
  const doc = (await inTab(api, 1))[0];
  const services = (
    await api.get<{ id: number; name: string; has_portal: number }[]>('/api/services-get-all')
  ).body.filter((s) => s.has_portal === 1);
  const target = services.find((s) => !doc.services.some((x) => x.id === s.id))!;
  await open(page);
  await rowMenu(page, 0).click();
  await page.getByRole('menuitem', { name: 'Add to service' }).click();
  await chooseService(page, target.name);
  await expect(page.getByText('Add 1 document to these services?')).toBeVisible();
  await expect(page.getByText(`${target.name}: 0 of the chosen documents linked`)).toBeVisible();
  await page.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page.getByText('Service successfully link to document')).toBeVisible();
  await expect.poll(async () => (await docById(api, doc.id))!.services.map((s) => s.id)).toContain(target.id);
  // UNDO takes back only the link this change made
  await page.getByRole('button', { name: 'UNDO' }).click();
  await expect
    .poll(async () => (await docById(api, doc.id))!.services.map((s) => s.id))
    .toEqual(doc.services.map((s) => s.id));
  await expect(
    rows(page)
      .first()
      .getByText(doc.services.length === 1 ? '1 service' : `${doc.services.length} services`, { exact: true }),
  ).toBeVisible();
});

/** 'Belongs in' as the spec words it (§3), written here apart from the portal's own module. */
const TYPE_NAMES: Record<number, string> = {
  1: 'Long Daycare',
  2: 'Family Daycare',
  3: 'Pre-school',
  4: 'OOSH',
  5: 'Standalone NQA file',
};
function belongsIn(d: Doc & { global_webinar: number; service_type_id: { id: number }[] | string }): string {
  if (d.category === 2) return 'Service-specific document';
  const types = (
    typeof d.service_type_id === 'string'
      ? (JSON.parse(d.service_type_id) as (number | { id: number })[])
      : d.service_type_id
  ).map((t) => (typeof t === 'number' ? t : t.id));
  if (d.global_webinar === 1 || [1, 2, 3, 4].every((t) => types.includes(t))) return 'Global';
  return types.map((t) => TYPE_NAMES[t]).join(', ');
}

test('columns come from the loaded fields: file type and size in kb, categories, services, belongs in; sorting by belongs in', async ({
  api,
  adminPage: page,
}) => {
  const pdf = makePdf(
    'Column check',
    Array.from({ length: 40 }, (_, i) => `Line ${i} of the column check document`),
  );
  const created = await api.request<{ data: { id: number }[] }>('POST', '/api/new-document', {
    category: 1,
    upload_or_generate: 1,
    attachments: [{ file_name: 'Column check.pdf', base64_image: pdf.toString('base64') }],
    file_title: '0 Column check',
    file_version: '1.0',
    date: '2026-01-15',
    description: '',
    nqa_area_id: [2, 5],
    document_type_id: 1,
    service_type_id: [1, 3],
    services: [],
    excluded_services: [],
    notify_service: 0,
  });
  expect(created.status).toBe(200);
  const id = created.body.data[0].id;
  const services = (await api.get<{ id: number; has_portal: number }[]>('/api/services-get-all')).body
    .filter((s) => s.has_portal === 1)
    .slice(0, 2);
  for (const s of services)
    expect(
      (await api.request('POST', '/api/link-service-to-document', { document_id: id, service_id: s.id })).status,
    ).toBe(200);

  await open(page);
  await page.getByRole('tab', { name: 'NQA2' }).click();
  await page.getByRole('columnheader', { name: 'File name' }).getByRole('button').click();
  const row = rows(page).filter({ hasText: '0 Column check' });
  await expect(row.locator('td.column-upload_or_generate')).toHaveText(`PDF${Math.round(pdf.length / 1000)} kb`);
  await expect(row.locator('td.column-categoryName')).toHaveText('NQA2, NQA5');
  await expect(row.locator('td.column-servicesCount')).toContainText('2 services');
  await expect(row.getByRole('button', { name: /^See all/ })).toBeVisible();
  await expect(row.locator('td.column-belongsIn')).toHaveText('Long Daycare, Pre-school');

  const docs = (
    await api.get<(Doc & { global_webinar: number; service_type_id: { id: number }[] | string })[]>('/api/getDocuments')
  ).body.filter((d) => d.nqa_area_id.includes(2));
  const sorted = docs.map(belongsIn).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  await page.getByRole('columnheader', { name: 'Belongs in' }).getByRole('button').click();
  await expect(rows(page).locator('td.column-belongsIn')).toHaveText(sorted.slice(0, 10));
});

test("Download file of a generated document says 'Please check file'", async ({ api, adminPage: page }) => {
  await createDoc(api, '0 Generated download', [1]);
  await open(page);
  await page.getByRole('columnheader', { name: 'File name' }).getByRole('button').click();
  await expect(names(page).first()).toHaveText('0 Generated download');
  await expect(rows(page).first().locator('td.column-upload_or_generate')).toHaveText('Generated');
  await rowMenu(page, 0).click();
  await page.getByRole('menuitem', { name: 'Download file' }).click();
  await expect(page.getByText('Please check file')).toBeVisible();
});

test('Delete for everyone: a document linked to services, its own confirm, then OK deletes it for good', async ({
  api,
  adminPage: page,
}) => {
  const nqa1 = (await inTab(api, 1)).slice(0, 10);
  const i = nqa1.findIndex((d) => d.services.length > 0);
  expect(i).toBeGreaterThanOrEqual(0);
  const doc = nqa1[i];
  const unlinked = nqa1.findIndex((d) => d.services.length === 0);
  await open(page);
  if (unlinked >= 0) {
    // only a document linked to services offers it
    await rowMenu(page, unlinked).click();
    await expect(page.getByRole('menuitem', { name: 'Delete file' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Delete for everyone' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  }
  await rowMenu(page, i).click();
  await page.getByRole('menuitem', { name: 'Delete for everyone' }).click();
  await expect(page.getByText('Are you sure you want to permanently delete this document for everyone?')).toBeVisible();
  await page.getByRole('button', { name: 'DELETE' }).click();
  await expect(page.getByRole('dialog').getByText('Document permanently deleted!')).toBeVisible();
  await expect.poll(async () => (await trashed(api)).map((d) => d.id)).toContain(doc.id);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect.poll(async () => (await withTrashed(api)).some((d) => d.id === doc.id)).toBe(false);
});
