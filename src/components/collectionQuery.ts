import type { RaRecord } from 'react-admin';
import type { PortalDataProvider } from '../dataProvider/index.ts';
import type { EarlyRead } from '../resources/types.ts';
import { collectionQueryKey, type KeptCollection } from '../dataProvider/keptCollection.ts';

export { collectionQueryKey };

// Keyed as getList keeps it (src/dataProvider/keptList.ts), so a list's getList finds a prefetched one. Light, so a
// route table may import it without the list's code.
export const collectionQuery = <T extends RaRecord>(dataProvider: PortalDataProvider, resource: string) => ({
  queryKey: collectionQueryKey(resource),
  queryFn: (): Promise<KeptCollection<T>> => dataProvider.getAll<T>(resource),
  // a refetch replaces a whole collection; walking every row to share equal ones costs more
  structuralSharing: false,
  // kept while the portal is open (as getList keeps them): a list pages them at any time
  gcTime: Infinity,
});

export const SERVICES_COLLECTION_READS: readonly EarlyRead[] = [{ name: 'servicesGetAll' }];
export const servicesCollectionReads = (): EarlyRead[] => [...SERVICES_COLLECTION_READS];
