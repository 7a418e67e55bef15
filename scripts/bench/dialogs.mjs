/**
 * The dialog group: the services pickers, from the pointerdown on their button to the frame with their first
 * checkbox. A first open is measured on a fresh page in a fresh browser context (its code and choices not loaded),
 * where one sample moves a lot from run to run: medians of RUNS such pages.
 */
import { appUrl } from './ab.mjs';
import { BUDGET, RUNS, TYPE_MS } from './config.mjs';
import { control, settledWithin, waitRows } from './page.mjs';
import { group, interaction, median, range, record } from './table.mjs';

/** First opens of the dialog behind the control `prepare` returns, on `path` once it shows rows. */
async function firstOpens(signedInPage, path, prepare) {
  const ms = [];
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await signedInPage();
    await page.goto(`${appUrl()}${path}`);
    await waitRows(page);
    const target = await prepare(page);
    await page.evaluate(() => window.__bench.armDialog());
    await target.click();
    ms.push((await settledWithin(page, 30_000, 'no checkbox in the dialog')).ms);
    await context.close();
  }
  return ms;
}

/** The user form's choose-services dialog: first opens, then the opens after that on the last page. */
async function chooseServicesRows(signedInPage) {
  await group('choose-services dialog', async () => {
    const first = [];
    const again = [];
    for (let i = 0; i < RUNS; i++) {
      const { context, page } = await signedInPage();
      await page.goto(`${appUrl()}/create-new-user`);
      const open = await control(page, 'button', 'Choose services');
      for (let j = 0; j < (i === RUNS - 1 ? RUNS + 1 : 1); j++) {
        await page.evaluate(() => window.__bench.armDialog());
        await open.click();
        (j === 0 ? first : again).push((await settledWithin(page, 30_000, 'no checkbox in the dialog')).ms);
        await page.getByRole('dialog').getByRole('checkbox').first().waitFor({ timeout: 30_000 });
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 10_000 });
      }
      await context.close();
    }
    record('choose-services dialog: first open (2,000 services)', median(first), 'ms', BUDGET.pickerOpen, {
      note: `pointerdown to the frame with its first checkbox, pressed as soon as the page shows the button: the dialog's code and the services asked for since the form showed (${range(first)} ms)`,
    });
    record('choose-services dialog: open again', median(again), 'ms', BUDGET.pickerOpen, {
      note: 'pointerdown to the frame with its first checkbox, code and services kept',
    });
  });
}

/**
 * A person typing the last two words of a service's name into the choose-services dialog's search box: from the key
 * that brought the list its matches to the frame showing them, and the longest task while typing; the box emptied
 * (all the services back) before each run.
 */
async function typingSearchRow({ signedInPage, apiGet, floor }) {
  await group('choose-services dialog: typing a search', async () => {
    const [first] = await apiGet('/api/services-get-all');
    const query = first.name.toLowerCase().split(' ').slice(-2).join(' ');
    const { context, page } = await signedInPage();
    await page.goto(`${appUrl()}/create-new-user`);
    await (await control(page, 'button', 'Choose services')).click();
    const box = await control(page, 'textbox', 'Search services');
    const ms = [];
    let longest = 0;
    for (let i = 0; i < RUNS; i++) {
      await box.fill('');
      await page.waitForFunction((q) => window.__bench.options().some((t) => !t.includes(q)), query);
      await page.evaluate((q) => window.__bench.armSearch(q), query);
      await box.pressSequentially(query, { delay: TYPE_MS }); // a modelled typist, not a wait
      const r = await settledWithin(page, 30_000, `the options did not all match "${query}"`);
      ms.push(r.ms);
      longest = Math.max(longest, r.longest);
    }
    await context.close();
    interaction('choose-services dialog: typing a search (2,000 services)', { ms: median(ms), longest }, floor.filter, {
      note: `"${query}" typed, ${TYPE_MS} ms between keys (${range(ms)} ms); `,
    });
  });
}

export async function dialogRows(ctx) {
  const { signedInPage } = ctx;
  await chooseServicesRows(signedInPage);
  await group('filter-by-services dialog: first open', async () => {
    for (const [path, button, where] of [
      ['/nqa-documents', 'Filter by services', 'documents'],
      ['/user-management', 'Filter by service', 'users'],
    ]) {
      const ms = await firstOpens(signedInPage, path, (p) => control(p, 'button', button));
      record(`filter-by-services dialog: first open (${where}, 2,000 services)`, median(ms), 'ms', BUDGET.pickerOpen, {
        note: `${button} pressed on the list, pointerdown to the frame with its first checkbox (${range(ms)} ms)`,
      });
    }
  });
  await group('link-to-services dialog: first open', async () => {
    const ms = await firstOpens(signedInPage, '/nqa-documents', async (p) => {
      await (await control(p, 'button', /^Actions for /)).click();
      return control(p, 'menuitem', 'Add to service');
    });
    record('link-to-services dialog: first open (Add to service)', median(ms), 'ms', BUDGET.pickerOpen, {
      note: `a document's menu, Add to service: pointerdown to the frame with its first checkbox, the services it can be linked to asked for then (${range(ms)} ms)`,
    });
  });
  await typingSearchRow(ctx);
}
