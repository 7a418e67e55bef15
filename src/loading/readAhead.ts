import { focusManager, type QueryClient } from '@tanstack/react-query';
import { config } from '../config.ts';
import { getToken } from '../authProvider/storage.ts';
import { createHttpClient } from '../dataProvider/httpClient.ts';
import type { EarlyRead, ScreenQuery } from '../resources/types.ts';

/**
 * Asks react-query for `query` now, and when it will fetch, starts its `reads` at once (httpClient.readEarly): the
 * request leaves with the user's move, not once the resource's data-provider module (loaded with its first call)
 * has arrived; the query's own call takes the answer. Rows kept and fresh, or
 * on their way, are not asked for again. `reads` must be the very calls the query makes (src/boot/preload.spec.ts).
 */
export function prefetchWithReads(queryClient: QueryClient, query: ScreenQuery, reads: readonly EarlyRead[]): void {
  if (!wantsFetch(queryClient, query.queryKey)) return;
  if (reads.length > 0) {
    const http = createHttpClient({ baseUrls: config.apiUrl, getToken });
    for (const read of reads) http.readEarly(read.name, read);
  }
  // fetched whatever the query's own staleTime: the reads just sent are for it to take
  void queryClient.prefetchQuery({ ...query, staleTime: 0 });
}

/** Whether this query is to be fetched now: nothing kept, or kept from before this move, and none on its way. */
function wantsFetch(queryClient: QueryClient, queryKey: readonly unknown[]): boolean {
  const state = queryClient.getQueryState(queryKey);
  if (!state || state.data === undefined) return state?.fetchStatus !== 'fetching';
  if (state.fetchStatus === 'fetching') return false;
  return state.isInvalidated || !askedThisMove(state.dataUpdatedAt);
}

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
