/** Document create and edit screens (document-management §2, §4, §5): NQA documents, webinars, edit. */
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { DocumentAnswer } from '../../src/types.ts';
import { test, expect, type Api } from './fixtures';
import { changesSent } from './forms-helpers';

const asset = (name: string) => path.join(import.meta.dirname, 'assets', name);

const docs = async (api: Api) => (await api.get<DocumentAnswer[]>('/api/document-get-all')).body;
const byTitle = async (api: Api, title: string) =>
  (await docs(api)).find((d) => d.file_title === title || d.webinar_title === title);
/** An NQA document (not a webinar or training module) with an uploaded file. */
const uploadedNqaDocument = async (api: Api) =>
  (await docs(api)).find(
    (d) => d.category === 1 && d.upload_or_generate === 1 && d.uploaded_file && ![3, 4].includes(d.document_type_id),
  )!;
const services = async (api: Api) =>
  (await api.get<{ id: number; name: string; has_portal: number }[]>('/api/services-get-all')).body;

async function chooseFile(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Drop a file to upload, or click to select it.').click();
  await (await chooser).setFiles(asset(file));
}
const save = (page: Page) => page.getByRole('button', { name: 'SAVE ALL CHANGES' });

async function pickServices(page: Page, names: string[]) {
  await page.getByRole('button', { name: 'CHOOSE SERVICES' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose services' });
  for (const n of names) await dialog.getByRole('checkbox', { name: n, exact: true }).check();
  await dialog.getByRole('button', { name: 'DONE' }).click();
  await expect(dialog).toBeHidden();
}

test('NQA upload: inline messages, service type warning, then a created document and the success dialog @legacy', async ({
  adminPage: page,
  api,
}) => {
  const service = (await services(api)).find((s) => s.has_portal === 1)!;
  await page.goto('/create-new-document');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a document' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'NQA document' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Focus of the month' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Service specific document' })).toBeVisible();

  await page.getByRole('button', { name: 'CHOOSE SERVICES' }).click();
  await expect(page.getByText('Please select service type')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Choose services' })).toBeHidden();

  await page.getByLabel('Date').fill('');
  await save(page).click();
  for (const msg of [
    'Please select at least one NQA for this document',
    'Please select document type',
    'Please select at least one service type for this document',
    'Please select file.',
  ])
    await expect(page.getByText(msg, { exact: true })).toBeVisible();
  await expect(page.getByText('This field is required.', { exact: true })).toHaveCount(3);
  const before = (await docs(api)).length;

  await page.getByRole('checkbox', { name: 'NQA1', exact: true }).check();
  await page.getByRole('checkbox', { name: 'NQA3', exact: true }).check();
  await page.getByRole('radio', { name: 'Policy' }).check();
  await page.getByRole('checkbox', { name: 'Long Daycare' }).check();
  await pickServices(page, [service.name]);
  await expect(page.getByRole('group', { name: 'Services to exclude' }).getByText(service.name)).toBeVisible();
  await chooseFile(page, 'newsletter.pdf');
  await page.getByLabel('File title').fill('Sleep and rest policy');
  await page.getByLabel('File version').fill('2.1');
  await page.getByLabel('Date').fill('2026-05-04');
  await page.getByLabel('Description').fill('Reviewed yearly');
  await page.getByLabel('Notify services').check();
  await save(page).click();

  await expect(page.getByText('Document successfully created.')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Document added' });
  await expect(dialog.getByText('The new document is now added.')).toBeVisible();
  const stored = await byTitle(api, 'Sleep and rest policy');
  expect((await docs(api)).length).toBe(before + 1);
  expect(stored).toMatchObject({
    category: 1,
    upload_or_generate: 1,
    file_version: '2.1',
    date: '2026-05-04',
    description: 'Reviewed yearly',
    document_type_id: 1,
    nqa_area_id: [1, 3],
    service_type_id: [{ id: 1 }],
    services: [],
    notify_service: 1,
    uploaded_file: { document_name: 'newsletter.pdf' },
  });
  expect(JSON.parse(stored!.excluded_services)).toEqual([service.id]);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/#?\/?$/);
});

test('Standalone NQA file: clears other types and services, needs services, attaches them', async ({
  adminPage: page,
  api,
}) => {
  const [a, b] = (await services(api)).filter((s) => s.has_portal === 1);
  await page.goto('/create-new-document');
  await page.getByRole('checkbox', { name: 'Long Daycare' }).check();
  await pickServices(page, [a.name]);
  await page.getByRole('checkbox', { name: 'Standalone NQA file' }).check();
  await expect(page.getByRole('checkbox', { name: 'Long Daycare' })).not.toBeChecked();
  const attach = page.getByRole('group', { name: 'Services to attach' });
  await expect(attach.getByText('No service chosen')).toBeVisible();

  await page.getByRole('checkbox', { name: 'NQA2', exact: true }).check();
  await page.getByRole('radio', { name: 'Procedure' }).check();
  await page.getByRole('radio', { name: 'Generate' }).check();
  await page.getByLabel('File title').fill('Nappy change procedure');
  await page.getByLabel('File version').fill('1');
  await save(page).click();
  await expect(page.getByText('Please select one or more services')).toBeVisible();
  await expect(page.getByText('This field is required', { exact: true })).toBeVisible();

  await pickServices(page, [a.name, b.name]);
  await page.getByRole('textbox', { name: 'Content' }).fill('Wash hands before and after.');
  await save(page).click();
  await expect(page.getByText('Document successfully created.')).toBeVisible();
  const stored = await byTitle(api, 'Nappy change procedure');
  expect(stored).toMatchObject({ upload_or_generate: 2, service_type_id: [{ id: 5 }], uploaded_file: null });
  expect(stored!.content).toContain('Wash hands before and after.');
  expect(stored!.services.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());

  // choosing another type while 5 is chosen drops 5 and the services
  await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
  await page.goto('/create-new-document');
  await page.getByRole('checkbox', { name: 'Standalone NQA file' }).check();
  await pickServices(page, [a.name]);
  await page.getByRole('checkbox', { name: 'OOSH' }).check();
  await expect(page.getByRole('checkbox', { name: 'Standalone NQA file' })).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'Services to exclude' }).getByText('No service chosen')).toBeVisible();
});

test('a file the server refuses shows its message under the file input and nothing is stored', async ({
  adminPage: page,
  api,
}) => {
  await page.goto('/create-new-document');
  const before = (await docs(api)).length;
  await page.getByRole('checkbox', { name: 'NQA4', exact: true }).check();
  await page.getByRole('radio', { name: 'Feedback' }).check();
  await page.getByRole('checkbox', { name: 'OOSH' }).check();
  await chooseFile(page, 'fake.pdf');
  await page.getByLabel('File title').fill('Not really a PDF');
  await page.getByLabel('File version').fill('1');
  // hold the request until 'Please wait...' has been seen
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/new-document', async (route) => {
    await held;
    await route.continue();
  });
  await save(page).click();
  await expect(page.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
  release();
  await expect(page.getByText('The file must be a PDF.')).toBeVisible();
  await expect(page.getByText('Document successfully created.')).toBeHidden();
  expect((await docs(api)).length).toBe(before);
});

test('webinar mode: link validation, global disables audiences and is stored global @legacy', async ({
  adminPage: page,
  api,
}) => {
  await page.goto('/create-new-document');
  await page.getByRole('radio', { name: 'Webinar' }).check();
  await expect(page.getByLabel('Link')).toBeVisible();
  await expect(page.getByLabel('File version')).toBeHidden();
  await page.getByRole('checkbox', { name: 'NQA5', exact: true }).check();
  await page.getByLabel('Link').fill('not a link');
  await save(page).click();
  await expect(page.getByText('Please enter a valid link.')).toBeVisible();
  await expect(page.getByText('Please select at least one service type for this document')).toBeVisible();
  await expect(page.getByText('This field is required.', { exact: true })).toBeVisible();

  await page.getByLabel('Global (visible to all services)').check();
  await expect(page.getByRole('checkbox', { name: 'Long Daycare' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'CHOOSE SERVICES' })).toBeDisabled();
  await page.getByLabel('Link').fill('https://learning.example.org/webinar/42');
  await page.getByLabel('Title').fill('Relationships with children');
  await page.getByLabel('Description').fill('A one-hour webinar');
  await save(page).click();
  await expect(page.getByText('Document successfully created.')).toBeVisible();
  const stored = await byTitle(api, 'Relationships with children');
  expect(stored).toMatchObject({
    document_type_id: 3,
    global_webinar: 1,
    webinar_link: 'https://learning.example.org/webinar/42',
    nqa_area_id: [5],
    service_type_id: [],
  });
  // §4: a global webinar sends all services with no exclusions
  const ids = (list: { id: number }[]) => list.map((s) => s.id).sort((a, z) => a - z);
  expect(ids(stored!.services)).toEqual(ids(await services(api)));
  expect(JSON.parse(stored!.excluded_services)).toEqual([]);
});

test('editing only the version of a linked policy keeps its services', async ({ adminPage: page, api }) => {
  const doc = (await docs(api)).find(
    (d) =>
      d.category === 1 && d.document_type_id === 1 && d.uploaded_file && !d.service_type_id.some((t) => t.id === 5),
  )!;
  const linkedIds = async () =>
    (await api.get<{ service_id: number }[]>(`/api/get-documents-services-id/${doc.id}`)).body
      .map((s) => s.service_id)
      .sort((a, z) => a - z);
  const linkable = (await api.get<{ id: number }[]>(`/api/get-available-services-to-link/${doc.id}`)).body.slice(0, 2);
  for (const s of linkable) {
    expect(
      (await api.request('POST', '/api/link-service-to-document', { document_id: doc.id, service_id: s.id })).status,
    ).toBe(200);
  }
  const before = await linkedIds();
  expect(before.length).toBeGreaterThanOrEqual(2);

  await page.goto(`/edit-document?id=${doc.id}`);
  await expect(page.getByLabel('File version')).toHaveValue(doc.file_version);
  await page.getByLabel('File version').fill('7.7');
  await save(page).click();
  await expect(page.getByText('Document successfully updated.')).toBeVisible();
  expect((await docs(api)).find((d) => d.id === doc.id)!.file_version).toBe('7.7');
  expect(await linkedIds()).toEqual(before);
});

test('edit an NQA document: loads by id, needs a file, saves, exits; without a document it goes to the list @legacy', async ({
  adminPage: page,
  api,
}) => {
  const doc = await uploadedNqaDocument(api);
  await page.goto('/edit-document');
  await expect(page).toHaveURL(/\/nqa-documents/);

  await page.goto(`/edit-document?id=${doc.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit an NQA Document' })).toBeVisible();
  await expect(page.getByLabel('File title')).toHaveValue(doc.file_title);
  await expect(page.getByRole('button', { name: 'EXIT WITHOUT SAVING' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Webinar' })).toBeDisabled();
  // removing the stored file takes it out of the form only; the save sends its delete, then the new file
  const sent = changesSent(page);
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await expect(page.getByRole('button', { name: "CAN'T SAVE YET. UPLOAD A FILE FIRST" })).toBeDisabled();
  expect(sent).toEqual([]);
  expect((await docs(api)).find((d) => d.id === doc.id)!.uploaded_file).toEqual(doc.uploaded_file);
  await chooseFile(page, 'newsletter-v2.pdf');
  await page.getByLabel('File title').fill('Edited title');
  await page.getByLabel('File version').fill('9.9');
  await save(page).click();
  await expect(page.getByText('Document successfully updated.')).toBeVisible();
  await expect(page).toHaveURL(/\/nqa-documents/);
  expect(sent).toEqual([`DELETE /api/delete-document-file/${doc.id}`, 'PUT /api/document-update']);
  const stored = (await docs(api)).find((d) => d.id === doc.id);
  expect(stored).toMatchObject({
    file_title: 'Edited title',
    file_version: '9.9',
    uploaded_file: { document_name: 'newsletter-v2.pdf' },
  });
});

test("removing an NQA document's stored file sends nothing; EXIT WITHOUT SAVING leaves the document its file", async ({
  adminPage: page,
  api,
}) => {
  const doc = await uploadedNqaDocument(api);
  const sent = changesSent(page);
  await page.goto('/nqa-documents');
  await page.goto(`/edit-document?id=${doc.id}`);
  await expect(page.getByLabel('File title')).toHaveValue(doc.file_title);
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await expect(page.getByRole('button', { name: `Open ${doc.uploaded_file!.document_name}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: "CAN'T SAVE YET. UPLOAD A FILE FIRST" })).toBeDisabled();
  await page.getByRole('button', { name: 'EXIT WITHOUT SAVING' }).click();
  await expect(page).toHaveURL(/\/nqa-documents/);
  expect(sent).toEqual([]);
  expect((await docs(api)).find((d) => d.id === doc.id)!.uploaded_file).toEqual(doc.uploaded_file);
});

test("edit refused by the server shows 'Error on updating'", async ({ adminPage: page, api }) => {
  const doc = (await docs(api)).find(
    (d) => d.category === 1 && d.uploaded_file && ![3, 4].includes(d.document_type_id),
  )!;
  await page.goto(`/edit-document?id=${doc.id}`);
  await expect(page.getByLabel('File title')).toHaveValue(doc.file_title);
  // a file chosen over the stored one replaces it only when the save succeeds
  await chooseFile(page, 'fake.pdf');
  await save(page).click();
  await expect(page.getByText('Error on updating')).toBeVisible();
  await expect(page.getByText('The file must be a PDF.')).toBeVisible();
  expect((await docs(api)).find((d) => d.id === doc.id)!.uploaded_file!.document_name).toBe(
    doc.uploaded_file!.document_name,
  );
});

test('EXIT WITHOUT SAVING goes back and stores nothing', async ({ adminPage: page, api }) => {
  const doc = (await docs(api)).find((d) => d.category === 1)!;
  await page.goto('/nqa-documents');
  await page.goto(`/edit-document?id=${doc.id}`);
  await page
    .getByLabel(/File title|Title/)
    .first()
    .fill('Never saved');
  await page.getByRole('button', { name: 'EXIT WITHOUT SAVING' }).click();
  await expect(page).toHaveURL(/\/nqa-documents/);
  expect(await byTitle(api, 'Never saved')).toBeUndefined();
});

test('training module as an uploaded document: needs a file and a file title, stored without a link', async ({
  adminPage: page,
  api,
}) => {
  await page.goto('/create-new-document');
  await page.getByRole('radio', { name: 'Training modules' }).check();
  await page.getByRole('checkbox', { name: 'NQA6', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Pre-school' }).check();
  await page.getByLabel('External link').uncheck();
  await expect(page.getByLabel('Link', { exact: true })).toBeHidden();
  await page.getByLabel('Title', { exact: true }).fill('Child protection module');
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(page.getByText('Please select file.')).toBeVisible();
  await expect(page.getByText('This field is required.', { exact: true })).toHaveCount(1);

  await page.getByLabel('File title').fill('Child protection handbook');
  await chooseFile(page, 'newsletter.pdf');
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(page.getByText('Document successfully created.')).toBeVisible();
  expect(await byTitle(api, 'Child protection module')).toMatchObject({
    document_type_id: 4,
    webinar_link: null,
    file_title: 'Child protection handbook',
    service_type_id: [{ id: 3 }],
    nqa_area_id: [6],
    uploaded_file: { document_name: 'newsletter.pdf' },
  });
});

test('edit a webinar: Policy and Procedure are locked, changes go to the webinar update @legacy', async ({
  adminPage: page,
  api,
}) => {
  const doc = (await docs(api)).find((d) => d.category === 1 && d.document_type_id === 3 && d.global_webinar === 0);
  expect(doc, 'the seed holds non-global webinars').toBeDefined();
  await page.goto(`/edit-document?id=${doc!.id}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(doc!.webinar_title ?? '');
  await expect(page.getByRole('radio', { name: 'Policy' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Training modules' })).toBeEnabled();
  await page.getByLabel('Title', { exact: true }).fill('Renamed webinar');
  await page.getByLabel('Link').fill('https://video.example.com/renamed');
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(page.getByText('Document successfully updated.')).toBeVisible();
  expect((await docs(api)).find((d) => d.id === doc!.id)).toMatchObject({
    webinar_title: 'Renamed webinar',
    webinar_link: 'https://video.example.com/renamed',
    document_type_id: 3,
  });
});

test("a webinar's supporting file: removing it sends nothing, EXIT WITHOUT SAVING keeps it, the save deletes it: 'Webinar file deleted!'", async ({
  adminPage: page,
  api,
}) => {
  const doc = (await docs(api)).find((d) => d.category === 1 && d.document_type_id === 3 && d.uploaded_file);
  expect(doc, 'the seed holds a webinar with a supporting file').toBeDefined();
  const storedFile = async () => (await docs(api)).find((d) => d.id === doc!.id)!.uploaded_file;
  const fileName = page.getByRole('button', { name: `Open ${doc!.uploaded_file!.document_name}` });
  const sent = changesSent(page);
  await page.goto('/nqa-documents');
  await page.goto(`/edit-document?id=${doc!.id}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(doc!.webinar_title ?? '');
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await expect(fileName).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(await storedFile()).toEqual(doc!.uploaded_file);
  await page.getByRole('button', { name: 'EXIT WITHOUT SAVING' }).click();
  await expect(page).toHaveURL(/\/nqa-documents/);
  expect(sent).toEqual([]);
  expect(await storedFile()).toEqual(doc!.uploaded_file);

  await page.goto(`/edit-document?id=${doc!.id}`);
  await expect(fileName).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await save(page).click();
  await expect(page.getByText('Webinar file deleted!')).toBeVisible();
  // the save's own 'Document successfully updated.' follows it, and the list is shown again
  await expect(page).toHaveURL(/\/nqa-documents/);
  expect(sent).toEqual([`GET /api/webinar-file/${doc!.id}/delete`, 'PUT /api/document-update-webinar']);
  expect(await storedFile()).toBeNull();
  // the webinar itself stays, with its link
  expect((await docs(api)).find((d) => d.id === doc!.id)).toMatchObject({
    webinar_link: doc!.webinar_link,
    document_type_id: 3,
  });
});
