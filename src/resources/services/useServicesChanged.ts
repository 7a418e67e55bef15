import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SERVICE_DOCUMENTS_KEY } from '../documents/list/documentsQuery.ts';

/**
 * After a change to services themselves (archived or restored, a collection loaded): the kept services queries (the collection, each
 * service's record, the counts) are marked stale, and read again where shown. Not the services' documents, which such
 * a change leaves as they were, and nothing of the other resources, which react-admin's useRefresh would read again
 * as well (documents, users, newsletters: the largest answers of all).
 */
export function useServicesChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.invalidateQueries({
        queryKey: ['services'],
        predicate: (q) => q.queryKey[1] !== SERVICE_DOCUMENTS_KEY[1],
      }),
    [queryClient],
  );
}
