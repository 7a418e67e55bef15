import { test, expect, Api, CENTRE_ADMIN } from './fixtures';
import { encodeHandoff, sha256Hex } from '../../src/authProvider/handoff.ts';

const passphrase = process.env.VITE_HANDOFF_PASSPHRASE!;

async function handoffQuery(api: Api) {
  const user = (await api.get<{ id: number; email: string; user_type: string }>('/api/user')).body;
  return { user, query: encodeHandoff({ accessToken: api.token!, auth: { accessToken: api.token!, userId: user.id }, viewer: user }, passphrase) };
}

test('a valid hand-off stores the token and user and opens the portal at /', async ({ page, api }) => {
  const { user, query } = await handoffQuery(api);
  await page.goto(`/view-hub-admin-service?${query}`);
  await expect(page.getByRole('menuitem', { name: 'DASHBOARD' })).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('qip_portal_token') ?? 'null'));
  expect(stored).toMatchObject({ accessToken: api.token, userId: user.id, user: { email: user.email } });
});

test('the hand-off page says "Please wait..." and removes the query string at once', async ({ page, api }) => {
  const { query } = await handoffQuery(api);
  // hold the back-end check so the waiting state can be seen
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/user', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/view-hub-admin-service?${query}`);
  await expect(page.getByText('Please wait...')).toBeVisible();
  await expect(page).toHaveURL(/\/view-hub-admin-service$/);
  release();
  await expect(page.getByRole('menuitem', { name: 'DASHBOARD' })).toBeVisible();
});

test('a tampered hand-off goes to /auth with nothing stored', async ({ page, api }) => {
  const { query } = await handoffQuery(api);
  query.set('authHash', sha256Hex('{"accessToken":"other","userId":1}'));
  await page.goto(`/view-hub-admin-service?${query}`);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('The sign-in link you followed is invalid or has expired. Please log in.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('a hand-off clears what was stored before, even when it fails', async ({ page, api }) => {
  void api;
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('selectedService', '9');
    }
  });
  await page.goto('/view-hub-admin-service?accessToken=nope');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('selectedService'))).toBeNull();
});

test('a well-formed hand-off for a user who is not a super administrator is refused', async ({ page, api }) => {
  void api;
  const centre = await Api.login(CENTRE_ADMIN.username, CENTRE_ADMIN.password);
  const { query } = await handoffQuery(centre);
  await page.goto(`/view-hub-admin-service?${query}`);
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('qip_portal_token'))).toBeNull();
});
