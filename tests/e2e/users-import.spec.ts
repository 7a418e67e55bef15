/**
 * Beyond the spec: users from a spreadsheet on /user-management (IMPORT). Every row is checked with the create
 * form's rules before anything is sent; then POST /api/create-user one row at a time, with progress, cancel, the
 * server's reasons and a CSV of the rows not created; a second import of the same file creates nobody.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { UserListEntry } from '../../src/types.ts';
import { test, expect, type Api } from './fixtures';
import { failRequests, holdRequests } from './routes.ts';

const HEADER = 'First name,Last name,Email,Description,Role,Notify';
const users = async (api: Api) => (await api.get<UserListEntry[]>('/api/fetch-users/all')).body;
const emailsOf = async (api: Api) => new Set((await users(api)).map((u) => u.email));

type Line = { first: string; last: string; email: string; role: string; notify: string };
const line = (i: number, tag: string): Line => ({
  first: `Imported${i}`,
  last: 'Educator',
  email: `${tag}.${i}@centre.example.org`,
  role: i % 5 === 0 ? 'Admin' : 'Member',
  notify: i % 2 === 0 ? 'Yes' : 'No',
});
const csv = (lines: Line[]) =>
  [HEADER, ...lines.map((l) => `${l.first},${l.last},${l.email},"Room ${l.first}, north",${l.role},${l.notify}`)].join(
    '\r\n',
  );

async function openImport(page: Page) {
  await page.goto('/user-management');
  // a cold load of the list (its code and the users): on a busy machine it takes longer than a click's wait
  await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import users from a CSV file' });
  await expect(dialog).toBeVisible();
  return dialog;
}
const choose = (page: Page, label: string, text: string) =>
  page
    .getByRole('dialog')
    .getByLabel(label)
    .setInputFiles({ name: 'centre-staff.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

/** The rows the browser sent to POST /api/create-user. */
function createCalls(page: Page) {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/create-user')) sent.push(r.url());
  });
  return sent;
}

test('a file of 50 rows with 3 wrong: nothing sent until fixed, then 50 created; importing it again creates none @legacy', async ({
  api,
  adminPage: page,
}) => {
  test.slow();
  const sent = createCalls(page);
  const before = (await users(api)).length;
  const good = Array.from({ length: 50 }, (_, i) => line(i + 1, 'staff'));
  const bad = good.map((l, i) =>
    i === 4 ? { ...l, email: 'not-an-email' } : i === 16 ? { ...l, first: '' } : i === 32 ? { ...l, role: 'Owner' } : l,
  );

  const dialog = await openImport(page);
  await choose(page, 'CHOOSE CSV FILE', csv(bad));
  await expect(dialog.getByRole('status')).toHaveText('50 rows: 47 ready, 0 already users, 3 with problems.');
  await expect(dialog.getByText('Nothing is created while a row has a problem.', { exact: false })).toBeVisible();
  const rowOf = (n: number) =>
    dialog
      .getByRole('table', { name: 'Rows of the file' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: String(n), exact: true }) });
  // data row 5 is the spreadsheet's row 6 (the header is row 1)
  await expect(rowOf(6)).toContainText('Email: Please enter a valid email address.');
  await expect(rowOf(18)).toContainText('First name: This field is required.');
  await expect(rowOf(34)).toContainText('Role: The selected value is invalid.');
  await expect(rowOf(2)).toContainText('Ready');
  await expect(dialog.getByRole('button', { name: 'CREATE 47 USERS' })).toBeDisabled();
  expect(sent).toHaveLength(0);
  expect((await users(api)).length).toBe(before);

  // fixed in the spreadsheet and chosen again
  await choose(page, 'CHOOSE ANOTHER FILE', csv(good));
  await expect(dialog.getByRole('status')).toHaveText('50 rows: 50 ready, 0 already users, 0 with problems.');
  await dialog.getByRole('button', { name: 'CREATE 50 USERS' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Created: 50. Already users, not created: 0. Failed: 0.', {
    timeout: 60_000,
  });
  expect(sent).toHaveLength(50);
  const stored = await users(api);
  expect(stored.length).toBe(before + 50);
  const admin = stored.find((u) => u.email === 'staff.5@centre.example.org');
  expect(admin).toMatchObject({ first_name: 'Imported5', last_name: 'Educator', description: 'Room Imported5, north' });
  expect(admin?.roles[0]?.name).toBe('admin');
  expect(Number(stored.find((u) => u.email === 'staff.2@centre.example.org')?.notify_email)).toBe(1);

  // the list shows them once the dialog closes
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('staff.50@centre');
  await expect(page.getByRole('cell', { name: 'staff.50@centre.example.org' })).toBeVisible();

  // the same file again: every row is a user already, nothing to create
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await choose(page, 'CHOOSE CSV FILE', csv(good));
  await expect(dialog.getByRole('status')).toHaveText('50 rows: 0 ready, 50 already users, 0 with problems.');
  await expect(dialog.getByText('Every user of this file already exists: there is nothing to create.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'CREATE 0 USERS' })).toBeDisabled();
  expect(sent).toHaveLength(50);
  expect((await users(api)).length).toBe(before + 50);
});

test('a row the server refuses does not stop the rest; an email taken meanwhile (422) is reported, not created; the rows not created download as CSV', async ({
  api,
  adminPage: page,
}) => {
  const lines = Array.from({ length: 5 }, (_, i) => line(i + 1, 'refused'));
  await failRequests(page, '**/api/create-user', 'Disk full', (r) => r.postDataJSON()?.email === lines[1].email);
  const dialog = await openImport(page);
  await choose(page, 'CHOOSE CSV FILE', csv(lines));
  await expect(dialog.getByRole('status')).toHaveText('5 rows: 5 ready, 0 already users, 0 with problems.');
  // another administrator creates row 4's user after the file was checked
  const taken = await api.request('POST', '/api/create-user', {
    first_name: 'Someone',
    last_name: 'Else',
    email: lines[2].email,
    user_type: 'member',
    notify_email: false,
    description: '',
  });
  expect(taken.status).toBe(201);

  await dialog.getByRole('button', { name: 'CREATE 5 USERS' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Created: 3. Already users, not created: 1. Failed: 1.');
  const notCreated = dialog.getByRole('table', { name: 'Rows not created' });
  await expect(notCreated.getByRole('row')).toHaveCount(2);
  await expect(notCreated.getByRole('row').nth(1)).toHaveText(`3${lines[1].email}Disk full`);
  const emails = await emailsOf(api);
  expect([lines[0], lines[3], lines[4]].every((l) => emails.has(l.email))).toBe(true);
  expect(emails.has(lines[1].email)).toBe(false);
  expect((await users(api)).find((u) => u.email === lines[2].email)?.first_name).toBe('Someone');

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'DOWNLOAD ROWS NOT CREATED (CSV)' }).click();
  const file = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '').trim();
  expect(file.split(/\r?\n/)).toEqual([
    `${HEADER},Reason`,
    `Imported2,Educator,${lines[1].email},"Room Imported2, north",Member,Yes,Disk full`,
  ]);
});

test('an import cancelled between rows sends no more rows and says how many were not sent', async ({
  api,
  adminPage: page,
}) => {
  const lines = Array.from({ length: 5 }, (_, i) => line(i + 1, 'cancelled'));
  // the first row's answer waits, so the cancel comes while a row is on its way
  const release = await holdRequests(page, '**/api/create-user');
  const dialog = await openImport(page);
  await choose(page, 'CHOOSE CSV FILE', csv(lines));
  const first = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/create-user'));
  await dialog.getByRole('button', { name: 'CREATE 5 USERS' }).click();
  await first;
  await expect(dialog.getByRole('status')).toHaveText('Creating users: 0 of 5');
  await dialog.getByRole('button', { name: 'CANCEL IMPORT' }).click();
  await expect(dialog.getByText('Stopping after this row...')).toBeVisible();
  release();
  await expect(dialog.getByRole('status')).toHaveText('Created: 1. Already users, not created: 0. Failed: 0.');
  await expect(dialog.getByText('Import cancelled: 4 rows not sent.')).toBeVisible();
  const emails = await emailsOf(api);
  expect(lines.map((l) => emails.has(l.email))).toEqual([true, false, false, false, false]);
});
