/**
 * NQA documents list (/nqa-documents), beyond the paging and tabs: the title follows the tab, search, document type and
 * service type filters, the state in the address, plural wording, '<1 kb', CSV export, the collections dialog's
 * membership, the error state with Retry, the range count and labelled checkboxes. Expected rows are computed here
 * from the fixture's answers with the rules, apart from the portal's own modules.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  allDocs,
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

const AREA_NAMES: Record<number, string> = {
  1: 'NQA1 - Educational Programs and Practice',
  2: "NQA2 - Children's Health and Safety",
  3: 'NQA3 - Physical Environment',
  4: 'NQA4 - Staffing Arrangements',
  5: 'NQA5 - Relationships with Children',
  6: 'NQA6 - Collaborative Partnerships with Families and Communities',
  7: 'NQA7 - Governance and Leadership',
};

/** The search: case-insensitive substring of file name, webinar title or description. */
const matches = (d: Doc, q: string) =>
  [d.file_title, d.webinar_title, d.description].some((t) => !!t && t.toLowerCase().includes(q.toLowerCase()));

type Loaded = Doc & { service_type_id: { id: number }[] | string; global_webinar: number };
const serviceTypes = (d: Loaded): number[] =>
  (typeof d.service_type_id === 'string'
    ? (JSON.parse(d.service_type_id) as (number | { id: number })[])
    : d.service_type_id
  ).map((t) => (typeof t === 'number' ? t : t.id));

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search documents' });

test('the title follows the tab with the national quality standard area names', async ({ adminPage: page }) => {
  await open(page);
  for (const n of [2, 3, 4, 5, 6, 7, 1]) {
    await page.getByRole('tab', { name: `NQA${n}` }).click();
    await expect(heading(page)).toHaveText(AREA_NAMES[n]);
  }
});

test('search: file name, webinar title and description, any case, within the tab, back to page 1', async ({
  api,
  adminPage: page,
}) => {
  const res = await api.request('POST', '/api/new-document', {
    category: 1,
    upload_or_generate: 2,
    file_title: 'Harbour visit plan',
    file_version: '1.0',
    date: '2026-01-15',
    description: 'Covers the QUOKKA enclosure walk',
    content: '<p>Generated</p>',
    nqa_area_id: [1],
    document_type_id: 1,
    service_type_id: [1, 2, 3, 4],
    services: [],
    excluded_services: [],
    notify_service: 0,
  });
  expect(res.status).toBe(200);
  await createDoc(api, 'Quokka feeding policy', [1]);
  await createDoc(api, 'Quokka in another area', [2]);
  for (let i = 1; i <= 10; i++) await createDoc(api, `Filler ${i}`, [1]);
  await open(page);
  await pager(page).getByRole('button', { name: 'Go to page 2' }).click();
  await search(page).fill('quokka');
  const expected = (await inTab(api, 1)).filter((d) => matches(d, 'quokka'));
  expect(expected.map(nameOf).sort()).toEqual(['Harbour visit plan', 'Quokka feeding policy']);
  await expect(names(page)).toHaveText(expected.map(nameOf));
  await expect(page.getByText(`1-${expected.length} of ${expected.length}`)).toBeVisible();

  // a webinar is found by its webinar title
  const webinar = (await allDocs(api)).find((d) => [3, 4].includes(d.document_type_id) && d.webinar_title)!;
  const tab = webinar.nqa_area_id[0];
  const word = webinar.webinar_title!.slice(2, 10).toUpperCase();
  await search(page).fill(word);
  await page.getByRole('tab', { name: `NQA${tab}` }).click();
  const inTabMatches = (await inTab(api, tab)).filter((d) => matches(d, word));
  await expect(names(page)).toHaveText(inTabMatches.slice(0, 10).map(nameOf));
  expect(inTabMatches.map((d) => d.id)).toContain(webinar.id);
});

test('document type and service type filters combine with each other and with the tab', async ({
  api,
  adminPage: page,
}) => {
  await open(page);
  await page.getByRole('combobox', { name: 'Document type' }).click();
  await page.getByRole('option', { name: 'Procedure' }).click();
  await page.keyboard.press('Escape');
  const docs = (await inTab(api, 1)) as Loaded[];
  const procedures = docs.filter((d) => d.document_type_id === 2);
  await expect(names(page)).toHaveText(procedures.slice(0, 10).map(nameOf));
  await expect(rows(page).first().locator('td.column-document_type_id')).toHaveText('Procedure');

  await page.getByRole('combobox', { name: 'Service type' }).click();
  await page.getByRole('option', { name: 'Family Daycare' }).click();
  await page.keyboard.press('Escape');
  const both = procedures.filter((d) => d.global_webinar === 1 || serviceTypes(d).includes(2));
  if (both.length) await expect(names(page)).toHaveText(both.slice(0, 10).map(nameOf));
  else await expect(page.getByText('No documents found')).toBeVisible();
  await expect(page).toHaveURL(/type=2/);
  await expect(page).toHaveURL(/stype=2/);
});

test('the list state lives in the address: reload and back restore tab, search, sort and page', async ({
  api,
  adminPage: page,
}) => {
  // twelve documents, two loads and a second page: more than the default time on a busy machine
  test.setTimeout(90_000);
  for (let i = 1; i <= 12; i++) await createDoc(api, `Address state doc ${String(i).padStart(2, '0')}`, [3]);
  await open(page);
  await page.getByRole('tab', { name: 'NQA3' }).click();
  await search(page).fill('address state');
  await page.getByRole('columnheader', { name: 'File name' }).getByRole('button').click();
  await page.getByRole('columnheader', { name: 'File name' }).getByRole('button').click();
  await pager(page).getByRole('button', { name: 'Go to page 2' }).click();
  const page2 = ['Address state doc 02', 'Address state doc 01'];
  await expect(names(page)).toHaveText(page2);
  await expect(page).toHaveURL(/page=2/);

  await page.reload();
  await expect(heading(page)).toHaveText(AREA_NAMES[3]);
  await expect(search(page)).toHaveValue('address state');
  await expect(names(page)).toHaveText(page2);

  // a shared link opens the same view
  const link = page.url();
  const other = await page.context().newPage();
  await other.goto(link);
  await expect(names(other)).toHaveText(page2);
  await other.close();

  await page.goBack();
  await expect(names(page)).toHaveText([
    'Address state doc 12',
    ...Array.from({ length: 9 }, (_, i) => `Address state doc ${String(11 - i).padStart(2, '0')}`),
  ]);
});

test("bulk delete of several documents says 'these 3 documents'", async ({ adminPage: page }) => {
  await open(page);
  for (const i of [0, 1, 2]) await rows(page).nth(i).getByRole('checkbox').check();
  await expect(page.getByText('3 documents selected')).toBeVisible();
  // the selection bar leaves the tabs in view and usable
  await expect(page.getByRole('tab', { name: 'NQA2' })).toBeVisible();
  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete files' }).click();
  await expect(page.getByText('Are you sure you want to permanently delete these 3 documents?')).toBeVisible();
  await page.getByRole('button', { name: 'CANCEL' }).click();
});

test("row checkboxes are named by their document; a file under 1 kb shows '<1 kb'", async ({
  api,
  adminPage: page,
}) => {
  const pdf = makePdf('Tiny');
  expect(pdf.length).toBeLessThan(1000);
  const created = await api.request('POST', '/api/new-document', {
    category: 1,
    upload_or_generate: 1,
    attachments: [{ file_name: 'Tiny.pdf', base64_image: pdf.toString('base64') }],
    file_title: '0 Tiny file',
    file_version: '1.0',
    date: '2026-01-15',
    description: '',
    nqa_area_id: [1],
    document_type_id: 1,
    service_type_id: [1],
    services: [],
    excluded_services: [],
    notify_service: 0,
  });
  expect(created.status).toBe(200);
  await open(page);
  await search(page).fill('0 Tiny file');
  const row = rows(page).filter({ hasText: '0 Tiny file' });
  await expect(row.locator('td.column-upload_or_generate')).toHaveText('PDF<1 kb');
  await expect(row.getByRole('checkbox', { name: 'Select 0 Tiny file' })).toBeVisible();
});

test('Preview file: a stored PDF opens in the browser with DOWNLOAD beside it; a generated one shows its text', async ({
  api,
  adminPage: page,
}) => {
  const created = await api.request('POST', '/api/new-document', {
    category: 1,
    upload_or_generate: 1,
    attachments: [{ file_name: 'Pelican plan.pdf', base64_image: makePdf('Pelican plan').toString('base64') }],
    file_title: 'Pelican plan',
    file_version: '1.0',
    date: '2026-01-15',
    description: '',
    nqa_area_id: [1],
    document_type_id: 1,
    service_type_id: [1],
    services: [],
    excluded_services: [],
    notify_service: 0,
  });
  expect(created.status).toBe(200);
  await createDoc(api, 'Pelican generated', [1]);
  await open(page);

  await search(page).fill('Pelican plan');
  await rows(page)
    .filter({ hasText: 'Pelican plan' })
    .getByRole('button', { name: /^Actions for / })
    .click();
  await page.getByRole('menuitem', { name: 'Preview file' }).click();
  const dialog = page.getByRole('dialog', { name: /^Preview of / });
  await expect(dialog.locator('iframe')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /download/i })).toBeVisible();
  // still on the list: the preview never navigates away
  await expect(page).toHaveURL(/\/nqa-documents/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await search(page).fill('Pelican generated');
  await rows(page)
    .filter({ hasText: 'Pelican generated' })
    .getByRole('button', { name: /^Actions for / })
    .click();
  await page.getByRole('menuitem', { name: 'Preview file' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Preview of Pelican generated' }).getByText('Generated', { exact: true }),
  ).toBeVisible();
});

/** A CSV line's fields (RFC 4180 quoting), written here for the test. */
function csvFields(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

test('Export downloads the current view (every page of it) as CSV', async ({ api, adminPage: page }) => {
  for (let i = 1; i <= 12; i++) await createDoc(api, `Export, view doc ${i}`, [4]);
  await open(page);
  await page.getByRole('tab', { name: 'NQA4' }).click();
  await search(page).fill('export, view');
  await expect(names(page)).toHaveCount(10);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(csvFields(lines[0])).toEqual([
    'File name',
    'Document type',
    'File type',
    'Size (kb)',
    'Categories',
    'Services',
    'Belongs in',
    'Review date',
  ]);
  const expected = (await inTab(api, 4)).filter((d) => matches(d, 'export, view'));
  expect(expected).toHaveLength(12);
  // createDoc's policies are dated 2026-01-15: reviewed 12 months later (the default period)
  expect(lines.slice(1).map((l) => csvFields(l))).toEqual(
    expected.map((d) => [nameOf(d), 'Policy', 'Generated', '', 'NQA4', '0', 'Global', '2027-01-15']),
  );
});

test('the add-to-collection dialog says which collections already hold the document', async ({
  api,
  adminPage: page,
}) => {
  const doc = (await inTab(api, 1))[0];
  await api.request('PUT', '/api/remove-from-a-collection', { document_id: [doc.id], service_type_id: [1, 2, 3, 4] });
  await api.request('PUT', '/api/add-from-a-collection', { document_id: [doc.id], service_type_id: [2] });
  const held = (await api.get<{ document_id: number }[]>('/api/collections-get/2')).body.some(
    (i) => i.document_id === doc.id,
  );
  expect(held).toBe(true);
  await open(page);
  await rowMenu(page, 0).click();
  await page.getByRole('menuitem', { name: 'Add to a collection' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox', { name: 'Family Daycare collection' })).toBeVisible();
  await expect(dialog.getByText('Already holds this document')).toHaveCount(1);
  await expect(dialog.locator('label', { hasText: 'Family Daycare collection' })).toContainText(
    'Already holds this document',
  );
});

test('a failing list says why with a Retry button and keeps the rows it had, never "No documents found"', async ({
  api,
  adminPage: page,
}) => {
  const first = (await inTab(api, 1)).slice(0, 10).map(nameOf);
  await open(page);
  await expect(page.getByText(`1-10 of ${(await inTab(api, 1)).length}`)).toBeVisible();
  // the fixture stops answering the collection filter
  await page.route('**/api/filter-documents-by-collection', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Database down' }) }),
  );
  await page.getByRole('button', { name: 'OOSH collection', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The documents could not be loaded: Database down', { timeout: 15_000 });
  await expect(names(page)).toHaveText(first);
  await expect(page.getByText('No documents found')).toBeHidden();

  await page.unroute('**/api/filter-documents-by-collection');
  const inOosh = (
    await api.request<Doc[]>('POST', '/api/filter-documents-by-collection', { service_type_id: [4] })
  ).body.filter((d) => d.nqa_area_id.includes(1));
  await alert.getByRole('button', { name: 'RETRY' }).click();
  await expect(alert).toBeHidden();
  if (inOosh.length) await expect(names(page)).toHaveText(inOosh.slice(0, 10).map(nameOf));
});

test('a list that never loaded shows the error and Retry, not an empty list', async ({ adminPage: page }) => {
  await page.route('**/api/getDocuments', (route) => route.abort('connectionrefused'));
  await page.goto('/nqa-documents');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The documents could not be loaded', { timeout: 15_000 });
  await expect(page.getByText('No documents found')).toBeHidden();
  await page.unroute('**/api/getDocuments');
  await alert.getByRole('button', { name: 'RETRY' }).click();
  await expect(names(page).first()).toBeVisible();
});

test('on a phone (390x844) the list is a card list with the row actions one tap away', async ({
  api,
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const first = (await inTab(api, 1))[0];
  await page.goto('/nqa-documents');
  // the first load of the whole list: allow for a busy machine
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(AREA_NAMES[1], { timeout: 20_000 });
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = page.getByRole('listitem').filter({ hasText: nameOf(first) });
  await expect(card.first()).toBeVisible();
  await card
    .first()
    .getByRole('button', { name: `Actions for ${nameOf(first)}` })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Edit file' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('checkbox', { name: `Select ${nameOf(first)}` })).toBeVisible();
});

test('the services picker opens a page of services and narrows as the user types', async ({ api, adminPage: page }) => {
  const services = (await api.get<{ id: number; name: string; has_portal: number }[]>('/api/services-get-all')).body
    .filter((s) => s.has_portal === 1)
    .map((s) => s.name);
  await open(page);
  await page.getByRole('button', { name: 'Filter by services' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose services' });
  const group = chooser.getByRole('group', { name: 'Services' });
  await expect(group.getByRole('checkbox')).toHaveCount(Math.min(services.length, 50));
  const target = services[services.length - 1];
  const part = target.slice(1, 6).toLowerCase();
  await chooser.getByLabel('Search services').fill(part);
  const expected = services.filter((n) => n.toLowerCase().includes(part));
  await expect(group.getByRole('checkbox')).toHaveCount(Math.min(expected.length, 50));
  await expect(group.getByRole('checkbox', { name: target, exact: true })).toBeVisible();
});
