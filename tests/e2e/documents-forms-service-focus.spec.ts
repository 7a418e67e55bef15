/** Service-specific documents (create tab, route-state preselection, edit) and focus of the month (document-management §2, §4, §5). */
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { DocumentAnswer } from '../../src/types.ts';
import { test, expect, type Api } from './fixtures';
import {
  changesSent,
  emptyFocusMonths,
  focusOf,
  openFocusMonth,
  select,
  shownTab,
  storeFocusEntry,
} from './forms-helpers';

const asset = (name: string) => path.join(import.meta.dirname, 'assets', name);

const docs = async (api: Api) => (await api.get<DocumentAnswer[]>('/api/document-get-all')).body;
const portalServices = async (api: Api) =>
  (
    await api.get<{ id: number; name: string; has_portal: number; is_archive: boolean }[]>('/api/services-get-all')
  ).body.filter((s) => s.has_portal === 1 && !s.is_archive);

async function chooseFile(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  // the drop zone shown: on Create a document the other tabs' are mounted too, hidden
  await page.getByText('Drop a file to upload, or click to select it.').filter({ visible: true }).click();
  await (await chooser).setFiles(asset(file));
}
async function pickServices(page: Page, button: string, names: string[]) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose services' });
  for (const n of names) await dialog.getByRole('checkbox', { name: n, exact: true }).check();
  await dialog.getByRole('button', { name: 'DONE' }).click();
  await expect(dialog).toBeHidden();
}

test('service specific tab: messages of §5, risk assessment areas, filter clears areas, created with category 3 @legacy', async ({
  adminPage: page,
  api,
}) => {
  const [service] = await portalServices(api);
  await page.goto('/create-new-document');
  await page.getByRole('tab', { name: 'Service specific document' }).click();
  await shownTab(page).getByLabel('Date').fill('');
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(page.getByText('Please select document filter.')).toBeVisible();
  await expect(page.getByText('Please select a service to attach this document')).toBeVisible();
  await expect(page.getByText('Please select file.')).toBeVisible();
  await expect(page.getByText('This field is required!', { exact: true })).toHaveCount(2);

  await page.getByRole('radio', { name: 'Risk Assessment' }).check();
  await expect(page.getByRole('checkbox', { name: 'NQA2', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'NQA3', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'NQA1', exact: true })).toBeHidden();
  // the messages are checked again on the next save
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(page.getByText('Please select NQA!')).toBeVisible();

  await page.getByRole('checkbox', { name: 'NQA3', exact: true }).check();
  await page.getByRole('radio', { name: 'NQA', exact: true }).check();
  await expect(page.getByRole('checkbox', { name: 'NQA1', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'NQA3', exact: true })).not.toBeChecked();
  // on a loaded machine the click can land while the form still redraws for the filter chosen just before
  await expect(() => page.getByRole('radio', { name: 'Risk Assessment' }).check({ timeout: 2_000 })).toPass();
  await page.getByRole('checkbox', { name: 'NQA2', exact: true }).check();

  await pickServices(page, 'CHOOSE SERVICES', [service.name]);
  await chooseFile(page, 'newsletter.pdf');
  await shownTab(page).getByLabel('File title').fill('Bus excursion risk assessment');
  await shownTab(page).getByLabel('Date').fill('2026-06-30');
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(page.getByText('Document successfully created.')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('The new document is now added.')).toBeVisible();
  const stored = (await docs(api)).find((d) => d.file_title === 'Bus excursion risk assessment');
  expect(stored).toMatchObject({
    category: 2,
    service_specific_type: 4,
    risk_assesment_type: 2,
    nqa_area_id: [2],
    date: '2026-06-30',
    services: [{ id: service.id }],
    uploaded_file: { document_name: 'newsletter.pdf' },
  });
});

test("a service's GENERATE A DOCUMENT opens the service specific tab with generate and the service chosen", async ({
  adminPage: page,
  api,
}) => {
  const [service] = await portalServices(api);
  await page.goto(`/update-service?id=${service.id}`);
  await expect(page.getByRole('button', { name: 'Service-specific documentation' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByRole('button', { name: 'GENERATE A DOCUMENT' }).click();
  await expect(page).toHaveURL(/\/create-new-document$/);
  await expect(page.getByRole('tab', { name: 'Service specific document' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: 'Generate' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Services to attach' }).getByText(service.name)).toBeVisible();

  await page.getByRole('radio', { name: 'Mentor Report' }).check();
  await page.getByRole('textbox', { name: 'Content' }).fill('Visit notes');
  await page.getByLabel('File title').fill('Mentor visit, June');
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(page.getByText('Document successfully created.')).toBeVisible();
  expect((await docs(api)).find((d) => d.file_title === 'Mentor visit, June')).toMatchObject({
    category: 2,
    service_specific_type: 3,
    services: [{ id: service.id }],
  });
});

test("a page load of a service-specific document's edit screen names its service from the document, not from the 2,000 services", async ({
  adminPage: page,
  api,
}) => {
  const doc = (await docs(api)).find((d) => d.category === 2 && d.services.length === 1)!;
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/services-get-all')) asked.push(req.url());
  });
  await page.goto(`/edit-service-document?id=${doc.id}`); // a page load: nothing kept from before
  const group = page.getByRole('group', { name: 'Service', exact: true });
  await expect(group.getByRole('button', { name: doc.services[0].name })).toBeVisible(); // the chip, named
  expect(asked).toEqual([]);
  // choosing another service lists the collection: asked for then
  await page.getByRole('button', { name: 'CHOOSE SERVICE', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a service' });
  await expect(dialog.getByRole('radio', { name: doc.services[0].name, exact: true })).toBeChecked();
  expect(asked).toHaveLength(1);
});

test('edit a service-specific document: exactly one service, changed fields saved; no document goes to the list @legacy', async ({
  adminPage: page,
  api,
}) => {
  await page.goto('/edit-service-document');
  await expect(page).toHaveURL(/\/nqa-documents/);
  const doc = (await docs(api)).find(
    (d) => d.category === 2 && d.services.length === 1 && d.uploaded_file && (d.service_specific_type ?? 0) < 4,
  )!;
  const other = (await portalServices(api)).find((s) => s.id !== doc.services[0].id)!;
  await page.goto(`/edit-service-document?id=${doc.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit a Service-specific Document' })).toBeVisible();
  await expect(page.getByLabel('File title')).toHaveValue(doc.file_title);
  const group = page.getByRole('group', { name: 'Service', exact: true });
  await expect(group.getByText(doc.services[0].name)).toBeVisible();
  // exactly one service (spec §2): a single choice, radios rather than checkboxes
  await page.getByRole('button', { name: 'CHOOSE SERVICE', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a service' });
  await expect(dialog.getByRole('radio', { name: doc.services[0].name, exact: true })).toBeChecked();
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await dialog.getByLabel('Search services').fill(other.name);
  await dialog.getByRole('radio', { name: other.name, exact: true }).check();
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'DONE' }).click();
  await expect(dialog).toBeHidden();
  await expect(group.getByText(other.name)).toBeVisible();
  await expect(group.getByText(doc.services[0].name)).toBeHidden();
  await page.getByLabel('File title').fill('Renamed report');
  await page.getByRole('button', { name: 'UPDATE DOCUMENT' }).click();
  await expect(page.getByText('Document successfully updated.')).toBeVisible();
  const stored = (await docs(api)).find((d) => d.id === doc.id)!;
  expect(stored).toMatchObject({
    file_title: 'Renamed report',
    date: doc.date,
    category: 2,
    services: [{ id: other.id }],
  });
  expect(stored.uploaded_file?.document_name).toBe(doc.uploaded_file!.document_name);
});

test('focus of the month opens on the current month of the current year; Year and Month have no blank choice', async ({
  adminPage: page,
}) => {
  await page.clock.setFixedTime(new Date('2026-12-10T10:00:00'));
  await page.goto('/create-new-document');
  await page.getByRole('tab', { name: 'Focus of the month' }).click();
  const year = page.getByRole('combobox', { name: 'Year' });
  const month = page.getByRole('combobox', { name: 'Month' });
  await expect(year).toHaveText('2026');
  await expect(month).toHaveText('Dec');
  await year.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['2026', '2027']);
  await page.keyboard.press('Escape');
  await month.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
    ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
    ...['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ]);
});

test("a month's focus that answers late does not overwrite what was typed: the fields wait, read-only, until it has loaded", async ({
  adminPage: page,
  api,
}) => {
  const year = String(new Date().getFullYear() + 1);
  const month = 'May';
  await storeFocusEntry(api, year, month, {
    monthly_focus: 'Garden play',
    monthly_focus_description: 'Growing vegetables together',
    file_title: 'Garden checklist',
    label: 'garden.pdf',
  });
  await page.goto('/create-new-document');
  await page.getByRole('tab', { name: 'Focus of the month' }).click();
  await expect(page.getByText('Loading...')).toBeHidden();
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  // hold the chosen month's answer: a slow back end, without sleeping
  await page.route(`**/api/document-fom-list?year=${year}&month=${month}`, async (route) => {
    await answered;
    await route.continue();
  });
  await select(page, 'Year', year);
  await select(page, 'Month', month);
  const focus = page.getByRole('textbox', { name: 'Focus of the month', exact: true });
  await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
  await expect(focus).not.toBeEditable();
  release();
  await expect(focus).toHaveValue('Garden play');
  await expect(focus).toBeEditable();
  await expect(page.getByRole('cell', { name: 'Garden checklist', exact: true })).toBeVisible();
});

test('focus of the month: required fields, create with a file, change audience, delete the file @legacy', async ({
  adminPage: page,
  api,
}) => {
  const year = String(new Date().getFullYear() + 1);
  const month = (await emptyFocusMonths(api, year))[0] ?? '';
  expect(month).not.toBe('');

  await openFocusMonth(page, year, month);
  await expect(page.getByText('No files for this month yet')).toBeVisible();
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(page.getByText('This field is required.', { exact: true })).toHaveCount(3);

  await shownTab(page).getByLabel('Focus of the month', { exact: true }).fill('Water safety');
  await shownTab(page).getByLabel('Focus description').fill('Supervision near water');
  await shownTab(page).getByLabel('File title').fill('Water safety poster');
  await shownTab(page).getByLabel('Date').fill(`${year}-01-15`);
  await select(page, 'Audience', 'Nominated supervisor');
  await chooseFile(page, 'newsletter.pdf');
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(page.getByText('Focus of the month saved.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Water safety poster', exact: true })).toBeVisible();
  await expect(shownTab(page).getByLabel('Focus of the month', { exact: true })).toHaveValue('Water safety');
  let stored = await focusOf(api, year, month);
  expect(stored.detail).toMatchObject({
    monthly_focus: 'Water safety',
    monthly_focus_description: 'Supervision near water',
  });
  expect(stored.uploaded_files).toMatchObject([
    { file_title: 'Water safety poster', audience: 'Nominated supervisor', label: 'newsletter.pdf' },
  ]);

  await select(page, 'Audience of Water safety poster', 'Educational leader FOM');
  await expect(page.getByText('Audience updated.')).toBeVisible();
  stored = await focusOf(api, year, month);
  expect(stored.uploaded_files[0].audience).toBe('Educational leader FOM');

  // the file's delete is sent once the question is answered, not on the first click
  const sent = changesSent(page);
  await page.getByRole('button', { name: 'Delete Water safety poster' }).click();
  await expect(page.getByText('Are you sure to delete this document')).toBeVisible();
  await page.getByRole('button', { name: 'CANCEL' }).click();
  await expect(page.getByText('Are you sure to delete this document')).toBeHidden();
  expect(sent).toEqual([]);
  await page.getByRole('button', { name: 'Delete Water safety poster' }).click();
  await page.getByRole('button', { name: 'DELETE' }).click();
  await expect(page.getByText('No files for this month yet')).toBeVisible();
  expect((await focusOf(api, year, month)).uploaded_files).toEqual([]);
});

test('focus of the month with an entry: its details and files show; details update and a file is added @legacy', async ({
  adminPage: page,
  api,
}) => {
  // Arrange an entry for next March through the API, so the test does not depend on which months the seed covers.
  const year = String(new Date().getFullYear() + 1);
  const month = 'Mar';
  const entry = await storeFocusEntry(api, year, month, {
    monthly_focus: 'Autumn routines',
    monthly_focus_description: 'Settling into the cooler months',
    file_title: 'Autumn routine checklist',
    label: 'autumn-routines.pdf',
  });
  expect(entry.detail?.monthly_focus).toBe('Autumn routines');

  await openFocusMonth(page, year, month);
  await expect(shownTab(page).getByLabel('Focus of the month', { exact: true })).toHaveValue(
    entry.detail!.monthly_focus,
  );
  for (const f of entry.uploaded_files)
    await expect(page.getByRole('cell', { name: f.file_title || f.label, exact: true })).toBeVisible();

  await shownTab(page).getByLabel('Focus of the month', { exact: true }).fill('Updated focus');
  await shownTab(page).getByLabel('Focus description').fill('Updated description');
  await shownTab(page).getByLabel('File title').fill('Extra handout');
  await chooseFile(page, 'newsletter-v2.pdf');
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(page.getByText('Focus of the month saved.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Extra handout', exact: true })).toBeVisible();
  const stored = await focusOf(api, year, month);
  expect(stored.detail).toMatchObject({
    id: entry.detail!.id,
    monthly_focus: 'Updated focus',
    monthly_focus_description: 'Updated description',
  });
  expect(stored.uploaded_files).toHaveLength(entry.uploaded_files.length + 1);
  expect(stored.uploaded_files.find((f) => f.file_title === 'Extra handout')).toMatchObject({
    audience: 'Room leader',
    label: 'newsletter-v2.pdf',
  });
});

test('a service-specific document: removing its file sends nothing, EXIT WITHOUT SAVING keeps it, the save deletes it', async ({
  adminPage: page,
  api,
}) => {
  const doc = (await docs(api)).find((d) => d.category === 2 && d.uploaded_file && d.upload_or_generate === 1)!;
  const stored = async () => (await docs(api)).find((d) => d.id === doc.id)!;
  const fileName = page.getByRole('button', { name: `Open ${doc.uploaded_file!.document_name}` });
  const sent = changesSent(page);
  await page.goto('/nqa-documents');
  await page.goto(`/edit-service-document?id=${doc.id}`);
  // generous wait: a cold load of the edit screen on a busy test machine
  await expect(page.getByLabel('File title')).toHaveValue(doc.file_title, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await expect(fileName).toHaveCount(0);
  expect(sent).toEqual([]);
  expect((await stored()).uploaded_file).toEqual(doc.uploaded_file);
  await page.getByRole('button', { name: 'EXIT WITHOUT SAVING' }).click();
  await expect(page).toHaveURL(/\/nqa-documents/);
  expect(sent).toEqual([]);
  expect((await stored()).uploaded_file).toEqual(doc.uploaded_file);

  await page.goto(`/edit-service-document?id=${doc.id}`);
  await expect(fileName).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await page.getByRole('button', { name: 'UPDATE DOCUMENT' }).click();
  await expect(page.getByText('Document successfully updated.')).toBeVisible();
  expect(sent).toEqual([`DELETE /api/document-delete-file/${doc.id}`, `PUT /api/service-document-update/${doc.id}`]);
  // the document stays, with its service
  expect(await stored()).toMatchObject({ uploaded_file: null, file_title: doc.file_title, services: doc.services });
});
