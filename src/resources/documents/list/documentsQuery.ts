import type { PortalDataProvider } from '../../../dataProvider/index.ts';
import type { DocumentSource } from '../../../dataProvider/documents.ts';

/** Every documents list query (each source is one entry under it): what a mutation invalidates. */
export const DOCUMENTS_LIST_KEY = ['documents', 'listDocuments'] as const;

/** The documents list's query for one source: one home for the list and the route that prefetches it. */
export const documentsListQuery = (dataProvider: PortalDataProvider, source: DocumentSource) => ({
  queryKey: [...DOCUMENTS_LIST_KEY, source],
  queryFn: () => dataProvider.listDocuments(source),
});
