/**
 * The portal data provider. react-admin resources map onto the irregular portal API as follows (every path is in
 * endpoints.ts; each resource's module lists its own mapping in its header):
 *   services     -> services.ts     (GET /api/services-get-all, POST /api/new-service, PUT /api/services-update/{id}, ...)
 *   users        -> users.ts        (GET /api/fetch-users/{filter}, POST /api/create-user, POST /api/update-user, ...)
 *   newsletters  -> newsletters.ts  (GET /api/newsletter-get-all, POST /api/newsletter-save, ...)
 *   documents    -> custom methods only (full-collection endpoints: the list pages in memory, src/shared/listPipeline.ts):
 *                   documents.ts     (GET /api/getDocuments, DELETE /api/soft-delete-multiple-documents, ...)
 *                   documentForms.ts (POST /api/new-document, PUT /api/document-update, focus of the month, ...)
 * Custom actions (soft delete, undo, approve access, link, collections, ...) are typed methods on the provider:
 * call them through useDataProvider<PortalDataProvider>().
 */
import type { DataProvider, RaRecord } from 'ra-core';
import { loadOnce } from '../loading/loadOnce.ts';
import { dataModules } from './modules.ts';
import type { HttpClient } from './httpClient.ts';
import type { ResourceContext, ResourceHandlers } from './types.ts';
import type { KeptCollection } from './keptCollection.ts';
import type { servicesMethods } from './services.ts';
import type { usersMethods } from './users.ts';
import type { documentsMethods } from './documents.ts';
import type { documentFormMethods } from './documentForms.ts';

const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

type AsyncMethods = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * Methods whose code loads with their first call: each resource's module (its mapping, payloads and rules) comes
 * with the first screen that calls it, not with every page. `names` lists every method of the module (the type
 * refuses a missing or unknown one): the provider's methods must exist before the module is loaded.
 */
function lazyMethods<M extends AsyncMethods>(load: () => Promise<M>, names: { [K in keyof M]-?: true }): M {
  const get = loadOnce(load);
  return Object.fromEntries(
    Object.keys(names).map((name) => [name, async (...args: never[]) => (await get())[name as keyof M](...args)]),
  ) as M;
}

/**
 * `queryClient`: where the list endpoints' whole collections are kept, for getList to page (keptList.ts); without
 * it (tests, scripts) each getList reads its collection again.
 */
export function createDataProvider(http: HttpClient, { queryClient }: Omit<ResourceContext, 'http'> = {}) {
  const context: ResourceContext = { http, queryClient };
  const resources: Record<string, () => Promise<ResourceHandlers>> = {
    services: loadOnce(() => dataModules.services().then((m) => m.servicesResource(context))),
    users: loadOnce(() => dataModules.users().then((m) => m.usersResource(context))),
    newsletters: loadOnce(() => dataModules.newsletters().then((m) => m.newslettersResource(context))),
  };

  const base = Object.fromEntries(
    METHODS.map((method) => [
      method,
      async (resource: string, params: unknown) => {
        const handlers = await resources[resource]?.();
        const handler = handlers?.[method] as ((r: string, p: unknown) => Promise<unknown>) | undefined;
        if (!handler) throw new Error(`${method} is not supported for ${resource}`);
        return handler(resource, params);
      },
    ]),
  ) as unknown as DataProvider;

  return {
    ...base,
    /**
     * The whole collection a resource's getList pages, read now (not from the cache): what a move to its list
     * asks for beside the screen's code (src/components/collectionQuery.ts).
     */
    getAll: async <T extends RaRecord>(resource: string): Promise<KeptCollection<T>> => {
      const getAll = (await resources[resource]?.())?.getAll;
      if (!getAll) throw new Error(`getAll is not supported for ${resource}`);
      return (await getAll()) as KeptCollection<T>;
    },
    /** A stored file as a blob (GET of its URL with the bearer token). */
    fetchFile: (url: string) => http.blob(url),
    /** Absolute address of a stored file path. */
    fileUrl: (url: string) => http.fileUrl(url),
    ...lazyMethods<ReturnType<typeof servicesMethods>>(
      () => dataModules.services().then((m) => m.servicesMethods(http)),
      {
        softDeleteServices: true,
        undoDeleteServices: true,
        archiveService: true,
        saveBranding: true,
        servicesWithDocumentCount: true,
        collectionCount: true,
        loadCollection: true,
        unloadCollection: true,
        documentsByService: true,
        setDocumentAvailability: true,
        serviceUsers: true,
      },
    ),
    ...lazyMethods<ReturnType<typeof usersMethods>>(() => dataModules.users().then((m) => m.usersMethods(http)), {
      approveAccess: true,
      revokeAccess: true,
    }),
    ...lazyMethods<ReturnType<typeof documentsMethods>>(
      () => dataModules.documents().then((m) => m.documentsMethods(http)),
      {
        listDocuments: true,
        filterByServices: true,
        filterByCollection: true,
        filterByFileType: true,
        deleteDocument: true,
        softDeleteDocuments: true,
        undoDeleteDocuments: true,
        permanentDeleteDocuments: true,
        documentServices: true,
        linkableServices: true,
        linkService: true,
        unlinkService: true,
        deleteForEveryone: true,
        selectServicesDocuments: true,
        confirmAddServicesToDocuments: true,
        confirmRemoveServicesDocuments: true,
        addToCollections: true,
        addDocumentToCollection: true,
        removeFromCollections: true,
        collectionItems: true,
      },
    ),
    ...lazyMethods<ReturnType<typeof documentFormMethods>>(
      () => dataModules.documentForms().then((m) => m.documentFormMethods(http)),
      {
        createNqaDocument: true,
        createWebinar: true,
        updateDocument: true,
        updateWebinar: true,
        createServiceSpecific: true,
        updateServiceSpecific: true,
        deleteDocumentFile: true,
        deleteServiceDocumentFile: true,
        deleteWebinarFile: true,
        getDocument: true,
        focusList: true,
        createFocus: true,
        updateFocusDetails: true,
        uploadFocusFile: true,
        setFocusAudience: true,
        deleteFocusFile: true,
      },
    ),
  };
}

export type PortalDataProvider = ReturnType<typeof createDataProvider>;
