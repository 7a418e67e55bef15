import type { QueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'ra-core';

/**
 * The whole collection of a resource in the query cache, under the key react-admin's mutations maintain
 * (`[resource, 'getList']`: an update patches the kept rows, a create or delete marks them stale). `source` names
 * another whole answer of the same resource (a filter endpoint); most resources have one, `all`.
 * Light: a route table may import it without the list's code.
 */
export const collectionQueryKey = (resource: string, source = 'all') =>
  [resource, 'getList', { collection: source }] as const;

/** Whether a query key is one of a resource's kept collections (and not one of its pages). */
export const isCollectionKey = (key: readonly unknown[]): boolean =>
  key[1] === 'getList' && typeof key[2] === 'object' && key[2] !== null && 'collection' in key[2];

/** A kept collection: every record of the answer. */
export interface KeptCollection<T extends RaRecord = RaRecord> {
  data: T[];
  total: number;
}

export const keptCollectionOf = <T extends RaRecord>(data: T[]): KeptCollection<T> => ({ data, total: data.length });

/** A query of one of a resource's list pages (react-admin's getList queries), not of its kept collection. */
export const isPageQueryOf =
  (resource: string) =>
  ({ queryKey }: { queryKey: readonly unknown[] }): boolean =>
    queryKey[0] === resource && queryKey[1] === 'getList' && !isCollectionKey(queryKey);

/**
 * Exactly what a mutation changed, in the kept collection (the deleted records leave it), nothing read again; the
 * resource's list pages are paged again from it.
 */
export function updateKeptCollection<T extends RaRecord>(
  queryClient: QueryClient,
  resource: string,
  update: (records: T[]) => T[],
): void {
  queryClient.setQueryData<KeptCollection<T>>(collectionQueryKey(resource), (old) =>
    old ? keptCollectionOf(update(old.data)) : old,
  );
  void queryClient.invalidateQueries({ predicate: isPageQueryOf(resource) }, { cancelRefetch: false });
}
