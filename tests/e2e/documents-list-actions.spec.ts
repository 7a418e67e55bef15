/** NQA documents list (/nqa-documents): row menu and bulk menu actions (edit, delete with UNDO, services, collections). */
import { test, expect } from './fixtures';
import {
  chooseService,
  cog,
  docById,
  inCollection,
  inTab,
  nameOf,
  names,
  open,
  rowMenu,
  rows,
  trashed,
  withTrashed,
} from './documents-list-helpers.ts';
import { portalServicesByName } from './services-helpers.ts';

test('Edit file opens the matching edit screen with the id in the address', async ({ api, adminPage: page }) => {
  const doc = (await inTab(api, 1))[0];
  await open(page);
  await rowMenu(page, 0).click();
  await page.getByRole('menuitem', { name: 'Edit file' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/${doc.category === 2 ? 'edit-service-document' : 'edit-document'}\\?id=${doc.id}$`),
  );
});

test('Delete file: confirm, soft delete, UNDO restores the document @legacy', async ({ api, adminPage: page }) => {
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
  await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByText('Document permanently deleted!')).toBeVisible();
  await expect.poll(async () => (await withTrashed(api)).some((d) => d.id === doc.id)).toBe(false);
});

test('bulk menu: nothing selected is an error; Delete files removes the selected documents for good @legacy', async ({
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
  await expect(page.getByText('Are you sure you want to permanently delete these 2 documents?')).toBeVisible();
  await page.getByRole('button', { name: 'REMOVE' }).click();
  // the spec's plural words (§4, §8), the count on a line of its own
  await expect(page.getByRole('dialog').getByText('Documents permanently deleted!')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('2 documents selected')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByRole('alert').getByText('Documents permanently deleted!')).toBeVisible();
  const left = (await withTrashed(api)).map((d) => d.id);
  expect(left).not.toContain(nqa1[0].id);
  expect(left).not.toContain(nqa1[1].id);
  await expect(names(page).first()).toHaveText(nameOf(nqa1[2]));
});

test('bulk Delete files then UNDO restores the selected documents @legacy', async ({ api, adminPage: page }) => {
  const before = (await trashed(api)).length;
  await open(page);
  await page.getByRole('table').locator('thead').getByRole('checkbox').check();
  await cog(page).click();
  await page.getByRole('menuitem', { name: 'Delete files' }).click();
  await page.getByRole('button', { name: 'REMOVE' }).click();
  await expect.poll(async () => (await trashed(api)).length).toBe(before + 10);
  await expect(page.getByText('No documents found')).toBeVisible();
  await page.getByRole('button', { name: 'UNDO' }).click();
  // the spec's words whatever the count
  await expect(page.getByText('Document successfully retrieve')).toBeVisible();
  await expect.poll(async () => (await trashed(api)).length).toBe(before);
  await expect(rows(page)).toHaveCount(10);
});

test('bulk Add to service links the chosen service to the selected documents; Remove from service with UNDO @legacy', async ({
  api,
  adminPage: page,
}) => {
  const nqa1 = (await inTab(api, 1)).slice(0, 2);
  const services = await portalServicesByName(api);
  const target = services.find((s) => nqa1.every((d) => !d.services.some((x) => x.id === s.id)))!;
  await open(page);
  await rows(page).nth(0).getByRole('checkbox').check();
  await rows(page).nth(1).getByRole('checkbox').check();
  await cog(page).click();
  await page.getByRole('menuitem', { name: 'Add to service' }).click();
  await chooseService(page, target.name);
  await expect(page.getByText('Add 2 documents to these services?')).toBeVisible();
  await page.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page.getByRole('dialog').getByText('Service successfully link to document')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('2 documents selected')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
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

test('row menu: add to and remove from a collection @legacy', async ({ api, adminPage: page }) => {
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

test('row Add to service links one document to the chosen service', async ({ api, adminPage: page }) => {
  const doc = (await inTab(api, 1))[0];
  const services = await portalServicesByName(api);
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

test('a service linked by the bulk action is not offered again by the row Add to service, its menu opened before', async ({
  api,
  adminPage: page,
}) => {
  const [doc, next] = await inTab(api, 1);
  const services = await portalServicesByName(api);
  // a name no other service's name contains: searched for, it is the only match
  const target = services.find(
    (s) =>
      ![doc, next].some((d) => d.services.some((x) => x.id === s.id)) &&
      !services.some((o) => o.id !== s.id && o.name.toLowerCase().includes(s.name.toLowerCase())),
  )!;
  await open(page);
  // the row's menu asks for what its Add to service would list (before the link below); closed without a choice
  const offered = page.waitForResponse((r) => r.url().includes(`/api/get-available-services-to-link/${doc.id}`));
  await rowMenu(page, 0).click();
  expect((await offered).ok()).toBe(true);
  await page.keyboard.press('Escape');

  // the bulk action, for this document and the next
  await rows(page).nth(0).getByRole('checkbox').check();
  await rows(page).nth(1).getByRole('checkbox').check();
  await cog(page).click();
  await page.getByRole('menuitem', { name: 'Add to service' }).click();
  await chooseService(page, target.name);
  await page.getByRole('button', { name: 'CONFIRM' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
  await expect.poll(async () => (await docById(api, doc.id))!.services.map((s) => s.id)).toContain(target.id);

  await rowMenu(page, 0).click();
  await page.getByRole('menuitem', { name: 'Add to service' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose services' });
  await chooser.getByLabel('Search services').fill(target.name);
  await chooser.getByRole('button', { name: 'Filter Services' }).click();
  await expect(chooser.getByText('No services found')).toBeVisible();
  await expect(chooser.getByRole('checkbox', { name: target.name, exact: true })).toHaveCount(0);
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
  await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
  await expect.poll(async () => (await withTrashed(api)).some((d) => d.id === doc.id)).toBe(false);
});
