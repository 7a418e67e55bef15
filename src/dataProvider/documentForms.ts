/**
 * Document forms (document-management §3, §7): custom method -> HTTP call.
 *   createNqaDocument, createServiceSpecific  POST   /api/new-document
 *   createWebinar                  POST   /api/document-webinar-add
 *   updateDocument                 PUT    /api/document-update
 *   updateWebinar                  PUT    /api/document-update-webinar
 *   updateServiceSpecific          PUT    /api/service-document-update/{id}
 *   getDocument                    GET    /api/document-get-all (picked by id)
 *   deleteDocumentFile             DELETE /api/delete-document-file/{id}
 *   deleteServiceDocumentFile      DELETE /api/document-delete-file/{id}
 *   deleteWebinarFile              GET    /api/webinar-file/{id}/delete
 *   focusList                      GET    /api/document-fom-list?year&month (ours)
 *   createFocus                    POST   /api/document-fom-new
 *   updateFocusDetails             PUT    /api/document-fom-update
 *   uploadFocusFile                POST   /api/document-form-onedit-upload
 *   setFocusAudience               PUT    /api/document-fom-update-audience
 *   deleteFocusFile                DELETE /api/document-fom-file/{id} (ours)
 */
import { HttpError } from 'ra-core';
import { z } from '../shared/schemas/zod.ts';
import { withFormFieldNames, type CallOptions, type HttpClient } from './httpClient.ts';
import type { EndpointName } from './endpoints.ts';
import { documentSchema, focusEntrySchema, id, listOf, mutationAnswerSchema } from '../shared/schemas/index.ts';
import { fileToBase64, isNewUpload } from './files.ts';
import {
  CATEGORY,
  DOCUMENT_TYPE,
  FOCUS_AUDIENCES,
  SERVICE_SPECIFIC_TYPE,
  STANDALONE_SERVICE_TYPE,
  UPLOAD_OR_GENERATE,
  isGenerated,
} from '../shared/constants.ts';
import { idList } from '../shared/validation/common.ts';
import type { FocusEntry, LoadedDocument, MutationAnswer } from '../types.ts';

import type {
  DocumentContentValues,
  FocusFormValues,
  NqaFormValues,
  ServiceSpecificFormValues,
} from '../shared/schemas/documentPayload.ts';

export type { DocumentContentValues, FocusFormValues, NqaFormValues, ServiceSpecificFormValues };
export type { FocusEntry, MutationAnswer, LoadedDocument };

const UPLOAD_FIELDS =
  /^(attachments(\.\d+\.(base64_image|file_name))?|base64_image|base64_image_name|label|attachments\.\d+\.base64_image_name)$/;

export const withFormFields = (e: unknown): unknown =>
  withFormFieldNames(e, (k) => (UPLOAD_FIELDS.test(k) ? 'file' : k === 'service_id' ? 'services' : k));

const flag = (v: unknown): 0 | 1 => (v === true || v === 1 ? 1 : 0);
/** Radio and checkbox inputs may hand over ids as strings, and a disabled input none at all. */
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);
const idOrNull = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const isStandalone = (types: number[]) => types.includes(STANDALONE_SERVICE_TYPE.id);

export interface EditedAudience {
  services: number[];
  standalone: boolean;
}
export const editedAudienceOf = (d: { services: unknown; service_type_id: unknown }): EditedAudience => ({
  services: idList(d.services) ?? [],
  standalone: isStandalone(idList(d.service_type_id) ?? []),
});

// Spec §4 Service type rule: with Standalone (5) the chosen services are attached, otherwise excluded. On edit a
// document that is not Standalone keeps its linked services: the form does not show them, so must not drop them.
function audience(v: { service_type_id?: number[]; services?: number[] }, original?: EditedAudience) {
  const types = ids(v.service_type_id);
  const chosen = ids(v.services);
  const standalone = isStandalone(types);
  const kept = original && !original.standalone ? original.services : [];
  return {
    service_type_id: types,
    services: standalone ? chosen : kept,
    excluded_services: standalone ? [] : chosen,
  };
}

export async function toNqaBody(v: NqaFormValues, original?: EditedAudience) {
  const f = v.file;
  const generate = isGenerated(v.upload_or_generate);
  return {
    attachments:
      !generate && isNewUpload(f) ? [{ file_name: f.rawFile.name, base64_image: await fileToBase64(f.rawFile) }] : [],
    category: CATEGORY.general,
    upload_or_generate: generate ? UPLOAD_OR_GENERATE.generate : UPLOAD_OR_GENERATE.upload,
    file_title: trim(v.file_title),
    file_version: trim(v.file_version),
    date: v.date ?? '',
    description: trim(v.description),
    content: generate ? (v.content ?? '') : '',
    service_specific_type: null,
    risk_assesment_type: null,
    nqa_area_id: ids(v.nqa_area_id),
    document_type_id: idOrNull(v.document_type_id),
    ...audience(v, original),
    notify_service: flag(v.notify_service),
  };
}

/** The payload (§3) has no field for a training module's uploaded-document mode: an empty link with a file is it. */
export async function toWebinarBody(v: NqaFormValues, allServices: number[] = [], original?: EditedAudience) {
  const global = !!v.global_webinar;
  const training = Number(v.document_type_id) === DOCUMENT_TYPE.trainingModule;
  const isLink = !training || v.is_link !== false;
  const f = v.file;
  const upload = isNewUpload(f) ? { base64_image: await fileToBase64(f.rawFile), label: f.rawFile.name } : {};
  const aud = audience(v, original);
  return {
    ...upload,
    category: CATEGORY.general,
    nqa_area_id: ids(v.nqa_area_id),
    document_type_id: idOrNull(v.document_type_id),
    // A global webinar goes to everyone: no service type, all services, no exclusions (spec §3, §4).
    service_type_id: global ? null : aud.service_type_id,
    service_specific_type: null,
    webinar_link: isLink ? trim(v.webinar_link) : '',
    webinar_title: trim(v.webinar_title),
    date: v.date ?? '',
    webinar_description: trim(v.webinar_description),
    file_title: trim(v.file_title) || trim(v.webinar_title),
    services: global ? allServices : aud.services,
    excluded_services: global ? [] : aud.excluded_services,
    notify_service: flag(v.notify_service),
    global_webinar: global ? 1 : 0,
    is_webinar: 1,
  };
}

export async function toServiceSpecificBody(
  v: ServiceSpecificFormValues,
  original?: Partial<ServiceSpecificFormValues>,
) {
  const generate = isGenerated(v.upload_or_generate);
  const f = v.file;
  const ssType = Number(v.service_specific_type);
  const areas = ids(v.nqa_area_id);
  const body: Record<string, unknown> = {
    category: CATEGORY.serviceSpecificCreate,
    upload_or_generate: generate ? UPLOAD_OR_GENERATE.generate : UPLOAD_OR_GENERATE.upload,
    service_specific_type: ssType,
    risk_assesment_type: ssType === SERVICE_SPECIFIC_TYPE.riskAssessment ? (areas[0] ?? null) : null,
    nqa_area_id: ssType >= SERVICE_SPECIFIC_TYPE.riskAssessment ? areas : [],
    document_type_id: ssType === SERVICE_SPECIFIC_TYPE.nqaDocument ? idOrNull(v.document_type_id) : null,
    service_type_id: [STANDALONE_SERVICE_TYPE.id],
    description: trim(v.description),
  };
  // `service_id` (a list): on edit sent only when changed, as the screen shows one and the others must stay.
  const chosen = ids(v.services);
  if (!original || chosen.join() !== ids(original.services).join()) body.service_id = chosen;
  if (!generate && isNewUpload(f))
    body.attachments = [{ file_name: f.rawFile.name, base64_image: await fileToBase64(f.rawFile) }];
  // On edit only the changed title, version, date or content are sent (spec §4 Service-specific form).
  const changed = (k: 'file_title' | 'file_version' | 'date' | 'content') =>
    !original || (original[k] ?? '') !== (v[k] ?? '');
  if (changed('file_title')) body.file_title = trim(v.file_title);
  if (changed('file_version')) body.file_version = trim(v.file_version);
  if (changed('date')) body.date = v.date ?? '';
  if (generate && changed('content')) body.content = v.content ?? '';
  if (original) delete body.category;
  return body;
}

export async function toFocusBody(v: FocusFormValues) {
  const f = v.file;
  const upload = isNewUpload(f)
    ? { base64_image: await fileToBase64(f.rawFile), size: f.rawFile.size, label: f.rawFile.name }
    : {};
  return {
    ...upload,
    year: v.year,
    month: v.month,
    date: v.date ?? '',
    monthly_focus: trim(v.monthly_focus),
    monthly_focus_description: trim(v.monthly_focus_description),
    file_title: trim(v.file_title),
    audience: v.audience || FOCUS_AUDIENCES[0],
    file_description: trim(v.file_description),
  };
}

type Progress = (percent: number) => void;

const documentsAnswer = listOf(documentSchema);
const serviceIdsAnswer = listOf(z.object({ id }));

export function documentFormMethods(http: HttpClient) {
  const send = async (name: EndpointName, opts: CallOptions): Promise<MutationAnswer> => {
    try {
      return await http.read(name, mutationAnswerSchema, opts);
    } catch (e) {
      throw withFormFields(e);
    }
  };
  const allServiceIds = async () => (await http.read('servicesGetAll', serviceIdsAnswer)).map((s) => s.id);
  const webinarBody = async (v: NqaFormValues, original?: EditedAudience) =>
    toWebinarBody(v, v.global_webinar ? await allServiceIds() : [], original);
  return {
    createNqaDocument: async (v: NqaFormValues, onUploadProgress?: Progress) =>
      send('documentNew', { body: await toNqaBody(v), onUploadProgress }),
    createWebinar: async (v: NqaFormValues, onUploadProgress?: Progress) =>
      send('documentWebinarAdd', { body: await webinarBody(v), onUploadProgress }),
    updateDocument: async (id: number, v: NqaFormValues, original: EditedAudience, onUploadProgress?: Progress) =>
      send('documentUpdate', { body: { id, ...(await toNqaBody(v, original)) }, onUploadProgress }),
    updateWebinar: async (id: number, v: NqaFormValues, original: EditedAudience, onUploadProgress?: Progress) =>
      send('documentUpdateWebinar', { body: { id, ...(await webinarBody(v, original)) }, onUploadProgress }),
    createServiceSpecific: async (v: ServiceSpecificFormValues, onUploadProgress?: Progress) =>
      send('documentNew', { body: await toServiceSpecificBody(v), onUploadProgress }),
    updateServiceSpecific: async (
      id: number,
      v: ServiceSpecificFormValues,
      original: Partial<ServiceSpecificFormValues>,
      onUploadProgress?: Progress,
    ) =>
      send('serviceDocumentUpdate', {
        params: { id },
        body: await toServiceSpecificBody(v, original),
        onUploadProgress,
      }),
    deleteDocumentFile: (id: number) => http.read('deleteDocumentFile', mutationAnswerSchema, { params: { id } }),
    deleteServiceDocumentFile: (id: number) =>
      http.read('documentDeleteFile', mutationAnswerSchema, { params: { id } }),
    deleteWebinarFile: (id: number) => http.read('webinarFileDelete', mutationAnswerSchema, { params: { id } }),
    getDocument: async (id: number): Promise<LoadedDocument | null> =>
      (await http.read('documentsGetAll', documentsAnswer)).find((d) => d.id === id) ?? null,
    /** Our path (the spec shows none): a back end without it (404) gives null, and the tab says so. */
    focusList: async (year: string, month: string): Promise<FocusEntry | null> => {
      try {
        return await http.read('focusList', focusEntrySchema, { query: { year, month } });
      } catch (e) {
        if (e instanceof HttpError && e.status === 404) return null;
        throw e;
      }
    },
    createFocus: async (v: FocusFormValues, onUploadProgress?: Progress) =>
      send('focusNew', { body: await toFocusBody(v), onUploadProgress }),
    updateFocusDetails: (id: number, monthly_focus: string, monthly_focus_description: string) =>
      send('focusUpdate', { body: { id, monthly_focus, monthly_focus_description } }),
    uploadFocusFile: async (id: number, v: FocusFormValues, onUploadProgress?: Progress) => {
      const { year: _y, month: _m, monthly_focus: _f, monthly_focus_description: _d, ...rest } = await toFocusBody(v);
      return send('focusOnEditUpload', { body: { id, ...rest }, onUploadProgress });
    },
    setFocusAudience: (fileId: number, audience: string) =>
      send('focusUpdateAudience', { body: { data: [{ id: fileId, audience }] } }),
    deleteFocusFile: (fileId: number) => send('focusFileDelete', { params: { id: fileId } }),
  };
}
