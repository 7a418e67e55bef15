/**
 * Navigation and feedback on the service, user and newsletter forms: a success is reported once (the
 * spec's modal, or a toast, never both and never twice), the browser tab names the screen and the record, and
 * dates show one way (en-AU, 22/11/2026).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { portalServicesByName } from './services-helpers';
import type { Newsletter, UserListEntry } from '../../src/types.ts';

const APP = 'NQA Admin Portal';
/** react-admin's own success notices, which would double ours. */
const RA_NOTICES = ['Element updated', 'Element created'];

async function reportedOnce(page: Page, message: string) {
  await expect(page.getByText(message, { exact: true })).toHaveCount(1);
  for (const notice of RA_NOTICES) await expect(page.getByText(notice, { exact: true })).toHaveCount(0);
}

test('UPDATE SERVICE: the success dialog only; SAVE BRANDING: one toast', async ({ api, adminPage: page }) => {
  const s = (await portalServicesByName(api))[0];
  await page.goto(`/update-service?id=${s.id}`);
  await page.getByLabel('Suburb').fill('Ballarat');
  await page.getByRole('button', { name: 'UPDATE SERVICE' }).click();
  await expect(page.getByRole('dialog')).toContainText('Service successfully updated.');
  await reportedOnce(page, 'Service successfully updated.');
  await page.getByRole('dialog').getByRole('button', { name: 'KEEP EDITING' }).click();

  await page.getByRole('button', { name: 'SAVE BRANDING' }).click();
  await expect(page.getByText('Service brand successfully created.')).toBeVisible();
  await reportedOnce(page, 'Service brand successfully created.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('user save and newsletter edit: one toast each, no dialog', async ({ api, adminPage: page }) => {
  const u = (await api.get<UserListEntry[]>('/api/fetch-users/all')).body[0];
  await page.goto(`/update-user?id=${u.id}`);
  await expect(page.getByLabel('Email *')).toHaveValue(u.email);
  await page.getByLabel('Description').fill('Once only');
  await page.getByRole('button', { name: 'SAVE CHANGES TO USER' }).click();
  await expect(page.getByText('User successfully updated.')).toBeVisible();
  await reportedOnce(page, 'User successfully updated.');

  const n = (await api.get<Newsletter[]>('/api/newsletter-get-all')).body[0];
  await page.goto(`/edit-newsletter?id=${n.id}`);
  await page.getByLabel('Title *').fill(`${n.title} (revised)`);
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(page.getByText('Newsletter updated successfully.')).toBeVisible();
  await reportedOnce(page, 'Newsletter updated successfully.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the tab names the screen, and an edit page the record', async ({ api, adminPage: page }) => {
  const s = (await portalServicesByName(api))[0];
  await page.goto(`/update-service?id=${s.id}`);
  await expect(page).toHaveTitle(`Edit ${s.name} | ${APP}`);
  await page.goto('/create-new-service');
  await expect(page).toHaveTitle(`Create a new service | ${APP}`);

  const u = (await api.get<UserListEntry[]>('/api/fetch-users/all')).body[0];
  await page.goto(`/update-user?id=${u.id}`);
  await expect(page).toHaveTitle(`Edit ${u.first_name} ${u.last_name} | ${APP}`);
  await page.goto('/create-new-user');
  await expect(page).toHaveTitle(`Create a new user | ${APP}`);

  const n = (await api.get<Newsletter[]>('/api/newsletter-get-all')).body[0];
  await page.goto(`/edit-newsletter?id=${n.id}`);
  await expect(page).toHaveTitle(`Edit ${n.title} | ${APP}`);
  await page.goto('/newsletter');
  await expect(page).toHaveTitle(`Upload a newsletter | ${APP}`);
});

test('newsletter dates show as day/month/year (en-AU)', async ({ api, adminPage: page }) => {
  const all = (await api.get<Newsletter[]>('/api/newsletter-get-all')).body;
  const newest = [...all].sort((a, b) => b.date.localeCompare(a.date))[0];
  const [y, m, d] = newest.date.split('-');
  await page.goto('/newsletter');
  const row = page.getByRole('row').filter({ hasText: newest.title }).first();
  await expect(row).toContainText(`${d}/${m}/${y}`);
  await expect(row).not.toContainText(newest.date);
});
