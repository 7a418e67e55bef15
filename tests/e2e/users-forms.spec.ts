/** Create and edit user (portal-core §2 Users, §5): defaults, choose-services, server field errors, reload, delete. */
import type { UserListEntry } from '../../src/types.ts';
import { test, expect, type Api, EXTRA_FIELDS } from './fixtures';
import { failRequests, holdRequests } from './routes.ts';
import type { Page } from '@playwright/test';

const users = async (api: Api) => (await api.get<UserListEntry[]>('/api/fetch-users/all')).body;

test('create a user: member and notify off by default, services from the dialog, CREATE USER @legacy', async ({
  adminPage: page,
  api,
}) => {
  const services = (
    await api.get<{ id: number; name: string; has_portal: number }[]>('/api/services-get-all')
  ).body.filter((s) => s.has_portal === 1);
  await page.goto('/user-management');
  await page.getByRole('link', { name: 'CREATE NEW USER' }).click();
  await expect(page).toHaveURL(/\/create-new-user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a new user' })).toBeVisible();
  // required markers
  await expect(page.getByLabel('First name *')).toBeVisible();
  await expect(page.getByLabel('Email *')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveText('Member');
  await expect(page.getByRole('switch', { name: 'Notify user by email' })).not.toBeChecked();

  await page.getByLabel('First name *').fill('Robin');
  await page.getByLabel('Last name *').fill('Fairweather');
  await page.getByLabel('Email *').fill('robin.fairweather@example.org');
  await page.getByLabel('Description').fill('Room leader, toddlers');
  await page.getByRole('button', { name: 'Choose services' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose services' });
  await dialog.getByRole('textbox', { name: 'Search services' }).fill(services[1].name);
  await dialog.getByRole('textbox', { name: 'Search services' }).press('Enter');
  await dialog.getByRole('checkbox', { name: services[1].name }).check();
  await expect(dialog.getByText('1 service chosen')).toBeVisible();
  await dialog.getByRole('button', { name: 'DONE' }).click();
  await expect(page.getByRole('button', { name: services[1].name })).toBeVisible(); // the chip
  await page.getByRole('button', { name: 'CREATE USER' }).click();

  await expect(page.getByText('User successfully created.')).toBeVisible();
  await expect(page).toHaveURL(/\/user-management/);
  const created = (await users(api)).find((u) => u.email === 'robin.fairweather@example.org');
  expect(created).toMatchObject({
    first_name: 'Robin',
    last_name: 'Fairweather',
    description: 'Room leader, toddlers',
    roles: [{ name: 'member' }],
    notify_email: 0,
    services: [services[1].id],
  });
});

test('the create-user form has the services fetched as it shows: the dialog opens on them without asking again', async ({
  adminPage: page,
  api,
}) => {
  const portal = (await api.get<{ id: number; name: string; has_portal: number }[]>('/api/services-get-all')).body
    .filter((s) => s.has_portal === 1)
    .map((s) => s.name)
    .sort((a, b) => a.localeCompare(b));
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/services-get-all') && res.ok());
  await page.goto('/create-new-user'); // a page load: nothing kept from before
  await expect(page.getByRole('heading', { level: 1, name: 'Create a new user' })).toBeVisible();
  await answered; // asked for by the form, the dialog not opened
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/services-get-all')) asked.push(req.url());
  });
  await page.getByRole('button', { name: 'Choose services' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose services' });
  await expect(dialog.getByRole('checkbox').first()).toHaveAccessibleName(portal[0]);
  await expect(dialog.getByRole('checkbox')).toHaveCount(Math.min(portal.length, 50));
  expect(asked).toEqual([]);
});

test(
  "the edit-user form names the user's services in its chips, asking for the services once",
  EXTRA_FIELDS,
  async ({ adminPage: page, api }) => {
    const all = (await api.get<{ id: number; name: string }[]>('/api/services-get-all')).body;
    const u = (await users(api)).find((x) => x.services.length > 0)!;
    const asked: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/services-get-all')) asked.push(req.url());
    });
    await page.goto(`/update-user?id=${u.id}`); // a page load: nothing kept from before
    await expect(page.getByRole('heading', { level: 1, name: 'Edit user' })).toBeVisible();
    for (const id of u.services) {
      await expect(page.getByRole('button', { name: all.find((s) => s.id === id)!.name })).toBeVisible(); // the chip
    }
    await page.getByRole('button', { name: 'Choose services' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose services' }).getByRole('checkbox').first()).toBeVisible();
    expect(asked).toHaveLength(1);
  },
);

test('choose services with the services unreadable: the dialog says so with Retry, never "No services found"; Retry lists them', async ({
  adminPage: page,
}) => {
  // unreadable from the start: the form asks for the services as it shows, before the dialog is opened
  await failRequests(page, '**/api/services-get-all', 'Disk on fire');
  await page.goto('/create-new-user');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a new user' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose services' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose services' });
  const alert = dialog.getByRole('alert').filter({ hasText: 'The list could not be loaded: Disk on fire' });
  await expect(alert).toBeVisible();
  await expect(dialog.getByText('No services found')).toHaveCount(0);
  await page.unroute('**/api/services-get-all');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toBeHidden();
  await expect(dialog.getByRole('checkbox').first()).toBeVisible();
});

test('CREATE USER on the empty form says what is required, under each field, and sends nothing', async ({
  adminPage: page,
}) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/create-user') sent.push(r.url());
  });
  await page.goto('/create-new-user');
  const create = page.getByRole('button', { name: 'CREATE USER' });
  await expect(create).toBeEnabled();
  await create.click();
  for (const label of ['First name', 'Last name', 'Email']) {
    const field = page.getByRole('textbox', { name: label });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('This field is required.');
  }
  await expect(page).toHaveURL(/\/create-new-user$/);
  expect(sent).toEqual([]);
});

test("create shows the rules under the fields and the server's duplicate-email error", async ({
  adminPage: page,
  api,
}) => {
  const taken = (await users(api))[0].email;
  const before = (await users(api)).length;
  await page.goto('/create-new-user');
  await page.getByLabel('First name *').fill('Sam');
  await page.getByRole('button', { name: 'CREATE USER' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(2); // last name, email
  await page.getByLabel('Last name *').fill('Doe');
  await page.getByLabel('Email *').fill('not-an-email');
  await page.getByRole('button', { name: 'CREATE USER' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByLabel('Email *').fill(taken.toUpperCase());
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await page.getByRole('switch', { name: 'Notify user by email' }).check();
  await page.getByRole('button', { name: 'CREATE USER' }).click();
  // the server's 422, under the email field
  await expect(page.getByText('This email is already taken.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/create-new-user$/);
  expect((await users(api)).length).toBe(before);
});

/**
 * What the page writes on the console as an error, and its uncaught errors. The browser's own line for a response
 * with an error status ('Failed to load resource: ...') is the network log, written by no script: left out.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource: the server responded with a status'))
      errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  return errors;
}

test('a duplicate email on create (a 422 the form shows) and an unknown user write no console error', async ({
  adminPage: page,
  api,
}) => {
  const taken = (await users(api))[0].email;
  const errors = consoleErrors(page);
  await page.goto('/create-new-user');
  await page.getByLabel('First name *').fill('Sam');
  await page.getByLabel('Last name *').fill('Doe');
  await page.getByLabel('Email *').fill(taken);
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/create-user');
  await page.getByRole('button', { name: 'CREATE USER' }).click();
  expect((await refused).status()).toBe(422);
  await expect(page.getByText('This email is already taken.')).toBeVisible();

  await page.goto('/update-user?id=999999');
  await expect(page.getByRole('alert')).toContainText('This user could not be loaded.');
  expect(errors).toEqual([]);
});

test('edit a user from the row menu: SAVE CHANGES TO USER, duplicate email, reload keeps the form @legacy', async ({
  adminPage: page,
  api,
}) => {
  const [u, other] = await users(api);
  await page.goto('/user-management');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(u.email);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Actions for ${u.first_name} ${u.last_name}` }).click();
  await page.getByRole('menuitem', { name: 'Update' }).click();
  await expect(page).toHaveURL(new RegExp(`/update-user\\?id=${u.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit user' })).toBeVisible();
  await expect(page.getByLabel('Email *')).toHaveValue(u.email);

  await page.reload();
  await expect(page.getByLabel('Email *')).toHaveValue(u.email);
  await expect(page.getByLabel('First name *')).toHaveValue(u.first_name);

  await page.getByLabel('Email *').fill(other.email);
  await page.getByRole('button', { name: 'SAVE CHANGES TO USER' }).click();
  await expect(page.getByText('This email is already taken.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  expect((await users(api)).find((x) => x.id === u.id)!.email).toBe(u.email);

  await page.getByLabel('Email *').fill(u.email);
  await page.getByLabel('First name *').fill('Renamed');
  await page.getByRole('switch', { name: 'Notify user by email' }).setChecked(!u.notify_email);
  await page.getByRole('button', { name: 'SAVE CHANGES TO USER' }).click();
  await expect(page.getByText('User successfully updated.')).toBeVisible();
  const stored = (await users(api)).find((x) => x.id === u.id)!;
  expect(stored.first_name).toBe('Renamed');
  expect(stored.notify_email).toBe(u.notify_email ? 0 : 1);
  expect(stored.last_name).toBe(u.last_name);
});

test('a page load of /update-user shows "Loading..." until the user is read, then the form with the user', async ({
  adminPage: page,
  api,
}) => {
  const [u] = await users(api);
  // the users read held back until the page has been looked at (released below, not a timer)
  const release = await holdRequests(page, '**/api/fetch-users/all');
  await page.goto(`/update-user?id=${u.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit user' })).toBeVisible();
  await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
  // no empty form to type into meanwhile: what a person typed there was lost when the user arrived
  await expect(page.getByLabel('First name *')).toHaveCount(0);
  release();
  await expect(page.getByLabel('First name *')).toHaveValue(u.first_name);
  await expect(page.getByLabel('Email *')).toHaveValue(u.email);
  await expect(page.getByRole('status').getByText('Loading...')).toHaveCount(0);
});

// An unknown id says the user could not be loaded, with the reason and a way back, rather than redirecting.
test('/update-user without a user goes back to the list; an unknown id says it could not be loaded', async ({
  adminPage: page,
}) => {
  await page.goto('/update-user');
  await expect(page).toHaveURL(/\/user-management$/);
  await page.goto('/update-user?id=999999');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This user could not be loaded.');
  await expect(alert).toContainText('nothing has this id');
  await alert.getByRole('link', { name: 'Back to user management' }).click();
  await expect(page).toHaveURL(/\/user-management$/);
});

test('PERMANENTLY DELETE USER: UNDO keeps the user, OK deletes and returns to the list', async ({
  adminPage: page,
  api,
}) => {
  const u = (await users(api))[7];
  await page.goto(`/update-user?id=${u.id}`);
  await expect(page.getByLabel('Email *')).toHaveValue(u.email);
  await page.getByRole('button', { name: 'PERMANENTLY DELETE USER' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to permanently delete this user?');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toContainText('This user is now permanently deleted');
  await dialog.getByRole('button', { name: 'UNDO' }).click();
  expect((await users(api)).some((x) => x.id === u.id)).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/update-user\\?id=${u.id}$`));

  await page.getByRole('button', { name: 'PERMANENTLY DELETE USER' }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/user-management$/);
  expect((await users(api)).some((x) => x.id === u.id)).toBe(false);
});

// A chip names its service, never its bare id, while the services are read and after the read has failed.
test(
  "the user's service chips say Loading... until the services' names come, and a failed read says so",
  EXTRA_FIELDS,
  async ({ adminPage: page, api }) => {
    const u = (await users(api)).find((x) => x.services.length > 0)!;
    const services = (await api.get<{ id: number; name: string }[]>('/api/services-get-all')).body;
    const firstName = services.find((s) => s.id === Number(u.services[0]))!.name;
    const release = await holdRequests(page, '**/api/services-get-all');
    await page.goto(`/update-user?id=${u.id}`);
    await expect(page.getByLabel('First name *')).toHaveValue(u.first_name);
    await expect(page.getByRole('button', { name: 'Loading...' }).first()).toBeVisible();
    await expect(page.getByText(/^#\d+$/)).toHaveCount(0);
    release();
    await expect(page.getByRole('button', { name: firstName })).toBeVisible();
    await page.unrouteAll();

    await failRequests(page, '**/api/services-get-all', 'Disk on fire');
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: "The services' names could not be loaded: Disk on fire" });
    await expect(alert).toBeVisible();
    await page.unroute('**/api/services-get-all');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole('button', { name: firstName })).toBeVisible();
  },
);
