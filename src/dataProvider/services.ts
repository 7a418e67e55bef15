/**
 * services (portal-core §7, document-management §7): react-admin method -> HTTP call.
 *   getList, getMany           GET    /api/services-get-all (kept; searched, sorted and paged in memory)
 *   getOne                     GET    /api/services-get/{id}
 *   create                     POST   /api/new-service
 *   update                     PUT    /api/services-update/{id}
 *   delete                     DELETE /api/services-delete/{id}
 *   softDeleteServices         POST   /api/services-soft-delete
 *   undoDeleteServices         POST   /api/services-undo-delete
 *   archiveService             POST   /api/archive-service
 *   saveBranding               PUT    /api/save-branding/{id}
 *   servicesWithDocumentCount  GET    /api/services-with-document-count
 *   collectionCount            GET    /api/collection-count/{id}
 *   loadCollection             POST   /api/collection-load
 *   unloadCollection           POST   /api/collection-unload
 *   documentsByService         GET    /api/document-by-service/{serviceId}
 *   setDocumentAvailability    PUT    /api/document-availability
 *   serviceUsers               GET    /api/center/{id}/users (quality back end)
 */
import {
  HttpError,
  type CreateParams,
  type DeleteParams,
  type GetListParams,
  type GetOneParams,
  type UpdateParams,
} from 'ra-core';
import type {
  CollectionCounts,
  Id,
  Service,
  ServiceDocument,
  ServiceTypeId,
  ServiceUser,
  ServiceWithDocumentCount,
} from '../types.ts';
import { SERVICE_TEXT_FIELDS } from '../shared/validation/services.ts';
import { decode, withFormFieldNames, type HttpClient } from './httpClient.ts';
import type { ResourceContext, ResourceHandlers } from './types.ts';
import { collectionReads, keptList } from './keptList.ts';
import { containsText, whereFields, type ListPipelineSpec } from '../shared/listPipeline.ts';
import { fileToBase64 } from './files.ts';
import { normaliseEmail } from '../shared/validation/users.ts';
import { idsOf, recordCandidate, savedRecord } from './answers.ts';
import {
  collectionCountsSchema,
  listOf,
  mutationAnswerSchema,
  recordOf,
  serviceDocumentSchema,
  serviceSchema,
  serviceUserSchema,
  serviceWithDocumentCountSchema,
} from '../shared/schemas/index.ts';
import { SERVICE_ARCHIVE_FIELDS } from '../shared/payloads.ts';

export type { ServiceDocument } from '../types.ts';

export interface BrandingInput {
  brand_color: string;
  skin: Service['skin'];
  /** Leave out to keep the current logo. */
  logo?: File | null;
}

/** `exclude_id` hides a service whose permanent delete waits for OK (portal-core §4). */
export const servicesListSpec: ListPipelineSpec<Service> = {
  searchText: (s) => s.name ?? '',
  where: ({ email_q, exclude_id, ...rest }) => {
    const email = typeof email_q === 'string' && email_q.trim() !== '' ? email_q : null;
    const excluded = exclude_id === undefined || exclude_id === null || exclude_id === '' ? null : String(exclude_id);
    const byFields = whereFields<Service>(rest);
    if (email === null && excluded === null) return byFields;
    return (s) =>
      (excluded === null || String(s.id) !== excluded) &&
      (email === null || containsText(s.primary_email, email)) &&
      (!byFields || byFields(s));
  },
};

/** Only the form's fields travel: never id, logo, branding or collection state. */
function serviceBody(data: Partial<Service>, { withEmail }: { withEmail: boolean }) {
  const body: Record<string, unknown> = {};
  for (const f of SERVICE_TEXT_FIELDS) {
    if (f === 'primary_email' && !withEmail) continue;
    if (data[f] !== undefined) body[f] = data[f] ?? '';
  }
  if (data.service_type_id !== undefined) body.service_type_id = Number(data.service_type_id);
  return body;
}

function archiveBody(service: Service, isArchive: boolean) {
  const body: Record<string, unknown> = {};
  for (const f of SERVICE_ARCHIVE_FIELDS) if (service[f] !== undefined) body[f] = service[f];
  return { ...body, is_archive: isArchive };
}

const sameEmail = (a: unknown, b: unknown) => normaliseEmail(String(a ?? '')) === normaliseEmail(String(b ?? ''));

const servicesAnswer = listOf(serviceSchema);

async function getService(http: HttpClient, id: Id | string): Promise<Service> {
  const record = recordCandidate((await http.call('serviceGet', { params: { id } })).json);
  if (!record) throw new HttpError('ra.notification.item_doesnt_exist', 404, {});
  return decode('serviceGet', serviceSchema, record);
}

export function servicesResource({ http, queryClient }: ResourceContext): ResourceHandlers {
  const all = (): Promise<Service[]> => http.read('servicesGetAll', servicesAnswer);
  const one = (id: Id | string) => getService(http, id);
  const list = keptList<Service>({ resource: 'services', spec: servicesListSpec, queryClient, load: all });
  // react-admin's methods are generic in the record type; these answer with Services, hence the one assertion.
  return {
    getList: (_resource: string, params: GetListParams) => list.getList(params),
    getAll: list.getAll,
    getMany: collectionReads(all, 'ra.notification.item_doesnt_exist').getMany,
    getOne: async (_resource: string, params: GetOneParams) => ({ data: await one(params.id) }),
    create: async (_resource: string, params: CreateParams) => {
      const body = serviceBody(params.data, { withEmail: true });
      const { json } = await http.call('serviceCreate', { body });
      const data = await savedRecord(json, serviceSchema, {
        refetch: all,
        match: (s) =>
          s.name.trim() === String(body.name ?? '').trim() && sameEmail(s.primary_email, body.primary_email),
      });
      return { data };
    },
    update: async (_resource: string, params: UpdateParams) => {
      const { json } = await http.call('serviceUpdate', {
        params: { id: params.id },
        body: serviceBody(params.data, { withEmail: false }),
      });
      return { data: await savedRecord(json, serviceSchema, byId(params.id, one)) };
    },
    delete: async (_resource: string, params: DeleteParams) => {
      await http.call('serviceDelete', { params: { id: params.id } });
      return { data: params.previousData ?? { id: params.id } };
    },
  } as ResourceHandlers;
}

const byId = <T extends { id: unknown }>(id: unknown, one: (id: Id) => Promise<T>) => ({
  refetch: async () => [await one(Number(id))],
  match: (r: T) => String(r.id) === String(id),
});

export function servicesMethods(http: HttpClient) {
  const one = (id: Id) => getService(http, id);
  const serviceAfter = (json: unknown, id: Id) => savedRecord(json, serviceSchema, byId(id, one));
  return {
    softDeleteServices: async (ids: Id[]) => ({
      ids: idsOf((await http.call('servicesSoftDelete', { body: { ids } })).json) ?? ids,
    }),
    undoDeleteServices: async (ids: Id[]) => ({
      ids: idsOf((await http.call('servicesUndoDelete', { body: { ids } })).json) ?? ids,
    }),
    archiveService: async (service: Service, isArchive: boolean) =>
      serviceAfter((await http.call('serviceArchive', { body: archiveBody(service, isArchive) })).json, service.id),
    saveBranding: async (serviceId: Id, input: BrandingInput) => {
      const body: Record<string, unknown> = { service_id: serviceId, brand_color: input.brand_color, skin: input.skin };
      if (input.logo) {
        body.base64_image_logo = await fileToBase64(input.logo);
        body.logo_name = input.logo.name;
      }
      try {
        const answer = await http.call('serviceBranding', { params: { service_id: serviceId }, body });
        return serviceAfter(answer.json, serviceId);
      } catch (e) {
        // the logo's server error belongs under the form's logo input
        throw withFormFieldNames(e, (k) => (k === 'base64_image_logo' ? 'logo' : k));
      }
    },
    servicesWithDocumentCount: (): Promise<ServiceWithDocumentCount[]> =>
      http.read('servicesWithDocumentCount', listOf(serviceWithDocumentCountSchema)),
    collectionCount: (serviceId: Id): Promise<CollectionCounts> =>
      http.read('collectionCount', recordOf(collectionCountsSchema), { params: { id: serviceId } }),
    loadCollection: async (serviceId: Id, serviceTypeId: ServiceTypeId) =>
      serviceAfter(
        (await http.call('collectionLoad', { body: { service_type_id: serviceTypeId, service_id: serviceId } })).json,
        serviceId,
      ),
    unloadCollection: async (serviceId: Id, serviceTypeId: ServiceTypeId) =>
      serviceAfter(
        (await http.call('collectionUnload', { body: { service_type_id: serviceTypeId, service_id: serviceId } })).json,
        serviceId,
      ),
    documentsByService: (serviceId: Id): Promise<ServiceDocument[]> =>
      http.read('documentsByService', listOf(serviceDocumentSchema), { params: { serviceId } }),
    setDocumentAvailability: (serviceId: Id, documentId: Id, availability: 'ENABLE' | 'DISABLE') =>
      http.read('documentAvailability', mutationAnswerSchema, {
        body: { service_id: serviceId, id: documentId, availability },
      }),
    /** An empty list on failure (portal-core §7, §8). */
    serviceUsers: async (serviceId: Id): Promise<ServiceUser[]> => {
      try {
        return await http.read('centerUsers', listOf(serviceUserSchema), { params: { id: serviceId } });
      } catch (e) {
        console.warn('[services] users of service could not be loaded', e);
        return [];
      }
    },
  };
}
