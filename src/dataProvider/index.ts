/**
 * The portal data provider, one object as ra-data-simple-rest's. react-admin resources map onto the irregular
 * portal API as follows (every path is in endpoints.ts; each resource's module lists its own mapping in its header):
 *   services     -> services.ts     (GET /api/services-get-all, POST /api/new-service, PUT /api/services-update/{id}, ...)
 *   service-documents -> serviceDocuments.ts (GET /api/document-by-service/{id}: getList only)
 *   users        -> users.ts        (GET /api/fetch-users/{filter}, POST /api/create-user, POST /api/update-user, ...)
 *   newsletters  -> newsletters.ts  (GET /api/newsletter-get-all, POST /api/newsletter-save, ...)
 *   documents    -> documentsList.ts (getList: GET /api/getDocuments or a source filter's endpoint, kept)
 *                   documents.ts     (DELETE /api/soft-delete-multiple-documents, link, collections, ...)
 *                   documentForms.ts (POST /api/new-document, PUT /api/document-update, focus of the month, ...)
 * Custom actions (soft delete, undo, approve access, link, collections, ...) are typed methods on the provider:
 * call them through useDataProvider<PortalDataProvider>().
 */
import type { DataProvider, RaRecord } from 'ra-core';
import type { HttpClient } from './httpClient.ts';
import type { ResourceContext, ResourceHandlers } from './types.ts';
import type { KeptCollection } from './keptCollection.ts';
import { servicesMethods, servicesResource } from './services.ts';
import { SERVICE_DOCUMENTS_RESOURCE, serviceDocumentsResource } from './serviceDocuments.ts';
import { usersMethods, usersResource } from './users.ts';
import { newslettersResource } from './newsletters.ts';
import { documentsMethods } from './documents.ts';
import { documentsList } from './documentsList.ts';
import { documentFormMethods } from './documentForms.ts';

/**
 * `queryClient`: where the list endpoints' whole collections are kept, for getList to page (keptList.ts); without
 * it (tests, scripts) each getList reads its collection again.
 */
export function createDataProvider(http: HttpClient, { queryClient }: Omit<ResourceContext, 'http'> = {}) {
  const context: ResourceContext = { http, queryClient };
  const services = servicesMethods(http);
  const documents = documentsMethods(http);
  const resources: Record<string, ResourceHandlers> = {
    services: servicesResource(context),
    [SERVICE_DOCUMENTS_RESOURCE]: serviceDocumentsResource(context, services.documentsByService),
    users: usersResource(context),
    newsletters: newslettersResource(context),
    documents: documentsList(documents.listDocuments, queryClient),
  };
  const handler = <M extends keyof ResourceHandlers>(resource: string, method: M): NonNullable<ResourceHandlers[M]> => {
    const found = resources[resource]?.[method];
    if (!found) throw new Error(`${method} is not supported for ${resource}`);
    return found;
  };

  // typed as react-admin's own methods, so a screen's getList<Service>() reads its records' type
  const standard: DataProvider = {
    getList: (resource, params) => handler(resource, 'getList')(resource, params),
    getOne: (resource, params) => handler(resource, 'getOne')(resource, params),
    getMany: (resource, params) => handler(resource, 'getMany')(resource, params),
    getManyReference: (resource, params) => handler(resource, 'getManyReference')(resource, params),
    create: (resource, params) => handler(resource, 'create')(resource, params),
    update: (resource, params) => handler(resource, 'update')(resource, params),
    updateMany: (resource, params) => handler(resource, 'updateMany')(resource, params),
    delete: (resource, params) => handler(resource, 'delete')(resource, params),
    deleteMany: (resource, params) => handler(resource, 'deleteMany')(resource, params),
  };

  return {
    ...standard,
    /**
     * The whole collection a resource's getList pages, read now (not from the cache): what a move to its list
     * asks for beside the screen's code (src/components/collectionQuery.ts).
     */
    getAll: async <T extends RaRecord>(resource: string): Promise<KeptCollection<T>> =>
      (await handler(resource, 'getAll')()) as KeptCollection<T>,
    /** A stored file as a blob (GET of its URL with the bearer token). */
    fetchFile: (url: string) => http.blob(url),
    /** Absolute address of a stored file path. */
    fileUrl: (url: string) => http.fileUrl(url),
    ...services,
    ...usersMethods(http),
    ...documents,
    ...documentFormMethods(http),
  } satisfies DataProvider & Record<string, unknown>;
}

export type PortalDataProvider = ReturnType<typeof createDataProvider>;
