import type { QueryClient } from '@tanstack/react-query';
import { config } from '../config.ts';
import { getToken } from '../authProvider/storage.ts';
import { createHttpClient } from '../dataProvider/httpClient.ts';
import type { EarlyRead, ScreenQuery } from '../resources/types.ts';
import { askedThisMove } from './visit.ts';

/** The reads leave with the user's move, not once the resource's data-provider module has loaded. */
export function prefetchWithReads(queryClient: QueryClient, query: ScreenQuery, reads: readonly EarlyRead[]): void {
  if (!wantsFetch(queryClient, query.queryKey)) return;
  if (reads.length > 0) {
    const http = createHttpClient({ baseUrls: config.apiUrl, getToken });
    for (const read of reads) http.readEarly(read.name, read);
  }
  // whatever the query's own staleTime: the reads just sent are for this fetch to take
  void queryClient.prefetchQuery({ ...query, staleTime: 0 });
}

function wantsFetch(queryClient: QueryClient, queryKey: readonly unknown[]): boolean {
  const state = queryClient.getQueryState(queryKey);
  if (!state || state.data === undefined) return state?.fetchStatus !== 'fetching';
  if (state.fetchStatus === 'fetching') return false;
  return state.isInvalidated || !askedThisMove(state.dataUpdatedAt);
}
