/**
 * Services, dashboard, users and newsletters lists: kept and asked again on each visit, sort/page/search
 * without a request, failures shown with Retry (never as an empty list), counts, CREATE, phone card lists, the
 * services actions menu by keyboard and by tap, and search-then-edit staying on the edit page.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect, API_URL, answerStatuses } from './fixtures';
import { portalServicesByName } from './services-helpers';

const LIST_CALLS = {
  services: '**/api/services-get-all',
  users: '**/api/fetch-users/**',
  newsletters: '**/api/newsletter-get-all',
};

/** Every call the page makes to the back end from now on. */
function recordApiCalls(page: Page) {
  const calls: string[] = [];
  const onRequest = (r: Request) => {
    if (r.url().startsWith(API_URL) && r.method() !== 'OPTIONS') calls.push(`${r.method()} ${r.url()}`);
  };
  page.on('request', onRequest);
  return calls;
}

const nameCells = (page: Page) => page.locator('tbody td.column-name');

test('services: search, sort and pages work on the loaded rows without any request', async ({
  api,
  adminPage: page,
}) => {
  const portal = await portalServicesByName(api);
  await page.goto('/services');
  await expect(nameCells(page)).toHaveText(portal.slice(0, 8).map((s) => s.name));
  await expect(page.getByText(`1-8 of ${portal.length}`, { exact: true })).toBeVisible();
  const calls = recordApiCalls(page);

  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(nameCells(page).first()).toHaveText(portal[8].name);
  await expect(page.getByText(`9-${Math.min(16, portal.length)} of ${portal.length}`, { exact: true })).toBeVisible();
  await page.getByRole('columnheader', { name: 'Service name' }).getByRole('button').click();
  await expect(nameCells(page).first()).toHaveText(portal[portal.length - 1].name);
  const term = portal[2].name.slice(1, 6);
  const matching = portal.filter((s) => s.name.toLowerCase().includes(term.toLowerCase()));
  await page.getByPlaceholder('Type service name').fill(term.toUpperCase());
  await expect(nameCells(page)).toHaveCount(Math.min(8, matching.length));
  await expect(
    page.getByText(`1-${Math.min(8, matching.length)} of ${matching.length}`, { exact: true }),
  ).toBeVisible();

  expect(calls).toEqual([]);
});

test('users: role filter, search and pages make no request', async ({ adminPage: page }) => {
  await page.goto('/user-management');
  await expect(page.getByRole('row')).toHaveCount(11);
  const calls = recordApiCalls(page);
  await page.getByRole('button', { name: 'Admin users' }).click();
  // react-admin's list controller applies a filter a tick after the click: every role cell says Admin once it has
  const roles = page.getByRole('row').locator('td:nth-child(4)');
  await expect(roles.first()).toHaveText('Admin');
  await expect(roles.filter({ hasNotText: /^Admin$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'All users' }).click();
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page.getByText(/^11-20 of \d+$/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('zzz-nobody');
  await expect(page.getByText('No users found')).toBeVisible();
  expect(calls).toEqual([]);
});

test('a later visit shows the kept services at once and asks again: unchanged, they come back as 304', async ({
  api,
  adminPage: page,
}) => {
  const portal = await portalServicesByName(api);
  await page.goto('/');
  const region = page.getByRole('region', { name: 'List of Services' });
  await expect(region.locator('tbody td.column-name').first()).toHaveText(portal[0].name);
  const statuses = answerStatuses(page, '/api/services-get-all');
  // the dashboard and All services share the one fetched collection
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'View services' }).click();
  await expect(nameCells(page).first()).toHaveText(portal[0].name);
  await page.getByRole('menuitem', { name: 'DASHBOARD', exact: true }).click();
  await expect(region.locator('tbody td.column-name').first()).toHaveText(portal[0].name);
  await expect.poll(() => statuses.length).toBeGreaterThanOrEqual(2);
  expect(statuses.every((s) => s === 304)).toBe(true);
});

// The first load asks for the screen's collection at boot, beside the portal's code (src/boot/preload.ts); the
// screen's own call must take that answer, not ask a second time.
for (const { path, call, rows } of [
  { path: '/services', call: '/api/services-get-all', rows: 'tbody td.column-name' },
  { path: '/', call: '/api/services-get-all', rows: 'tbody td.column-name' },
  { path: '/user-management', call: '/api/fetch-users/all', rows: 'tbody tr td' },
  { path: '/newsletter', call: '/api/newsletter-get-all', rows: 'tbody tr td' },
  { path: '/nqa-documents', call: '/api/getDocuments', rows: 'tbody tr td' },
]) {
  test(`a first load of ${path} shows its rows and asks for them once`, async ({ adminPage: page }) => {
    const calls = recordApiCalls(page);
    await page.goto(path);
    await expect(page.locator(rows).first()).toBeVisible();
    expect(calls.filter((c) => new URL(c.split(' ')[1]).pathname === call)).toEqual([`GET ${API_URL}${call}`]);
  });
}

// A move to another screen asks for its code and its collection together (src/boot/preload.ts, from the screen's
// route as it renders, whatever made the move): the collection must leave while the code is still on its way, and
// the screen must take that fetch rather than ask again. Each move starts from a screen that has not read the
// collection (the dashboard reads the documents for its review tile).
for (const { menu, from, chunk, call, heading } of [
  {
    menu: 'USERS',
    from: '/newsletter',
    chunk: '**/assets/UserList-*.js',
    call: '/api/fetch-users/all',
    heading: 'User management',
  },
  {
    menu: 'NEWSLETTERS',
    from: '/user-management',
    chunk: '**/assets/NewsletterPage-*.js',
    call: '/api/newsletter-get-all',
    heading: 'Upload a newsletter',
  },
  {
    menu: 'DOCUMENTS',
    from: '/user-management',
    chunk: '**/assets/DocumentList-*.js',
    call: '/api/getDocuments',
    heading: /^NQA1/,
  },
]) {
  test(`${menu} from the menu: its collection is asked for while its code loads, and only once`, async ({
    adminPage: page,
  }) => {
    await page.goto(from);
    await expect(page.locator('main tbody tr td').first()).toBeVisible();
    const calls = recordApiCalls(page);
    // the screen's code is held until its collection has been asked for (at most 10 s)
    const asked = page
      .waitForRequest((r) => new URL(r.url()).pathname === call, { timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    let askedWhileCodeHeld = false;
    await page.route(chunk, async (route) => {
      askedWhileCodeHeld = await asked;
      await route.continue();
    });
    await page.getByRole('menuitem', { name: menu, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('main tbody tr td').first()).toBeVisible();
    expect(askedWhileCodeHeld).toBe(true);
    expect(calls.filter((c) => new URL(c.split(' ')[1]).pathname === call)).toEqual([`GET ${API_URL}${call}`]);
  });
}

test('View documents from the dashboard opens on the documents its review tile read, and asks once more (304)', async ({
  adminPage: page,
}) => {
  await page.goto('/');
  await expect(page.getByText(/^\d+ documents? due for review$/)).toBeVisible();
  const statuses = answerStatuses(page, '/api/getDocuments');
  await page.getByRole('link', { name: 'View documents', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^NQA1/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main tbody tr td').first()).toBeVisible();
  await expect.poll(() => statuses).toEqual([304]);
});

for (const { name, path, call, empty } of [
  { name: 'services', path: '/services', call: LIST_CALLS.services, empty: 'No services found' },
  { name: 'dashboard services', path: '/', call: LIST_CALLS.services, empty: 'No documents found' },
  { name: 'users', path: '/user-management', call: LIST_CALLS.users, empty: 'No users found' },
  { name: 'newsletters', path: '/newsletter', call: LIST_CALLS.newsletters, empty: 'No newsletters yet.' },
]) {
  test(`${name}: a 500 shows the reason and Retry, never the empty text; Retry loads the rows`, async ({
    adminPage: page,
  }) => {
    await page.route(call, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Disk on fire' }),
      }),
    );
    await page.goto(path);
    // the newsletters screen loads the upload form's code first: on a busy machine that alone can take seconds
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    const alert = page.getByRole('alert').filter({ hasText: 'The list could not be loaded: Disk on fire' });
    await expect(alert).toBeVisible();
    await expect(page.getByText(empty)).toHaveCount(0);
    await page.unroute(call);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByText(/^1-\d+ of \d+$/).first()).toBeVisible();
  });
}

test('services with the back end unreachable: the error state says so, with Retry', async ({ adminPage: page }) => {
  await page.route(LIST_CALLS.services, (route) => route.abort('connectionrefused'));
  await page.goto('/services');
  const alert = page.getByRole('alert').filter({ hasText: 'The list could not be loaded' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByText('No services found')).toHaveCount(0);
});

test('users: a refresh that fails keeps the rows on screen and says they could not be refreshed', async ({
  adminPage: page,
}) => {
  await page.goto('/user-management');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const firstEmail = (await firstRow.locator('td.column-email').textContent()) ?? '';
  await page.route(LIST_CALLS.users, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Disk on fire' }) }),
  );
  // approving access changes the users: the list reads them again, and that read fails
  await firstRow.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Approve access' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be refreshed' })).toContainText('Disk on fire');
  await expect(page.getByRole('cell', { name: firstEmail })).toBeVisible();
  await expect(page.getByText('No users found')).toHaveCount(0);
});

test('services: a CREATE button opens the create page', async ({ adminPage: page }) => {
  await page.goto('/services');
  await page.getByRole('link', { name: 'CREATE' }).click();
  await expect(page).toHaveURL(/\/create-new-service$/);
});

test('services: searching, then opening Edit service details at once, stays on the edit page', async ({
  api,
  adminPage: page,
}) => {
  const portal = await portalServicesByName(api);
  const target = portal[1];
  await page.goto('/services');
  await expect(nameCells(page).first()).toHaveText(portal[0].name);
  // From here the page's timers are ours to advance: anything the search scheduled runs before the last check.
  await page.clock.install();
  // the target is on the first page already: its menu is opened right after typing, as a quick person would
  await page.getByPlaceholder('Type service name').fill(target.name);
  await page.getByRole('button', { name: `Actions for ${target.name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit service details' }).click();
  await expect(page).toHaveURL(new RegExp(`/update-service\\?id=${target.id}$`));
  await page.clock.runFor(2000);
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${target.name}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/update-service\\?id=${target.id}$`));
});

test('services actions menu: Enter and Space open it on the first item, arrows move, Escape closes', async ({
  api,
  adminPage: page,
}) => {
  const first = (await portalServicesByName(api))[0];
  await page.goto('/services');
  const button = page.getByRole('button', { name: `Actions for ${first.name}` });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit service details' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'View as service' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'View as service' })).toHaveCount(0);
  await expect(button).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('menuitem', { name: 'Edit service details' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'The Hub' })).toBeVisible();
});

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('services are cards with their actions one tap away, and CREATE is there', async ({ api, adminPage: page }) => {
    const portal = await portalServicesByName(api);
    await page.goto('/services');
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = page.getByRole('listitem').filter({ hasText: portal[0].primary_email });
    await expect(card).toContainText(portal[0].name);
    await card.getByRole('button', { name: `Actions for ${portal[0].name}` }).tap();
    await page.getByRole('menuitem', { name: 'Edit service details' }).tap();
    await expect(page).toHaveURL(new RegExp(`/update-service\\?id=${portal[0].id}$`));
    await page.goto('/services');
    await page.getByRole('link', { name: 'CREATE' }).tap();
    await expect(page).toHaveURL(/\/create-new-service$/);
  });

  test('users and newsletters are cards with their row menus', async ({ adminPage: page }) => {
    await page.goto('/user-management');
    await expect(page.getByRole('table')).toHaveCount(0);
    const userCard = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Actions for / }) });
    await expect(userCard).toHaveCount(10);
    await userCard
      .first()
      .getByRole('button', { name: /^Actions for / })
      .tap();
    await expect(page.getByRole('menuitem', { name: 'Approve access' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/newsletter');
    const newsletterCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Actions for / }) });
    await expect(newsletterCard).toHaveCount(8);
    await newsletterCard
      .first()
      .getByRole('button', { name: /^Actions for / })
      .tap();
    await expect(page.getByRole('menuitem', { name: 'Download newsletter' })).toBeVisible();
  });
});
