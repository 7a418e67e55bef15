/**
 * Errors are not empty lists: a deep link to an edit page whose record cannot be loaded (an unknown id,
 * or the API failing) says the record could not be loaded, with the reason and a way back, never react-admin's
 * 'Element does not exist'.
 */
import { test, expect } from './fixtures';
import { portalServicesByName } from './services-helpers';

test('an unknown service, user or newsletter says it could not be loaded, with a way back', async ({
  adminPage: page,
}) => {
  for (const [address, message, back, list] of [
    ['/update-service?id=987654', 'This service could not be loaded.', 'Back to services', /\/services$/],
    ['/update-user?id=987654', 'This user could not be loaded.', 'Back to user management', /\/user-management$/],
    ['/edit-newsletter?id=987654', 'This newsletter could not be loaded.', 'Back to newsletters', /\/newsletter$/],
  ] as const) {
    await page.goto(address);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(message);
    await expect(alert).toContainText('Reason: nothing has this id (it may have been deleted).');
    await expect(page.getByText('Element does not exist')).toHaveCount(0);
    await alert.getByRole('link', { name: back }).click();
    await expect(page).toHaveURL(list);
  }
});

test('the API failing on a service says so with its reason; RETRY loads it once the API answers', async ({
  api,
  adminPage: page,
}) => {
  const s = (await portalServicesByName(api))[0];
  await page.route(`**/api/services-get/${s.id}`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Database down' }) }),
  );
  await page.goto(`/update-service?id=${s.id}`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This service could not be loaded.');
  await expect(alert).toContainText('Reason: Database down');
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${s.name}` })).toHaveCount(0);

  await page.unroute(`**/api/services-get/${s.id}`);
  await alert.getByRole('button', { name: 'RETRY' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${s.name}` })).toBeVisible();
});
