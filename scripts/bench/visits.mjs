/** A list's screen reached the ways a person reaches it: its address typed, its menu item the first time, then again. */
import { appUrl, handOver } from './ab.mjs';
import { BUDGET, RUNS } from './config.mjs';
import { control, settledWithin, waitRows, watchLongTasks } from './page.mjs';
import { group, median, range, record } from './table.mjs';

/** Later visits are fewer than RUNS: each is a round trip through the dashboard. */
const LATER_VISITS = Math.min(RUNS, 5);

/** The dashboard shown with its rows, and `menuItem` found (nothing measured). */
async function fromDashboard(page, menuItem) {
  await (await control(page, 'menuitem', 'DASHBOARD')).click();
  await control(page, 'heading', 'Dashboard');
  await waitRows(page);
  return control(page, 'menuitem', menuItem);
}

/**
 * The row of later visits of a list (its rows kept): from the dashboard, a press on its menu item to the frame with
 * its heading and rows, on the page's own clock (the driver's would add its own round trips).
 */
export async function laterVisitRow(page, list, menuItem) {
  await group(`${list}: later visit`, async () => {
    const ms = [];
    for (let i = 0; i < LATER_VISITS; i++) {
      const item = await fromDashboard(page, menuItem);
      await page.evaluate(() => window.__bench.armScreen());
      await item.click();
      ms.push((await settledWithin(page, 30_000, `${menuItem} showed no rows`)).ms);
    }
    record(`${list}: later visit (menu, kept rows)`, median(ms), 'ms', BUDGET.laterVisit, {
      note: `${menuItem} clicked on the dashboard, pointerdown to the frame with rows`,
    });
  });
}

/**
 * A later visit of a list whose collection has not changed: the kept rows show and the list is asked again, answered
 * 304 Not Modified. From the press on its menu item to the frame after that answer (driver's clock), and the longest
 * task meanwhile: an unchanged answer is neither decoded nor drawn again, so no long task is expected.
 */
export async function unchangedRefresh(page, menuItem, path) {
  const ms = [];
  const longest = [];
  for (let i = 0; i < LATER_VISITS; i++) {
    const item = await fromDashboard(page, menuItem);
    const stop = await watchLongTasks(page);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'GET', {
      timeout: 30_000,
    });
    const t0 = Date.now();
    await item.click();
    const res = await answered;
    if (res.status() !== 304) throw new Error(`${path} answered ${res.status()}, not 304, on a later visit`);
    await res.finished();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    ms.push(Date.now() - t0);
    longest.push(await stop());
    await handOver();
  }
  return { ms: median(ms), longest: median(longest) };
}

/**
 * A list's first visit in a session: the dashboard loaded and settled, then a click on the list's menu item, to its
 * heading shown with rows (the list not fetched before); each run in a fresh browser context.
 */
async function firstVisit(signedInPage, menuItem) {
  const ms = [];
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await signedInPage();
    await page.goto(`${appUrl()}/`);
    await control(page, 'heading', 'Dashboard');
    await waitRows(page);
    await page.waitForLoadState('networkidle');
    const item = await control(page, 'menuitem', menuItem);
    await page.evaluate(() => window.__bench.armScreen());
    await item.click();
    ms.push((await settledWithin(page, 60_000, `${menuItem} showed no rows`)).ms);
    await context.close();
  }
  return median(ms);
}

/**
 * A page load of `url` in `first` (a fresh page, nothing cached), then of the same address in another tab of its
 * browser (the portal's code from the browser's cache: the build's files are served immutable; the data from the
 * server, as on an administrator's every later day): ms from the address typed to `ready`.
 */
async function loadTwice(first, url, ready) {
  let t = Date.now();
  await first.goto(url);
  await ready(first);
  const cold = Date.now() - t;
  const again = await first.context().newPage();
  t = Date.now();
  await again.goto(url);
  await ready(again);
  const cached = Date.now() - t;
  await again.close();
  await handOver();
  return { cold, cached };
}

/**
 * A list's first render, the ways a person meets it: a page load, the same with the portal's code cached, and a
 * first visit from the menu (against `budget`, when given). Each page load runs in a fresh browser context with its
 * second tab (the first run's page is `page`, left open for the rows that follow), in turn with the peer's list
 * (`peer`, its address: react-admin's own list loading the same collection) and the floor loaded the same way: the
 * login page signed out (a form, no layout and no data), the least any of the portal's pages takes to show on this
 * machine. A page load's budget is BUDGET.loadVsPeer times the peer's.
 */
export async function firstRenders(page, signedInPage, { path, menuItem, list, size, budget, peer }) {
  const sides = { portal: { cold: [], cached: [] }, peer: { cold: [], cached: [] }, floor: { cold: [], cached: [] } };
  const keep = (side, r) => {
    sides[side].cold.push(r.cold);
    sides[side].cached.push(r.cached);
  };
  await group(`${list}: first render, page loads`, async () => {
    for (let i = 0; i < RUNS; i++) {
      const fresh = i === 0 ? null : await signedInPage();
      keep('portal', await loadTwice(fresh?.page ?? page, `${appUrl()}${path}`, (p) => waitRows(p)));
      await fresh?.context.close();
      if (peer) {
        const other = await signedInPage();
        keep('peer', await loadTwice(other.page, peer, (p) => waitRows(p)));
        await other.context.close();
      }
      const signedOut = await page.context().browser().newContext({ viewport: page.viewportSize() });
      keep(
        'floor',
        await loadTwice(await signedOut.newPage(), `${appUrl()}/`, (p) => control(p, 'button', 'LOGIN NOW')),
      );
      await signedOut.close();
    }
  });
  if (sides.portal.cold.length === RUNS) {
    const loadRow = (name, key, how) => {
      const [ms, peerMs, floorMs] = ['portal', 'peer', 'floor'].map((s) => sides[s][key]);
      const peerFigure = peerMs.length ? median(peerMs) : undefined;
      record(name, median(ms), 'ms', peerFigure && BUDGET.loadVsPeer * peerFigure, {
        floor: median(floorMs),
        peer: peerFigure,
        per: `${BUDGET.loadVsPeer} x peer`,
        note: `${how}, to the first row shown (${range(ms)}${peerFigure ? `; peer ${range(peerMs)}` : ''}); floor: the login page, ${range(floorMs)}`,
      });
    };
    loadRow(`${list}: first render, page load (${size})`, 'cold', 'address typed in a new tab');
    loadRow(`${list}: first render, page load, code cached (${size})`, 'cached', 'the same address in another tab');
  }
  await group(`${list}: first visit from the menu`, async () =>
    record(`${list}: first render, menu (${size})`, await firstVisit(signedInPage, menuItem), 'ms', budget, {
      note: `${menuItem} clicked on the dashboard, to rows shown`,
    }),
  );
}
