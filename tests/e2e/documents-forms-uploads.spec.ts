/**
 * No lost work on the document forms: every document file input refuses a wrong kind of file or one
 * over the 10 MB limit in the drop zone, before any upload; the service-specific and focus-of-the-month saves show
 * their upload progress; leaving an edited document form asks first, and EXIT WITHOUT SAVING leaves at once.
 */
import type { Locator, Page, Request } from '@playwright/test';
import type { DocumentAnswer } from '../../src/types.ts';
import { test, expect, API_URL, type Api } from './fixtures';
import {
  dropFile,
  emptyFocusMonths,
  focusOf,
  leaveAnswering,
  menuLink,
  slowUpload,
  openFocusMonth,
  shownTab,
} from './forms-helpers';

const TEN_MB = 10 * 1024 * 1024;
const DROP_HINT = 'Drop a file to upload, or click to select it.';
const WRONG_KIND = 'The file must be a PDF, an image, a Word, Excel or PowerPoint file, a video, a CSV or a text file.';
const TOO_LARGE = 'The file is larger than 10 MB.';

const docs = async (api: Api) => (await api.get<DocumentAnswer[]>('/api/document-get-all')).body;
const portalServices = async (api: Api) =>
  (
    await api.get<{ id: number; name: string; has_portal: number; is_archive: boolean }[]>('/api/services-get-all')
  ).body.filter((s) => s.has_portal === 1 && !s.is_archive);

/** Every write the page sends to the API from now on. */
function writesTo(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(API_URL) && r.method() !== 'GET' && r.method() !== 'OPTIONS') writes.push(r);
  });
  return writes;
}

/**
 * Drops an executable, then an 11 MB PDF, then a Word file on the document drop zone of `scope`: an edit page, or
 * the shown tab of Create a document (the others stay mounted, hidden).
 */
async function refusesWrongFiles(scope: Page | Locator) {
  const zone = scope.getByText(DROP_HINT);
  const alert = (text: string) => scope.getByRole('alert').filter({ hasText: text });
  await dropFile(zone, { name: 'setup.exe', type: 'application/x-msdownload', text: 'MZ not a document' });
  await expect(alert(WRONG_KIND)).toBeVisible();
  await expect(scope.getByText('setup.exe')).toHaveCount(0);

  await dropFile(zone, { name: 'huge.pdf', type: 'application/pdf', size: TEN_MB + 1 });
  await expect(alert(TOO_LARGE)).toBeVisible();
  await expect(alert(WRONG_KIND)).toHaveCount(0);
  await expect(scope.getByText('huge.pdf')).toHaveCount(0);

  // a kind documents take clears the refusal
  await dropFile(zone, {
    name: 'plan.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    text: 'PK',
  });
  await expect(scope.getByText('plan.docx')).toBeVisible();
  await expect(alert(TOO_LARGE)).toHaveCount(0);
}

test('drop zones: NQA upload, webinar file, service-specific and focus of the month refuse wrong files, send nothing', async ({
  adminPage: page,
}) => {
  await page.goto('/create-new-document');
  await expect(page.getByText(DROP_HINT)).toBeVisible({ timeout: 20_000 });
  const writes = writesTo(page);
  await refusesWrongFiles(shownTab(page));

  await page.getByRole('radio', { name: 'Webinar' }).check();
  await expect(page.getByLabel('Link')).toBeVisible();
  await refusesWrongFiles(shownTab(page));

  await page.getByRole('tab', { name: 'Service specific document' }).click();
  await refusesWrongFiles(shownTab(page));

  await page.getByRole('tab', { name: 'Focus of the month' }).click();
  await refusesWrongFiles(shownTab(page));
  expect(writes).toEqual([]);
});

test("an NQA document's edit page refuses a wrong replacement file in its drop zone", async ({
  adminPage: page,
  api,
}) => {
  const doc = (await docs(api)).find((d) => d.category === 1 && d.document_type_id === 1 && d.uploaded_file)!;
  await page.goto(`/edit-document?id=${doc.id}`);
  await expect(page.getByLabel('File version')).toHaveValue(doc.file_version, { timeout: 20_000 });
  // removing the stored file is sent with the save, not before: nothing here sends anything
  const writes = writesTo(page);
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await refusesWrongFiles(page);
  expect(writes).toEqual([]);
});

async function showsProgress(page: Page) {
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(page.getByRole('status').getByText(/^Uploading… \d+%$/)).toBeVisible();
  await expect(page.getByRole('status').getByRole('progressbar')).toBeVisible();
}

test('a service-specific document save shows its upload progress', async ({ adminPage: page, api }) => {
  test.slow();
  const [service] = await portalServices(api);
  await page.goto('/create-new-document');
  await page.getByRole('tab', { name: 'Service specific document' }).click();
  await page.getByRole('radio', { name: 'Mentor Report' }).check();
  await page.getByRole('button', { name: 'CHOOSE SERVICES' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose services' });
  await dialog.getByRole('checkbox', { name: service.name, exact: true }).check();
  await dialog.getByRole('button', { name: 'DONE' }).click();
  await shownTab(page).getByLabel('File title').fill('Mentor visit, slow line');
  await shownTab(page).getByLabel('Date').fill('2026-06-30');
  await slowUpload(page, 'mentor-visit.pdf');
  await showsProgress(page);
  await expect(page.getByText('Document successfully created.')).toBeVisible({ timeout: 30_000 });
  expect((await docs(api)).find((d) => d.file_title === 'Mentor visit, slow line')?.uploaded_file).toMatchObject({
    document_name: 'mentor-visit.pdf',
  });
});

test('a focus-of-the-month save shows its upload progress', async ({ adminPage: page, api }) => {
  test.slow();
  const year = String(new Date().getFullYear() + 1);
  const month = (await emptyFocusMonths(api, year))[0] ?? '';
  expect(month).not.toBe('');
  await openFocusMonth(page, year, month);
  await expect(page.getByText('No files for this month yet')).toBeVisible();
  await shownTab(page).getByLabel('Focus of the month', { exact: true }).fill('Sun safety');
  await shownTab(page).getByLabel('Focus description').fill('Hats and shade');
  await shownTab(page).getByLabel('File title').fill('Sun safety poster');
  await shownTab(page).getByLabel('Date').fill(`${year}-01-15`);
  await slowUpload(page, 'sun-safety.pdf');
  await showsProgress(page);
  await expect(page.getByText('Focus of the month saved.')).toBeVisible({ timeout: 30_000 });
  expect((await focusOf(api, year, month)).uploaded_files).toMatchObject([
    { file_title: 'Sun safety poster', label: 'sun-safety.pdf' },
  ]);
});

test('create-new-document: an edited field asks before the menu leaves; CANCEL keeps the value', async ({
  adminPage: page,
}) => {
  await page.goto('/create-new-document');
  await page.getByLabel('File title').fill('Half-typed policy');
  await leaveAnswering(page, menuLink(page, 'DASHBOARD'), 'stay');
  await expect(page).toHaveURL(/\/create-new-document$/);
  await expect(page.getByLabel('File title')).toHaveValue('Half-typed policy');

  await leaveAnswering(page, menuLink(page, 'NEWSLETTERS'), 'leave');
  await expect(page).toHaveURL(/\/newsletter$/);
});

test("an NQA document's edit page asks before the menu leaves; EXIT WITHOUT SAVING leaves without a question", async ({
  adminPage: page,
  api,
}) => {
  const doc = (await docs(api)).find((d) => d.category === 1 && d.document_type_id === 1)!;
  await page.goto('/nqa-documents');
  await page.goto(`/edit-document?id=${doc.id}`);
  await expect(page.getByLabel('File version')).toHaveValue(doc.file_version, { timeout: 20_000 });
  await page.getByLabel('File version').fill('8.8');
  await leaveAnswering(page, menuLink(page, 'SERVICES'), 'stay');
  await expect(page).toHaveURL(new RegExp(`/edit-document\\?id=${doc.id}$`));
  await expect(page.getByLabel('File version')).toHaveValue('8.8');

  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.getByRole('button', { name: 'EXIT WITHOUT SAVING' }).click();
  await expect(page).toHaveURL(/\/nqa-documents/);
  expect(asked).toEqual([]);
  expect((await docs(api)).find((d) => d.id === doc.id)!.file_version).toBe(doc.file_version);
});
