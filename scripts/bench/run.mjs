#!/usr/bin/env node
/**
 * npm run bench: the performance table with SEED=large, in Debian's Chromium against a production build, written to
 * docs/performance.md; exits 1 when a budget fails or a row could not be measured. Timings never run in `npm test`.
 *
 * The browser groups share one build, one fixture and one browser; durability and load start fixtures of their own
 * once those are stopped. Settings: ./config.mjs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { API_PORT, APP_PORT, BROWSER_GROUPS, apiUrl, appUrl, bin, root, wants } from './config.mjs';
import { dialogRows } from './dialogs.mjs';
import { documentsRows } from './documents.mjs';
import { durabilityRows } from './durability.mjs';
import { signIn } from './fixture.mjs';
import { fixtureRows } from './fixture-rows.mjs';
import { floorFigures } from './floor.mjs';
import { jsRows } from './js.mjs';
import { loadRows } from './load.mjs';
import { newslettersRows } from './newsletters.mjs';
import { benchHelpers } from './page.mjs';
import { servicesRows } from './services.mjs';
import { anyFailed, printTable, writeReport } from './table.mjs';
import { usersRows } from './users.mjs';

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
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
}
process.on('exit', stopAll);

async function waitFor(url, timeoutMs = 180_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250)); // poll interval while the large seed is built
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The portal built against the bench's fixture, the fixture on a fresh large seed, and the build's preview. */
async function startPortal() {
  console.log('Building the portal (production build against the bench fixture)...');
  const build = spawnSync(
    bin('vite'),
    ['build', '--mode', 'development', '--outDir', 'dist-bench', '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, env: viteEnv, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);

  const dataDir = path.join(os.tmpdir(), `nqa-portal-bench-large-${API_PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  console.log('Starting the fixture with the large seed...');
  start(bin('tsx'), ['mock-api/server.ts'], {
    ...process.env,
    API_PORT: String(API_PORT),
    MOCK_API_DATA_DIR: dataDir,
    MOCK_API_CORS_ORIGINS: `${appUrl},http://127.0.0.1:${APP_PORT}`,
    SEED: 'large',
  });
  start(
    bin('vite'),
    ['preview', '--mode', 'development', '--outDir', 'dist-bench', '--port', String(APP_PORT), '--strictPort'],
    viteEnv,
  );
  await waitFor(`${apiUrl}/`);
  await waitFor(appUrl);
}

/** What the browser groups share: the browser, the administrator's session, the seed's documents, the floor. */
async function browserContext() {
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
  const { token, auth } = await signIn();
  const apiGet = async (p) => (await fetch(`${apiUrl}${p}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const documents = await apiGet('/api/getDocuments');
  const floor = await floorFigures(browser, documents);
  console.log(`Floor page (10 rows from a pre-sorted array): ${JSON.stringify(floor)}`);
  async function signedInPage() {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript((v) => localStorage.setItem('qip_portal_token', v), auth);
    await context.addInitScript(benchHelpers);
    return { context, page: await context.newPage() };
  }
  return { browser, token, auth, apiGet, documents, floor, signedInPage };
}

if (BROWSER_GROUPS.some(wants)) {
  await startPortal();
  const ctx = await browserContext();
  try {
    if (wants('fixture')) await fixtureRows(ctx);
    if (wants('js')) await jsRows(ctx);
    if (wants('documents') || wants('heap')) await documentsRows(ctx);
    if (wants('services')) await servicesRows(ctx);
    if (wants('users')) await usersRows(ctx);
    if (wants('newsletters')) await newslettersRows(ctx);
    if (wants('dialog')) await dialogRows(ctx);
  } finally {
    await ctx.browser.close();
    stopAll();
  }
}
if (wants('durability')) await durabilityRows();
if (wants('load')) await loadRows();

const load = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
printTable(load);
await writeReport(load);
if (anyFailed()) {
  console.error('A budget was exceeded or a row could not be measured.');
  process.exit(1);
}
console.log('All budgets met.');
