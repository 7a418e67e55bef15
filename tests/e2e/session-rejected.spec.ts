/**
 * A token the back end rejects ends the session on every screen that reads (portal-core §4: logged out means no
 * token): the screen's first call answers 401, the stored session is cleared and the login page shows, instead of
 * the screen's error state with a Retry that can never succeed.
 */
import { test, expect } from './fixtures';
import { screenIds } from './services-helpers.ts';

const screens: [string, (id: Awaited<ReturnType<typeof screenIds>>) => string][] = [
  ['dashboard', () => '/'],
  ['services list', () => '/services'],
  ['newsletters', () => '/newsletter'],
  ['documents list', () => '/nqa-documents'],
  ['user management', () => '/user-management'],
  ['edit user', (id) => `/update-user?id=${id.user}`],
  ['edit service', (id) => `/update-service?id=${id.service}`],
  ['edit newsletter', (id) => `/edit-newsletter?id=${id.newsletter}`],
  ['edit document', (id) => `/edit-document?id=${id.document}`],
  ['edit service document', (id) => `/edit-service-document?id=${id.serviceDocument}`],
  ['create document (focus of the month)', () => '/create-new-document'],
];

for (const [name, path] of screens) {
  test(`${name}: a rejected token shows the login page and clears the session`, async ({ adminPage: page, api }) => {
    const route = path(await screenIds(api));
    // the back end revokes the token the page holds (as after a logout elsewhere or an expiry on the server)
    expect((await api.request('POST', '/api/logout')).status).toBe(200);
    await page.goto(route);
    if (route === '/create-new-document') await page.getByRole('tab', { name: 'Focus of the month' }).click();
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('qip_portal_token'))).toBeNull();
  });
}
