import type { PortalDataProvider } from '../../../dataProvider/index.ts';
import type { DocumentSource } from '../../../dataProvider/documents.ts';

/** Every documents list query (each source is one entry under it): what a mutation invalidates. */
export const DOCUMENTS_LIST_KEY = ['documents', 'listDocuments'] as const;

/** The documents list's query for one source (a first load finds its answer on the way: src/boot/preload.ts). */
export const documentsListQuery = (dataProvider: PortalDataProvider, source: DocumentSource) => ({
  queryKey: [...DOCUMENTS_LIST_KEY, source],
  queryFn: () => dataProvider.listDocuments(source),
});
