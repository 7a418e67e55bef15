/**
 * The js group: first-load JS, the gzip size of every script a route loads until its screen has settled. A signed-in
 * route is held to a multiple of react-admin's own shell (scripts/bench-shell: <Admin> with one resource), built,
 * served and measured the same way in the same run; the login page has a budget of its own.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { appUrl, handOver, onBaseSide } from './ab.mjs';
import { serveBenchApp } from './apps.mjs';
import { BUDGET, SHELL_PORT, root } from './config.mjs';
import { control } from './page.mjs';
import { group, record } from './table.mjs';

/** The shell's figure, measured once a run (the base's turn of an A/B reads the head's). */
let shellKb;

/**
 * Every installed copy of each @mui package: node_modules and the nested node_modules of any package under it. Two
 * copies of one package (say @mui/system 7 beside 9) give two theme contexts and double the bytes.
 */
function muiCopies() {
  const copies = new Map();
  const packagesIn = (dir) => {
    if (!existsSync(dir)) return [];
    return readdirSync(dir).flatMap((name) =>
      name.startsWith('@')
        ? readdirSync(path.join(dir, name)).map((sub) => [`${name}/${sub}`, path.join(dir, name, sub)])
        : [[name, path.join(dir, name)]],
    );
  };
  for (let todo = [path.join(root, 'node_modules')], dir = todo.pop(); dir; dir = todo.pop()) {
    for (const [name, pkgDir] of packagesIn(dir)) {
      const manifest = path.join(pkgDir, 'package.json');
      if (name.startsWith('@mui/') && existsSync(manifest)) {
        const where = `${JSON.parse(readFileSync(manifest, 'utf8')).version} at ${path.relative(root, pkgDir)}`;
        copies.set(name, [...(copies.get(name) ?? []), where]);
      }
      todo.push(path.join(pkgDir, 'node_modules'));
    }
  }
  return [...copies].filter(([, where]) => where.length > 1);
}

/**
 * Follows a page's requests; `settled()` resolves once the page has drawn what its reads brought: no progress
 * indicator shown (react-admin's app-bar indicator spins while any read is in flight; screens show one while their
 * record loads) and no request in flight for `quietMs`, checked again while an indicator comes back (a read that
 * starts once another has been drawn). Playwright's 'networkidle' fires once per page load: on a screen whose
 * record is slow to parse and draw it came before the chunks the record then needs (the chips of a document's
 * services), counted in one run and not in the next.
 */
function followRequests(page, quietMs = 500) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by) => () => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  const quiet = async () => {
    // polls the driver's own counters of the page's requests (not a wait for the page)
    while (inFlight > 0 || Date.now() - lastChange < quietMs) await new Promise((r) => setTimeout(r, 50));
  };
  return {
    async settled(rounds = 4) {
      const busy = page.locator('[role="progressbar"]');
      for (let i = 0; i < rounds; i++) {
        await busy.first().waitFor({ state: 'detached', timeout: 30_000 });
        await quiet();
        if ((await busy.count()) === 0) return;
      }
      throw new Error(`${page.url()} still shows a progress indicator after ${rounds} rounds of network quiet`);
    },
  };
}

/** KB gzip of the scripts `url` loads until `ready` and settled, in a fresh context (signed in with `auth`). */
async function firstLoadJs(browser, url, ready, auth) {
  const context = await browser.newContext();
  if (auth) await context.addInitScript((v) => localStorage.setItem('qip_portal_token', v), auth);
  const page = await context.newPage();
  const requests = followRequests(page);
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
  await page.goto(url);
  await ready(page);
  await requests.settled();
  await context.close();
  await handOver();
  // where the bytes go, largest first
  if (process.env.BENCH_JS_DETAIL)
    console.log(
      `${url}:\n${[...scripts]
        .sort((a, b) => b[1] - a[1])
        .map(([url, n]) => `  ${(n / 1024).toFixed(1).padStart(6)} ${new URL(url).pathname}`)
        .join('\n')}`,
    );
  return [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
}

async function shellRow(browser) {
  const name = "first-load JS: react-admin's own shell (scripts/bench-shell)";
  const shell = await serveBenchApp('bench-shell', SHELL_PORT);
  try {
    const kb = await firstLoadJs(browser, shell.url, (p) => p.locator('tbody tr').first().waitFor());
    record(name, kb, 'KB gzip', undefined, {
      note: '<Admin> with one resource (list, edit and show guessers), its list shown',
    });
    return kb;
  } finally {
    await shell.close();
  }
}

/**
 * The signed-in routes: every screen reachable by address, the edit screens with a record of the large seed each
 * (CATEGORY in src/shared/constants.ts: 1 a general document, 2 a service-specific one). /edit-newsletter is left
 * out: its newsletter comes as route state, so by address it goes back to /newsletter (spec).
 */
async function signedInRoutes(apiGet, documents) {
  const [service] = await apiGet('/api/services-get-all');
  const [user] = await apiGet('/api/fetch-users/all');
  const docOf = (category) => documents.find((d) => Number(d.category) === category);
  return [
    '/',
    '/services',
    '/newsletter',
    '/user-management',
    '/nqa-documents',
    '/create-new-document',
    '/create-new-service',
    '/create-new-user',
    `/update-service?id=${service.id}`,
    `/update-user?id=${user.id}`,
    `/edit-document?id=${docOf(1).id}`,
    `/edit-service-document?id=${docOf(2).id}`,
  ];
}

/** The route's own screen shown (the layout's menu comes before its lazy chunk), and not a redirect elsewhere. */
const showsItself = (route) => async (p) => {
  await control(p, 'menuitem', 'DASHBOARD');
  await p
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => {
      throw new Error(`no level-1 heading on ${new URL(p.url()).pathname}`);
    });
  const at = new URL(p.url());
  if (at.pathname + at.search !== route) throw new Error(`${route} went to ${at.pathname}${at.search}`);
};

export async function jsRows({ browser, auth, apiGet, documents }) {
  await group('one copy of each @mui package', async () => {
    // the build itself refuses modules of one @mui package from two places (vite.config.ts, oneMuiCopy)
    const twice = muiCopies();
    record('@mui packages installed more than once', twice.length, 'packages', 0, {
      note: twice.map(([name, where]) => `${name}: ${where.join(', ')}`).join('; '),
    });
  });
  await group('first-load JS per route', async () => {
    record(
      'first-load JS: login page (/)',
      await firstLoadJs(browser, `${appUrl()}/`, (p) => control(p, 'button', 'LOGIN NOW')),
      'KB gzip',
      BUDGET.loginJsKb,
    );
    if (!onBaseSide())
      await group("first-load JS: react-admin's own shell", async () => {
        shellKb = await shellRow(browser);
      });
    for (const route of await signedInRoutes(apiGet, documents)) {
      await group(`first-load JS: ${route}`, async () => {
        if (shellKb === undefined && !onBaseSide())
          throw new Error("no budget: react-admin's own shell was not measured");
        record(
          `first-load JS: ${route} (signed in)`,
          await firstLoadJs(browser, appUrl() + route, showsItself(route), auth),
          'KB gzip',
          BUDGET.signedInJsVsShell * shellKb,
          { per: `${BUDGET.signedInJsVsShell} x react-admin's shell` },
        );
      });
    }
  });
}
