/**
 * Beyond the spec: saved views of the documents and users lists. A view (tab, search, filters, sort) is saved under
 * a name, opened again from its name after leaving and reloading, and deleted; the rows it opens on are the ones the
 * spec's list calls answer for it.
 */
import type { Page } from '@playwright/test';
import type { UserListEntry } from '../../src/types.ts';
import { test, expect as baseExpect } from './fixtures';
import { allDocs, isDueOn, localDay, names } from './documents-list-helpers';

const expect = baseExpect.configure({ timeout: 20_000 });

const viewsButton = (page: Page) => page.getByRole('button', { name: 'Saved views' });
const viewsPanel = (page: Page) => page.getByRole('dialog', { name: 'Saved views' });

async function saveView(page: Page, name: string) {
  await viewsButton(page).click();
  await viewsPanel(page).getByRole('button', { name: 'Save current view...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the current view' });
  await dialog.getByLabel('Name of the view').fill(name);
  await dialog.getByRole('button', { name: 'SAVE VIEW' }).click();
  await expect(page.getByText(`View saved: ${name}`)).toBeVisible();
}

async function openView(page: Page, name: string) {
  await viewsButton(page).click();
  await viewsPanel(page)
    .getByRole('button', { name: `Open view ${name}` })
    .click();
  await expect(viewsPanel(page)).toBeHidden();
}

test('a documents view (tab, search, filter, sort) is saved, reopened after a reload, and deleted @legacy', async ({
  api,
  adminPage: page,
}) => {
  test.slow();
  // the area with the most documents due for review today: the view's tab
  const due = (await allDocs(api)).filter((d) => isDueOn(d, localDay()));
  const tab = [1, 2, 3, 4, 5, 6, 7]
    .map((n) => ({ n, count: due.filter((d) => d.nqa_area_id.includes(n) && /e/i.test(d.file_title ?? '')).length }))
    .sort((a, b) => b.count - a.count)[0];
  expect(tab.count).toBeGreaterThanOrEqual(2);

  await page.goto(`/nqa-documents?tab=${tab.n}`);
  await page.getByRole('searchbox', { name: 'Search documents' }).fill('e');
  await page.getByRole('button', { name: 'Due for review (12 months)' }).click();
  const byName = page.getByRole('columnheader', { name: 'File name' }).getByRole('button');
  await byName.click();
  await byName.click();
  await expect(page).toHaveURL(/[?&]order=DESC(&|$)/);
  const shown = await names(page).allTextContents();
  expect(shown.length).toBeGreaterThanOrEqual(2);
  expect([...shown].sort((a, b) => b.localeCompare(a, undefined, { sensitivity: 'base' }))).toEqual(shown);
  // every row shown is a document the spec's list call answers as due, in that area
  const dueNames = due.filter((d) => d.nqa_area_id.includes(tab.n)).map((d) => d.file_title || d.webinar_title);
  for (const n of shown) expect(dueNames).toContain(n);
  await saveView(page, 'Due, by name Z-A');

  // left, then reloaded: the plain list, and the view opens again from its name
  await page.getByRole('menuitem', { name: 'DASHBOARD' }).click();
  await page.goto('/nqa-documents');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Due for review (12 months)' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await openView(page, 'Due, by name Z-A');
  await expect(page.getByRole('tab', { name: `NQA${tab.n}` })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('searchbox', { name: 'Search documents' })).toHaveValue('e');
  await expect(page.getByRole('button', { name: 'Due for review (12 months)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/[?&]sort=filename&order=DESC(&|$)/);
  await expect(names(page)).toHaveText(shown);

  await viewsButton(page).click();
  await viewsPanel(page).getByRole('button', { name: 'Delete view Due, by name Z-A' }).click();
  await expect(page.getByText('View deleted: Due, by name Z-A')).toBeVisible();
  await page.reload();
  await viewsButton(page).click();
  await expect(viewsPanel(page).getByText('No saved views yet.')).toBeVisible();
});

test('a users view (role filter, search and sort) is saved and reopened after a reload @legacy', async ({
  api,
  adminPage: page,
}) => {
  const admins = (await api.get<UserListEntry[]>('/api/fetch-users/admin')).body;
  const term = admins[0].email.split('@')[1];
  const expected = admins.filter((u) => u.email.includes(term)).map((u) => u.email);
  await page.goto('/user-management');
  await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible();
  await page.getByRole('button', { name: 'Admin users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(term);
  const emails = page.locator('tbody tr td:nth-child(3)');
  // a header row and a page of at most 10
  await expect(page.getByRole('row')).toHaveCount(Math.min(expected.length, 10) + 1);
  const ascending = await emails.allTextContents();
  // the Name column, Z-A
  await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
  // sorted Z-A, its button offers A-Z
  await expect(page.getByRole('columnheader', { name: 'Sort by name ascending' })).toBeVisible();
  // the header shows the new sort with the list's params; its rows follow a tick later
  if (ascending.length > 1) await expect.poll(() => emails.allTextContents()).not.toEqual(ascending);
  const shown = await emails.allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const e of shown) expect(expected).toContain(e);
  await saveView(page, 'Admins');

  await page.getByRole('button', { name: 'All users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('');
  await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: 'Sort by name descending' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'All users' })).toHaveAttribute('aria-pressed', 'true');
  await openView(page, 'Admins');
  await expect(page.getByRole('button', { name: 'Admin users' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(term);
  // sorted Z-A, its button offers A-Z
  await expect(page.getByRole('columnheader', { name: 'Sort by name ascending' })).toBeVisible();
  await expect(emails).toHaveText(shown);
});
