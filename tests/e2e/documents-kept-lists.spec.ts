/**
 * The documents list keeps what it read: a change made elsewhere must still show in it, and 'Edit file'
 * must never start from the document as it was. Found trying the large data set as a user: after an edit the list
 * showed the old title, and a second edit from that row wrote the old title back.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { allDocs, createDoc, names, open, rowMenu } from './documents-list-helpers';
import { menuLink } from './forms-helpers';

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search documents' });
const save = (page: Page) => page.getByRole('button', { name: 'SAVE ALL CHANGES' });
const unique = (what: string) => `${what} ${Date.now().toString(36)}`;

test('an edit shows in the list it came from, and the next edit from that row starts from it', async ({
  adminPage: page,
  api,
}) => {
  const before = unique('Kept list before');
  const after = unique('Kept list after');
  await createDoc(api, before, [1]);
  await open(page);
  await search(page).fill(before);
  await expect(names(page)).toHaveText([before]);

  await rowMenu(page, 0).click();
  await page.getByRole('menuitem', { name: 'Edit file' }).click();
  await expect(page.getByLabel('File title')).toHaveValue(before);
  await page.getByLabel('File title').fill(after);
  await save(page).click();
  await expect(page.getByText('Document successfully updated.')).toBeVisible();
  await expect(page).toHaveURL(/\/nqa-documents/);

  await search(page).fill(after);
  await expect(names(page)).toHaveText([after]);
  await search(page).fill(before);
  await expect(page.getByText('No documents found')).toBeVisible();

  // the second edit, from the list's row: only the version changes, and the title stays the edited one
  await search(page).fill(after);
  await expect(names(page)).toHaveText([after]);
  await rowMenu(page, 0).click();
  await page.getByRole('menuitem', { name: 'Edit file' }).click();
  await expect(page.getByLabel('File title')).toHaveValue(after);
  await page.getByLabel('File version').fill('7.7');
  await save(page).click();
  await expect(page.getByText('Document successfully updated.')).toBeVisible();
  await expect.poll(async () => (await allDocs(api)).find((d) => d.file_title === after)?.file_version).toBe('7.7');
  expect((await allDocs(api)).filter((d) => d.file_title === before)).toEqual([]);
});

test('a document created after the list was read is in it when the list is shown again', async ({
  adminPage: page,
}) => {
  const title = unique('Kept list created');
  await open(page);
  await menuLink(page, 'CREATE DOCUMENT').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a document' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'NQA1', exact: true }).check();
  await page.getByRole('radio', { name: 'Policy' }).check();
  await page.getByRole('checkbox', { name: 'Long Daycare' }).check();
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Drop a file to upload, or click to select it.').click();
  await (await chooser).setFiles(path.join(import.meta.dirname, 'assets', 'newsletter.pdf'));
  await page.getByLabel('File title').fill(title);
  await page.getByLabel('File version').fill('1.0');
  await save(page).click();
  await expect(page.getByText('Document successfully created.')).toBeVisible();
  await page.getByRole('dialog', { name: 'Document added' }).getByRole('button', { name: 'OK' }).click();

  await menuLink(page, 'DOCUMENTS').click();
  await search(page).fill(title);
  await expect(names(page)).toHaveText([title]);
});
