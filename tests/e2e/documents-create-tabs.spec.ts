/**
 * Create a document (document-management §2): its three tabs are three forms, and switching between them keeps
 * what each holds while the page is open; leaving the page asks while any of them has unsaved changes.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { leaveAnswering, menuLink } from './forms-helpers';

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('each tab keeps what was typed while another tab is shown, and switching asks nothing', async ({
  adminPage: page,
}) => {
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.goto('/create-new-document');
  await page.getByRole('checkbox', { name: 'NQA1', exact: true }).check();
  await page.getByRole('checkbox', { name: 'NQA3', exact: true }).check();
  await textbox(page, 'File title').fill('Sleep and rest policy');
  await textbox(page, 'Description').fill('Safe sleep for babies');

  await tab(page, 'Service specific document').click();
  await page.getByRole('radio', { name: 'Mentor Report' }).check();
  await textbox(page, 'File title').fill('Mentor visit notes');
  await tab(page, 'Focus of the month').click();
  await textbox(page, 'Focus of the month').fill('Healthy eating');

  await tab(page, 'NQA document').click();
  await expect(page.getByRole('checkbox', { name: 'NQA1', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'NQA2', exact: true })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'NQA3', exact: true })).toBeChecked();
  await expect(textbox(page, 'File title')).toHaveValue('Sleep and rest policy');
  await expect(textbox(page, 'Description')).toHaveValue('Safe sleep for babies');

  await tab(page, 'Service specific document').click();
  await expect(page.getByRole('radio', { name: 'Mentor Report' })).toBeChecked();
  await expect(textbox(page, 'File title')).toHaveValue('Mentor visit notes');
  await tab(page, 'Focus of the month').click();
  await expect(textbox(page, 'Focus of the month')).toHaveValue('Healthy eating');
  expect(asked).toEqual([]);
});

test('leaving asks while a tab not shown has unsaved changes; CANCEL keeps them, OK leaves', async ({
  adminPage: page,
}) => {
  await page.goto('/create-new-document');
  await textbox(page, 'File title').fill('Half-typed policy');
  await tab(page, 'Focus of the month').click();
  await expect(textbox(page, 'Focus of the month')).toBeVisible();

  await leaveAnswering(page, menuLink(page, 'DASHBOARD'), 'stay');
  await expect(page).toHaveURL(/\/create-new-document$/);
  await tab(page, 'NQA document').click();
  await expect(textbox(page, 'File title')).toHaveValue('Half-typed policy');

  await tab(page, 'Service specific document').click();
  await leaveAnswering(page, menuLink(page, 'NEWSLETTERS'), 'leave');
  await expect(page).toHaveURL(/\/newsletter$/);
});
