import { test as base, expect, type Page } from '@playwright/test';
import { E2E_API_PORT } from '../../playwright.config.ts';

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
        'X-Fixture-Dialect': 'spec',
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

/** Signs in through the real login form. */
export async function loginThroughForm(page: Page, username = ADMIN.username, password = ADMIN.password) {
  await page.goto('/');
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

export const test = base.extend<Fixtures>({
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
