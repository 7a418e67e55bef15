/**
 * Keyboard only: sign in, approve a user's access and delete a newsletter with page.keyboard alone, no
 * mouse and no clicks. Each step tabs to a control found by its name and presses Enter or Space, the way a person
 * without a mouse does.
 */
import type { Locator, Page } from '@playwright/test';
import type { Newsletter } from '../../src/types.ts';
import { test, expect, ADMIN, type Api } from './fixtures';
import type { Json } from './services-helpers.ts';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

async function arrowTo(page: Page, target: Locator, max = 20) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`could not reach ${target} with the arrow keys`);
}

/** The visible focus ring: the focused element (or its control wrapper) draws an outline or a ring. */
async function expectFocusVisible(target: Locator) {
  const style = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle, width: parseFloat(s.outlineWidth), shadow: s.boxShadow };
  });
  expect(style.outline !== 'none' && style.width > 0, JSON.stringify(style)).toBe(true);
}

const users = async (api: Api) => (await api.get<Json[]>('/api/fetch-users/all')).body;

test('sign in, approve a user and delete a newsletter without the mouse', async ({ page, api }) => {
  test.setTimeout(180_000);
  // a user whose access is revoked, to approve
  const target = (await users(api)).find((u) => u.access_approved === false || u.access_approved === 0);
  expect(target, 'the seed has a user without access').toBeTruthy();
  // the newest heads the list (newest first)
  const newsletter = (await api.get<Newsletter[]>('/api/newsletter-get-all')).body.sort((a, b) =>
    b.date.localeCompare(a.date),
  )[0]!;

  // sign in
  await page.goto('/');
  const username = page.getByLabel('Username');
  await tabTo(page, username);
  await page.keyboard.type(ADMIN.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  // the signed-in portal's code loads now (the login page does not carry it)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });

  // the top-bar search shows where the focus is
  const search = page.getByPlaceholder('Type your search term here & hit enter');
  await tabTo(page, search);
  await expectFocusVisible(search.locator('xpath=..'));

  // USERS in the menu
  const usersItem = page.getByRole('menuitem', { name: 'USERS', exact: true });
  await tabTo(page, usersItem);
  await expectFocusVisible(usersItem);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user-management$/);

  // find the user by the list's search, then its row menu: Approve access, Yes
  const name = `${target!.first_name} ${target!.last_name}`;
  const box = page.getByLabel('Search users');
  await tabTo(page, box);
  await page.keyboard.type(target!.email);
  const rowMenu = page.getByRole('button', { name: `Actions for ${name}` });
  await expect(rowMenu).toBeVisible();
  await expect(page.getByRole('main').locator('tbody tr')).toHaveCount(1);
  await tabTo(page, rowMenu);
  await expectFocusVisible(rowMenu);
  await page.keyboard.press('Enter');
  const approve = page.getByRole('menuitem', { name: 'Approve access' });
  await expect(approve).toBeVisible();
  await arrowTo(page, approve);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to approve access to this user?');
  const yes = confirm.getByRole('button', { name: 'Yes' });
  await tabTo(page, yes);
  await page.keyboard.press('Enter');
  await expect(page.getByText('The user access is now approve/revoke.')).toBeVisible();
  await expect.poll(async () => (await users(api)).find((u) => u.id === target!.id)?.access_approved).toBeTruthy();

  // NEWSLETTERS in the menu, the newsletter's row menu: Delete, Yes
  const newslettersItem = page.getByRole('menuitem', { name: 'NEWSLETTERS', exact: true });
  await tabTo(page, newslettersItem, { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/newsletter$/);
  const newsletterMenu = page.getByRole('button', { name: `Actions for ${newsletter.title}` });
  await expect(newsletterMenu).toBeVisible();
  await tabTo(page, newsletterMenu, { max: 150 });
  await page.keyboard.press('Space');
  const del = page.getByRole('menuitem', { name: 'Delete', exact: true });
  await expect(del).toBeVisible();
  await arrowTo(page, del);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const confirmDelete = dialog.getByRole('button', { name: /^(Yes|OK|DELETE|REMOVE)$/ }).first();
  await tabTo(page, confirmDelete);
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await api.get<Newsletter[]>('/api/newsletter-get-all')).body.map((n) => n.id))
    .not.toContain(newsletter.id);
});
