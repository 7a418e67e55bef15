#!/usr/bin/env node
/**
 * npm run bench: the performance table with SEED=large, in Debian's Chromium against a production build, written to
 * docs/performance.md; exits 1 when a budget fails or a row could not be measured. Timings never run in `npm test`.
 *
 * The browser groups share one build, one fixture and one browser; durability and load start fixtures of their own
 * once those are stopped. The list groups measure react-admin's own list beside the portal (./peer.mjs); BENCH_BASE
 * measures another ref's portal in turn with it (./ab.mjs). Settings: ./config.mjs.
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../chromium.mjs';
import { headAndBase, serveBase } from './ab.mjs';
import { servePortal, start, stopAll, waitFor } from './apps.mjs';
import {
  API_PORT,
  APP_PORT,
  BASE,
  BROWSER_GROUPS,
  apiUrl,
  baseUrl,
  bin,
  headUrl,
  peerUrl,
  root,
  wants,
} from './config.mjs';
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
import { servePeer } from './peer.mjs';
import { servicesRows } from './services.mjs';
import { anyFailed, printTable, writeReport } from './table.mjs';
import { usersRows } from './users.mjs';

/** The portal built against the bench's fixture and previewed, the fixture on a fresh large seed. */
async function startPortal() {
  const dataDir = path.join(os.tmpdir(), `nqa-portal-bench-large-${API_PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  console.log('Starting the fixture with the large seed...');
  const origins = [headUrl, `http://127.0.0.1:${APP_PORT}`, peerUrl, baseUrl];
  start(bin('tsx'), ['mock-api/server.ts'], {
    env: {
      ...process.env,
      API_PORT: String(API_PORT),
      MOCK_API_DATA_DIR: dataDir,
      MOCK_API_CORS_ORIGINS: origins.join(','),
      SEED: 'large',
    },
  });
  await servePortal(root, APP_PORT, 'the portal');
  if (BASE) await serveBase();
  await waitFor(`${apiUrl}/`);
}

/** What the browser groups share: the browser, the administrator's session, the seed's documents, the floor. */
async function browserContext() {
  const browser = await chromium.launch(chromiumLaunch);
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
  const peer = wants('documents') || wants('users') ? await servePeer() : null;
  return { browser, token, auth, apiGet, documents, floor, signedInPage, peer };
}

/** The browser groups in order; with BENCH_BASE each but the fixture's runs on both portals in turn. */
const groups = [
  [['fixture'], fixtureRows],
  [['js'], jsRows],
  [['documents', 'heap'], documentsRows],
  [['services'], servicesRows],
  [['users'], usersRows],
  [['newsletters'], newslettersRows],
  [['dialog'], dialogRows],
];

if (BROWSER_GROUPS.some(wants)) {
  await startPortal();
  const ctx = await browserContext();
  try {
    for (const [names, rows] of groups) {
      if (!names.some(wants)) continue;
      // both sides measure the peer too (the base's figures unused), so they do the same work
      if (BASE && names[0] !== 'fixture') await headAndBase(() => rows(ctx));
      else await rows(ctx);
    }
  } finally {
    await ctx.peer?.close();
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
