import type { QueryClient } from '@tanstack/react-query';
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
  if (reads.length > 0 && wantsFetch(queryClient, query.queryKey)) {
    const http = createHttpClient({ baseUrls: config.apiUrl, getToken });
    for (const read of reads) http.readEarly(read.name, read);
  }
  void queryClient.prefetchQuery(query);
}

/** Whether prefetchQuery would fetch this query now: nothing kept, kept but stale or invalidated, and none on its way. */
function wantsFetch(queryClient: QueryClient, queryKey: readonly unknown[]): boolean {
  const state = queryClient.getQueryState(queryKey);
  if (!state || state.data === undefined) return state?.fetchStatus !== 'fetching';
  if (state.fetchStatus === 'fetching') return false;
  const staleTime = queryClient.getDefaultOptions().queries?.staleTime;
  const age = Date.now() - state.dataUpdatedAt;
  return state.isInvalidated || typeof staleTime !== 'number' || age >= staleTime;
}
