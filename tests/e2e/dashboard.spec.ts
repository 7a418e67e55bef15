/** The dashboard at /: header, tiles and the 'List of Services' with its Service/Email search. */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { allServices, portalServicesByName } from './services-helpers';

const list = (page: Page) => page.getByRole('region', { name: 'List of Services' });
const names = (page: Page) => list(page).locator('tbody td.column-name');

test('header, welcome text and the three tiles with their targets', async ({ adminPage: page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  const tiles = page.getByRole('navigation', { name: 'Quick actions' });
  await tiles.getByRole('link', { name: 'View services' }).click();
  await expect(page).toHaveURL(/\/services/);
  await page.goto('/');
  await tiles.getByRole('link', { name: 'View documents' }).click();
  await expect(page).toHaveURL(/\/nqa-documents$/);
  await page.goto('/');
  await tiles.getByRole('link', { name: 'New document' }).click();
  await expect(page).toHaveURL(/\/create-new-document$/);
});

test('List of Services shows portal services only and searches by service name or email, case-insensitively @legacy', async ({
  api,
  adminPage: page,
}) => {
  const portal = await portalServicesByName(api);
  const noPortal = (await allServices(api)).find((s) => s.has_portal === 0)!;
  await page.goto('/');
  await expect(names(page)).toHaveText(portal.slice(0, 8).map((s) => s.name));

  const search = list(page).getByRole('textbox', { name: 'Type service name' });
  const term = portal[5].name.slice(2, 9).toUpperCase();
  await search.fill(term);
  await list(page).getByRole('button', { name: 'Search' }).click();
  const byName = portal.filter((s) => s.name.toLowerCase().includes(term.toLowerCase()));
  await expect(names(page)).toHaveText(byName.slice(0, 8).map((s) => s.name));

  await search.fill(noPortal.name);
  await list(page).getByRole('button', { name: 'Search' }).click();
  await expect(list(page).getByText('No documents found')).toBeVisible();

  await list(page).getByRole('combobox', { name: 'Search by' }).click();
  await page.getByRole('option', { name: 'Email' }).click();
  // Email searches the primary email, the account owner's address (a field of the spec's service, portal-core §3)
  const email = portal[0].primary_email;
  // the box's words follow the choice
  const byEmailBox = list(page).getByRole('textbox', { name: 'Type email address' });
  await byEmailBox.fill(email.toUpperCase());
  await list(page).getByRole('button', { name: 'Search' }).click();
  const byEmail = portal.filter((s) => s.primary_email.toLowerCase().includes(email.toLowerCase()));
  await expect(names(page)).toHaveText(byEmail.slice(0, 8).map((s) => s.name));

  await byEmailBox.fill('');
  await list(page).getByRole('button', { name: 'Search' }).click();
  await expect(names(page)).toHaveText(portal.slice(0, 8).map((s) => s.name));
});

test('a service name opens its edit page', async ({ api, adminPage: page }) => {
  const first = (await portalServicesByName(api))[0];
  await page.goto('/');
  await list(page).getByRole('link', { name: first.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${first.name}` })).toBeVisible();
});

test("the search box's words follow 'Search by': a service name, or an email address", async ({ adminPage: page }) => {
  await page.goto('/');
  await expect(list(page).getByRole('textbox', { name: 'Type service name' })).toBeVisible();
  await list(page).getByRole('combobox', { name: 'Search by' }).click();
  await page.getByRole('option', { name: 'Email' }).click();
  const box = list(page).getByRole('textbox', { name: 'Type email address' });
  await expect(box).toBeVisible();
  await expect(box).toHaveAttribute('placeholder', 'Type email address');
  await list(page).getByRole('combobox', { name: 'Search by' }).click();
  await page.getByRole('option', { name: 'Service' }).click();
  await expect(list(page).getByRole('textbox', { name: 'Type service name' })).toHaveAttribute(
    'placeholder',
    'Type service name',
  );
});
