/**
 * The portal data provider. react-admin resources map onto the irregular portal API as follows (every path is in
 * endpoints.ts; each resource's module lists its own mapping in its header):
 *   services     -> services.ts     (GET /api/services-get-all, POST /api/new-service, PUT /api/services-update/{id}, ...)
 *   users        -> users.ts        (GET /api/fetch-users/{filter}, POST /api/create-user, POST /api/update-user, ...)
 *   newsletters  -> newsletters.ts  (GET /api/newsletter-get-all, POST /api/newsletter-save, ...)
 *   documents    -> custom methods only (full-collection endpoints: the list pages in memory with useList):
 *                   documents.ts     (GET /api/getDocuments, DELETE /api/soft-delete-multiple-documents, ...)
 *                   documentForms.ts (POST /api/new-document, PUT /api/document-update, focus of the month, ...)
 * Custom actions (soft delete, undo, approve access, link, collections, ...) are typed methods on the provider:
 * call them through useDataProvider<PortalDataProvider>().
 */
import type { DataProvider } from 'ra-core';
import type { HttpClient } from './httpClient.ts';
import type { ResourceHandlers } from './types.ts';
import { servicesMethods, servicesResource } from './services.ts';
import { usersMethods, usersResource } from './users.ts';
import { newslettersMethods, newslettersResource } from './newsletters.ts';
import { documentsMethods } from './documents.ts';
import { documentFormMethods } from './documentForms.ts';

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

export function createDataProvider(http: HttpClient) {
  const resources: Record<string, ResourceHandlers> = {
    services: servicesResource(http),
    users: usersResource(http),
    newsletters: newslettersResource(http),
  };

  const base = Object.fromEntries(
    METHODS.map((method) => [
      method,
      (resource: string, params: unknown) => {
        const handler = resources[resource]?.[method] as ((r: string, p: unknown) => Promise<unknown>) | undefined;
        if (!handler) return Promise.reject(new Error(`${method} is not supported for ${resource}`));
        return handler(resource, params);
      },
    ]),
  ) as unknown as DataProvider;

  return {
    ...base,
    /** A stored file as a blob (GET of its URL with the bearer token). */
    fetchFile: (url: string) => http.blob(url),
    /** Absolute address of a stored file path. */
    fileUrl: (url: string) => http.fileUrl(url),
    ...servicesMethods(http),
    ...usersMethods(http),
    ...newslettersMethods(http),
    ...documentsMethods(http),
    ...documentFormMethods(http),
  };
}

export type PortalDataProvider = ReturnType<typeof createDataProvider>;
