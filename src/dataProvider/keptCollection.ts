import type { QueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'ra-core';

// the key react-admin's mutations maintain: an update patches the kept rows, a create or delete marks them stale
export const collectionQueryKey = (resource: string, source = 'all') =>
  [resource, 'getList', { collection: source }] as const;

export const isCollectionKey = (key: readonly unknown[]): boolean =>
  key[1] === 'getList' && typeof key[2] === 'object' && key[2] !== null && 'collection' in key[2];

export interface KeptCollection<T extends RaRecord = RaRecord> {
  data: T[];
  total: number;
}

export const keptCollectionOf = <T extends RaRecord>(data: T[]): KeptCollection<T> => ({ data, total: data.length });

export const isPageQueryOf =
  (resource: string) =>
  ({ queryKey }: { queryKey: readonly unknown[] }): boolean =>
    queryKey[0] === resource && queryKey[1] === 'getList' && !isCollectionKey(queryKey);

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
