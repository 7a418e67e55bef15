/** Create and edit a service: accordions, save states, field errors, branding, collections, documents, archive and delete. */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { JPEG, PNG, createService, openEdit, portalServicesByName, service, type Json } from './services-helpers';
import { failRequests, holdRequests } from './routes.ts';

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('create: sections wait for the first save, which keeps the id and switches to UPDATE SERVICE @legacy', async ({
  api,
  adminPage: page,
}) => {
  await page.goto('/create-new-service');
  for (const section of [
    'Service details',
    'Personalise your dashboard',
    'Load pre-defined document collections',
    'Service-specific documentation',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByText('Please save service first!')).toHaveCount(3);
  await expect(page.getByLabel('Suburb')).toBeVisible();
  await expect(page.getByLabel('Statement of Philosophy')).toBeVisible();

  // Missing required fields are flagged under each field.
  await page.getByRole('button', { name: 'CREATE SERVICE' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  await page.getByLabel('Service name').fill('Wombat Hollow Early Learning');
  await page.getByLabel('Account owner email').fill('owner@wombathollow.com.au');
  await page.getByLabel('Suburb').fill('Daylesford');
  await page.getByRole('button', { name: 'CREATE SERVICE' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Service successfully created.');
  await dialog.getByRole('button', { name: 'KEEP EDITING' }).click();

  await expect(page.getByRole('button', { name: 'UPDATE SERVICE' })).toBeVisible();
  await expect(page.getByText('Please save service first!')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'SAVE BRANDING' })).toBeVisible();
  await expect(page.getByLabel('Account owner email')).toBeDisabled();

  const stored = (await api.get<Json[]>('/api/services-get-all')).body.find(
    (s) => s.name === 'Wombat Hollow Early Learning',
  )!;
  expect(stored).toMatchObject({
    primary_email: 'owner@wombathollow.com.au',
    city: 'Daylesford',
    has_portal: 1,
    service_type_id: 1,
  });

  // The second save updates the same record; BACK TO DOCUMENTS leaves for the documents list.
  await page.getByLabel('Suburb').fill('Hepburn');
  await page.getByRole('button', { name: 'UPDATE SERVICE' }).click();
  await expect(page.getByRole('dialog')).toContainText('Service successfully updated.');
  expect((await service(api, stored.id)).body.city).toBe('Hepburn');
  await page.getByRole('dialog').getByRole('button', { name: 'BACK TO DOCUMENTS' }).click();
  await expect(page).toHaveURL(/\/nqa-documents$/);
});

test("the server's field errors appear under the matching fields @legacy", async ({ adminPage: page }) => {
  await page.route('**/api/new-service', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Taken',
        errors: { primary_email: ['This email is already taken.'], name: ['Name clash.'] },
      }),
    }),
  );
  await page.goto('/create-new-service');
  await page.getByLabel('Service name').fill('Dup');
  await page.getByLabel('Account owner email').fill('dup@example.com');
  await page.getByRole('button', { name: 'CREATE SERVICE' }).click();
  await expect(page.getByText('This email is already taken.')).toBeVisible();
  await expect(page.getByText('Name clash.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'CREATE SERVICE' })).toBeVisible();
});

test('edit page: heading, count line, NQA and Reports tabs, file type filter, newest first, availability toggle @legacy', async ({
  api,
  adminPage: page,
}) => {
  const s = (await portalServicesByName(api))[0];
  const docs = (await api.get<Json[]>(`/api/document-by-service/${s.id}`)).body;
  await openEdit(page, s.id);
  await expect(h1(page, `Edit ${s.name}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'VIEW AS SERVICE' })).toBeVisible();
  await expect(page.getByText(`${docs.length} files in ${s.name}`)).toBeVisible();
  await expect(page.getByText('You are viewing all documents for this service.')).toBeVisible();
  const strip = page.getByRole('tablist', { name: 'NQA areas and reports' });
  for (const t of ['NQA1', 'NQA2', 'NQA3', 'NQA4', 'NQA5', 'NQA6', 'NQA7', 'Reports'])
    await expect(strip.getByRole('tab', { name: t })).toBeVisible();
  await expect(strip.getByRole('tab', { name: 'NQA1' })).toHaveAttribute('aria-selected', 'true');

  const nqa1 = docs.filter((d) => d.nqa_area_id.includes(1));
  // the service's documents table (the coverage table beside it is named 'Compliance coverage')
  const docTable = page.getByRole('table').filter({ has: page.locator('th.column-display_name') });
  const title = (d: Json) => ([3, 4].includes(d.document_type_id) && d.webinar_title ? d.webinar_title : d.file_title);
  await expect(docTable.locator('tbody td.column-display_name')).toHaveText(nqa1.slice(0, 10).map(title));

  const reports = docs.filter(
    (d) => d.service_specific_type !== null && (d.service_specific_type < 4 || d.service_specific_type === 6),
  );
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(strip.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
  await expect(strip.getByRole('tab', { name: 'NQA1' })).toHaveAttribute('aria-selected', 'false');
  if (reports.length)
    await expect(docTable.locator('tbody td.column-display_name')).toHaveText(reports.slice(0, 10).map(title));
  else await expect(page.getByText('No documents found')).toBeVisible();

  // File type filter: PDF only on NQA1.
  await page.getByRole('tab', { name: 'NQA1' }).click();
  await page.getByRole('combobox', { name: 'Choose file type' }).click();
  await page.getByRole('option', { name: 'PDF' }).click();
  await page.keyboard.press('Escape');
  // the rows once the filter has applied (react-admin draws them a tick after the choice): the tab's PDFs, newest first
  const pdfs = nqa1.filter((d) => d.upload_or_generate === 1 && /\.pdf$/i.test(d.uploaded_file?.document_name ?? ''));
  if (pdfs.length)
    await expect(docTable.locator('tbody td.column-display_name')).toHaveText(pdfs.slice(0, 10).map(title));
  else await expect(page.getByText('No documents found')).toBeVisible();
  await expect(docTable.locator('tbody td.column-file_type_id').filter({ hasNotText: /^PDF$/ })).toHaveCount(0);

  // Availability toggle, stored per service.
  await page.getByRole('combobox', { name: 'Choose file type' }).click();
  await page.getByRole('option', { name: 'PDF' }).click();
  await page.keyboard.press('Escape');
  const doc = nqa1[0];
  const toggle = page.getByRole('switch', { name: `Availability of ${title(doc)}` });
  await expect(toggle).toBeChecked();
  // exactly what changed: the switch's document, not the service's documents read again
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().includes('/api/document-by-service/')) reads.push(r.url());
  });
  await toggle.click();
  await expect(page.getByText('Document successfully disable.')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  const after = (await api.get<Json[]>(`/api/document-by-service/${s.id}`)).body.find((d) => d.id === doc.id)!;
  expect(after.availability).toBe('DISABLE');
  await toggle.click();
  await expect(page.getByText('Document successfully enable.')).toBeVisible();
  await expect(toggle).toBeChecked();
  expect(reads).toEqual([]);
});

// Found trying the edit page as a user: while the service's documents were read, the card said "0 files in ..."
// above an empty table, and a failed read looked like a service without documents.
test("the documents card says Loading... while the service's documents are read, and a failed read says so", async ({
  api,
  adminPage: page,
}) => {
  const s = (await portalServicesByName(api))[0];
  const docs = (await api.get<Json[]>(`/api/document-by-service/${s.id}`)).body;
  expect(docs.length).toBeGreaterThan(0);
  const release = await holdRequests(page, ['**/api/document-by-service/*', '**/api/services-with-document-count']);
  await openEdit(page, s.id);
  await expect(h1(page, `Edit ${s.name}`)).toBeVisible();
  const card = page
    .locator('.MuiCard-root')
    .filter({ has: page.getByRole('tablist', { name: 'NQA areas and reports' }) });
  await expect(card.getByRole('progressbar', { name: 'Loading...' })).toBeVisible();
  await expect(card.getByText('Loading...', { exact: true })).toBeVisible();
  await expect(page.getByText(/^0 files in /)).toHaveCount(0);
  await expect(page.getByText('No documents found')).toHaveCount(0);
  release();
  await expect(page.getByText(`${docs.length} files in ${s.name}`)).toBeVisible();
  await expect(card.getByText('Loading...', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('progressbar')).toHaveCount(0);
  await page.unrouteAll();

  await failRequests(page, '**/api/document-by-service/*', 'Disk on fire');
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'The list could not be loaded: Disk on fire' });
  await expect(alert).toBeVisible();
  await expect(page.getByText('No documents found')).toHaveCount(0);
  await expect(page.getByText(/^0 files in /)).toHaveCount(0);
  await page.unroute('**/api/document-by-service/*');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toBeHidden();
  const docTable = page.getByRole('table').filter({ has: page.locator('th.column-display_name') });
  await expect(docTable.locator('tbody tr').first()).toBeVisible();
});

test("a failed read of the collections' counts says so with Retry, not Loading... for good", async ({
  api,
  adminPage: page,
}) => {
  const s = (await portalServicesByName(api))[0];
  await failRequests(page, '**/api/collection-count/*', 'Disk on fire');
  await openEdit(page, s.id);
  const alert = page
    .getByRole('alert')
    .filter({ hasText: "The collections' document counts could not be loaded: Disk on fire" });
  await expect(alert).toBeVisible();
  const family = page.getByRole('listitem', { name: 'Family Daycare collection' });
  await expect(family.getByText('Loading...')).toHaveCount(0);
  await expect(family.getByRole('button', { name: 'LOAD DOCS' })).toBeDisabled();
  await page.unroute('**/api/collection-count/*');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toBeHidden();
  await expect(family.getByText(/\d+ documents?/)).toBeVisible();
});

test('edit page survives a reload (id in the address) and returns to /services without a service', async ({
  api,
  adminPage: page,
}) => {
  const s = (await portalServicesByName(api))[1];
  await page.goto('/services');
  await page.getByRole('button', { name: `Actions for ${s.name}` }).hover();
  await page.getByRole('menuitem', { name: 'Edit service details' }).click();
  await expect(h1(page, `Edit ${s.name}`)).toBeVisible();
  await page.reload();
  await expect(h1(page, `Edit ${s.name}`)).toBeVisible();
  await page.goto('/update-service');
  await expect(page).toHaveURL(/\/services/);
  // An unknown id says the service could not be loaded, with a way back, rather than silently redirecting.
  await page.goto('/update-service?id=99999');
  await expect(page.getByRole('alert')).toContainText('This service could not be loaded.');
  await page.getByRole('alert').getByRole('link', { name: 'Back to services' }).click();
  await expect(page).toHaveURL(/\/services/);
});

/** How far the page reaches past the window's right edge (0 or less: no sideways scrolling). */
const overflowAcross = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a 300-character name without spaces wraps: the edit page and the list are never wider than the window', async ({
  api,
  adminPage: page,
}) => {
  // first by name, so it is on the list's first page
  const name = `A${'Longname'.repeat(38)}`.slice(0, 300);
  const s = await createService(api, { name, primary_email: 'long-name@test-centre.com.au' });
  for (const size of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await openEdit(page, s.id);
    await expect(h1(page, `Edit ${name}`)).toBeVisible();
    await expect(page.getByText(`files in ${name}`)).toBeVisible();
    await expect.poll(() => overflowAcross(page)).toBeLessThanOrEqual(0);

    await page.goto('/services');
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await expect.poll(() => overflowAcross(page)).toBeLessThanOrEqual(0);
  }
});

test('branding: JPEG logo, Select Brand Color with DONE, light skin, saved; a non-JPEG logo fails @legacy', async ({
  api,
  adminPage: page,
}) => {
  const s = (await portalServicesByName(api)).find((x) => x.skin === '#000000')!;
  await openEdit(page, s.id);
  await expect(page.getByRole('switch', { name: 'Dark skin' })).toBeChecked();
  await page.locator('input[type=file]').setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await page.getByRole('button', { name: /Select Brand Color/ }).click();
  const picker = page.getByRole('dialog', { name: 'Select Brand Color' });
  await picker.getByLabel('Hex colour').fill('#1a7f5a');
  await picker.getByRole('button', { name: 'DONE' }).click();
  await expect(page.getByRole('button', { name: 'Select Brand Color: #1a7f5a' })).toBeVisible();
  await page.getByRole('switch', { name: 'Dark skin' }).uncheck();
  await page.getByRole('button', { name: 'SAVE BRANDING' }).click();
  await expect(page.getByText('Service brand successfully created.')).toBeVisible();
  const stored = (await service(api, s.id)).body;
  expect(stored).toMatchObject({ brand_color: '#1a7f5a', skin: '#ffffff', logo_name: 'logo.jpg' });
  expect(stored.logo_url).toMatch(/^\/files\//);
  await expect(page.getByRole('img', { name: 'logo.jpg' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Dark skin' })).not.toBeChecked();

  await page.locator('input[type=file]').setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: PNG });
  await page.getByRole('button', { name: 'SAVE BRANDING' }).click();
  await expect(page.getByText('Error while trying to save branding!')).toBeVisible();
  await expect(page.getByText('The logo must be a JPEG image.')).toBeVisible();
  expect((await service(api, s.id)).body.logo_url).toBe(stored.logo_url);
});

test('collections: LOAD DOCS attaches the documents, UNLOAD DOCS asks first and detaches them; empty ones are disabled @legacy', async ({
  api,
  adminPage: page,
}) => {
  const s = (await portalServicesByName(api)).find((x) => x.collection_loaded === '[]')!;
  const counts = (await api.get<Json>(`/api/collection-count/${s.id}`)).body;
  await openEdit(page, s.id);
  const row = page.getByRole('listitem', { name: 'Family Daycare collection' });
  await expect(row).toContainText(`${counts.family_day_care} documents`);
  await row.getByRole('button', { name: 'LOAD DOCS' }).click();
  await expect(page.getByText('Collection successfully loaded')).toBeVisible();
  await expect(row.getByRole('button', { name: 'UNLOAD DOCS' })).toBeVisible();
  expect((await service(api, s.id)).body.collection_loaded).toBe('[2]');
  const attached = (await api.get<Json[]>(`/api/document-by-service/${s.id}`)).body.filter((d) =>
    d.services.some((x: Json) => x.id === s.id),
  );
  expect(attached.length).toBeGreaterThanOrEqual(counts.family_day_care);

  await row.getByRole('button', { name: 'UNLOAD DOCS' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to unload collection from this service?');
  await confirm.getByRole('button', { name: 'UNLOAD DOCS' }).click();
  await expect(page.getByText('Collection successfully unloaded')).toBeVisible();
  await expect(row.getByRole('button', { name: 'LOAD DOCS' })).toBeVisible();
  expect((await service(api, s.id)).body.collection_loaded).toBe('[]');

  // A collection with no documents cannot be loaded.
  await page.route(`**/api/collection-count/${s.id}`, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ...counts, oosh: 0 }) }),
  );
  await page.reload();
  const oosh = page.getByRole('listitem', { name: 'OOSH collection' });
  await expect(oosh).toContainText('0 documents');
  await expect(oosh.getByRole('button', { name: 'LOAD DOCS' })).toBeDisabled();
  await expect(
    page.getByRole('listitem', { name: 'Pre-school collection' }).getByRole('button', { name: 'LOAD DOCS' }),
  ).toBeEnabled();
});

test('archive: ARCHIVE shows its toast, UNDO un-archives @legacy', async ({ api, adminPage: page }) => {
  const s = (await portalServicesByName(api)).find((x) => !x.is_archive)!;
  await openEdit(page, s.id);
  await page.getByRole('button', { name: 'Delete service' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Do you want to archive this service or delete it forever?');
  for (const b of ['ARCHIVE', 'DELETE FOREVER', 'CANCEL'])
    await expect(modal.getByRole('button', { name: b })).toBeVisible();
  // the service changes, not its documents nor the other lists
  const reads: string[] = [];
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (/^\/api\/(document-by-service|getDocuments|fetch-users|newsletter-get-all)/.test(p)) reads.push(p);
  });
  await modal.getByRole('button', { name: 'ARCHIVE' }).click();
  await expect(page.getByText('This service is now archived and can re-enabled later')).toBeVisible();
  await expect.poll(async () => (await service(api, s.id)).body.is_archive).toBe(true);
  await expect(page.getByText('Archived', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Service is now remove from archive')).toBeVisible();
  await expect.poll(async () => (await service(api, s.id)).body.is_archive).toBe(false);
  await expect(page.getByText('Archived', { exact: true })).toBeHidden();
  expect(reads).toEqual([]);
});

test('CANCEL closes the modal and changes nothing', async ({ api, adminPage: page }) => {
  const s = (await portalServicesByName(api))[2];
  await openEdit(page, s.id);
  await page.getByRole('button', { name: 'Delete service' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'CANCEL' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect((await service(api, s.id)).status).toBe(200);
});

test('DELETE FOREVER: the service leaves the list; UNDO brings it back untouched, OK deletes it for real @legacy', async ({
  api,
  adminPage: page,
}) => {
  const target = await createService(api, { name: 'Aaa Delete Me Kindy', primary_email: 'del@kindy.com.au' });
  await openEdit(page, target.id);
  await page.getByRole('button', { name: 'Delete service' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'DELETE FOREVER' }).click();
  await expect(page).toHaveURL(/\/services/);
  const done = page.getByRole('dialog');
  await expect(done).toContainText('This service is now permanently deleted');
  await expect(page.getByRole('table').getByText('Aaa Delete Me Kindy')).toHaveCount(0);
  await done.getByRole('button', { name: 'UNDO' }).click();
  await expect(page.getByRole('table').getByText('Aaa Delete Me Kindy')).toBeVisible();
  expect((await service(api, target.id)).body).toEqual(target);

  await openEdit(page, target.id);
  await page.getByRole('button', { name: 'Delete service' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'DELETE FOREVER' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect.poll(async () => (await service(api, target.id)).status).toBe(404);
  await expect(page.getByRole('table').getByText('Aaa Delete Me Kindy')).toHaveCount(0);
});
