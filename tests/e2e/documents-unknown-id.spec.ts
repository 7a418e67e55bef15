/**
 * The document edit screens opened with an id no document has: the administrator is told and lands on the
 * documents list, never on a blank page, and React reports no hook-order error on the way.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { failRequests } from './routes.ts';
import { inTab, nameOf, names, open, rowMenu } from './documents-list-helpers';

const UNKNOWN_ID = 999999;

/** Every uncaught page error and console error, so the test can show none was a broken render. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

for (const screen of ['/edit-document', '/edit-service-document']) {
  test(`${screen} with an unknown id says the document is gone and shows the documents list`, async ({
    adminPage: page,
    api,
  }) => {
    const stored = await api.get<{ id: number }[]>('/api/document-get-all');
    expect(stored.body.some((d) => d.id === UNKNOWN_ID)).toBe(false);
    const errors = collectErrors(page);

    await page.goto(`${screen}?id=${UNKNOWN_ID}`);

    await expect(page).toHaveURL(/\/nqa-documents$/);
    await expect(page.getByText('This document no longer exists.')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'NQA1 - Educational Programs and Practice' }),
    ).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(errors.filter((e) => /Rendered (fewer|more) hooks|change in the order of Hooks/i.test(e))).toEqual([]);
  });
}

// A failing read is not a missing document: it must not say "This document no longer exists." and leave the page.
const screens = [
  { screen: '/edit-document', category: 1, heading: 'Edit an NQA Document' },
  { screen: '/edit-service-document', category: 2, heading: 'Edit a Service-specific Document' },
];
for (const { screen, category, heading } of screens) {
  test(`${screen} whose read fails says so with the reason and Retry, and stays`, async ({ adminPage: page, api }) => {
    const stored = await api.get<{ id: number; category: number | string }[]>('/api/document-get-all');
    const doc = stored.body.find((d) => Number(d.category) === category)!;
    await failRequests(page, '**/api/document-get-all', 'Disk on fire');
    await page.goto(`${screen}?id=${doc.id}`);
    const alert = page.getByRole('alert').filter({ hasText: 'This document could not be loaded.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Disk on fire');
    await expect(page.getByText('This document no longer exists.')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${screen}\\?id=${doc.id}$`));
    await expect(alert.getByRole('link', { name: 'Back to documents' })).toBeVisible();
    await page.unroute('**/api/document-get-all');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('Edit file on a row whose document was deleted elsewhere says it is gone and goes back to the list', async ({
  adminPage: page,
  api,
}) => {
  await open(page);
  const first = (await inTab(api, 1))[0];
  await page.getByRole('searchbox', { name: 'Search documents' }).fill(nameOf(first));
  await expect(names(page).first()).toHaveText(nameOf(first));
  // a colleague deletes it while the row is on screen
  expect((await api.request('DELETE', `/api/deleteDocument/${first.id}`)).status).toBeLessThan(300);

  await rowMenu(page, 0).click();
  await page.getByRole('menuitem', { name: 'Edit file' }).click();
  await expect(page.getByText('This document no longer exists.')).toBeVisible();
  await expect(page).toHaveURL(/\/nqa-documents/);
});
