import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SERVICE_DOCUMENTS_KEY } from '../../dataProvider/serviceDocuments.ts';

// Marks the kept services queries stale, not react-admin's useRefresh: that would read the documents, users and
// newsletters again too, the largest answers of all.
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
