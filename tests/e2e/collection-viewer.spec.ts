/** The collection viewer (document-management §2 Dialogs, §9): from the documents list's collection filter and from a service. */
import type { CollectionItem, DocumentAnswer } from '../../src/types.ts';
import { test, expect, type Api } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { openEdit, portalServicesByName } from './services-helpers';

const FAMILY = { id: 2, name: 'Family Daycare collection' };
const nameOf = (d: DocumentAnswer) =>
  [3, 4].includes(d.document_type_id) && d.webinar_title ? d.webinar_title : d.file_title;

/**
 * Arranges collection 2 through the spec's calls: nine new generated NQA3 documents join it (so NQA3 needs two
 * pages of 8), and every member in NQA7 leaves it (so NQA7 is empty). Answers the names expected per tab, in the
 * order of GET /api/collections-get/2.
 */
async function arrange(api: Api): Promise<(tab: number) => string[]> {
  const created: number[] = [];
  for (let i = 1; i <= 9; i++) {
    const res = await api.request<{ data: { id: number }[] }>('POST', '/api/new-document', {
      category: 1,
      upload_or_generate: 2,
      file_title: `Viewer check ${String(i).padStart(2, '0')}`,
      file_version: '1.0',
      date: '2026-02-01',
      description: '',
      content: '<p>Generated</p>',
      nqa_area_id: [3],
      document_type_id: 1,
      service_type_id: [2],
      services: [],
      excluded_services: [],
      notify_service: 0,
    });
    expect(res.status).toBe(200);
    created.push(res.body.data[0].id);
  }
  expect(
    (await api.request('PUT', '/api/add-from-a-collection', { document_id: created, service_type_id: [FAMILY.id] }))
      .status,
  ).toBe(200);
  const docs = (await api.get<DocumentAnswer[]>('/api/getDocuments')).body;
  const byId = new Map(docs.map((d) => [d.document_id, d]));
  const members = async () => (await api.get<CollectionItem[]>(`/api/collections-get/${FAMILY.id}`)).body;
  const inNqa7 = (await members())
    .filter((i) => byId.get(i.document_id)?.nqa_area_id.includes(7))
    .map((i) => i.document_id);
  if (inNqa7.length) {
    expect(
      (await api.request('PUT', '/api/remove-from-a-collection', { document_id: inNqa7, service_type_id: [FAMILY.id] }))
        .status,
    ).toBe(200);
  }
  const items = await members();
  return (tab) =>
    items.flatMap((i) =>
      byId.get(i.document_id)?.nqa_area_id.includes(tab) ? [nameOf(byId.get(i.document_id)!)] : [],
    );
}

const viewer = (page: Page) => page.getByRole('dialog', { name: FAMILY.name });
const names = (dialog: Locator) => dialog.locator('tbody tr td.column-filename');

/** Tabs, columns, 8 rows a page, paging, and the empty tab, as a person sees them. */
async function checkViewer(page: Page, expected: (tab: number) => string[]) {
  const dialog = viewer(page);
  await expect(dialog).toBeVisible();
  for (let n = 1; n <= 7; n++) await expect(dialog.getByRole('tab', { name: `NQA${n}` })).toBeVisible();
  for (const col of ['File name', 'File type', 'Author', 'Categories'])
    await expect(dialog.getByRole('columnheader', { name: col })).toBeVisible();

  const first = expected(1);
  if (first.length) await expect(names(dialog)).toHaveText(first.slice(0, 8));
  else await expect(dialog.getByText('No documents found')).toBeVisible();

  await dialog.getByRole('tab', { name: 'NQA3' }).click();
  const nqa3 = expected(3);
  expect(nqa3.length).toBeGreaterThan(8);
  await expect(names(dialog)).toHaveText(nqa3.slice(0, 8));
  const ours = dialog.locator('tbody tr', { hasText: 'Viewer check 01' });
  await expect(ours.locator('td.column-fileType')).toHaveText('Generated');
  await expect(ours.locator('td.column-author')).toHaveText('—');
  await expect(ours.locator('td.column-categoryName')).toHaveText('NQA3');
  await dialog.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(names(dialog)).toHaveText(nqa3.slice(8, 16));

  // Another tab starts again on page 1; NQA7 has no document of this collection.
  await dialog.getByRole('tab', { name: 'NQA7' }).click();
  await expect(dialog.getByText('No documents found')).toBeVisible();
  await expect(dialog.locator('tbody tr')).toHaveCount(0);
  await dialog.getByRole('tab', { name: 'NQA3' }).click();
  await expect(names(dialog)).toHaveText(nqa3.slice(0, 8));

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test('from the documents list: a chosen collection chip opens its viewer', async ({ api, adminPage: page }) => {
  const expected = await arrange(api);
  await page.goto('/nqa-documents');
  await page.getByRole('button', { name: FAMILY.name, exact: true }).click();
  await page.getByRole('button', { name: `View ${FAMILY.name}` }).click();
  await checkViewer(page, expected);
  // The filter is still on: the chip is there until removed.
  await expect(page.getByRole('button', { name: `View ${FAMILY.name}` })).toBeVisible();
});

test("from a service's collections section: VIEW opens the collection's viewer @legacy", async ({
  api,
  adminPage: page,
}) => {
  const expected = await arrange(api);
  const s = (await portalServicesByName(api))[0];
  await openEdit(page, s.id);
  await page
    .getByRole('listitem', { name: FAMILY.name })
    .getByRole('button', { name: `View ${FAMILY.name}` })
    .click();
  await checkViewer(page, expected);
});
