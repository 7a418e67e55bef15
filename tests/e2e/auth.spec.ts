import { test, expect, loginThroughForm, submitLoginForm, Api, API_URL, ADMIN, CENTRE_ADMIN } from './fixtures';

test.describe('sign-in', () => {
  test('a super administrator signs in and lands on the dashboard with the auth object stored @legacy', async ({
    page,
    api,
  }) => {
    void api; // resets the fixture
    await loginThroughForm(page, ADMIN.username, ADMIN.password);
    await expect(page.getByRole('menuitem', { name: 'DASHBOARD' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('qip_portal_token') ?? 'null'));
    expect(stored).toMatchObject({ userId: 1, user: { user_type: 'SUPER_ADMIN', email: ADMIN.username } });
    expect(stored.accessToken).toMatch(/^[0-9a-f]{64}$/);
  });

  test('signed out, a link to a screen shows the login at /, and signing in opens the screen it named', async ({
    page,
    api,
  }) => {
    void api;
    await page.goto('/nqa-documents?tab=3&q=fire&type=1');
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await submitLoginForm(page);
    await expect(page).toHaveURL(/\/nqa-documents\?tab=3&q=fire&type=1$/);
    await expect(page.getByRole('tab', { name: 'NQA3' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search documents' })).toHaveValue('fire');
  });

  test('a plain visit to / after a link still signs in to the dashboard', async ({ page, api }) => {
    void api;
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
    await loginThroughForm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test('signing in never leaves the portal, whatever address the tab kept', async ({ page, api }) => {
    void api;
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
    // the address the login page kept, rewritten as a script on another page of this origin could
    expect(await page.evaluate(() => sessionStorage.getItem('signInReturn'))).toBe('/services');
    await page.evaluate(() => sessionStorage.setItem('signInReturn', 'https://example.org/phish'));
    await submitLoginForm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test('empty fields are flagged as required and nothing is sent', async ({ page, api }) => {
    void api;
    let loginCalls = 0;
    page.on('request', (r) => r.url().includes('/api/portal-login') && loginCalls++);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
    await page.getByRole('button', { name: 'LOGIN NOW' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(2);
    await page.getByLabel('Username').fill('admin@example.com');
    await page.getByRole('button', { name: 'LOGIN NOW' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(1);
    expect(loginCalls).toBe(0);
  });

  test('wrong credentials show the message and the error modal @legacy', async ({ page, api }) => {
    void api;
    await loginThroughForm(page, ADMIN.username, 'wrong-password');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Error: Your username or password is incorrect. Please try again.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Invalid Username or Password')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('qip_portal_token'))).toBeNull();
  });

  test('after 5 wrong passwords the login page shows how long to wait, and the right one waits too', async ({
    page,
    api,
  }) => {
    void api; // the reset also clears the fixture's sign-in throttle
    for (let i = 0; i < 5; i++) {
      await loginThroughForm(page, ADMIN.username, `wrong-password-${i}`);
      await expect(page.getByRole('dialog')).toContainText('Your username or password is incorrect');
    }
    await loginThroughForm(page, ADMIN.username, ADMIN.password);
    const wait = page.getByText(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    await expect(wait).toBeVisible();
    const seconds = Number((await wait.textContent())!.match(/\d+/)![0]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('qip_portal_token'))).toBeNull();
  });

  test('a centre admin (user_type ADMIN) is refused', async ({ page, api }) => {
    void api;
    await loginThroughForm(page, CENTRE_ADMIN.username, CENTRE_ADMIN.password);
    await expect(page.getByText('Only super administrators can sign in to this portal.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('qip_portal_token'))).toBeNull();
  });

  test('the forgot-password link is hidden', async ({ page, api }) => {
    void api;
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'LOGIN NOW' })).toBeVisible();
    await expect(page.getByText(/forgot/i)).toHaveCount(0);
  });
});

test.describe('session', () => {
  test('logout asks first, then clears all local storage and reloads to the login page', async ({
    adminPage: page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('selectedService', '3'));
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Do you wish to log out?');
    const box = await dialog.boundingBox();
    expect(Math.round(box!.width)).toBe(700);
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('after logout the old token answers 401 on the back end', async ({ adminPage: page, api }) => {
    await page.goto('/');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('qip_portal_token')!).accessToken);
    expect((await new Api(token).get('/api/user')).status).toBe(200);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
    expect((await new Api(token).get('/api/user')).status).toBe(401);
    void api;
  });

  test('logout still clears local storage and reloads when the back end lacks the call (404)', async ({
    adminPage: page,
  }) => {
    await page.route('**/api/logout', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"No route"}' }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('an expired token counts as logged out', async ({ page, api }) => {
    const user = (await api.get<{ id: number }>('/api/user')).body;
    await page.addInitScript(
      (auth) => localStorage.setItem('qip_portal_token', auth),
      JSON.stringify({ accessToken: api.token, userId: user.id, expiresAt: '2020-01-01T00:00:00.000Z' }),
    );
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a token the back end no longer accepts (401) logs out', async ({ page, api }) => {
    void api;
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('set')) {
        sessionStorage.setItem('set', '1');
        localStorage.setItem('qip_portal_token', JSON.stringify({ accessToken: 'revoked-token', userId: 1 }));
      }
    });
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('qip_portal_token'))).toBeNull();
  });
});

test.describe('content security policy', () => {
  test('the built portal ships a CSP (script-src self, calls to its back end) and runs under it', async ({
    page,
    api,
  }) => {
    void api;
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await loginThroughForm(page, ADMIN.username, ADMIN.password);
    await expect(page.getByRole('menuitem', { name: 'DASHBOARD' })).toBeVisible();
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(policy).toContain(`connect-src 'self' ${API_URL}`);
    expect(policy).toMatch(/img-src 'self' data: blob: /);
    expect(await page.locator('script:not([src])').count()).toBe(0);
    await page.goto('/services');
    await expect(page.getByRole('menuitem', { name: 'DASHBOARD' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});

test.describe('caching', () => {
  test("the portal's scripts are kept by the browser: loading the page again asks the server for the page only", async ({
    page,
    api,
  }) => {
    void api;
    const asked: { url: string; cache: string | null }[] = [];
    page.on('response', (res) =>
      asked.push({ url: new URL(res.url()).pathname, cache: res.headers()['cache-control'] ?? null }),
    );
    await loginThroughForm(page, ADMIN.username, ADMIN.password);
    const services = page.getByRole('region', { name: 'List of Services' }).locator('tbody td.column-name');
    await expect(services.first()).toBeVisible(); // the dashboard drawn whole: every script of the page is here
    const scripts = asked.filter((r) => r.url.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s.cache, s.url).toBe('public, max-age=31536000, immutable');
    expect(asked.find((r) => r.url === '/')?.cache).toBe('no-cache');

    // what the second load fetched from the server, as Chromium reports it (not served from its caches)
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const cached = new Set<string>();
    const fromServer: { id: string; path: string }[] = [];
    cdp.on('Network.requestServedFromCache', (e) => cached.add(e.requestId));
    cdp.on('Network.responseReceived', (e) => {
      if (!e.response.fromDiskCache) fromServer.push({ id: e.requestId, path: new URL(e.response.url).pathname });
    });
    await page.reload();
    await expect(services.first()).toBeVisible();
    expect(fromServer.filter((r) => r.path.endsWith('.js') && !cached.has(r.id)).map((r) => r.path)).toEqual([]);
    expect(fromServer.map((r) => r.path)).toContain('/');
  });
});

test.describe('routing', () => {
  test('logged out, every path shows the login at /', async ({ page, api }) => {
    void api;
    for (const path of ['/services', '/nqa-documents', '/update-user', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
      await expect(page).toHaveURL(/localhost:\d+\/$/);
    }
  });

  test('logged in, every spec route opens and unknown paths go to /', async ({ adminPage: page }) => {
    const routes = [
      '/services',
      '/newsletter',
      '/nqa-documents',
      '/user-management',
      '/create-new-document',
      '/create-new-service',
      '/create-new-user',
    ];
    for (const path of routes) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('menuitem', { name: 'DASHBOARD' })).toBeVisible();
    }
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    // signed in, /auth sends the browser on to / while the page is still loading: wait for the address, not 'load'
    await page.goto('/auth', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});
