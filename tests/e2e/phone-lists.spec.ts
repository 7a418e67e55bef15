/**
 * On a 390 px phone: a long e-mail address in the services' card lists (the dashboard and All services) is shown
 * from its start (it wraps at the end, never clipped at its start), and the users' cards show each user's access
 * when the back end sends it.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, EXTRA_FIELDS } from './fixtures';
import { portalServicesByName } from './services-helpers';
import { allDocs, nameOf } from './documents-list-helpers';

test.use({ viewport: { width: 390, height: 844 } });

/** The text's box lies inside the page's width: its start and its end can be read. */
async function expectWhollyInView(page: Page, text: Locator) {
  await expect(text).toBeVisible();
  const box = (await text.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const [screen, path] of [
  ['All services', '/services'],
  ['the dashboard', '/'],
] as const) {
  test(`${screen}: a long e-mail address on a phone is shown from its start`, async ({ api, adminPage: page }) => {
    const longest = (await portalServicesByName(api))
      .slice(0, 8)
      .reduce((a, b) => (b.primary_email.length > a.primary_email.length ? b : a));
    expect(longest.primary_email.length).toBeGreaterThan(40);
    await page.goto(path);
    await expectWhollyInView(page, page.getByText(longest.primary_email, { exact: true }));
  });
}

test(
  "the users' cards on a phone show each user's access, and nothing for a user whose access is not sent",
  EXTRA_FIELDS,
  async ({ api, adminPage: page }) => {
    const users = (await api.get<{ id: number; email: string; access_approved: boolean }[]>('/api/fetch-users/all'))
      .body;
    const approved = users.find((u) => u.access_approved)!;
    const revoked = users.find((u) => !u.access_approved)!;
    // a back end that does not send the access of one user (the field is optional)
    const silent = users.find((u) => u.id !== approved.id && u.id !== revoked.id)!;
    await page.route('**/api/fetch-users/all', async (route) => {
      const answer = await route.fetch();
      // the spec dialect's list (this test runs against it only: EXTRA_FIELDS)
      const body = (await answer.json()) as Record<string, unknown>[];
      for (const u of body) if (u.id === silent.id) delete u.access_approved;
      await route.fulfill({ response: answer, json: body });
    });
    await page.goto('/user-management');
    const card = (u: { email: string }) => page.getByRole('listitem').filter({ hasText: u.email }).first();
    const search = page.getByRole('searchbox', { name: 'Search users' });
    for (const [u, word] of [
      [approved, 'Approved'],
      [revoked, 'Revoked'],
    ] as const) {
      await search.fill(u.email);
      await expect(card(u)).toContainText(word);
    }
    await search.fill(silent.email);
    await expect(card(silent)).toBeVisible();
    await expect(card(silent)).not.toContainText('Approved');
    await expect(card(silent)).not.toContainText('Revoked');
  },
);

test('the documents cards offer what the table header does: select the page, sort, and the bulk menu', async ({
  api,
  adminPage: page,
}) => {
  const inNqa1 = (await allDocs(api)).filter((d) => d.nqa_area_id.includes(1));
  await page.goto('/nqa-documents');
  await expect(page.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('checkbox', { name: 'Select every document on this page' }).check();
  await expect(page.getByText(`${Math.min(10, inNqa1.length)} documents selected`)).toBeVisible();
  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete files' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Sort by/ }).click();
  await page.getByRole('menuitem', { name: /^File name/ }).click();
  const byName = inNqa1.map(nameOf).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  await expect(page.getByRole('listitem').first()).toContainText(byName[0]);
});

test('Create a document: all three tabs are in sight on a phone', async ({ adminPage: page }) => {
  await page.goto('/create-new-document');
  for (const name of ['NQA DOCUMENT', 'FOCUS OF THE MONTH', 'SERVICE SPECIFIC DOCUMENT']) {
    const tab = page.getByRole('tab', { name });
    await expect(tab).toBeVisible();
    await expectWhollyInView(page, tab);
  }
});

test('newsletters: SAVE ALL CHANGES stays with the form and never covers the list', async ({ adminPage: page }) => {
  await page.goto('/newsletter');
  const firstRow = page.getByRole('listitem').first();
  await expect(firstRow).toBeVisible();
  // a row brought to the bottom of the screen can be read to its last line: nothing floats over it
  const covered = await firstRow.evaluate((el) => {
    el.scrollIntoView({ block: 'end' });
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.bottom - 4);
    return !(hit && el.contains(hit));
  });
  expect(covered).toBe(false);
});

test("the users' cards on a phone have checkboxes and the bulk menu: a bulk delete asks, then deletes the selection", async ({
  api,
  adminPage: page,
}) => {
  type User = { id: number; first_name: string; last_name: string; email: string };
  const all = (await api.get<User[]>('/api/fetch-users/all')).body;
  const chosen = all.slice(10, 12);
  await page.goto('/user-management');
  const search = page.getByRole('searchbox', { name: 'Search users' });
  for (const u of chosen) {
    await search.fill(u.email);
    await page.getByRole('checkbox', { name: `Select ${u.first_name} ${u.last_name}` }).check();
  }
  await expect(page.getByText('2 items selected')).toBeVisible();
  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to permanently delete these 2 users?');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toContainText('This user is now permanently deleted');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  const left = (await api.get<User[]>('/api/fetch-users/all')).body.map((u) => u.id);
  expect(left).not.toContain(chosen[0].id);
  expect(left).not.toContain(chosen[1].id);
  expect(left).toHaveLength(all.length - 2);
  await expect(page.getByText('2 items selected')).toHaveCount(0);
});
