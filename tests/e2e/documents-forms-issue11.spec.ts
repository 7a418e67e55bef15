/** Document forms, issue 11 and 12: fields-checked flag, one service, file preview, loader, unsaved changes. */
import type { Page } from '@playwright/test';
import type { FocusEntry } from '../../src/types.ts';
import { test, expect, type Api } from './fixtures';

async function select(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
const required = (page: Page) => page.getByText('This field is required.', { exact: true });

test('focus of the month: another month or year clears the messages of a failed save (§4)', async ({
  adminPage: page,
  api,
}) => {
  const next = String(new Date().getFullYear() + 1);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const empty: string[] = [];
  for (const m of months)
    if (!(await api.get<FocusEntry>(`/api/document-fom-list?year=${next}&month=${m}`)).body.detail) empty.push(m);
  expect(empty.length).toBeGreaterThanOrEqual(2);

  await page.goto('/create-new-document');
  await page.getByRole('tab', { name: 'Focus of the month' }).click();
  await select(page, 'Year', next);
  await select(page, 'Month', empty[0]);
  await page.getByLabel('Date').fill('');
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  // focus, file title, date and file (§5)
  await expect(required(page)).toHaveCount(4);

  await select(page, 'Month', empty[1]);
  await expect(required(page)).toHaveCount(0);
  await page.getByLabel('File title').fill('Poster');
  await page.getByLabel('File title').fill('');
  await expect(required(page)).toHaveCount(0);
  // the flag is on again after another save attempt, and another year clears it too
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(required(page)).toHaveCount(4);
  await select(page, 'Year', String(new Date().getFullYear()));
  await expect(required(page)).toHaveCount(0);
});

test('after a failed Upload save, switching to Webinar does not flag the optional supporting file', async ({
  adminPage: page,
}) => {
  await page.goto('/create-new-document');
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(page.getByText('Please select file.', { exact: true })).toBeVisible();

  await page.getByRole('radio', { name: 'Webinar' }).check();
  await expect(page.getByText('Supporting file (optional)', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select file.', { exact: true })).toHaveCount(0);
  // the webinar's own required fields are flagged, the fields are still checked
  await expect(page.getByText('Document is required.', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select document type', { exact: true })).toHaveCount(0);

  // a training module as an uploaded document does need its file
  await page.getByRole('radio', { name: 'Training modules' }).check();
  await page.getByLabel('External link').uncheck();
  await expect(page.getByText('Please select file.', { exact: true })).toBeVisible();
});
