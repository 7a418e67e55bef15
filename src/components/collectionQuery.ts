import type { DataProvider, GetListResult, RaRecord } from 'react-admin';
import type { EarlyRead } from '../resources/types.ts';

/**
 * The whole collection of a resource, as the cache key react-admin's mutations maintain (`[resource, 'getList']`:
 * an update patches the kept rows, a create or delete marks them stale), so every list of one resource shares
 * one fetch and a mutation refreshes exactly that resource.
 */
export const collectionQueryKey = (resource: string) => [resource, 'getList', { collection: 'all' }] as const;

const ALL = { pagination: { page: 1, perPage: 0 }, sort: { field: '', order: 'ASC' as const }, filter: {} };

/**
 * The query of a whole collection (useCollectionList's), also asked for by a click on a link to its list
 * (src/boot/preload.ts) so the list finds it on the way. Light: a route table may import it without the list's code.
 */
export const collectionQuery = <T extends RaRecord>(dataProvider: DataProvider, resource: string) => ({
  queryKey: collectionQueryKey(resource),
  queryFn: () => dataProvider.getList<T>(resource, ALL) as Promise<GetListResult<T>>,
  // Whole collections (thousands of rows): a refetch replaces them; walking every row to share equal ones costs more.
  structuralSharing: false,
});

/** The call behind the services collection (GET /api/services-get-all), for reads started ahead (src/loading/readAhead.ts). */
export const SERVICES_COLLECTION_READS: readonly EarlyRead[] = [{ name: 'servicesGetAll' }];
/** The same, as a route names its `early` or `ahead` reads. */
export const servicesCollectionReads = (): EarlyRead[] => [...SERVICES_COLLECTION_READS];
