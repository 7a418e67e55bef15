import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../../dataProvider/index.ts';
import type { DocumentRow, DocumentSource } from '../../../dataProvider/documents.ts';
import { sourceKey } from '../../../dataProvider/documentsList.ts';
import { SERVICE_DOCUMENTS_KEY } from '../../../dataProvider/serviceDocuments.ts';
import {
  collectionQueryKey,
  isCollectionKey,
  keptCollectionOf,
  type KeptCollection,
} from '../../../dataProvider/keptCollection.ts';
import type { Id } from '../../../types.ts';

/** What a change to documents invalidates: every source's kept collection and the list's pages. */
export const DOCUMENTS_LIST_KEY = ['documents', 'getList'] as const;
export const KEPT_DOCUMENTS = {
  queryKey: DOCUMENTS_LIST_KEY,
  predicate: ({ queryKey }: { queryKey: readonly unknown[] }) => isCollectionKey(queryKey),
};

export const SERVICE_DOCUMENT_COUNTS_KEY = ['services', 'servicesWithDocumentCount'] as const;

export const documentsListQuery = (dataProvider: PortalDataProvider, source: DocumentSource) => ({
  queryKey: collectionQueryKey('documents', sourceKey(source)),
  queryFn: async (): Promise<KeptCollection<DocumentRow>> => keptCollectionOf(await dataProvider.listDocuments(source)),
  structuralSharing: false,
  gcTime: Infinity,
});

const SERVICE_CHOICES_KEY = ['documents', 'serviceChoices'] as const;

// kept a little while, for the flow to mount and take it; dropped when the flow closes and on any change
export const serviceChoicesQuery = (dataProvider: PortalDataProvider, mode: 'add' | 'remove', documentId: Id) => ({
  queryKey: [...SERVICE_CHOICES_KEY, mode, documentId] as const,
  queryFn: async () =>
    mode === 'add'
      ? (await dataProvider.linkableServices(documentId)).map((s) => ({ id: Number(s.id), name: s.name }))
      : (await dataProvider.documentServices(documentId)).map((s) => ({
          id: Number(s.service_id),
          name: s.service_name,
        })),
  gcTime: 10_000,
});

/** The changed documents are not taken from the calls' answers: the spec does not give their shape. */
export function useDocumentsChanged() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.removeQueries({ queryKey: SERVICE_CHOICES_KEY });
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: DOCUMENTS_LIST_KEY }),
      servicesDocumentsChanged(queryClient),
    ]);
  }, [queryClient]);
}

const servicesDocumentsChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: SERVICE_DOCUMENTS_KEY }),
    queryClient.invalidateQueries({ queryKey: SERVICE_DOCUMENT_COUNTS_KEY }),
  ]);

// §4: the rows leave every kept list at once, with no read (the whole collection is the largest answer); undo too.
export function useDocumentsRemoved() {
  const queryClient = useQueryClient();
  return useCallback(
    (ids: readonly Id[]) => {
      const gone = new Set(ids.map(String));
      // the list's pages follow their collection (keptList.ts)
      const lists = queryClient
        .getQueriesData<KeptCollection<DocumentRow>>(KEPT_DOCUMENTS)
        .flatMap(([queryKey, kept]) => {
          if (!kept) return [];
          const left = queryClient.setQueryData(
            queryKey,
            keptCollectionOf(kept.data.filter((d) => !gone.has(String(d.id)))),
          );
          return [{ queryKey, kept, left }];
        });
      void servicesDocumentsChanged(queryClient);
      return () => {
        for (const { queryKey, kept, left } of lists) {
          if (queryClient.getQueryData(queryKey) === left) queryClient.setQueryData(queryKey, kept);
          else void queryClient.invalidateQueries({ queryKey, exact: true });
        }
        void servicesDocumentsChanged(queryClient);
      };
    },
    [queryClient],
  );
}
