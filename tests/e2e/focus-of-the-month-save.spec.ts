/**
 * Saving the focus of the month with nothing changed is not a success: it says there is nothing to save and sends
 * nothing.
 */
import { test, expect } from './fixtures';
import { focusOf, openFocusMonth } from './forms-helpers';

test('SAVE ALL CHANGES on a month with nothing changed says there is nothing to save and sends nothing', async ({
  api,
  adminPage: page,
}) => {
  const year = String(new Date().getFullYear() + 1);
  const month = 'Apr';
  const created = await api.request('POST', '/api/document-fom-new', {
    base64_image: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
    size: 16,
    label: 'water-play.pdf',
    year,
    month,
    date: `${year}-04-02`,
    monthly_focus: 'Water play',
    monthly_focus_description: 'Safe water play outdoors',
    file_title: 'Water play checklist',
    audience: 'Room leader',
    file_description: '',
  });
  expect(created.status).toBe(200);
  const before = await focusOf(api, year, month);

  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.method() !== 'OPTIONS' && r.url().includes('/api/document-fom'))
      writes.push(`${r.method()} ${r.url()}`);
  });
  await openFocusMonth(page, year, month);
  await expect(page.getByLabel('Focus of the month', { exact: true })).toHaveValue('Water play');
  await expect(page.getByRole('cell', { name: 'Water play checklist', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(
    page.getByText('There is nothing to save: the focus and its description are unchanged and no file is chosen.'),
  ).toBeVisible();
  await expect(page.getByText('Focus of the month saved.')).toHaveCount(0);
  expect(writes).toEqual([]);
  expect(await focusOf(api, year, month)).toEqual(before);
});
