// A visit begins with a move or the window regaining focus: rows read before it are shown and asked for again.
import { focusManager } from '@tanstack/react-query';

let movedAt = 0;
let pageLoadAt: string | null = null;
// so that a dialog opened later on the same screen asks again
const MOVE_MS = 10_000;
const placeOf = (to: string) => {
  const { pathname, search } = new URL(to, window.location.origin);
  return pathname + search;
};

/** The first render of the page load's own screen is not a second move: it takes the rows the page load asked for. */
export function startMove(to: string, { pageLoad = false } = {}): void {
  const place = placeOf(to);
  const joinsPageLoad = !pageLoad && pageLoadAt === place;
  pageLoadAt = pageLoad ? place : null;
  if (!joinsPageLoad) movedAt = Date.now();
}

export const askedThisMove = (updatedAt: number): boolean => updatedAt >= movedAt && Date.now() - updatedAt < MOVE_MS;

export const keptThisVisit = (updatedAt: number): boolean => updatedAt >= movedAt;

// react-query's own refetch on focus runs after its listeners, so it already counts as the new visit
focusManager.subscribe((focused) => {
  if (focused) movedAt = Date.now();
});
