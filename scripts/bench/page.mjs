/**
 * In-page measurement: "input to rows updated" on the page's own clock. The page marks the last input event before
 * the rows change, a MutationObserver sees them change, and the next animation frame ends the figure; the long
 * tasks meanwhile are kept. Controls are found the way users find them: role and the labels of src/i18n/en.ts.
 */
import { handOver } from './ab.mjs';
import { RUNS } from './config.mjs';
import { median } from './table.mjs';

/** Installed in every page (addInitScript): the rows' signature and the armed measurements. */
export function benchHelpers() {
  const dataRows = () =>
    [...document.querySelectorAll('tbody tr, [role="row"]')].filter(
      (r) => !r.closest('thead') && r.querySelector('td, [role="cell"], [role="gridcell"]'),
    );
  // the rows shown, and how many are ticked (a select-all changes no text)
  const signature = () => {
    const r = dataRows();
    const ticked = r.filter((x) => x.querySelector('input[type="checkbox"]')?.checked).length;
    return `${r.length}|${ticked}|${r
      .slice(0, 3)
      .map((x) => x.textContent)
      .join('|')}|${r.at(-1)?.textContent ?? ''}`;
  };
  /** Resolves `pending` with the time from the last of the input events `types` to the frame after `done()` holds. */
  function armOn(types, done) {
    let last = null;
    const mark = (e) => {
      last = e.timeStamp;
    };
    for (const t of types) addEventListener(t, mark, true);
    const long = [];
    const po = new PerformanceObserver((l) => {
      for (const e of l.getEntries()) long.push(e.duration);
    });
    po.observe({ type: 'longtask' });
    window.__bench.pending = new Promise((resolve) => {
      const mo = new MutationObserver(() => {
        if (last === null || !done()) return;
        mo.disconnect();
        const input = last;
        for (const t of types) removeEventListener(t, mark, true);
        requestAnimationFrame(() => {
          const ms = performance.now() - input;
          // the long tasks before this frame are reported after it
          setTimeout(() => {
            for (const e of po.takeRecords()) long.push(e.duration);
            po.disconnect();
            resolve({ ms, longest: long.length ? Math.max(...long) : 0 });
          }, 0);
        });
      });
      mo.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }
  /** The options the open dialog lists (the choose-services dialog's checkboxes), lower-cased. */
  const options = () =>
    [...document.querySelectorAll('[role="dialog"] [role="group"] label')].map((l) => l.textContent.toLowerCase());
  window.__bench = {
    signature,
    options,
    rowCount: () => dataRows().length,
    /** The rows differ from now (and contain `text`, when given); a fill() sends only an input event. */
    arm(text) {
      const before = signature();
      armOn(['pointerdown', 'keydown', 'input'], () => {
        const sig = signature();
        return sig !== before && (!text || sig.toLowerCase().includes(text.toLowerCase()));
      });
    },
    /** A dialog with choices opened: its first checkbox is in the page. */
    armDialog() {
      armOn(
        ['pointerdown', 'keydown'],
        () => document.querySelector('[role="dialog"] input[type="checkbox"]') !== null,
      );
    },
    /** A search typed into a dialog: every option it lists contains `q`. */
    armSearch(q) {
      armOn(['pointerdown', 'keydown'], () => {
        const shown = options();
        return shown.length > 0 && shown.every((t) => t.includes(q));
      });
    },
    /** Another screen opened: its heading is shown with rows. */
    armScreen() {
      const heading = () => document.querySelector('main h1')?.textContent ?? '';
      const before = heading();
      armOn(['pointerdown', 'keydown'], () => heading() !== before && dataRows().length > 0);
    },
  };
}

/** Measures one interaction: arms, acts, waits for the rows to update (or fails after `timeout`). */
export async function measure(page, act, { text, timeout = 30_000 } = {}) {
  await page.evaluate((t) => window.__bench.arm(t), text ?? null);
  await act();
  return settledWithin(page, timeout, 'the rows did not update');
}

/** Resolves once the page's main thread is idle: the work a side does after its rows changed is not the next's. */
export const idle = (page) =>
  page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(), { timeout: 2000 })));

/** The armed measurement's figure, or an error saying `what` after `timeout` ms. */
export async function settledWithin(page, timeout, what) {
  const r = await Promise.race([
    page.evaluate(() => window.__bench.pending),
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what} within ${timeout} ms`)), timeout)),
  ]);
  await handOver(() => idle(page));
  return r;
}

/** Medians of RUNS measurements of `step(i)`, each preceded by `reset(i)` (not measured). */
export async function medianOf(page, step, reset = async () => undefined, opts = {}) {
  const ms = [];
  let longest = 0;
  for (let i = 0; i < RUNS; i++) {
    await reset(i);
    const r = await measure(
      page,
      () => step(i),
      typeof opts.text === 'function' ? { ...opts, text: opts.text(i) } : opts,
    );
    ms.push(r.ms);
    longest = Math.max(longest, r.longest);
  }
  return { ms: median(ms), longest };
}

/** Starts watching the page's long tasks; the returned function stops and gives the longest (0 for none). */
export async function watchLongTasks(page) {
  await page.evaluate(() => {
    const seen = [];
    const po = new PerformanceObserver((l) => {
      for (const e of l.getEntries()) seen.push(e.duration);
    });
    po.observe({ type: 'longtask' });
    window.__longTasks = { seen, po };
  });
  // read in the frame after the last one, once the tasks before it are reported
  return () =>
    page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const { seen, po } = window.__longTasks;
              for (const e of po.takeRecords()) seen.push(e.duration);
              po.disconnect();
              resolve(seen.length ? Math.max(...seen) : 0);
            }, 0),
          ),
        ),
    );
}

/** A control found by role and visible name, or an error naming it. */
export async function control(page, role, name, { timeout = 15_000 } = {}) {
  const loc = page.getByRole(role, { name, exact: typeof name === 'string' }).first();
  try {
    await loc.waitFor({ timeout });
  } catch {
    throw new Error(`no ${role} named ${JSON.stringify(String(name))} on ${new URL(page.url()).pathname}`);
  }
  return loc;
}

/** The first of `candidates` ([role, name]) on the page, or an error naming `what` and where it was looked for. */
export async function anyControl(page, candidates, what) {
  for (const [role, name] of candidates) {
    const loc = page.getByRole(role, { name, exact: typeof name === 'string' }).first();
    if ((await loc.count()) > 0) return loc;
  }
  throw new Error(
    `no ${what} on ${new URL(page.url()).pathname} (looked for ${candidates.map(([r, n]) => `${r} "${n}"`).join(', ')})`,
  );
}

export const waitRows = (page, timeout = 60_000) =>
  page
    .waitForFunction(() => window.__bench.rowCount() > 0, undefined, { timeout })
    .catch(() => {
      throw new Error(`no rows shown on ${new URL(page.url()).pathname} within ${timeout} ms`);
    });

export const waitChange = (page, before) =>
  page.waitForFunction((b) => window.__bench.signature() !== b, before, { timeout: 30_000 });

/** Does `act` (not measured) and waits until the rows shown change. */
export async function changeRows(page, act) {
  const before = await page.evaluate(() => window.__bench.signature());
  await act();
  await waitChange(page, before);
}

/**
 * Undoes a filter choice (`act`, not measured): waits until the list's address no longer has the filter's parameter
 * (`param`, src/resources/documents/list/listParams.ts) and the page has settled with rows. Not a wait for other rows:
 * the first rows may be the same with and without the filter, or the same rows in another order (equal file names
 * in the order of each endpoint's answer).
 */
export async function backTo(page, param, act) {
  await act();
  await page.waitForURL((u) => !u.searchParams.has(param), { timeout: 30_000 });
  await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached', timeout: 30_000 });
  await waitRows(page);
}
