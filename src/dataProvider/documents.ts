/**
 * documents: the NQA documents list (document-management §2, §4, §7).
 *
 *   getList    GET    /api/getDocuments (or a filter endpoint, see `filter`) then tab, sort and page in memory
 *   getOne     GET    /api/document-get-all                       picked by id
 *   delete     DELETE /api/deleteDocument/{id}                    soft delete (UNDO restores)
 *   deleteMany DELETE /api/soft-delete-multiple-documents         { document_id }
 *
 * getList filters: `nqa` (tab: nqa_area_id contains it); at most one source filter, mutually exclusive by kind:
 * `service_ids` -> POST /api/filter-documents-by-services, `file_types` -> GET /api/filter-documents-by-filetype,
 * `collections` -> POST /api/filter-documents-by-collection. Sort fields: filename, upload_or_generate,
 * categoryName, services (the count), belongsIn.
 *
 * Custom methods (useDataProvider<PortalDataProvider>()):
 *   listDocuments                  one of the list endpoints above, the whole array
 *   deleteDocument                 DELETE /api/deleteDocument/{id}               one document (undoable like the bulk one)
 *   softDeleteDocuments            DELETE /api/soft-delete-multiple-documents    { document_id }
 *   undoDeleteDocuments            PUT    /api/undo-delete-multiple-documents    { document_id }
 *   permanentDeleteDocuments       DELETE /api/permanent-delete-multiple-document { document_id }
 *   documentServices               GET    /api/get-documents-services-id/{docId}
 *   linkableServices               GET    /api/get-available-services-to-link/{docId}
 *   linkService / unlinkService    POST   /api/link-service-to-document, /api/service-unlink { document_id, service_id } (one each)
 *   deleteForEveryone              DELETE /api/document-deletemultiple           { document_id } (a list)
 *   selectServicesDocuments        POST   /api/select-services-documents         { document_id, services_to_remove }
 *   confirmAddServicesToDocuments  POST   /api/confirm-add-services-to-documents { document_id, services_to_add, confirm_add }
 *   confirmRemoveServicesDocuments POST   /api/confirm-remove-services-documents { document_id, services_to_remove, confirm_remove }
 *   addToCollections               PUT    /api/add-from-a-collection             { document_id, service_type_id }
 *   addDocumentToCollection        PUT    /api/add-document-to-collection        { document_id, service_type_id } (one each)
 *   removeFromCollections          PUT    /api/remove-from-a-collection          { document_id, service_type_id }
 *   collectionItems                GET    /api/collections-get/{id}              the collection viewer's items (id 1-4)
 *   filterByServices / filterByCollection / filterByFileType   the filter endpoints above
 */
import type { DeleteManyParams, DeleteParams, GetListParams, GetOneParams } from 'ra-core';
import { HttpError } from 'ra-core';
import type { CollectionItem, Id } from '../types.ts';
import { translate } from '../i18n/translate.ts';
import { toDocumentRow, type DocumentRow, type LoadedDocument } from './documentFields.ts';
import type { HttpClient } from './httpClient.ts';
import type { ResourceHandlers } from './types.ts';
import { listInMemory } from './inMemory.ts';

export type { DocumentRow } from './documentFields.ts';

/** The list's source: everything, or one filter kind (mutually exclusive, §4). */
export type DocumentSource =
  | { kind: 'all' }
  | { kind: 'services'; ids: number[] }
  | { kind: 'file_types'; ids: number[] }
  | { kind: 'collections'; ids: number[] };

export interface ServiceDocumentCount {
  id: Id;
  service_name: string;
  document_count: number;
}

export interface MutationAnswer<T = unknown> {
  status: boolean;
  message: string;
  data: T;
}

/** Rows carry the client-side fields (§3), computed from the loaded fields with the catalogue's wording. */
const toRow = (d: LoadedDocument): DocumentRow => toDocumentRow(d, translate);

/** `services` sorts by the count; the other sortable columns are fields of the row. */
const SORT_FIELDS: Record<string, string> = {
  filename: 'filename',
  upload_or_generate: 'upload_or_generate',
  categoryName: 'categoryName',
  services: 'servicesCount',
  servicesCount: 'servicesCount',
  belongsIn: 'belongsIn',
};

export function sourceOf(filter: Record<string, unknown>): DocumentSource {
  const ids = (v: unknown) => (Array.isArray(v) ? v.map(Number).filter((n) => Number.isInteger(n)) : []);
  if (ids(filter.service_ids).length) return { kind: 'services', ids: ids(filter.service_ids) };
  if (ids(filter.file_types).length) return { kind: 'file_types', ids: ids(filter.file_types) };
  if (ids(filter.collections).length) return { kind: 'collections', ids: ids(filter.collections) };
  return { kind: 'all' };
}

export function documentsMethods(http: HttpClient) {
  const list = async (name: Parameters<HttpClient['call']>[0], opts: Parameters<HttpClient['call']>[1] = {}) =>
    ((await http.call<LoadedDocument[]>(name, opts)).json ?? []).map(toRow);
  const filterByServices = (serviceIds: number[]) =>
    list('filterDocumentsByServices', { body: { service_id: serviceIds } });
  const filterByCollection = (serviceTypeIds: number[]) =>
    list('filterDocumentsByCollection', { body: { service_type_id: serviceTypeIds } });
  const filterByFileType = (fileTypes: number[]) =>
    list('filterDocumentsByFileType', { query: { file_type: fileTypes.join(',') } });
  const ids = (documentIds: Id[]) => documentIds.map(Number);
  const mutate = async <T = unknown>(name: Parameters<HttpClient['call']>[0], body: unknown) =>
    (await http.call<MutationAnswer<T>>(name, { body })).json;

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
    deleteDocument: async (id: Id) =>
      (await http.call<MutationAnswer<Id[]>>('documentDelete', { params: { id } })).json,
    softDeleteDocuments: (documentIds: Id[]) => mutate<Id[]>('documentsSoftDelete', { document_id: ids(documentIds) }),
    undoDeleteDocuments: (documentIds: Id[]) => mutate<Id[]>('documentsUndoDelete', { document_id: ids(documentIds) }),
    permanentDeleteDocuments: (documentIds: Id[]) =>
      mutate<Id[]>('documentsPermanentDelete', { document_id: ids(documentIds) }),
    documentServices: async (docId: Id) =>
      (await http.call<{ service_id: Id; service_name: string }[]>('documentServiceIds', { params: { docId } })).json ??
      [],
    linkableServices: async (docId: Id) =>
      (await http.call<{ id: Id; name: string }[]>('documentLinkableServices', { params: { docId } })).json ?? [],
    /** The spec's link and unlink carry one document and one service. */
    linkService: (documentId: Id, serviceId: Id) =>
      mutate('serviceLinkToDocument', { document_id: Number(documentId), service_id: Number(serviceId) }),
    unlinkService: (documentId: Id, serviceId: Id) =>
      mutate('serviceUnlink', { document_id: Number(documentId), service_id: Number(serviceId) }),
    /** 'Delete for everyone': the documents leave every service that has them (§4 confirm, §7). */
    deleteForEveryone: (documentIds: Id[]) => mutate<Id[]>('documentDeleteMultiple', { document_id: ids(documentIds) }),
    selectServicesDocuments: async (documentIds: Id[], serviceIds: Id[]) =>
      (
        await http.call<ServiceDocumentCount[]>('selectServicesDocuments', {
          body: { document_id: ids(documentIds), services_to_remove: serviceIds.map(Number) },
        })
      ).json ?? [],
    confirmAddServicesToDocuments: (documentIds: Id[], serviceIds: Id[]) =>
      mutate<ServiceDocumentCount[]>('confirmAddServicesToDocuments', {
        document_id: ids(documentIds),
        services_to_add: serviceIds.map(Number),
        confirm_add: 1,
      }),
    confirmRemoveServicesDocuments: (documentIds: Id[], serviceIds: Id[]) =>
      mutate<ServiceDocumentCount[]>('confirmRemoveServicesDocuments', {
        document_id: ids(documentIds),
        services_to_remove: serviceIds.map(Number),
        confirm_remove: 1,
      }),
    addToCollections: (documentIds: Id[], collectionIds: number[]) =>
      mutate('addFromCollection', { document_id: ids(documentIds), service_type_id: collectionIds }),
    /** One call per collection: the spec's add-document-to-collection names one document and one service type. */
    addDocumentToCollection: async (documentId: Id, collectionIds: number[]) => {
      let last: MutationAnswer | undefined;
      for (const c of collectionIds)
        last = await mutate('addDocumentToCollection', { document_id: Number(documentId), service_type_id: c });
      return last ?? { status: true, message: '', data: null };
    },
    removeFromCollections: (documentIds: Id[], collectionIds: number[]) =>
      mutate('removeFromCollection', { document_id: ids(documentIds), service_type_id: collectionIds }),
    collectionItems: async (collectionId: number) =>
      (await http.call<CollectionItem[]>('collectionsGet', { params: { id: collectionId } })).json ?? [],
  };
}

export function documentsResource(http: HttpClient): ResourceHandlers {
  const methods = documentsMethods(http);
  // react-admin's methods are generic in the record type; these answer with documents, hence the one assertion.
  return {
    getList: async (_resource: string, params: GetListParams) => {
      const {
        nqa,
        service_ids: _s,
        file_types: _f,
        collections: _c,
        ...filter
      } = (params.filter ?? {}) as Record<string, unknown>;
      const rows = (await methods.listDocuments(sourceOf(params.filter ?? {}))).filter(
        (d) => nqa === undefined || nqa === '' || d.nqa_area_id.includes(Number(nqa)),
      );
      const sort = params.sort?.field
        ? { ...params.sort, field: SORT_FIELDS[params.sort.field] ?? params.sort.field }
        : params.sort;
      return listInMemory(rows, { ...params, sort, filter });
    },
    getOne: async (_resource: string, params: GetOneParams) => {
      const all = ((await http.call<LoadedDocument[]>('documentsGetAll')).json ?? []).map(toRow);
      const found = all.find((d) => String(d.id) === String(params.id));
      if (!found) throw new HttpError('app.documents.not_found', 404, {});
      return { data: found };
    },
    delete: async (_resource: string, params: DeleteParams) => {
      await http.call('documentDelete', { params: { id: params.id } });
      return { data: params.previousData ?? { id: params.id } };
    },
    deleteMany: async (_resource: string, params: DeleteManyParams) => {
      await methods.softDeleteDocuments(params.ids);
      return { data: params.ids };
    },
  } as ResourceHandlers;
}
