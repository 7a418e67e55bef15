/**
 * The current visit of a screen: begun by a move (a page load, a link, the menu, back and forward) or by the window
 * regaining focus. What was read before it is shown and asked for again; what it read is not asked twice.
 */
import { focusManager } from '@tanstack/react-query';

let movedAt = 0;
let pageLoadAt: string | null = null;
/** How long rows a move asked for count as its own: a dialog opened later on the same screen asks again. */
const MOVE_MS = 10_000;
const placeOf = (to: string) => {
  const { pathname, search } = new URL(to, window.location.origin);
  return pathname + search;
};

/**
 * A move to `to` begins (a page load, a link, the menu, back and forward). The first render of the page load's own
 * screen is not a second move: it takes the rows the page load asked for.
 */
export function startMove(to: string, { pageLoad = false } = {}): void {
  const place = placeOf(to);
  const joinsPageLoad = !pageLoad && pageLoadAt === place;
  pageLoadAt = pageLoad ? place : null;
  if (!joinsPageLoad) movedAt = Date.now();
}

/**
 * Whether rows fetched at `updatedAt` were asked for by the current move: its screen takes them instead of asking a
 * second time; any older rows are shown and asked for again (App.tsx's refetchOnMount).
 */
export const askedThisMove = (updatedAt: number): boolean => updatedAt >= movedAt && Date.now() - updatedAt < MOVE_MS;

/**
 * Whether rows fetched at `updatedAt` belong to this visit of the screen: read since it was entered or since the
 * window last regained focus. A list pages, sorts and filters them without asking again (src/dataProvider/keptList.ts);
 * older rows are shown and asked for again.
 */
export const keptThisVisit = (updatedAt: number): boolean => updatedAt >= movedAt;

// The window regaining focus starts a new visit: what is shown is asked for again (react-query refetches the
// screen's queries on focus, after its listeners have run: its own waits for paused mutations first).
focusManager.subscribe((focused) => {
  if (focused) movedAt = Date.now();
});
