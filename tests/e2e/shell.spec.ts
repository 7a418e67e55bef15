/**
 * The shell's everyday-use items: react-admin's loading indicator in the app bar, the top-bar search
 * and its results page grouped by kind, the remembered light/dark theme, and the phone drawer.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, API_URL, type Api } from './fixtures';
import { createService, type Json } from './services-helpers.ts';
import { createDoc } from './documents-list-helpers.ts';
import { holdRequests } from './routes.ts';

const PLACEHOLDER = 'Type your search term here & hit enter';
const bytes = (name: string) => readFileSync(path.join(import.meta.dirname, 'assets', name));

test.describe('loading indicator', () => {
  test('spins in the app bar while a route change waits for its data, and stops after', async ({ adminPage: page }) => {
    await page.goto('/');
    const bar = page.getByRole('banner');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(bar.getByRole('progressbar')).toHaveCount(0);

    const release = await holdRequests(page, '**/api/newsletter-get-all');
    await page.getByRole('menuitem', { name: 'NEWSLETTERS', exact: true }).click();
    await expect(bar.getByRole('progressbar')).toBeVisible();
    release();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(bar.getByRole('progressbar')).toHaveCount(0);
  });

  test('spins on a reload too', async ({ adminPage: page }) => {
    await page.goto('/services');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    const release = await holdRequests(page, '**/api/services-get-all');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('progressbar')).toBeVisible();
    release();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('progressbar')).toHaveCount(0);
  });
});

/** One record of each kind whose searched field holds the term, and some that hold it only in fields not searched. */
async function arrangeSearch(api: Api) {
  const byName = await createService(api, { name: 'Quokka Valley Kindergarten', primary_email: 'owner@valley.com.au' });
  const byEmail = await createService(api, { name: 'Harbour Kids', primary_email: 'admin@quokka-care.com.au' });
  // a service whose suburb only holds the term: not a searched field
  await createService(api, { name: 'Lakeside Early Learning', primary_email: 'owner@lakeside.com.au', city: 'Quokka' });

  const user = async (first_name: string, last_name: string, email: string, description = '') => {
    const body = { first_name, last_name, email, user_type: 'member', notify_email: false, description, services: [] };
    const res = await api.request('POST', '/api/create-user', body);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  };
  await user('Quinn', 'Quokka', 'quinn@example.com');
  await user('Robin', 'Hart', 'robin.quokka@example.com');
  await user('Sam', 'Lee', 'sam@example.com', 'Likes quokkas'); // description: not searched

  await createDoc(api, 'Quokka Habitat Policy', [3]);

  const saved = await api.request<string>('POST', '/api/newsletter-save', {
    base64_image: bytes('newsletter.pdf').toString('base64'),
    file_name: 'quokka.pdf', // file name: not searched
    label: 'quokka.pdf',
    title: 'Quokka Quarterly',
    type: 'application/pdf',
    size: bytes('newsletter.pdf').length,
    date: new Date().toISOString().slice(0, 10),
    notify_service: 0,
    category: 'whs_bulletins',
    thumbnail_base64: bytes('thumbnail.png').toString('base64'),
    thumbnail_label: 'thumbnail.png',
    thumbnail_type: 'image/png',
    thumbnail_size: bytes('thumbnail.png').length,
  });
  expect(saved.status).toBe(201);
  return { byName, byEmail };
}

test.describe('top-bar search', () => {
  test('opens one results page grouped by kind, each result linking to its record', async ({
    adminPage: page,
    api,
  }) => {
    const { byName } = await arrangeSearch(api);
    // what the server holds, matched independently of the portal's code: case-insensitive substring (spec §5)
    const has = (v: unknown) => typeof v === 'string' && v.toLowerCase().includes('quokka');
    const services = (await api.get<Json[]>('/api/services-get-all')).body.filter(
      (s) => s.has_portal === 1 && (has(s.name) || has(s.primary_email)),
    );
    const users = (await api.get<Json[]>('/api/fetch-users/all')).body.filter(
      (u) => has(u.first_name) || has(u.last_name) || has(u.email),
    );
    const docs = (await api.get<Json[]>('/api/getDocuments')).body.filter(
      (d) => has(d.file_title) || has(d.webinar_title),
    );
    const newsletters = (await api.get<Json[]>('/api/newsletter-get-all')).body.filter((n) => has(n.title));
    expect([services.length, users.length, docs.length, newsletters.length]).toEqual([2, 2, 1, 1]);

    await page.goto('/');
    const box = page.getByPlaceholder(PLACEHOLDER);
    await box.fill('  QUOKKA ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=QUOKKA$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "QUOKKA"');

    const group = (name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
    const expectGroup = async (name: string, texts: string[]) => {
      await expect(group(name).getByRole('heading')).toHaveText(
        `${name}${texts.length} result${texts.length === 1 ? '' : 's'}`,
      );
      const links = group(name).getByRole('link');
      await expect(links).toHaveCount(texts.length);
      for (const t of texts) await expect(links.filter({ hasText: t })).toHaveCount(1);
    };
    await expectGroup(
      'Services',
      services.map((s) => s.name),
    );
    await expectGroup(
      'Users',
      users.map((u) => u.email),
    );
    await expectGroup(
      'Documents',
      docs.map((d) => d.file_title),
    );
    await expectGroup(
      'Newsletters',
      newsletters.map((n) => n.title),
    );

    // each kind's link opens that record's edit screen
    await group('Services')
      .getByRole('link', { name: /Quokka Valley Kindergarten/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/update-service\\?id=${byName.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Quokka Valley Kindergarten' })).toBeVisible();
    await page.goBack();
    await group('Users')
      .getByRole('link', { name: /Quinn Quokka/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/update-user\\?id=${users.find((u) => u.first_name === 'Quinn')!.id}$`));
    await page.goBack();
    await group('Documents')
      .getByRole('link', { name: /Quokka Habitat Policy/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/edit-document\\?id=${docs[0]!.id}$`));
    await page.goBack();
    await group('Newsletters')
      .getByRole('link', { name: /Quokka Quarterly/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/edit-newsletter\\?id=${newsletters[0]!.id}$`));
  });

  test('a term matching nothing says so in every group', async ({ adminPage: page }) => {
    await page.goto('/search?q=zzqxnotthere');
    for (const name of ['Services', 'Users', 'Documents', 'Newsletters']) {
      const region = page.getByRole('region', { name: new RegExp(`^${name}`) });
      await expect(region).toContainText('0 results');
      await expect(region).toContainText('Nothing matches.');
    }
  });

  test('a group that fails to load says why and retries', async ({ adminPage: page }) => {
    let fail = true;
    await page.route('**/api/newsletter-get-all', (route) =>
      fail ? route.fulfill({ status: 500, json: { message: 'Newsletters are down' } }) : route.continue(),
    );
    await page.goto('/search?q=news');
    const region = page.getByRole('region', { name: /^Newsletters/ });
    await expect(region.getByRole('alert')).toContainText('These results could not be loaded');
    fail = false;
    await region.getByRole('button', { name: 'Retry' }).click();
    await expect(region.getByRole('alert')).toHaveCount(0);
    await expect(region.getByRole('link').first()).toBeVisible();
  });
});

test.describe('theme', () => {
  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  test('the light/dark toggle switches the theme and is remembered across a reload', async ({ adminPage: page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const light = await background(page);
    const toggle = page.getByRole('button', { name: 'Toggle light/dark mode' });
    await toggle.click();
    await expect.poll(() => background(page)).not.toBe(light);
    const dark = await background(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect.poll(() => background(page)).toBe(dark);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await expect.poll(() => background(page)).toBe(light);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await background(page)).toBe(light);
  });
});

test.describe('phone drawer (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const openDrawer = async (page: Page) => {
    await page
      .getByRole('button', { name: /open menu|toggle/i })
      .first()
      .click();
  };

  test('Messages, Subscriptions, Help and Logout are in the drawer', async ({ adminPage: page }) => {
    await page.goto('/');
    // the top bar has no room for them on a phone
    await expect(page.getByRole('banner').getByRole('link', { name: 'Messages' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeHidden();
    await openDrawer(page);
    const messages = page.getByRole('menuitem', { name: 'Messages' });
    await expect(messages).toBeVisible();
    await expect(messages).toHaveAttribute('href', `${API_URL}/hub/messages`);
    await expect(messages).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('menuitem', { name: 'Subscriptions' })).toHaveAttribute(
      'href',
      `${API_URL}/hub/subscriptions`,
    );
    await expect(page.getByRole('menuitem', { name: 'Help' })).toHaveAttribute('href', `${API_URL}/help`);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('dialog', { name: 'Do you wish to log out?' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
  });

  test('the search box is in the drawer and opens the results page', async ({ adminPage: page }) => {
    await page.goto('/');
    await openDrawer(page);
    const box = page.getByPlaceholder(PLACEHOLDER);
    await expect(box).toBeVisible();
    await box.fill('policy');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=policy$/);
    await expect(
      page
        .getByRole('region', { name: /^Documents/ })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    // the drawer closed so the results are not hidden behind it
    await expect(page.getByRole('menuitem', { name: 'Messages' })).toBeHidden();
  });
});

test('the browser tab names the screen: lists, the documents tab, create pages and a service by its name', async ({
  adminPage: page,
  api,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^Dashboard \| /);
  await page.goto('/services');
  await expect(page).toHaveTitle(/^All services \| /);
  await page.goto('/nqa-documents');
  await expect(page).toHaveTitle(/^NQA1 - Educational Programs and Practice \| /);
  await page.getByRole('tab', { name: 'NQA3' }).click();
  await expect(page).toHaveTitle(/^NQA3 - Physical Environment \| /);
  await page.goto('/create-new-document');
  await expect(page).toHaveTitle(/^Create a document \| /);
  const service = await createService(api, { name: 'Tabby Title Centre' });
  await page.goto(`/update-service?id=${String(service.id)}`);
  await expect(page).toHaveTitle(/Tabby Title Centre/);
});
