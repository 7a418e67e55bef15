import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from './index.ts';
import { readAuth, writeAuth } from './storage.ts';

type Route = { status: number; body: unknown; headers?: Record<string, string> };

function mockBackEnd(routes: Record<string, Route>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const key = `${init?.method ?? 'GET'} ${new URL(url).pathname}`;
      const r = routes[key] ?? { status: 404, body: { message: 'no route' } };
      return new Response(JSON.stringify(r.body), { status: r.status, headers: r.headers });
    }),
  );
  return calls;
}

const token = { access_token: 'tok-1', expires_at: new Date(Date.now() + 3600_000).toISOString() };

describe('authProvider', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('signs in a SUPER_ADMIN: portal-login with the client credentials, then GET /api/user; stores the auth object', async () => {
    const calls = mockBackEnd({
      'POST /api/portal-login': { status: 200, body: token },
      'GET /api/user': {
        status: 200,
        body: { id: 1, email: 'admin@example.com', name: 'Admin', user_type: 'SUPER_ADMIN' },
      },
    });
    await authProvider.login({ username: 'admin@example.com', password: 'pw' });
    const body = JSON.parse(String(calls[0].init?.body));
    expect(body).toMatchObject({
      username: 'admin@example.com',
      password: 'pw',
      grant_type: 'password',
      remember_me: 0,
    });
    expect(body.client_id).toBe(import.meta.env.VITE_CLIENT_ID);
    expect((calls[1].init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect(JSON.parse(localStorage.getItem('qip_portal_token')!)).toMatchObject({ accessToken: 'tok-1', userId: 1 });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('refuses any other user type and stores nothing', async () => {
    mockBackEnd({
      'POST /api/portal-login': { status: 200, body: token },
      'GET /api/user': { status: 200, body: { id: 2, email: 'c@example.com', name: 'C', user_type: 'ADMIN' } },
    });
    await expect(authProvider.login({ username: 'c@example.com', password: 'pw' })).rejects.toMatchObject({
      reason: 'not_super_admin',
    });
    expect(localStorage.getItem('qip_portal_token')).toBeNull();
  });

  it('reports wrong credentials as invalid', async () => {
    mockBackEnd({
      'POST /api/portal-login': { status: 401, body: { status: false, message: 'Invalid Username or Password' } },
    });
    await expect(authProvider.login({ username: 'x', password: 'y' })).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('says the server is at fault, naming the call, when its sign-in answers cannot be read', async () => {
    mockBackEnd({ 'POST /api/portal-login': { status: 200, body: { token: 'no access_token here' } } });
    await expect(authProvider.login({ username: 'x', password: 'y' })).rejects.toMatchObject({
      reason: 'unreadable',
      detail: expect.stringContaining('POST /api/portal-login'),
    });
    mockBackEnd({
      'POST /api/portal-login': { status: 200, body: token },
      'GET /api/user': { status: 200, body: { email: 'admin@example.com', user_type: 'SUPER_ADMIN' } },
    });
    await expect(authProvider.login({ username: 'x', password: 'y' })).rejects.toMatchObject({
      reason: 'unreadable',
      detail: expect.stringContaining('GET /api/user'),
    });
    expect(localStorage.getItem('qip_portal_token')).toBeNull();
  });

  it('treats a stored session it cannot read as logged out', async () => {
    for (const stored of [
      'not json',
      '{"userId":1}',
      '{"accessToken":"","userId":1}',
      '{"accessToken":"t","userId":1,"user":[]}',
    ]) {
      localStorage.setItem('qip_portal_token', stored);
      expect(readAuth()).toBeNull();
    }
    await expect(authProvider.checkAuth({})).rejects.toThrow();
    localStorage.setItem('qip_portal_token', '{"accessToken":"t","userId":7}');
    expect(readAuth()).toEqual({ accessToken: 't', userId: 7 });
  });

  it('treats an expired token as logged out', async () => {
    writeAuth({ accessToken: 't', userId: 1, expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(readAuth()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it('logs out on a 401 and clears all local storage, but not on other errors', async () => {
    writeAuth({ accessToken: 't', userId: 1 });
    localStorage.setItem('selectedService', '4');
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 401 })).rejects.toThrow();
    expect(localStorage.length).toBe(0);
  });

  it('a throttled sign-in (429) reports the wait the Retry-After header gives', async () => {
    mockBackEnd({
      'POST /api/portal-login': {
        status: 429,
        body: { status: false, message: 'Too many login attempts. Please try again in 42 seconds.' },
        headers: { 'Retry-After': '42' },
      },
    });
    await expect(authProvider.login({ username: 'x', password: 'y' })).rejects.toMatchObject({
      reason: 'throttled',
      retryAfter: 42,
    });
  });

  it('logout revokes the token on the back end (POST /api/logout with it), then clears all local storage', async () => {
    const calls = mockBackEnd({ 'POST /api/logout': { status: 200, body: { message: 'Logged out' } } });
    writeAuth({ accessToken: 't', userId: 1 });
    await authProvider.logout({});
    expect(calls).toHaveLength(1);
    expect(calls[0].init?.method).toBe('POST');
    expect(new URL(calls[0].url).pathname).toBe('/api/logout');
    expect((calls[0].init?.headers as Record<string, string>).Authorization).toBe('Bearer t');
    expect(localStorage.length).toBe(0);
  });

  it('logout still clears all local storage when the back end lacks the call (404) or is down', async () => {
    mockBackEnd({});
    writeAuth({ accessToken: 't', userId: 1 });
    await authProvider.logout({});
    expect(localStorage.length).toBe(0);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    writeAuth({ accessToken: 't', userId: 1 });
    await authProvider.logout({});
    expect(localStorage.length).toBe(0);
  });
});
