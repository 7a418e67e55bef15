/**
 * What an administrator opens is current: a list read earlier is shown at once and asked for again, so a record
 * created, renamed or deleted elsewhere (a colleague, another tab, the API) shows when the list is opened from the
 * menu, with no reload. An unchanged list is answered 304 and kept as it was.
 */
import { test, expect, answerStatuses } from './fixtures';
import { allDocs, createDoc, names, open } from './documents-list-helpers';
import { menuLink } from './forms-helpers';
import { portalServicesByName } from './services-helpers';

const unique = (what: string) => `${what} ${Date.now().toString(36)}`;

test('documents: one created and one deleted through the API show when DOCUMENTS is opened again', async ({
  api,
  adminPage: page,
}) => {
  const gone = (await allDocs(api)).find((d) => d.nqa_area_id.includes(1))!;
  await open(page);
  await page.getByRole('searchbox', { name: 'Search documents' }).fill(gone.file_title);
  await expect(names(page).first()).toBeVisible();
  await menuLink(page, 'DASHBOARD').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const title = unique('Made elsewhere');
  await createDoc(api, title, [1]);
  expect((await api.request('DELETE', `/api/deleteDocument/${gone.id}`)).status).toBeLessThan(300);

  await menuLink(page, 'DOCUMENTS').click();
  const search = page.getByRole('searchbox', { name: 'Search documents' });
  await search.fill(title);
  await expect(names(page)).toHaveText([title]);
  await search.fill(gone.file_title);
  const left = (await allDocs(api)).filter(
    (d) => d.nqa_area_id.includes(1) && d.file_title.toLowerCase().includes(gone.file_title.toLowerCase()),
  );
  await expect(names(page)).toHaveCount(left.length);
});

test('services: a service renamed through the API shows its new name when SERVICES is opened again', async ({
  api,
  adminPage: page,
}) => {
  const target = (await portalServicesByName(api))[0];
  await page.goto('/services');
  await expect(page.locator('tbody td.column-name').first()).toHaveText(target.name);
  await menuLink(page, 'DASHBOARD').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const renamed = unique('Renamed elsewhere');
  const r = await api.request('PUT', `/api/services-update/${target.id}`, { name: renamed });
  expect(r.status).toBe(200);

  await menuLink(page, 'SERVICES').click();
  await page.getByPlaceholder('Type service name').fill(renamed);
  await expect(page.locator('tbody td.column-name')).toHaveText([renamed]);
  await page.getByPlaceholder('Type service name').fill(target.name);
  await expect(page.getByText('No services found')).toBeVisible();
});

test('users: a user created through the API is listed when USERS is opened again', async ({ api, adminPage: page }) => {
  await page.goto('/user-management');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await menuLink(page, 'DASHBOARD').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const email = `${Date.now().toString(36)}.elsewhere@example.com`;
  const body = { first_name: 'Made', last_name: 'Elsewhere', email, user_type: 'member', notify_email: false };
  const r = await api.request('POST', '/api/create-user', { ...body, description: '', services: [] });
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);

  await menuLink(page, 'USERS').click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
});

test('a list opened again with nothing changed is asked again and answered 304, its rows as they were', async ({
  api,
  adminPage: page,
}) => {
  const portal = await portalServicesByName(api);
  await page.goto('/services');
  await expect(page.locator('tbody td.column-name').first()).toHaveText(portal[0].name);
  await menuLink(page, 'DASHBOARD').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const statuses = answerStatuses(page, '/api/services-get-all');
  await menuLink(page, 'SERVICES').click();
  await expect(page.locator('tbody td.column-name').first()).toHaveText(portal[0].name);
  await expect.poll(() => statuses).toContain(304);
  expect(statuses.filter((s) => s !== 304)).toEqual([]);
});
