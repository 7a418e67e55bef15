// Custom actions are typed methods on the provider: call them through useDataProvider<PortalDataProvider>().
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

/** Without `queryClient` (tests, scripts) each getList reads its whole collection again. */
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
    getAll: async <T extends RaRecord>(resource: string): Promise<KeptCollection<T>> =>
      (await handler(resource, 'getAll')()) as KeptCollection<T>,
    fetchFile: (url: string) => http.blob(url),
    fileUrl: (url: string) => http.fileUrl(url),
    ...services,
    ...usersMethods(http),
    ...documents,
    ...documentFormMethods(http),
  } satisfies DataProvider & Record<string, unknown>;
}

export type PortalDataProvider = ReturnType<typeof createDataProvider>;
