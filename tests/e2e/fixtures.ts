import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { E2E_API_PORT, EXTRA_FIELDS_TAG } from '../../playwright.config.ts';
import { DIALECT_HEADER } from '../../scripts/dialects.mjs';

export const API_URL = `http://localhost:${E2E_API_PORT}`;
export const ADMIN = { username: 'admin@example.com', password: 'Admin123!' };
export const CENTRE_ADMIN = { username: 'centre.admin@example.com', password: 'Centre123!' };

/**
 * Direct calls to the fixture back end, to arrange data and to check what the server stored. They ask for the spec
 * dialect (mock-api/lib/dialect.ts), so a test reads one shape whichever dialect the portal runs against.
 */
export class Api {
  constructor(public token: string | null = null) {}

  async request<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(API_URL + path, {
      method,
      headers: {
        Accept: 'application/json',
        [DIALECT_HEADER]: 'spec',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }

  static async login(username = ADMIN.username, password = ADMIN.password): Promise<Api> {
    const api = new Api();
    const res = await api.request<{ access_token: string }>('POST', '/api/portal-login', {
      username,
      password,
      grant_type: 'password',
      client_id: process.env.VITE_CLIENT_ID,
      client_secret: process.env.VITE_CLIENT_SECRET,
      remember_me: 0,
    });
    if (res.status !== 200) throw new Error(`fixture login failed: ${res.status}`);
    api.token = res.body.access_token;
    return api;
  }
}

/**
 * A test of what the portal shows from fields our fixture sends beyond the spec (users' access and services on
 * fetch-users): the legacy dialect, like a back end built to the spec, does not send them, so its run leaves these
 * tests out (playwright.config.ts); the schemas' unit tests check the portal reads their absence.
 */
export const EXTRA_FIELDS = { tag: EXTRA_FIELDS_TAG };

/** The statuses the back end answers GET `path` with from now on (a 304: the kept answer is still current). */
export function answerStatuses(page: Page, path: string): number[] {
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(API_URL) && r.request().method() === 'GET' && new URL(r.url()).pathname === path)
      statuses.push(r.status());
  });
  return statuses;
}

/** Signs in through the real login form, opened at /. */
export async function loginThroughForm(page: Page, username = ADMIN.username, password = ADMIN.password) {
  await page.goto('/');
  await submitLoginForm(page, username, password);
}

/** Signs in through the login form the page already shows. */
export async function submitLoginForm(page: Page, username = ADMIN.username, password = ADMIN.password) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN NOW' }).click();
}

type Fixtures = {
  /** The fixture API, signed in as the super administrator; the database is reset to the seed before each test. */
  api: Api;
  /** A page whose local storage already holds a signed-in super administrator (set before any script runs). */
  adminPage: Page;
};

/**
 * Whether pages of `context` would get a fake clock: Playwright's clock (`page.clock`) belongs to the context and
 * stays installed in every page opened after the test that set it, with no public way to remove it.
 */
async function holdsFakeClock(context: BrowserContext): Promise<boolean> {
  const probe = await context.newPage();
  await probe.setContent('<p></p>');
  const native = await probe.evaluate(() => [Date.now, setTimeout].every((f) => String(f).includes('[native code]')));
  await probe.close();
  return !native;
}

/**
 * One browser context per worker, kept from test to test, so each test's first page load takes the portal's code
 * from the browser's cache as an administrator's second visit does, instead of fetching and compiling it again.
 * Nothing a test leaves behind reaches the next: its pages are closed, cookies and permissions cleared, local
 * storage emptied before its first page runs a script (the `page` fixture below), and a context a test left a fake
 * clock in is closed. A test with other context options (`test.use({ viewport })`) gets a new context, which the
 * tests after it share.
 */
export const test = base.extend<Fixtures, { sharedContext: { context?: BrowserContext; options?: string } }>({
  sharedContext: [
    async ({}, use) => {
      const shared: { context?: BrowserContext; options?: string } = {};
      await use(shared);
      await shared.context?.close();
    },
    { scope: 'worker' },
  ],
  // The context options are named twice: Playwright reads a fixture's dependencies from the names destructured in
  // its first parameter, so a rest object or a loop over option names would not receive them.
  context: async (
    {
      browser,
      sharedContext: shared,
      contextOptions,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      colorScheme,
      timezoneId,
      offline,
      storageState,
    },
    use,
  ) => {
    const options: BrowserContextOptions = {
      ...contextOptions,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      colorScheme,
      timezoneId,
      offline,
      storageState,
    };
    const key = JSON.stringify(options);
    if (!shared.context || shared.options !== key) {
      await shared.context?.close();
      shared.context = await browser.newContext(options);
      shared.options = key;
    }
    const context = shared.context;
    await use(context);
    for (const page of context.pages()) await page.close();
    await context.clearCookies();
    await context.clearPermissions();
    if (await holdsFakeClock(context)) {
      await context.close();
      shared.context = undefined;
    }
  },
  page: async ({ page }, use) => {
    // this test's first load starts with nothing stored (a reload or a second load within the test keeps it)
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-storage-cleared')) {
        sessionStorage.setItem('e2e-storage-cleared', '1');
        localStorage.clear();
      }
    });
    await use(page);
  },
  api: async ({}, use) => {
    const reset = await fetch(`${API_URL}/__test__/reset`, { method: 'POST' });
    if (!reset.ok) throw new Error(`fixture reset failed: ${reset.status}`);
    await use(await Api.login());
  },
  adminPage: async ({ page, api }, use) => {
    const user = await api.get<{ id: number }>('/api/user');
    const auth = { accessToken: api.token, userId: user.body.id, user: user.body };
    await page.addInitScript((value) => {
      // only on the first load of this test, so logout's reload stays logged out
      if (!sessionStorage.getItem('e2e-auth-set')) {
        sessionStorage.setItem('e2e-auth-set', '1');
        localStorage.setItem('qip_portal_token', value);
      }
    }, JSON.stringify(auth));
    await use(page);
  },
});

export { expect };
