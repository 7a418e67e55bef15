/**
 * The demo data makes sense: a file named '... Policy' is a Policy and one named '... Procedure' a Procedure, so a
 * service's compliance coverage and the documents list's Document type filter agree with the names shown.
 */
import { test, expect } from './fixtures';
import { names } from './documents-list-helpers';

for (const type of ['Policy', 'Procedure'] as const) {
  test(`the documents list filtered to ${type} shows files named '... ${type}' only`, async ({ adminPage: page }) => {
    await page.goto('/nqa-documents');
    await expect(names(page).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Document type' }).click();
    await page.getByRole('option', { name: type, exact: true }).click();
    await page.keyboard.press('Escape');
    for (const tab of ['NQA1', 'NQA7']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(names(page).first()).toBeVisible();
      for (const name of await names(page).allTextContents()) expect(name).toMatch(new RegExp(` ${type}( - |$)`));
    }
  });
}
