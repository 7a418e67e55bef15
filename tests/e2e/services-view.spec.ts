/** View as service: the admin-type user is found, and the receiving page decodes and verifies the hand-off. */
import { test, expect } from './fixtures';
import { portalServicesByName, openEdit, createService, type Json } from './services-helpers';
import { SPEC_PARAMS, readHubHandoff } from '../fixtures/hubHandoff.ts';

test('VIEW AS SERVICE opens the receiving page, which verifies the hand-off and shows the service and its admin', async ({
  api,
  adminPage: page,
  context,
}) => {
  const s = (await portalServicesByName(api))[0];
  const users = (await api.get<Json[]>(`/api/center/${s.id}/users`)).body;
  const admin = users.find((u) => u.type.toLowerCase() === 'admin')!;
  await openEdit(page, s.id);
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'VIEW AS SERVICE' }).click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toContain('/view-portal-user-service');
  const q = new URL(popup.url()).searchParams;
  expect([...q.keys()].sort()).toEqual([...SPEC_PARAMS].sort());
  expect(q.get('counter')).toMatch(/^[A-Za-z0-9]{12}$/);
  // read back by the independent decoder written from the spec: the admin token, and the service's admin as viewer
  const plain = readHubHandoff(q, process.env.VITE_HANDOFF_PASSPHRASE!);
  expect(plain.accessToken).toBe(api.token);
  expect(JSON.parse(plain.auth)).toEqual({ accessToken: api.token, userId: admin.id });
  expect(JSON.parse(plain.viewer)).toMatchObject({ id: admin.id, email: admin.email });
  await expect(popup.getByRole('heading', { name: `Viewing as ${s.name}` })).toBeVisible();
  await expect(popup.getByText('Hand-off verified: every value matched its hash.')).toBeVisible();
  await expect(popup.getByText(admin.name, { exact: true })).toBeVisible();
  await expect(popup.getByText(admin.email, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'VIEW AS SERVICE' })).toBeEnabled();
});

test('View as service from the list menu, and a tampered hand-off is refused by the receiving page', async ({
  api,
  adminPage: page,
  context,
}) => {
  const s = (await portalServicesByName(api))[1];
  await page.goto('/services');
  await page.getByRole('button', { name: `Actions for ${s.name}` }).hover();
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('menuitem', { name: 'View as service' }).click(),
  ]);
  await expect(popup.getByRole('heading', { name: `Viewing as ${s.name}` })).toBeVisible();

  const tampered = new URL(popup.url());
  tampered.searchParams.set('viewerHash', '0'.repeat(64));
  await popup.goto(tampered.toString());
  await expect(popup.getByRole('heading', { name: 'This hand-off link is invalid.' })).toBeVisible();
});

test('a service without an admin user opens nothing and says why', async ({ api, adminPage: page, context }) => {
  const s = await createService(api, { name: 'No Admin Kindy', primary_email: 'o@noadmin.com.au' });
  let opened = false;
  context.on('page', () => (opened = true));
  await openEdit(page, s.id);
  await page.getByRole('button', { name: 'VIEW AS SERVICE' }).click();
  await expect(page.getByText('This service has no admin user, so it cannot be viewed as the service.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'VIEW AS SERVICE' })).toBeEnabled();
  expect(opened).toBe(false);
});

test('the button shows PLEASE WAIT... and is blocked while the lookup runs', async ({
  api,
  adminPage: page,
  context,
}) => {
  const s = (await portalServicesByName(api))[2];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  let lookups = 0;
  await page.route(`**/api/center/${s.id}/users`, async (route) => {
    lookups++;
    await gate;
    await route.continue();
  });
  await openEdit(page, s.id);
  await page.getByRole('button', { name: 'VIEW AS SERVICE' }).click();
  const waiting = page.getByRole('button', { name: 'PLEASE WAIT...' });
  await expect(waiting).toBeDisabled();
  await waiting.click({ force: true });
  const popupPromise = context.waitForEvent('page');
  release();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: `Viewing as ${s.name}` })).toBeVisible();
  expect(lookups).toBe(1);
});
