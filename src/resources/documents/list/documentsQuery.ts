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

/** Every documents list query (each source's kept collection, and the list's pages): what a mutation invalidates. */
export const DOCUMENTS_LIST_KEY = ['documents', 'getList'] as const;
/** The kept collections of the documents list, one per source. */
export const KEPT_DOCUMENTS = {
  queryKey: DOCUMENTS_LIST_KEY,
  predicate: ({ queryKey }: { queryKey: readonly unknown[] }) => isCollectionKey(queryKey),
};

/** How many documents each service has (GET /api/services-with-document-count): a service page's count line. */
export const SERVICE_DOCUMENT_COUNTS_KEY = ['services', 'servicesWithDocumentCount'] as const;

/**
 * The kept collection of one source, as the documents getList keeps it (src/dataProvider/documentsList.ts): asked
 * for by a move to the list (src/boot/preload.ts) or a filter's choice, so getList finds it on the way.
 */
export const documentsListQuery = (dataProvider: PortalDataProvider, source: DocumentSource) => ({
  queryKey: collectionQueryKey('documents', sourceKey(source)),
  queryFn: async (): Promise<KeptCollection<DocumentRow>> => keptCollectionOf(await dataProvider.listDocuments(source)),
  structuralSharing: false,
  gcTime: Infinity,
});

/** Every document's service choices (serviceChoicesQuery). */
const SERVICE_CHOICES_KEY = ['documents', 'serviceChoices'] as const;

/**
 * The services one document's flow offers (ServicesFlow): those it can still be linked to ('add'), or those it has
 * ('remove'), as choices. Asked for when the document's menu opens ('add') or by the item that starts the flow,
 * beside the flow's code; kept a little while for the flow to mount and take it, dropped when the flow closes (each
 * flow reads them afresh) and when any change to documents is taken (useDocumentsChanged).
 */
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

/**
 * What a change to documents (created, edited, its file removed, deleted, linked, added to a collection) calls once
 * the server has taken it: the kept lists that show documents are marked stale, so a list on screen is read again
 * and any other is read again when it is next shown (its kept rows first, then the fresh ones). The changed
 * documents are not taken from the calls' answers: the spec does not give their shape.
 */
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

/** The services' document lists and counts, which any change to documents may change: read again where shown. */
const servicesDocumentsChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: SERVICE_DOCUMENTS_KEY }),
    queryClient.invalidateQueries({ queryKey: SERVICE_DOCUMENT_COUNTS_KEY }),
  ]);

/**
 * A delete into the recycle bin (§4): the documents leave every kept documents list at once, nothing of them read
 * again (the whole collection is the largest answer). Returns its undo, for when the server has restored them: each list as it was, or,
 * for a list read again since (its answer then is the server's), marked stale.
 */
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
