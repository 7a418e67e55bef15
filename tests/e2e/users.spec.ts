/** User management (portal-core §2 Users, §4, §8): filters, row and bulk actions with their confirmations. */
import type { Page } from '@playwright/test';
import type { UserListEntry } from '../../src/types.ts';
import { test, expect, type Api, EXTRA_FIELDS } from './fixtures';

const users = async (api: Api, filter = 'all') => (await api.get<UserListEntry[]>(`/api/fetch-users/${filter}`)).body;
const byId = async (api: Api, id: number) => (await users(api)).find((u) => u.id === id);

/** Narrows the list to one user by email, so its row is on the first page. */
async function showOnly(page: Page, email: string) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(page.getByRole('row')).toHaveCount(2); // header + the user
  return page.getByRole('row').filter({ hasText: email });
}

async function rowAction(page: Page, u: UserListEntry, action: string) {
  const row = await showOnly(page, u.email);
  await row.getByRole('button', { name: `Actions for ${u.first_name} ${u.last_name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

const confirmDialog = (page: Page) => page.getByRole('dialog');

test.beforeEach(async ({ adminPage: page }) => {
  await page.goto('/');
  await page.getByRole('menuitem', { name: 'USERS', exact: true }).click();
  await expect(page).toHaveURL(/\/user-management/);
  await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible();
});

test('role filters: Member users, Admin users, All users @legacy', async ({ adminPage: page, api }) => {
  const admins = await users(api, 'admin');
  const all = await users(api);
  await page.getByRole('button', { name: 'Admin users' }).click();
  const rows = page.getByRole('row');
  // one page (10) at most; every visible row is an admin and the first admin by name is there
  await expect(rows.nth(1)).toContainText('Admin');
  const firstAdmin = [...admins].sort((a, b) => a.first_name.localeCompare(b.first_name))[0];
  await expect(page.getByRole('cell', { name: firstAdmin.email })).toBeVisible();
  for (const cell of await page.getByRole('row').locator('td:nth-child(4)').allTextContents())
    expect(cell).toBe('Admin');
  await page.getByRole('button', { name: 'Member users' }).click();
  await expect(page.getByRole('cell', { name: firstAdmin.email })).toHaveCount(0);
  for (const cell of await page.getByRole('row').locator('td:nth-child(4)').allTextContents())
    expect(cell).toBe('Member');
  await page.getByRole('button', { name: 'All users' }).click();
  const pages = Math.ceil(all.length / 10);
  await expect(page.getByRole('button', { name: `Go to page ${pages}` })).toBeVisible();
});

test(
  'filter by service: search in the dialog, Filter Services, pick one, only its users remain',
  EXTRA_FIELDS,
  async ({ adminPage: page, api }) => {
    const all = await users(api);
    const services = (
      await api.get<{ id: number; name: string; has_portal: number }[]>('/api/services-get-all')
    ).body.filter((s) => s.has_portal === 1);
    const service = services.find((s) => all.some((u) => u.services.includes(s.id)))!;
    const members = all.filter((u) => u.services.includes(service.id));
    await page.getByRole('button', { name: 'Filter by service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose services' });
    await expect(dialog.getByRole('checkbox')).toHaveCount(services.length);
    await dialog.getByRole('textbox', { name: 'Search services' }).fill(service.name.slice(0, 12).toUpperCase());
    await dialog.getByRole('button', { name: 'Filter Services' }).click();
    const matching = services.filter((s) => s.name.toLowerCase().includes(service.name.slice(0, 12).toLowerCase()));
    await expect(dialog.getByRole('checkbox')).toHaveCount(matching.length);
    await dialog.getByRole('checkbox', { name: service.name }).check();
    await dialog.getByRole('button', { name: 'DONE' }).click();
    await expect(page.getByText('Service: 1 chosen')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(Math.min(members.length, 10) + 1);
    for (const u of members.slice(0, 10)) await expect(page.getByRole('cell', { name: u.email })).toBeVisible();
  },
);

test(
  'single approve and revoke: Yes applies with the spec message, No changes nothing',
  EXTRA_FIELDS,
  async ({ adminPage: page, api }) => {
    const revoked = (await users(api)).find((u) => !u.access_approved)!;
    await rowAction(page, revoked, 'Approve access');
    await expect(confirmDialog(page)).toContainText('Are you sure you want to approve access to this user?');
    await confirmDialog(page).getByRole('button', { name: 'No' }).click();
    expect((await byId(api, revoked.id))!.access_approved).toBe(false);

    await rowAction(page, revoked, 'Approve access');
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('The user access is now approve/revoke.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: revoked.email })).toContainText('Approved');
    expect((await byId(api, revoked.id))!.access_approved).toBe(true);

    await rowAction(page, revoked, 'Revoke access');
    await expect(confirmDialog(page)).toContainText('Are you sure you want to revoke access to this user?');
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('row').filter({ hasText: revoked.email })).toContainText('Revoked');
    expect((await byId(api, revoked.id))!.access_approved).toBe(false);
  },
);

test('single delete: UNDO keeps the user, OK deletes it', async ({ adminPage: page, api }) => {
  const u = (await users(api))[5];
  await rowAction(page, u, 'Delete');
  await expect(confirmDialog(page)).toContainText('Are you sure you want to permanently delete this user?');
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(confirmDialog(page)).toContainText('This user is now permanently deleted');
  await confirmDialog(page).getByRole('button', { name: 'UNDO' }).click();
  await expect(confirmDialog(page)).toHaveCount(0);
  expect(await byId(api, u.id)).toBeDefined();
  await expect(page.getByRole('row').filter({ hasText: u.email })).toBeVisible();

  await rowAction(page, u, 'Delete');
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await confirmDialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('No users found')).toBeVisible();
  expect(await byId(api, u.id)).toBeUndefined();
});

/** Ticks the rows of the given users (searching by the shared email domain keeps them all on one page). */
async function selectUsers(page: Page, chosen: UserListEntry[]) {
  for (const u of chosen) {
    await page.getByRole('searchbox', { name: 'Search users' }).fill(u.email);
    const row = page.getByRole('row').filter({ hasText: u.email });
    await row.getByRole('checkbox').check();
  }
  await expect(page.getByText(`${chosen.length} items selected`)).toBeVisible();
}

test('bulk approve and revoke through the bulk menu @legacy', async ({ adminPage: page, api }) => {
  const revoked = (await users(api)).filter((u) => !u.access_approved).slice(0, 3);
  expect(revoked.length).toBe(3);
  await page.getByRole('button', { name: 'Admin users' }).click();
  await page.getByRole('button', { name: 'All users' }).click();
  await selectUsers(page, revoked);
  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Approve access' }).click();
  // more than one: the count is named (spec §5 'Counts above 1 use plural wording')
  await expect(confirmDialog(page)).toContainText('Are you sure you want to approve access to these 3 users?');
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  // the result is the spec's words whatever the count
  await expect(page.getByText('The user access is now approve/revoke.')).toBeVisible();
  const after = await users(api);
  for (const u of revoked) expect(after.find((x) => x.id === u.id)!.access_approved).toBe(true);
  await expect(page.getByText('3 items selected')).toHaveCount(0);

  await selectUsers(page, revoked.slice(0, 2));
  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Revoke access' }).click();
  await expect(confirmDialog(page)).toContainText('Are you sure you want to revoke access to these 2 users?');
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The user access is now approve/revoke.')).toBeVisible();
  const final = await users(api);
  expect(final.find((x) => x.id === revoked[0].id)!.access_approved).toBe(false);
  expect(final.find((x) => x.id === revoked[1].id)!.access_approved).toBe(false);
  expect(final.find((x) => x.id === revoked[2].id)!.access_approved).toBe(true);
});

test('bulk delete: UNDO keeps everyone, OK deletes the selection @legacy', async ({ adminPage: page, api }) => {
  const chosen = (await users(api)).slice(10, 12);
  await selectUsers(page, chosen);
  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(confirmDialog(page)).toContainText('Are you sure you want to permanently delete these 2 users?');
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  // the spec's words whatever the count, the count on a line of its own
  await expect(confirmDialog(page)).toContainText('This user is now permanently deleted');
  await expect(confirmDialog(page)).toContainText('2 users selected');
  await confirmDialog(page).getByRole('button', { name: 'UNDO' }).click();
  expect((await users(api)).filter((u) => chosen.some((c) => c.id === u.id))).toHaveLength(2);

  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(confirmDialog(page)).toContainText('This user is now permanently deleted');
  await confirmDialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(confirmDialog(page)).toHaveCount(0);
  expect((await users(api)).filter((u) => chosen.some((c) => c.id === u.id))).toHaveLength(0);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(chosen[0].email);
  await expect(page.getByText('No users found')).toBeVisible();
});
