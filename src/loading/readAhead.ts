import type { QueryClient } from '@tanstack/react-query';
import type { ScreenQuery } from '../resources/types.ts';
import { askedThisMove } from './visit.ts';

/**
 * Asks react-query for `query` now, for the screen or dialog a move opens: rows kept and fresh, or on their way,
 * are not asked for again.
 */
export function prefetchForMove(queryClient: QueryClient, query: ScreenQuery): void {
  if (!wantsFetch(queryClient, query.queryKey)) return;
  // fetched whatever the query's own staleTime: kept rows from before this move are asked for again
  void queryClient.prefetchQuery({ ...query, staleTime: 0 });
}

/** Whether this query is to be fetched now: nothing kept, or kept from before this move, and none on its way. */
function wantsFetch(queryClient: QueryClient, queryKey: readonly unknown[]): boolean {
  const state = queryClient.getQueryState(queryKey);
  if (!state || state.data === undefined) return state?.fetchStatus !== 'fetching';
  if (state.fetchStatus === 'fetching') return false;
  return state.isInvalidated || !askedThisMove(state.dataUpdatedAt);
}
