/**
 * documents (document-management §2, §4, §7): custom method -> HTTP call (getList: documentsList.ts).
 *   deleteDocument                 DELETE /api/deleteDocument/{id}
 *   softDeleteDocuments            DELETE /api/soft-delete-multiple-documents
 *   undoDeleteDocuments            PUT    /api/undo-delete-multiple-documents
 *   permanentDeleteDocuments       DELETE /api/permanent-delete-multiple-document
 *   documentServices               GET    /api/get-documents-services-id/{docId}
 *   linkableServices               GET    /api/get-available-services-to-link/{docId}
 *   linkService, unlinkService     POST   /api/link-service-to-document, /api/service-unlink
 *   deleteForEveryone              DELETE /api/document-deletemultiple
 *   selectServicesDocuments        POST   /api/select-services-documents
 *   confirmAddServicesToDocuments  POST   /api/confirm-add-services-to-documents
 *   confirmRemoveServicesDocuments POST   /api/confirm-remove-services-documents
 *   addToCollections               PUT    /api/add-from-a-collection
 *   addDocumentToCollection        PUT    /api/add-document-to-collection
 *   removeFromCollections          PUT    /api/remove-from-a-collection
 *   collectionItems                GET    /api/collections-get/{id}
 */
import type { Id, MutationAnswer } from '../types.ts';
import { translate } from '../i18n/translate.ts';
import {
  collectionItemSchema,
  documentSchema,
  linkableServiceSchema,
  listOf,
  mutationAnswerOf,
  mutationAnswerSchema,
  serviceListEntrySchema,
  serviceWithDocumentCountSchema,
} from '../shared/schemas/index.ts';
import { toDocumentRows, type DocumentRow, type Translate } from './documentFields.ts';
import type { HttpClient } from './httpClient.ts';

export type { DocumentRow } from './documentFields.ts';

/** The source filters are mutually exclusive (§4). */
export type DocumentSource =
  | { kind: 'all' }
  | { kind: 'services'; ids: number[] }
  | { kind: 'file_types'; ids: number[] }
  | { kind: 'collections'; ids: number[] };

export type { ServiceWithDocumentCount as ServiceDocumentCount } from '../types.ts';

const documentsAnswer = listOf(documentSchema);
const serviceCountsAnswer = listOf(serviceWithDocumentCountSchema);
const serviceCountsChange = mutationAnswerOf(serviceCountsAnswer.default([]));

export type { MutationAnswer };

/** An answer's many rows ask for the same few phrases, and every polyglot lookup interpolates again. */
function memoTranslate(): Translate {
  const seen = new Map<string, string>();
  return (key, options) => {
    const id = options ? `${key}\u0000${JSON.stringify(options)}` : key;
    let text = seen.get(id);
    if (text === undefined) {
      text = translate(key, options);
      seen.set(id, text);
    }
    return text;
  };
}

export function documentsMethods(http: HttpClient) {
  const rowsOf = new WeakMap<object, DocumentRow[]>();
  const list = async (name: Parameters<HttpClient['call']>[0], opts: Parameters<HttpClient['call']>[1] = {}) => {
    const loaded = await http.read(name, documentsAnswer, opts);
    let rows = rowsOf.get(loaded);
    if (!rows) {
      rows = toDocumentRows(loaded, memoTranslate());
      rowsOf.set(loaded, rows);
    }
    return rows;
  };
  const filterByServices = (serviceIds: number[]) =>
    list('filterDocumentsByServices', { body: { service_id: serviceIds } });
  const filterByCollection = (serviceTypeIds: number[]) =>
    list('filterDocumentsByCollection', { body: { service_type_id: serviceTypeIds } });
  const filterByFileType = (fileTypes: number[]) =>
    list('filterDocumentsByFileType', { query: { file_type: fileTypes.join(',') } });
  const ids = (documentIds: Id[]) => documentIds.map(Number);
  const mutate = (name: Parameters<HttpClient['call']>[0], body: unknown): Promise<MutationAnswer> =>
    http.read(name, mutationAnswerSchema, { body });

  return {
    listDocuments: (source: DocumentSource = { kind: 'all' }): Promise<DocumentRow[]> => {
      switch (source.kind) {
        case 'services':
          return filterByServices(source.ids);
        case 'file_types':
          return filterByFileType(source.ids);
        case 'collections':
          return filterByCollection(source.ids);
        default:
          return list('documentsGet');
      }
    },
    filterByServices,
    filterByCollection,
    filterByFileType,
    deleteDocument: (id: Id) => http.read('documentDelete', mutationAnswerSchema, { params: { id } }),
    softDeleteDocuments: (documentIds: Id[]) => mutate('documentsSoftDelete', { document_id: ids(documentIds) }),
    undoDeleteDocuments: (documentIds: Id[]) => mutate('documentsUndoDelete', { document_id: ids(documentIds) }),
    permanentDeleteDocuments: (documentIds: Id[]) =>
      mutate('documentsPermanentDelete', { document_id: ids(documentIds) }),
    documentServices: (docId: Id) =>
      http.read('documentServiceIds', listOf(serviceListEntrySchema), { params: { docId } }),
    linkableServices: (docId: Id) =>
      http.read('documentLinkableServices', listOf(linkableServiceSchema), { params: { docId } }),
    linkService: (documentId: Id, serviceId: Id) =>
      mutate('serviceLinkToDocument', { document_id: Number(documentId), service_id: Number(serviceId) }),
    unlinkService: (documentId: Id, serviceId: Id) =>
      mutate('serviceUnlink', { document_id: Number(documentId), service_id: Number(serviceId) }),
    /** The documents leave every service that has them (§4 confirm, §7). */
    deleteForEveryone: (documentIds: Id[]) => mutate('documentDeleteMultiple', { document_id: ids(documentIds) }),
    selectServicesDocuments: (documentIds: Id[], serviceIds: Id[]) =>
      http.read('selectServicesDocuments', serviceCountsAnswer, {
        body: { document_id: ids(documentIds), services_to_remove: serviceIds.map(Number) },
      }),
    confirmAddServicesToDocuments: (documentIds: Id[], serviceIds: Id[]) =>
      http.read('confirmAddServicesToDocuments', serviceCountsChange, {
        body: { document_id: ids(documentIds), services_to_add: serviceIds.map(Number), confirm_add: 1 },
      }),
    confirmRemoveServicesDocuments: (documentIds: Id[], serviceIds: Id[]) =>
      http.read('confirmRemoveServicesDocuments', serviceCountsChange, {
        body: { document_id: ids(documentIds), services_to_remove: serviceIds.map(Number), confirm_remove: 1 },
      }),
    addToCollections: (documentIds: Id[], collectionIds: number[]) =>
      mutate('addFromCollection', { document_id: ids(documentIds), service_type_id: collectionIds }),
    /** One call per collection: the spec's call names one document and one service type. */
    addDocumentToCollection: async (documentId: Id, collectionIds: number[]) => {
      let last: MutationAnswer | undefined;
      for (const c of collectionIds)
        last = await mutate('addDocumentToCollection', { document_id: Number(documentId), service_type_id: c });
      return last ?? { status: true, message: '', data: undefined };
    },
    removeFromCollections: (documentIds: Id[], collectionIds: number[]) =>
      mutate('removeFromCollection', { document_id: ids(documentIds), service_type_id: collectionIds }),
    collectionItems: (collectionId: number) =>
      http.read('collectionsGet', listOf(collectionItemSchema), { params: { id: collectionId } }),
  };
}
