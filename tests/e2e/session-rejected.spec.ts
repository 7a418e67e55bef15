/**
 * A token the back end rejects ends the session on every screen that reads (portal-core §4: logged out means no
 * token): the screen's first call answers 401, the stored session is cleared and the login page shows, instead of
 * the screen's error state with a Retry that can never succeed.
 */
import { test, expect } from './fixtures';
import { SCREENS, screenIds } from './services-helpers.ts';

// the screens that call the back end as soon as they open: the lists, the edit screens and the focus of the month
const CHECKED = [
  'dashboard',
  'services list',
  'newsletters',
  'documents list',
  'user management',
  'edit user',
  'edit service',
  'edit newsletter',
  'edit document',
  'edit service document',
  'create document (focus of the month)',
];
const screens = SCREENS.filter((s) => CHECKED.includes(s.name));
if (screens.length !== CHECKED.length) throw new Error('session-rejected: a checked screen is missing from SCREENS');

for (const { name, path, open } of screens) {
  test(`${name}: a rejected token shows the login page and clears the session`, async ({ adminPage: page, api }) => {
    const route = path(await screenIds(api));
    // the back end revokes the token the page holds (as after a logout elsewhere or an expiry on the server)
    expect((await api.request('POST', '/api/logout')).status).toBe(200);
    await page.goto(route);
    await open?.(page);
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('qip_portal_token'))).toBeNull();
  });
}
