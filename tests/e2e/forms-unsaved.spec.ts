/**
 * No lost work: every form of services, branding, users and newsletters warns before its unsaved
 * changes are lost. Leaving through the menu asks react-admin's question; staying keeps the edit and the address,
 * leaving goes where the link points.
 */
import { test, expect } from './fixtures';
import { leaveAnswering, menuLink } from './forms-helpers';
import { portalServicesByName, service } from './services-helpers';
import type { UserListEntry } from '../../src/types.ts';

test('service details: an edit asks before the menu leaves; CANCEL keeps it, OK leaves and stores nothing', async ({
  api,
  adminPage: page,
}) => {
  const s = (await portalServicesByName(api))[0];
  await page.goto(`/update-service?id=${s.id}`);
  await page.getByLabel('Suburb').fill('Unsaved Suburb');
  await leaveAnswering(page, menuLink(page, 'DASHBOARD'), 'stay');
  await expect(page).toHaveURL(new RegExp(`/update-service\\?id=${s.id}$`));
  await expect(page.getByLabel('Suburb')).toHaveValue('Unsaved Suburb');

  await leaveAnswering(page, menuLink(page, 'NEWSLETTERS'), 'leave');
  await expect(page).toHaveURL(/\/newsletter$/);
  expect((await service(api, s.id)).body.city).toBe(s.city);
});

test('service create: a typed name asks before leaving', async ({ adminPage: page }) => {
  await page.goto('/create-new-service');
  await page.getByLabel('Service name').fill('Half-typed Kindy');
  await leaveAnswering(page, menuLink(page, 'SERVICES'), 'stay');
  await expect(page).toHaveURL(/\/create-new-service$/);
  await expect(page.getByLabel('Service name')).toHaveValue('Half-typed Kindy');
});

test('branding: a chosen colour asks before leaving, and is still chosen after CANCEL', async ({
  api,
  adminPage: page,
}) => {
  const s = (await portalServicesByName(api))[1];
  await page.goto(`/update-service?id=${s.id}`);
  await page.getByRole('button', { name: /Select Brand Color/ }).click();
  const picker = page.getByRole('dialog', { name: 'Select Brand Color' });
  await picker.getByLabel('Hex colour').fill('#3c9d2f');
  await picker.getByRole('button', { name: 'DONE' }).click();
  await leaveAnswering(page, menuLink(page, 'DOCUMENTS'), 'stay');
  await expect(page.getByRole('button', { name: 'Select Brand Color: #3c9d2f' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/update-service\\?id=${s.id}$`));
});

test('a saved service leaves without a question', async ({ api, adminPage: page }) => {
  const s = (await portalServicesByName(api))[2];
  await page.goto(`/update-service?id=${s.id}`);
  await page.getByLabel('Suburb').fill('Saved Suburb');
  await page.getByRole('button', { name: 'UPDATE SERVICE' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'KEEP EDITING' }).click();
  let asked = false;
  page.on('dialog', (d) => {
    asked = true;
    void d.dismiss();
  });
  await menuLink(page, 'DASHBOARD').click();
  await expect(page).toHaveURL(/\/$/);
  expect(asked).toBe(false);
});

test('user create and edit: a typed field asks before leaving; CANCEL keeps it', async ({ api, adminPage: page }) => {
  await page.goto('/create-new-user');
  await page.getByLabel('First name *').fill('Pending');
  await leaveAnswering(page, menuLink(page, 'DASHBOARD'), 'stay');
  await expect(page.getByLabel('First name *')).toHaveValue('Pending');

  const u = (await api.get<UserListEntry[]>('/api/fetch-users/all')).body[0];
  await leaveAnswering(page, menuLink(page, 'DASHBOARD'), 'leave');
  // the leave lands before the next address is loaded, so no navigation of the old page races the new one
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/update-user?id=${u.id}`);
  // generous wait: a cold load of the edit screen's code and record on a busy test machine
  await expect(page.getByLabel('Email *')).toHaveValue(u.email, { timeout: 20_000 });
  await page.getByLabel('Description').fill('Unsaved note');
  await leaveAnswering(page, menuLink(page, 'SERVICES'), 'stay');
  await expect(page).toHaveURL(new RegExp(`/update-user\\?id=${u.id}$`));
  await expect(page.getByLabel('Description')).toHaveValue('Unsaved note');
});

test('newsletter upload and edit: a typed title asks before leaving; CANCEL keeps it', async ({
  api,
  adminPage: page,
}) => {
  await page.goto('/newsletter');
  await page.getByLabel('Title *').fill('Half-written bulletin');
  await leaveAnswering(page, menuLink(page, 'DOCUMENTS'), 'stay');
  await expect(page.getByLabel('Title *')).toHaveValue('Half-written bulletin');

  const n = (await api.get<{ id: number; title: string }[]>('/api/newsletter-get-all')).body[0];
  await leaveAnswering(page, menuLink(page, 'DASHBOARD'), 'leave');
  await page.goto(`/edit-newsletter?id=${n.id}`);
  await expect(page.getByLabel('Title *')).toHaveValue(n.title);
  await page.getByLabel('Title *').fill('Renamed but not saved');
  await leaveAnswering(page, menuLink(page, 'DASHBOARD'), 'stay');
  await expect(page).toHaveURL(new RegExp(`/edit-newsletter\\?id=${n.id}$`));
  await expect(page.getByLabel('Title *')).toHaveValue('Renamed but not saved');
});
