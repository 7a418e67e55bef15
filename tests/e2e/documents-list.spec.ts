/** NQA documents list (/nqa-documents): tabs, columns, paging, sort, See all, filters, downloads. */
import { test, expect, type Api } from './fixtures';
import {
  allDocs,
  chooseService,
  createDoc,
  inTab,
  nameOf,
  names,
  open,
  pager,
  rowMenu,
  rows,
  type Doc,
} from './documents-list-helpers.ts';
import { makePdf } from '../../mock-api/seed/files.ts';

test('NQA1 tab lists 10 documents a page with the spec columns; tabs switch area and go back to page 1 @legacy', async ({
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

/** The NQA1 documents the PDF file type filter lists: uploaded files named .pdf, in the stored order. */
const uploadedPdfsInNqa1 = async (api: Api) =>
  (await inTab(api, 1)).filter(
    (d) => d.upload_or_generate === 1 && /\.pdf$/i.test(d.uploaded_file?.document_name ?? ''),
  );

test('filters: file type, collections, Clear all, and an empty result says No result found @legacy', async ({
  api,
  adminPage: page,
}) => {
  const pdfs = await uploadedPdfsInNqa1(api);
  await open(page);
  await page.getByRole('combobox', { name: 'File type' }).click();
  await page.getByRole('option', { name: 'PDF' }).click();
  await page.keyboard.press('Escape');
  await expect(names(page)).toHaveText(pdfs.slice(0, 10).map(nameOf));

  // Choosing a collection replaces the file type filter.
  const inOosh = (
    await api.request<Doc[]>('POST', '/api/filter-documents-by-collection', { service_type_id: [4] })
  ).body.filter((d) => d.nqa_area_id.includes(1));
  await page.getByRole('button', { name: 'OOSH collection', exact: true }).click();
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
  await page.getByRole('button', { name: 'Pre-school collection', exact: true }).click();
  await expect(page.getByText('No result found')).toBeVisible();
  await expect(page.getByText('No documents found')).toBeVisible();
});

test('a file type or a collection chosen asks for its documents once and shows them', async ({
  api,
  adminPage: page,
}) => {
  const pdfs = await uploadedPdfsInNqa1(api);
  const inOosh = (
    await api.request<Doc[]>('POST', '/api/filter-documents-by-collection', { service_type_id: [4] })
  ).body.filter((d) => d.nqa_area_id.includes(1));
  await open(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/filter-documents-by-')) asked.push(r.url());
  });

  await page.getByRole('combobox', { name: 'File type' }).click();
  const pdfAsked = page.waitForRequest((r) => r.url().includes('/api/filter-documents-by-filetype?file_type=6'));
  await page.getByRole('option', { name: 'PDF' }).click();
  await pdfAsked;
  await page.keyboard.press('Escape');
  await expect(names(page)).toHaveText(pdfs.slice(0, 10).map(nameOf));
  expect(asked).toHaveLength(1);

  const oosh = page.getByRole('button', { name: 'OOSH collection', exact: true });
  const ooshAsked = page.waitForRequest((r) => r.url().includes('/api/filter-documents-by-collection'));
  await oosh.click();
  expect(JSON.parse((await ooshAsked).postData() ?? '{}')).toMatchObject({ service_type_id: [4] });
  await expect(oosh).toHaveAttribute('aria-pressed', 'true');
  if (inOosh.length) await expect(names(page)).toHaveText(inOosh.slice(0, 10).map(nameOf));
  else await expect(page.getByText('No result found')).toBeVisible();
  expect(asked).toHaveLength(2);
});

test('filter by services shows the documents the chosen service sees, as a removable chip @legacy', async ({
  api,
  adminPage: page,
}) => {
  const doc = (await inTab(api, 1)).find((d) => d.services.length > 0)!;
  const service = doc.services[0];
  // what the service sees (its own page's documents), not only the documents attached to it
  const seen = new Set(
    (await api.get<{ id: number }[]>(`/api/document-by-service/${service.id}`)).body.map((d) => d.id),
  );
  const expected = (await inTab(api, 1)).filter((d) => seen.has(d.id));
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

test('columns come from the loaded fields: file type and size in kb, categories, services, belongs in; sorting by belongs in @legacy', async ({
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
