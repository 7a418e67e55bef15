/**
 * One order everywhere: the text shown, case-insensitive, missing values last; users by last name, then first
 * name; the service pickers (Add to service too) alphabetical.
 */
import { test, expect as baseExpect } from './fixtures';
import { names, rowMenu } from './documents-list-helpers';

const expect = baseExpect.configure({ timeout: 15_000 });
test.slow();

const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());

test("documents sorted by file name: 'Critical Reflection in Everyday Practice' before 'Critical Reflection Procedure'", async ({
  adminPage: page,
}) => {
  await page.goto('/nqa-documents');
  await page.getByRole('searchbox', { name: 'Search documents' }).fill('Critical Reflection');
  await page.getByRole('columnheader', { name: 'File name' }).getByRole('button').click();
  await expect(names(page)).toHaveText(['Critical Reflection in Everyday Practice', 'Critical Reflection Procedure']);
});

test('users are listed by last name, then first name', async ({ api, adminPage: page }) => {
  const users = (await api.get<{ first_name: string; last_name: string }[]>('/api/fetch-users/all')).body;
  const expected = [...users]
    .sort((a, b) => byName(a.last_name, b.last_name) || byName(a.first_name, b.first_name))
    .map((u) => `${u.first_name} ${u.last_name}`);
  await page.goto('/user-management');
  await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible();
  // the Name column, after the row checkboxes
  await expect(page.locator('tbody tr td:nth-child(2)')).toHaveText(expected.slice(0, 10));
});

test("a document's Add to service offers its services alphabetically", async ({ api, adminPage: page }) => {
  await page.goto('/nqa-documents');
  const first = await names(page).first().textContent();
  const doc = (
    await api.get<{ id: number; file_title: string; nqa_area_id: number[] }[]>('/api/getDocuments')
  ).body.find((d) => d.nqa_area_id.includes(1) && d.file_title === first)!;
  const linkable = (await api.get<{ name: string }[]>(`/api/get-available-services-to-link/${doc.id}`)).body;
  await rowMenu(page, 0).click();
  await page.getByRole('menuitem', { name: 'Add to service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose services' });
  const expected = linkable.map((s) => s.name).sort(byName);
  await expect(dialog.getByRole('checkbox').first()).toBeVisible();
  const shown = await dialog
    .locator('label')
    .filter({ has: page.getByRole('checkbox') })
    .allTextContents();
  expect(shown.length).toBeGreaterThan(5);
  expect(shown).toEqual(expected.slice(0, shown.length));
});
