/**
 * No lost work: after 'CREATE SERVICE' the address is the new service's edit address
 * (/update-service?id=...), so a reload and the browser's back and forward keep the service. The success dialog
 * shows once: not again after a reload.
 */
import { test, expect } from './fixtures';
import { allServices } from './services-helpers';

test('CREATE SERVICE moves to /update-service?id=<new id>; reload, back and forward keep the service', async ({
  api,
  adminPage: page,
}) => {
  await page.goto('/services');
  await page.goto('/create-new-service');
  await page.getByLabel('Service name').fill('Kookaburra Creek Kindergarten');
  await page.getByLabel('Account owner email').fill('owner@kookaburra.com.au');
  await page.getByRole('button', { name: 'CREATE SERVICE' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Service successfully created.');
  const stored = (await allServices(api)).find((s) => s.name === 'Kookaburra Creek Kindergarten')!;
  await expect(page).toHaveURL(new RegExp(`/update-service\\?id=${stored.id}$`));
  await dialog.getByRole('button', { name: 'KEEP EDITING' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Edit Kookaburra Creek Kindergarten' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: 'UPDATE SERVICE' })).toBeVisible();

  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByLabel('Account owner email')).toHaveValue('owner@kookaburra.com.au');
  await expect(page.getByRole('dialog')).toHaveCount(0); // the arrival message is not shown again

  // The create page was replaced by the edit page: back leaves for where the administrator came from.
  await page.goBack();
  await expect(page).toHaveURL(/\/services$/);
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/update-service\\?id=${stored.id}$`));
  await expect(heading).toBeVisible();
});
