/**
 * The peer of the list rows: react-admin's own <List> and <DataTable> over ra-data-fakerest (scripts/bench-peer),
 * fetching the same collection from the same fixture on page load, signed in with the same session. Each compared
 * row measures the portal and the peer in turn in every run, so both meet the same load on a shared machine.
 */
import { serveBenchApp } from './apps.mjs';
import { PEER_PORT, RUNS, apiUrl, peerUrl } from './config.mjs';
import { idle, measure, waitRows } from './page.mjs';
import { median, recordFailure } from './table.mjs';

/** Built once a run (beside react-admin's shell), against the bench's fixture. */
export const servePeer = () =>
  serveBenchApp('bench-peer', PEER_PORT, { 'import.meta.env.VITE_PEER_API_URL': JSON.stringify(apiUrl) });

/** The peer's address of a list (`documents` or `users`). */
export const peerList = (resource) => `${peerUrl}/#/${resource}`;

/**
 * A signed-in page on the peer's `resource` list, its rows shown; null without a peer (its groups not run) or when it
 * does not show (a failing row says why, and the portal's rows are measured alone).
 */
export async function openPeer(ctx, resource) {
  if (!ctx.peer) return null;
  const side = await ctx.signedInPage();
  try {
    await side.page.goto(peerList(resource));
    await waitRows(side.page);
    return side;
  } catch (e) {
    recordFailure(`${resource}: react-admin's own list (the peer)`, e);
    await side.context.close();
    return null;
  }
}

/**
 * Medians of RUNS measurements of each side's `step(i)` ({ page, step, reset, opts }: reset(i) first, not measured),
 * the sides taking turns in each run, each left idle before the next; a missing side (null) gives null.
 */
export async function inTurn(...sides) {
  const runs = sides.map(() => ({ ms: [], longest: 0 }));
  for (let i = 0; i < RUNS; i++) {
    for (const [k, side] of sides.entries()) {
      if (!side) continue;
      await side.reset?.(i);
      const r = await measure(side.page, () => side.step(i), side.opts);
      runs[k].ms.push(r.ms);
      runs[k].longest = Math.max(runs[k].longest, r.longest);
      if (sides.length > 1) await idle(side.page);
    }
  }
  return runs.map((r, k) => (sides[k] ? { ms: median(r.ms), longest: r.longest } : null));
}
