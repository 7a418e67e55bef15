/**
 * /view-hub-admin-service with links built as the Hub builds them: the independent crypto-js encoder in
 * tests/fixtures/hubHandoff.ts (written from the spec, not the portal's handoff.ts), the demo passphrase and a
 * real admin token from the fixture.
 */
import { test, expect, Api, CENTRE_ADMIN } from './fixtures';
import { SPEC_HASHES, hubHandoffQuery, plaintextsFor, withChangedHash } from '../fixtures/hubHandoff.ts';

const passphrase = process.env.VITE_HANDOFF_PASSPHRASE!;

async function hubLink(api: Api) {
  const user = (await api.get<{ id: number; email: string; user_type: string }>('/api/user')).body;
  return { user, query: hubHandoffQuery(plaintextsFor(api.token!, user), passphrase) };
}

test('a hand-off link built from the spec signs in: the dashboard opens at / with the query string gone', async ({
  page,
  api,
}) => {
  const { user, query } = await hubLink(api);
  await page.goto(`/view-hub-admin-service?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'DASHBOARD' })).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('qip_portal_token') ?? 'null'));
  expect(stored).toMatchObject({ accessToken: api.token, userId: user.id, user: { email: user.email } });
});

for (const hashName of Object.values(SPEC_HASHES)) {
  test(`the same link with ${hashName} changed goes to /auth and does not sign in`, async ({ page, api }) => {
    const { query } = await hubLink(api);
    await page.goto(`/view-hub-admin-service?${withChangedHash(query, hashName)}`);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(
      page.getByText('The sign-in link you followed is invalid or has expired. Please log in.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'DASHBOARD' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });
}

test('the hand-off page says "Please wait..." and removes the query string at once', async ({ page, api }) => {
  const { query } = await hubLink(api);
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
  const { query } = await hubLink(centre);
  await page.goto(`/view-hub-admin-service?${query}`);
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('qip_portal_token'))).toBeNull();
});
