import type { QueryClient } from '@tanstack/react-query';
import { config } from '../config.ts';
import { getToken } from '../authProvider/storage.ts';
import { createHttpClient } from '../dataProvider/httpClient.ts';
import type { EarlyRead, ScreenQuery } from '../resources/types.ts';
import { askedThisMove } from './visit.ts';

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
