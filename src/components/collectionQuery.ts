import type { RaRecord } from 'react-admin';
import type { PortalDataProvider } from '../dataProvider/index.ts';
import type { EarlyRead } from '../resources/types.ts';
import { collectionQueryKey, type KeptCollection } from '../dataProvider/keptCollection.ts';

export { collectionQueryKey };

/**
 * The query of a whole collection, as getList keeps it (src/dataProvider/keptList.ts): asked for by a move to its
 * list (src/boot/preload.ts) so the list's getList finds it on the way, and read whole by the screens that want
 * every record (the choose-services dialog, the dashboard's tiles). Light: a route table may import it without
 * the list's code.
 */
export const collectionQuery = <T extends RaRecord>(dataProvider: PortalDataProvider, resource: string) => ({
  queryKey: collectionQueryKey(resource),
  queryFn: (): Promise<KeptCollection<T>> => dataProvider.getAll<T>(resource),
  // Whole collections (thousands of rows): a refetch replaces them; walking every row to share equal ones costs more.
  structuralSharing: false,
  // kept while the portal is open (as getList keeps them): a list pages them at any time
  gcTime: Infinity,
});

/** The call behind the services collection (GET /api/services-get-all), for reads started ahead (src/loading/readAhead.ts). */
export const SERVICES_COLLECTION_READS: readonly EarlyRead[] = [{ name: 'servicesGetAll' }];
/** The same, as a route names its `early` or `ahead` reads. */
export const servicesCollectionReads = (): EarlyRead[] => [...SERVICES_COLLECTION_READS];
