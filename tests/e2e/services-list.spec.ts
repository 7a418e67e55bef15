/** All services (/services): search, has_portal filter, sort, page window, hover menu, Hub modal, bulk delete with UNDO. */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { allServices, createService, portalServicesByName } from './services-helpers';

const table = (page: Page) => page.getByRole('table');
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const nameCells = (page: Page) => bodyRows(page).locator('td.column-name');
const pager = (page: Page) => page.getByRole('navigation', { name: 'pagination navigation' });
/** The pagination items as a person reads them: page numbers and ellipses, in order. */
const windowOf = async (page: Page) =>
  (await pager(page).locator('li').allInnerTexts()).map((t) => t.trim()).filter((t) => t !== '');

test('lists only portal services, 8 a page, sorted by name, with the spec columns @legacy', async ({
  api,
  adminPage: page,
}) => {
  const portal = await portalServicesByName(api);
  const noPortal = (await allServices(api)).find((s) => s.has_portal === 0)!;
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'All services' })).toBeVisible();
  for (const col of ['Service Type', 'Service name', 'Account Owner', 'Admin Email']) {
    await expect(page.getByRole('columnheader', { name: col })).toBeVisible();
  }
  await expect(nameCells(page)).toHaveText(portal.slice(0, 8).map((s) => s.name));
  const first = bodyRows(page).first();
  await expect(first).toContainText(portal[0].primary_email);
  await expect(first).toContainText(portal[0].admin_name);
  await expect(first).toContainText(
    ['Long Daycare', 'Family Daycare', 'Pre-school', 'OOSH'][portal[0].service_type_id - 1],
  );

  // A service without a portal is never listed, even when searched for.
  await page.getByPlaceholder('Type service name').fill(noPortal.name);
  await expect(page.getByText('No services found')).toBeVisible();
});

test('search is a case-insensitive substring, goes back to page 1, and an empty search restores the list', async ({
  api,
  adminPage: page,
}) => {
  const portal = await portalServicesByName(api);
  await page.goto('/services');
  await pager(page).getByRole('button', { name: 'Go to page 2' }).click();
  await expect(nameCells(page).first()).toHaveText(portal[8].name);

  const term = portal[3].name.split(' ')[0].toUpperCase();
  const expected = portal.filter((s) => s.name.toLowerCase().includes(term.toLowerCase()));
  await page.getByPlaceholder('Type service name').fill(term);
  await expect(nameCells(page)).toHaveText(expected.slice(0, 8).map((s) => s.name));
  // back on page 1 (the count reads from the first row); the address carries no list params
  await expect(
    page.getByText(`1-${Math.min(8, expected.length)} of ${expected.length}`, { exact: true }),
  ).toBeVisible();

  await page.getByPlaceholder('Type service name').fill('zzz-no-such-service');
  await expect(page.getByText('No services found')).toBeVisible();

  await page.getByPlaceholder('Type service name').fill('');
  await expect(nameCells(page)).toHaveText(portal.slice(0, 8).map((s) => s.name));
  await expect(pager(page).getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('clicking Service name toggles descending and ascending order, case-insensitively', async ({
  api,
  adminPage: page,
}) => {
  await createService(api, { name: 'aardvark lowercase kindy' });
  const portal = await portalServicesByName(api);
  await page.goto('/services');
  await expect(nameCells(page).first()).toHaveText('aardvark lowercase kindy');
  await page.getByRole('columnheader', { name: 'Service name' }).getByRole('button').click();
  await expect(nameCells(page)).toHaveText(
    [...portal]
      .reverse()
      .slice(0, 8)
      .map((s) => s.name),
  );
  await page.getByRole('columnheader', { name: 'Service name' }).getByRole('button').click();
  await expect(nameCells(page)).toHaveText(portal.slice(0, 8).map((s) => s.name));
});

test('the page window: 1-5 … last at the start, 1 … c-1 c c+1 … last in the middle, 1 … last-4..last at the end', async ({
  api,
  adminPage: page,
}) => {
  // Grow the list to 9 pages (72 portal services or more, 8 a page).
  const have = (await portalServicesByName(api)).length;
  for (let i = have; i < 70; i++)
    await createService(api, {
      name: `Zz Paging Centre ${String(i).padStart(3, '0')}`,
      primary_email: `p${i}@paging.com.au`,
    });
  const total = (await portalServicesByName(api)).length;
  const last = Math.ceil(total / 8);
  expect(last).toBeGreaterThanOrEqual(9);

  await page.goto('/services');
  await expect.poll(() => windowOf(page)).toEqual(['1', '2', '3', '4', '5', '…', String(last)]);
  await expect(pager(page).getByRole('button', { name: 'Go to previous page' })).toHaveCount(0);
  await expect(pager(page).getByRole('button', { name: 'Go to next page' })).toBeVisible();

  await pager(page).getByRole('button', { name: 'Go to page 5' }).click();
  await expect.poll(() => windowOf(page)).toEqual(['1', '…', '4', '5', '6', '…', String(last)]);
  await expect(pager(page).getByRole('button', { name: 'Go to previous page' })).toBeVisible();
  await expect(pager(page).getByRole('button', { name: 'Go to next page' })).toBeVisible();

  await pager(page)
    .getByRole('button', { name: `Go to page ${last}` })
    .click();
  await expect.poll(() => windowOf(page)).toEqual(['1', '…', ...[4, 3, 2, 1, 0].map((d) => String(last - d))]);
  await expect(pager(page).getByRole('button', { name: 'Go to next page' })).toHaveCount(0);
  await expect(bodyRows(page)).toHaveCount(total - (last - 1) * 8);
});

test('the actions menu opens on hover; edit goes to /update-service; delete and cancel explain The Hub', async ({
  api,
  adminPage: page,
}) => {
  const first = (await portalServicesByName(api))[0];
  await page.goto('/services');
  const actions = page.getByRole('button', { name: `Actions for ${first.name}` });
  await actions.hover();
  await expect(page.getByRole('menuitem', { name: 'Edit service details' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'View as service' })).toBeVisible();

  await page.getByRole('menuitem', { name: /Delete service/ }).click();
  const hub = page.getByRole('dialog', { name: 'The Hub' });
  await expect(hub).toContainText("Subscriptions (cancel and delete) must be managed in 'The Hub'.");
  await hub.getByRole('button', { name: 'Close' }).click();
  await expect(hub).toBeHidden();

  await page.mouse.move(0, 0);
  await actions.hover();
  await page.getByRole('menuitem', { name: /Cancel subscription/ }).click();
  await expect(page.getByRole('dialog', { name: 'The Hub' })).toBeVisible();
  await page.getByRole('dialog', { name: 'The Hub' }).getByRole('button', { name: 'Close' }).click();

  await page.mouse.move(0, 0);
  await actions.hover();
  await page.getByRole('menuitem', { name: 'Edit service details' }).click();
  await expect(page).toHaveURL(new RegExp(`/update-service\\?id=${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${first.name}` })).toBeVisible();
});

test('a click on the actions button (the pointer hovers it first) leaves the menu open', async ({
  api,
  adminPage: page,
}) => {
  const first = (await portalServicesByName(api))[0];
  await page.goto('/services');
  const actions = page.getByRole('button', { name: `Actions for ${first.name}` });
  await actions.click();
  await expect(actions).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('menuitem', { name: 'Edit service details' }).click();
  await expect(page).toHaveURL(new RegExp(`/update-service\\?id=${first.id}$`));
});

test('a sort header names its sort in a tooltip while the pointer rests on it, gone when it leaves', async ({
  adminPage: page,
}) => {
  await page.goto('/services');
  const header = page.getByRole('button', { name: 'Sort by service name descending' });
  await header.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Sort by service name descending');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

/** Watches the bulk soft-delete call from now on: the bodies it was sent with. */
function softDeletes(page: Page): unknown[] {
  const sent: unknown[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/services-soft-delete') sent.push(r.postDataJSON());
  });
  return sent;
}

/**
 * Opens All services, ticks the named services and clicks 'Delete permanently': the question it asks, and the
 * bodies the soft-delete call is sent with from then on.
 */
async function askToDelete(page: Page, names: string[]) {
  await page.goto('/services');
  for (const name of names)
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('checkbox')
      .check();
  const sent = softDeletes(page);
  await page.getByRole('button', { name: 'Delete permanently' }).click();
  return { sent, question: page.getByRole('dialog', { name: 'Delete permanently' }) };
}

test('bulk permanent deletion asks first, soft-deletes the selection on Yes, and UNDO brings the services back @legacy', async ({
  api,
  adminPage: page,
}) => {
  const [a, b, c] = await portalServicesByName(api);
  const { sent, question } = await askToDelete(page, [a.name, b.name]);
  await expect(question).toContainText('Are you sure you want to permanently delete these 2 services?');
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(question).toBeHidden();

  await expect(page.getByText('2 services deleted')).toBeVisible();
  await expect(nameCells(page).first()).toHaveText(c.name);
  expect(sent).toHaveLength(1);
  const afterDelete = (await allServices(api)).map((s) => s.id);
  expect(afterDelete).not.toContain(a.id);
  expect(afterDelete).not.toContain(b.id);

  // the restored services come back into the kept list: the collection is not read again
  const reads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/services-get-all') reads.push(r.url());
  });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('2 services are now retrieved back')).toBeVisible();
  await expect(nameCells(page).first()).toHaveText(a.name);
  expect(reads).toEqual([]);
  expect((await allServices(api)).map((s) => s.id)).toEqual(expect.arrayContaining([a.id, b.id]));
});

test('No to the bulk permanent deletion sends nothing and keeps the services and the selection', async ({
  api,
  adminPage: page,
}) => {
  const [a, b] = await portalServicesByName(api);
  const before = (await allServices(api)).map((s) => s.id);
  const { sent, question } = await askToDelete(page, [a.name, b.name]);
  await question.getByRole('button', { name: 'No' }).click();
  await expect(question).toBeHidden();

  await expect(nameCells(page).first()).toHaveText(a.name);
  await expect(page.getByRole('row', { name: new RegExp(b.name) }).getByRole('checkbox')).toBeChecked();
  expect(sent).toEqual([]);
  expect((await allServices(api)).map((s) => s.id)).toEqual(before);
});

test('one deleted service uses the singular wording', async ({ api, adminPage: page }) => {
  const [a] = await portalServicesByName(api);
  const { question } = await askToDelete(page, [a.name]);
  await expect(question).toContainText('Are you sure you want to permanently delete this service?');
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('1 service deleted')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('1 service is now retrieved back')).toBeVisible();
});
