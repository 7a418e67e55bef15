/** Document forms: the fields-checked flag, one service, file preview, the loader, unsaved changes. */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { DocumentAnswer } from '../../src/types.ts';
import { test, expect, type Api } from './fixtures';
import { emptyFocusMonths, openFocusMonth, select, shownTab, slowUpload } from './forms-helpers';

const docs = async (api: Api) => (await api.get<DocumentAnswer[]>('/api/document-get-all')).body;
const ext = (d: DocumentAnswer) => d.uploaded_file?.document_name.split('.').pop()?.toLowerCase();
const required = (page: Page) => page.getByText('This field is required.', { exact: true });

test('focus of the month: another month or year clears the messages of a failed save (§4)', async ({
  adminPage: page,
  api,
}) => {
  const next = String(new Date().getFullYear() + 1);
  const empty = await emptyFocusMonths(api, next);
  expect(empty.length).toBeGreaterThanOrEqual(2);

  await openFocusMonth(page, next, empty[0]);
  await shownTab(page).getByLabel('Date').fill('');
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  // focus, file title, date and file (§5)
  await expect(required(page)).toHaveCount(4);

  await select(page, 'Month', empty[1]);
  await expect(required(page)).toHaveCount(0);
  await shownTab(page).getByLabel('File title').fill('Poster');
  await shownTab(page).getByLabel('File title').fill('');
  await expect(required(page)).toHaveCount(0);
  // the flag is on again after another save attempt, and another year clears it too
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(required(page)).toHaveCount(4);
  await select(page, 'Year', String(new Date().getFullYear()));
  await expect(required(page)).toHaveCount(0);
});

test('after a failed Upload save, switching to Webinar does not flag the optional supporting file', async ({
  adminPage: page,
}) => {
  await page.goto('/create-new-document');
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(page.getByText('Please select file.', { exact: true })).toBeVisible();

  await page.getByRole('radio', { name: 'Webinar' }).check();
  await expect(page.getByText('Supporting file (optional)', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select file.', { exact: true })).toHaveCount(0);
  // the webinar's own required fields are flagged, the fields are still checked
  await expect(page.getByText('Document is required.', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select document type', { exact: true })).toHaveCount(0);

  // a training module as an uploaded document does need its file
  await page.getByRole('radio', { name: 'Training modules' }).check();
  await page.getByLabel('External link').uncheck();
  await expect(page.getByText('Please select file.', { exact: true })).toBeVisible();
});

test('the file name on /edit-document opens a PDF preview with DOWNLOAD, and the form stays', async ({
  adminPage: page,
  api,
}) => {
  const doc = (await docs(api)).find((d) => d.category === 1 && d.document_type_id === 1 && ext(d) === 'pdf')!;
  const name = doc.uploaded_file!.document_name;
  await page.goto(`/edit-document?id=${doc.id}`);
  await page.getByLabel('File version').fill('4.2');
  const url = page.url();
  await page.getByRole('button', { name: `Open ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Preview of ${name}` });
  await expect(dialog).toBeVisible();
  // the PDF itself shows in a frame, fetched with the token (a blob: address, not the file's URL)
  await expect(dialog.locator(`iframe[title="${name}"]`)).toHaveAttribute('src', /^blob:/);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'DOWNLOAD' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name.replace(/ /g, '_'));
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(url);
  await expect(page.getByLabel('File version')).toHaveValue('4.2');
});

test('the file name on /edit-service-document opens an image or says it cannot be shown, never leaving', async ({
  adminPage: page,
  api,
}) => {
  const all = await docs(api);
  const image = all.find((d) => d.category === 1 && ext(d) === 'png')!;
  await page.goto(`/edit-document?id=${image.id}`);
  const imageName = image.uploaded_file!.document_name;
  await page.getByRole('button', { name: `Open ${imageName}` }).click();
  const imageDialog = page.getByRole('dialog', { name: `Preview of ${imageName}` });
  const img = imageDialog.getByRole('img', { name: imageName });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth > 0)).toBe(true);

  const sheet = all.find((d) => d.category === 2 && ext(d) === 'xlsx')!;
  const name = sheet.uploaded_file!.document_name;
  await page.goto(`/edit-service-document?id=${sheet.id}`);
  await page.getByRole('button', { name: `Open ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Preview of ${name}` });
  await expect(dialog.getByText('This file cannot be shown in the browser. Download it to open it.')).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'DOWNLOAD' }).click();
  expect((await download).suggestedFilename()).toBe(name.replace(/ /g, '_'));
  await expect(page).toHaveURL(new RegExp(`/edit-service-document\\?id=${sheet.id}$`));
});

test('a generated document previews its rich text and downloads it as .html', async ({ adminPage: page, api }) => {
  const doc = (await docs(api)).find((d) => d.category === 1 && d.upload_or_generate === 2 && d.content)!;
  await page.goto(`/edit-document?id=${doc.id}`);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Reviewed in May.');
  await page.getByRole('button', { name: 'PREVIEW' }).click();
  const dialog = page.getByRole('dialog', { name: `Preview of ${doc.file_title}` });
  await expect(dialog.getByText('Reviewed in May.', { exact: false })).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'DOWNLOAD (.html)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${doc.file_title.replace(/ /g, '_')}.html`);
  const html = readFileSync(await file.path(), 'utf8');
  expect(html).toMatch(/^<!doctype html>/);
  expect(html).toContain('Reviewed in May.');
});

test('the edit page shows its loader while the document is on its way, until the form is ready', async ({
  adminPage: page,
  api,
}) => {
  const doc = (await docs(api)).find((d) => d.category === 1 && d.document_type_id === 1 && ext(d) === 'pdf')!;
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  // hold the document's answer until the loader has been seen: a slow back end, without sleeping
  await page.route('**/api/document-get-all', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto(`/edit-document?id=${doc.id}`);
  // generous waits: a cold load of the screen's code on a busy test machine
  await expect(page.getByRole('heading', { level: 1, name: 'Edit an NQA Document' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
  await expect(page.getByLabel('File version')).toBeHidden();
  release();
  await expect(page.getByLabel('File version')).toHaveValue(doc.file_version, { timeout: 20_000 });
  await expect(page.getByRole('status').getByText('Loading...')).toBeHidden();
});

test('the rich-text editor loads only when Generate is chosen', async ({ adminPage: page }) => {
  const editorScripts: string[] = [];
  // each script's body is read after its response event: the checks below wait for those reads
  const reads: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    reads.push(
      res.text().then(
        (text) => void (text.includes('ProseMirror') && editorScripts.push(res.url())),
        () => undefined,
      ),
    );
  });
  await page.goto('/create-new-document');
  await expect(page.getByText('Drop a file to upload, or click to select it.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('radio', { name: 'Upload' })).toBeChecked();
  await Promise.all(reads);
  expect(editorScripts).toEqual([]);
  await page.getByRole('radio', { name: 'Generate' }).check();
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible({ timeout: 20_000 });
  await Promise.all(reads);
  expect(editorScripts.length).toBeGreaterThan(0);
});

test('a document save shows its upload progress', async ({ adminPage: page, api }) => {
  test.slow();
  const doc = (await docs(api)).find((d) => d.category === 1 && d.document_type_id === 1 && ext(d) === 'pdf')!;
  await page.goto(`/edit-document?id=${doc.id}`);
  await expect(page.getByLabel('File version')).toHaveValue(doc.file_version, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Delete' }).first().click();
  // a slow uplink, so the upload of a 600 kB PDF takes a few seconds
  await slowUpload(page, 'big-policy.pdf');
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(page.getByRole('status').getByText(/^Uploading… \d+%$/)).toBeVisible();
  await expect(page.getByRole('status').getByRole('progressbar')).toBeVisible();
  await expect(page.getByText('Document successfully updated.')).toBeVisible({ timeout: 30_000 });
  expect((await docs(api)).find((d) => d.id === doc.id)!.uploaded_file?.document_name).toBe('big-policy.pdf');
});
