#!/usr/bin/env node
/**
 * npm run bench: performance budgets, measured in Debian's Chromium against a production build.
 *  1. First-load JavaScript (gzip) of each route: every script fetched until the screen is usable.
 *     Budget: the login page <= 270 KB.
 *  2. With the large seed (2,000 services, 10,000 documents), time to search, sort and page the services list and
 *     to open and switch the documents list. Budget: each update <= 1,000 ms (an administrator perceives that as
 *     immediate for a list update); a first render, which fetches the whole list, <= 3,000 ms.
 * Prints a table of figures; exits 1 if a budget is exceeded. Uses its own ports (API 3201, app 4273).
 */
import { spawn, spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const bin = (n) => path.join(root, 'node_modules', '.bin', n);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3201);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4273);
const apiUrl = `http://localhost:${API_PORT}`;
const appUrl = `http://localhost:${APP_PORT}`;
const LOGIN_BUDGET_KB = 270;
const LIST_BUDGET_MS = 1000;
if (existsSync(path.join(root, '.env.development'))) process.loadEnvFile(path.join(root, '.env.development'));

const viteEnv = {
  ...process.env,
  VITE_PORTAL_API_URL: apiUrl,
  VITE_QIP_API_URL: apiUrl,
  VITE_HUB_URL: `${apiUrl}/hub`,
  VITE_HELP_URL: `${apiUrl}/help`,
  VITE_SERVICE_PORTAL_URL: apiUrl,
  PORT: String(APP_PORT),
};

const children = [];
function start(cmd, args, env) {
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}
function stopAll() {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
}
process.on('exit', stopAll);

async function waitFor(url, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

console.log('Building the portal (production build against the bench fixture)...');
const build = spawnSync(
  bin('vite'),
  ['build', '--mode', 'development', '--outDir', 'dist-bench', '--emptyOutDir', '--logLevel', 'warn'],
  {
    cwd: root,
    env: viteEnv,
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = path.join(os.tmpdir(), 'nqa-portal-bench-large');
rmSync(dataDir, { recursive: true, force: true });
console.log('Starting the fixture with the large seed...');
const seedStart = Date.now();
start(bin('tsx'), ['mock-api/server.ts'], {
  ...process.env,
  API_PORT: String(API_PORT),
  MOCK_API_DATA_DIR: dataDir,
  SEED: 'large',
});
start(
  bin('vite'),
  ['preview', '--mode', 'development', '--outDir', 'dist-bench', '--port', String(APP_PORT), '--strictPort'],
  viteEnv,
);
await waitFor(`${apiUrl}/api/user`);
const seedMs = Date.now() - seedStart;
await waitFor(appUrl);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const rows = [];
let failed = false;
function record(name, value, unit, budget) {
  const over = budget !== undefined && value > budget;
  if (over) failed = true;
  rows.push({
    name,
    value: `${value} ${unit}`,
    budget: budget === undefined ? '' : `<= ${budget} ${unit}`,
    result: budget === undefined ? '' : over ? 'OVER' : 'ok',
  });
}

async function token() {
  const r = await fetch(`${apiUrl}/api/portal-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: 'admin@example.com',
      password: 'Admin123!',
      client_id: process.env.VITE_CLIENT_ID,
      client_secret: process.env.VITE_CLIENT_SECRET,
      grant_type: 'password',
      remember_me: 0,
    }),
  });
  const { access_token } = await r.json();
  const user = await (
    await fetch(`${apiUrl}/api/user`, { headers: { Authorization: `Bearer ${access_token}` } })
  ).json();
  return JSON.stringify({ accessToken: access_token, userId: user.id, user });
}

/** Sums gzip sizes of every script the page fetched until `ready` resolves and the network is idle. */
async function firstLoadJs(route, ready, auth) {
  const context = await browser.newContext();
  if (auth) await context.addInitScript((v) => localStorage.setItem('qip_portal_token', v), auth);
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script' && res.ok()) {
      try {
        scripts.set(res.url(), gzipSync(await res.body()).length);
      } catch {
        /* body gone with a navigation */
      }
    }
  });
  await page.goto(appUrl + route);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  return Math.round([...scripts.values()].reduce((a, b) => a + b, 0) / 1024);
}

try {
  const login = await firstLoadJs('/', (p) => p.getByRole('button', { name: 'LOGIN NOW' }).waitFor());
  record('first-load JS, login page (/)', login, 'KB gzip', LOGIN_BUDGET_KB);
  const auth = await token();
  const menu = (p) => p.getByRole('menuitem', { name: 'DASHBOARD' }).waitFor();
  for (const route of ['/', '/services', '/newsletter', '/user-management', '/nqa-documents', '/create-new-service']) {
    record(`first-load JS, ${route} (signed in)`, await firstLoadJs(route, menu, auth), 'KB gzip');
  }

  // Services list with 2,000 services.
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript((v) => localStorage.setItem('qip_portal_token', v), auth);
  const page = await context.newPage();
  const services = await (
    await fetch(`${apiUrl}/api/services-get-all`, {
      headers: { Authorization: `Bearer ${JSON.parse(auth).accessToken}` },
    })
  ).json();
  const portalServices = services.filter((s) => s.has_portal === 1);
  record('services in the large seed (has_portal = 1)', portalServices.length, 'services');
  record('fixture start with the large seed', seedMs, 'ms');

  let t = Date.now();
  await page.goto(`${appUrl}/services`);
  const rowsLocator = page.locator('tbody tr');
  await rowsLocator.first().waitFor();
  record('services list first render', Date.now() - t, 'ms', LIST_BUDGET_MS * 3);

  const target = portalServices[Math.floor(portalServices.length / 2)].name;
  const search = page.getByPlaceholder('Type service name');
  await search.fill(target);
  t = Date.now();
  await search.press('Enter');
  await page.locator('tbody tr', { hasText: target }).first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length <= 8);
  record('search services by name', Date.now() - t, 'ms', LIST_BUDGET_MS);

  await search.fill('');
  await search.press('Enter');
  await page.getByRole('button', { name: 'Go to page 2', exact: true }).waitFor();
  const firstBefore = await rowsLocator.first().innerText();
  t = Date.now();
  await page.getByText('Service name', { exact: true }).click();
  await page.waitForFunction((before) => document.querySelector('tbody tr')?.textContent !== before, firstBefore);
  record('sort services by name', Date.now() - t, 'ms', LIST_BUDGET_MS);

  const firstOnPage1 = await rowsLocator.first().innerText();
  t = Date.now();
  await page.getByRole('button', { name: 'Go to page 2', exact: true }).click();
  await page.waitForFunction((before) => document.querySelector('tbody tr')?.innerText !== before, firstOnPage1);
  record('go to the next page of services', Date.now() - t, 'ms', LIST_BUDGET_MS);

  // Documents list with 10,000 documents: the endpoint returns them all, the list pages in memory.
  t = Date.now();
  await page.goto(`${appUrl}/nqa-documents`);
  await page.locator('tbody tr').first().waitFor({ timeout: 60_000 });
  record('documents list first render (10,000 documents)', Date.now() - t, 'ms', LIST_BUDGET_MS * 3);
  const firstDoc = await rowsLocator.first().innerText();
  t = Date.now();
  await page.getByRole('tab', { name: 'NQA3' }).click();
  await page.waitForFunction((before) => document.querySelector('tbody tr')?.innerText !== before, firstDoc);
  record('switch documents tab', Date.now() - t, 'ms', LIST_BUDGET_MS);
  await context.close();
} finally {
  await browser.close();
  stopAll();
}

console.log('');
console.table(rows);
if (failed) {
  console.error('A budget was exceeded.');
  process.exit(1);
}
console.log('All budgets met.');
