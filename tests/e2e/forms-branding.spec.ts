/**
 * No lost work: saved branding shows what the server stored, never the values the page was opened with
 * (the list hands the service to the edit page as route state, which a reload keeps).
 */
import { test, expect } from './fixtures';
import { JPEG, portalServicesByName, service } from './services-helpers';

test('change the colour and save: the saved colour shows, also after a reload while the service is re-read', async ({
  api,
  adminPage: page,
}) => {
  const s = (await portalServicesByName(api)).find((x) => x.brand_color !== '#2b6cb0')!;
  // Opened from the list, so the route state carries the service with its old colour.
  await page.goto('/services');
  await page.getByRole('button', { name: `Actions for ${s.name}` }).hover();
  await page.getByRole('menuitem', { name: 'Edit service details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${s.name}` })).toBeVisible();

  await page.getByRole('button', { name: /Select Brand Color/ }).click();
  const picker = page.getByRole('dialog', { name: 'Select Brand Color' });
  await picker.getByLabel('Hex colour').fill('#2b6cb0');
  await picker.getByRole('button', { name: 'DONE' }).click();
  await page.locator('input[type=file]').setInputFiles({ name: 'crest.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await page.getByRole('button', { name: 'SAVE BRANDING' }).click();
  await expect(page.getByText('Service brand successfully created.')).toHaveCount(1);
  expect((await service(api, s.id)).body).toMatchObject({ brand_color: '#2b6cb0', logo_name: 'crest.jpg' });
  await expect(page.getByRole('button', { name: 'Select Brand Color: #2b6cb0' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'crest.jpg' })).toBeVisible();

  // Reload, holding the service's read back: what shows meanwhile must already be the saved colour.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/services-get/${s.id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Select Brand Color: #2b6cb0' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Select Brand Color: ${s.brand_color}` })).toHaveCount(0);
  release();
  await expect(page.getByRole('img', { name: 'crest.jpg' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select Brand Color: #2b6cb0' })).toBeVisible();
});

test('opened by its address, the saved colour shows after a reload', async ({ api, adminPage: page }) => {
  const s = (await portalServicesByName(api))[3];
  await page.goto(`/update-service?id=${s.id}`);
  await page.getByRole('button', { name: /Select Brand Color/ }).click();
  const picker = page.getByRole('dialog', { name: 'Select Brand Color' });
  await picker.getByLabel('Hex colour').fill('#7a1f5c');
  await picker.getByRole('button', { name: 'DONE' }).click();
  await page.getByRole('button', { name: 'SAVE BRANDING' }).click();
  await expect(page.getByText('Service brand successfully created.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Select Brand Color: #7a1f5c' })).toBeVisible();
  expect((await service(api, s.id)).body.brand_color).toBe('#7a1f5c');
});
