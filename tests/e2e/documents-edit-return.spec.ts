/**
 * Leaving a document's edit screen goes back to the list exactly as it was left: its tab, search, filters, sort and
 * page are in the list's address, and saving or exiting returns to that address.
 */
import type { Page } from '@playwright/test';
import { test, expect as baseExpect } from './fixtures';
import { createDoc, names, rowMenu } from './documents-list-helpers';

// page loads of the large list are slow on a busy shared machine
const expect = baseExpect.configure({ timeout: 15_000 });
test.slow();

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search documents' });
const NQA2_TITLE = "NQA2 - Children's Health and Safety";

/** The list on NQA2, searched for `term` and sorted by file name; answers the address it then shows. */
async function leaveListAt(page: Page, term: string): Promise<string> {
  await page.goto('/nqa-documents');
  await page.getByRole('tab', { name: 'NQA2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: NQA2_TITLE })).toBeVisible();
  await search(page).fill(term);
  await page.getByRole('columnheader', { name: 'File name' }).getByRole('button').click();
  await expect(page).toHaveURL(/tab=2&q=.*&sort=filename/);
  await expect(names(page)).toHaveText([`${term} A`, `${term} B`]);
  return page.url();
}

async function expectListAsLeft(page: Page, address: string, term: string) {
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('heading', { level: 1, name: NQA2_TITLE })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'NQA2' })).toHaveAttribute('aria-selected', 'true');
  await expect(search(page)).toHaveValue(term);
  await expect(names(page)).toHaveText([`${term} A`, `${term} B`]);
}

test('SAVE ALL CHANGES returns to the list with its tab, search and sort', async ({ api, adminPage: page }) => {
  const term = `Return place ${Date.now().toString(36)}`;
  await createDoc(api, `${term} B`, [2]);
  await createDoc(api, `${term} A`, [2]);
  const address = await leaveListAt(page, term);

  await rowMenu(page, 0).click();
  await page.getByRole('menuitem', { name: 'Edit file' }).click();
  await expect(page.getByLabel('File title')).toHaveValue(`${term} A`);
  await page.getByLabel('File version').fill('3.3');
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(page.getByText('Document successfully updated.')).toBeVisible();
  await expectListAsLeft(page, address, term);
});

test('EXIT WITHOUT SAVING returns to the list with its tab, search and sort', async ({ api, adminPage: page }) => {
  const term = `Return exit ${Date.now().toString(36)}`;
  await createDoc(api, `${term} B`, [2]);
  await createDoc(api, `${term} A`, [2]);
  const address = await leaveListAt(page, term);

  await rowMenu(page, 1).click();
  await page.getByRole('menuitem', { name: 'Edit file' }).click();
  await expect(page.getByLabel('File title')).toHaveValue(`${term} B`);
  await page.getByRole('button', { name: 'EXIT WITHOUT SAVING' }).click();
  await expectListAsLeft(page, address, term);
});
