/**
 * services: react-admin methods and the custom service calls (portal-core §7, document-management §7).
 *
 *   getList          GET    /api/services-get-all            then search, sort and page in memory (inMemory.ts)
 *   getMany          GET    /api/services-get-all            keeping the ids asked for
 *   getOne           GET    /api/services-get/{id}
 *   create           POST   /api/new-service                 service fields
 *   update           PUT    /api/services-update/{id}        service fields (primary_email never sent)
 *   delete           DELETE /api/services-delete/{id}
 *
 * Custom methods (useDataProvider<PortalDataProvider>()):
 *   softDeleteServices      POST /api/services-soft-delete     { ids }
 *   undoDeleteServices      POST /api/services-undo-delete     { ids }
 *   archiveService          POST /api/archive-service          service fields plus is_archive
 *   saveBranding            PUT  /api/save-branding/{id}       brand_color, skin, service_id, base64_image_logo?, logo_name?
 *   servicesWithDocumentCount GET /api/services-with-document-count
 *   collectionCount         GET  /api/collection-count/{id}    long_day_care, family_day_care, pre_school, oosh
 *   loadCollection          POST /api/collection-load          { service_type_id, service_id }
 *   unloadCollection        POST /api/collection-unload        { service_type_id, service_id }
 *   documentsByService      GET  /api/document-by-service/{serviceId}
 *   setDocumentAvailability PUT  /api/document-availability    { service_id, id, availability }
 *   serviceUsers            GET  /api/center/{id}/users        (quality back end; an empty list on failure)
 */
import type { CreateParams, DeleteParams, GetListParams, GetManyParams, GetOneParams, UpdateParams } from 'ra-core';
import type { CollectionCounts, Id, Service, ServiceTypeId, ServiceUser, ServiceWithDocumentCount } from '../types.ts';
import { SERVICE_TEXT_FIELDS } from '../shared/validation/services.ts';
import type { HttpClient } from './httpClient.ts';
import type { ResourceHandlers } from './types.ts';
import { includesText, listInMemory } from './inMemory.ts';
import { fileToBase64 } from './files.ts';
import type { LoadedDocument } from './documentFields.ts';

/** A document as a service sees it: the loaded fields and `availability`, this service's ENABLE or DISABLE. */
export type ServiceDocument = LoadedDocument & { availability: 'ENABLE' | 'DISABLE' };

export interface BrandingInput {
  brand_color: string;
  skin: Service['skin'];
  /** A new logo (JPEG) to upload; leave out to keep the current one. */
  logo?: File | null;
}

/**
 * getList filters beyond listInMemory's own (`q` searches the name): `email_q` searches the account owner's and
 * the admin user's email (dashboard's Email search); `exclude_id` hides one service (the list hides a service
 * whose permanent delete is waiting for OK, portal-core §4).
 */
const SEARCH_FIELDS: (keyof Service & string)[] = ['name'];

/** Only the form's fields travel on create and update: never id, logo, branding or collection state. */
function serviceBody(data: Partial<Service>, { withEmail }: { withEmail: boolean }) {
  const body: Record<string, unknown> = {};
  for (const f of SERVICE_TEXT_FIELDS) {
    if (f === 'primary_email' && !withEmail) continue;
    if (data[f] !== undefined) body[f] = data[f] ?? '';
  }
  if (data.service_type_id !== undefined) body.service_type_id = Number(data.service_type_id);
  return body;
}

export function servicesResource(http: HttpClient): ResourceHandlers {
  const all = async () => (await http.call<Service[]>('servicesGetAll')).json ?? [];
  // react-admin's methods are generic in the record type; these answer with Services, hence the one assertion.
  return {
    getList: async (_resource: string, params: GetListParams) => {
      const { exclude_id, email_q, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
      const rows = (await all()).filter(
        (s) =>
          (exclude_id === undefined || String(s.id) !== String(exclude_id)) &&
          (typeof email_q !== 'string' || email_q === '' || includesText(s.primary_email, email_q) || includesText(s.admin_email, email_q)),
      );
      return listInMemory(rows, { ...params, filter }, SEARCH_FIELDS);
    },
    getMany: async (_resource: string, params: GetManyParams) => {
      const ids = new Set(params.ids.map(String));
      return { data: (await all()).filter((s) => ids.has(String(s.id))) };
    },
    getOne: async (_resource: string, params: GetOneParams) => {
      const { json } = await http.call<Service>('serviceGet', { params: { id: params.id } });
      return { data: json };
    },
    create: async (_resource: string, params: CreateParams) => {
      const { json } = await http.call<Service>('serviceCreate', { body: serviceBody(params.data, { withEmail: true }) });
      return { data: json };
    },
    update: async (_resource: string, params: UpdateParams) => {
      const { json } = await http.call<Service>('serviceUpdate', {
        params: { id: params.id },
        body: serviceBody(params.data, { withEmail: false }),
      });
      return { data: json };
    },
    delete: async (_resource: string, params: DeleteParams) => {
      await http.call('serviceDelete', { params: { id: params.id } });
      return { data: params.previousData ?? { id: params.id } };
    },
  } as ResourceHandlers;
}

export function servicesMethods(http: HttpClient) {
  return {
    softDeleteServices: async (ids: Id[]) => (await http.call<{ ids: Id[] }>('servicesSoftDelete', { body: { ids } })).json,
    undoDeleteServices: async (ids: Id[]) => (await http.call<{ ids: Id[] }>('servicesUndoDelete', { body: { ids } })).json,
    archiveService: async (service: Service, isArchive: boolean) =>
      (await http.call<Service>('serviceArchive', { body: { ...service, is_archive: isArchive } })).json,
    saveBranding: async (serviceId: Id, input: BrandingInput) => {
      const body: Record<string, unknown> = { service_id: serviceId, brand_color: input.brand_color, skin: input.skin };
      if (input.logo) {
        body.base64_image_logo = await fileToBase64(input.logo);
        body.logo_name = input.logo.name;
      }
      return (await http.call<Service>('serviceBranding', { params: { service_id: serviceId }, body })).json;
    },
    servicesWithDocumentCount: async () => (await http.call<ServiceWithDocumentCount[]>('servicesWithDocumentCount')).json ?? [],
    collectionCount: async (serviceId: Id) => (await http.call<CollectionCounts>('collectionCount', { params: { id: serviceId } })).json,
    loadCollection: async (serviceId: Id, serviceTypeId: ServiceTypeId) =>
      (await http.call<Service>('collectionLoad', { body: { service_type_id: serviceTypeId, service_id: serviceId } })).json,
    unloadCollection: async (serviceId: Id, serviceTypeId: ServiceTypeId) =>
      (await http.call<Service>('collectionUnload', { body: { service_type_id: serviceTypeId, service_id: serviceId } })).json,
    documentsByService: async (serviceId: Id) =>
      (await http.call<ServiceDocument[]>('documentsByService', { params: { serviceId } })).json ?? [],
    setDocumentAvailability: async (serviceId: Id, documentId: Id, availability: 'ENABLE' | 'DISABLE') =>
      (await http.call<ServiceDocument>('documentAvailability', { body: { service_id: serviceId, id: documentId, availability } })).json,
    /** The service's users on the quality back end; an empty list on failure (portal-core §7, §8). */
    serviceUsers: async (serviceId: Id): Promise<ServiceUser[]> => {
      try {
        const { json } = await http.call<ServiceUser[]>('centerUsers', { params: { id: serviceId } });
        return Array.isArray(json) ? json : [];
      } catch (e) {
        console.warn('[services] users of service could not be loaded', e);
        return [];
      }
    },
  };
}
