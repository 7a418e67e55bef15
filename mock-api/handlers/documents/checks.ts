// The forms' schemas plus what only the server can check (ids that exist, upload bytes); nothing is stored until
// the whole request has passed.
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { isIsoDate, ruleErrorsOf } from '../../../src/shared/schemas/rules.ts';
import type { Db } from '../../lib/db.ts';
import { ApiError, assertValid, invalidField, type FieldErrors } from '../../lib/errors.ts';
import { allowOnly } from '../../lib/strict.ts';
import { checkUpload, sniffMime } from '../../lib/files.ts';
import { documentFileFamily } from '../../../src/shared/uploads.ts';
import { messages, ruleMessages } from '../../lib/messages.ts';
import { addError, blank, checkTextFields, flag, idsField, numberField, text, type Body } from '../../lib/request.ts';
import { DOCUMENT_TYPES, SERVICE_SPECIFIC_TYPES, STANDALONE_SERVICE_TYPE } from '../../../src/shared/constants.ts';
import {
  nqaDocumentSchema,
  serviceSpecificCreateSchema,
  serviceSpecificUpdateSchema,
  webinarSchema,
} from '../../../src/shared/schemas/documentPayload.ts';
import type { z } from '../../../src/shared/schemas/zod.ts';
import { idList } from '../../../src/shared/validation/common.ts';
import type { DocumentRecord } from '../../../src/types.ts';
import { serviceRefs, typeRefs } from './presentation.ts';
import {
  CATEGORY,
  SERVICE_SPECIFIC_TYPE,
  UPLOAD_OR_GENERATE,
  isGenerated,
  isServiceSpecificCategory,
} from '../../../src/shared/constants.ts';

export interface PendingUpload {
  bytes: Buffer;
  name: string;
}

export interface Draft {
  fields: Partial<DocumentRecord>;
  uploads: PendingUpload[];
}

export const isServiceSpecificBody = (b: Body) => isServiceSpecificCategory(b.category);

export function mergeErrors(into: FieldErrors, more: FieldErrors): FieldErrors {
  for (const [f, list] of Object.entries(more))
    for (const m of list) if (!(into[f] ?? []).includes(m)) addError(into, f, m);
  return into;
}

// the body completed with the stored document, its fields renamed as the payload names them
function schemaErrors(schema: z.ZodType, input: Body, rename: Record<string, string>): FieldErrors {
  const rules = ruleErrorsOf(schema, input);
  return ruleMessages(Object.fromEntries(Object.entries(rules).map(([f, list]) => [rename[f] ?? f, list])));
}

export function checkDocIds(e: FieldErrors, db: Db, ids: number[], field: string, opts: { deleted?: boolean } = {}) {
  const missing = ids.filter(
    (id) => !db.documents.some((d) => d.id === id && (opts.deleted === undefined || !!d.deleted_at === opts.deleted)),
  );
  if (missing.length) addError(e, field, `${messages.validation.invalid_value} (${missing.join(', ')})`);
}

export function checkServiceIds(e: FieldErrors, db: Db, ids: number[], field: string) {
  const known = new Set(db.services.filter((s) => !s.deleted_at).map((s) => s.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) addError(e, field, `${messages.validation.invalid_value} (${missing.join(', ')})`);
}

// a .pdf must really be a PDF, an image an image, a .docx a zip container, and so on
export function checkNamedUpload(field: string, base64: unknown, fileName: unknown): PendingUpload {
  const name = text(fileName);
  const kind = documentFileFamily(name);
  if (!name || !kind) {
    const msg = name ? messages.validation.invalid_value : messages.validation.required;
    throw new ApiError(422, msg, { [`${field}_name`]: [msg] });
  }
  if (kind === 'pdf' || kind === 'image') return { bytes: checkUpload(field, base64, kind), name };
  const bytes = checkUpload(field, base64, 'any');
  const mime = sniffMime(bytes);
  const ok =
    (kind === 'zip' && mime === 'application/zip') ||
    (kind === 'ole' && mime === 'application/x-ole-storage') ||
    (kind === 'video' && mime === 'video/mp4') ||
    (kind === 'text' && mime === null && !bytes.includes(0));
  if (!ok) throw invalidField(field);
  return { bytes, name };
}

function pendingAttachments(b: Body, e: FieldErrors): { field: string; base64: unknown; name: unknown }[] {
  if (Array.isArray(b.attachments)) {
    return (b.attachments as unknown[]).map((a, i) => {
      const item = a && typeof a === 'object' ? (a as Body) : {};
      if (!item.base64_image) addError(e, `attachments.${i}.base64_image`, messages.validation.required);
      allowOnly(item, ['file_name', 'base64_image']);
      return { field: `attachments.${i}.base64_image`, base64: item.base64_image, name: item.file_name };
    });
  }
  if (b.attachments !== undefined && b.attachments !== null)
    addError(e, 'attachments', messages.validation.invalid_value);
  return [];
}

const DOC_TEXT_FIELDS = [
  'file_title',
  'file_version',
  'description',
  'content',
  'webinar_title',
  'webinar_link',
  'webinar_description',
  'label',
];

// Standalone (5) alone, with the services attached
function audienceOf(e: FieldErrors, db: Db, b: Body, servicesField = 'services') {
  const types = idsField(e, b.service_type_id, 'service_type_id', false);
  const services = idsField(e, b.services, servicesField, false);
  const excluded = idsField(e, b.excluded_services, 'excluded_services', false);
  checkServiceIds(e, db, services, servicesField);
  checkServiceIds(e, db, excluded, 'excluded_services');
  if (types.includes(STANDALONE_SERVICE_TYPE.id) && types.length > 1)
    addError(e, 'service_type_id', messages.validation.invalid_value);
  return { types, services, excluded };
}

export function checkDate(e: FieldErrors, b: Body) {
  if (!blank(b.date) && !isIsoDate(text(b.date))) {
    e.date = [messages.validation.invalid_date];
  }
}

function checkNumbers(e: FieldErrors, b: Body) {
  numberField(e, b, 'document_type_id', DOCUMENT_TYPES);
  numberField(e, b, 'category', Object.values(CATEGORY));
  numberField(e, b, 'upload_or_generate', Object.values(UPLOAD_OR_GENERATE));
  numberField(e, b, 'service_specific_type', SERVICE_SPECIFIC_TYPES);
  numberField(e, b, 'size');
}

export function validateDocumentPayload(db: Db, b: Body, existing?: DocumentRecord): Draft {
  const e: FieldErrors = {};
  checkTextFields(e, b, DOC_TEXT_FIELDS);
  checkNumbers(e, b);
  const attachments = pendingAttachments(b, e);
  const category = Number(b.category ?? existing?.category ?? CATEGORY.general);
  if (!(Object.values(CATEGORY) as number[]).includes(category))
    addError(e, 'category', messages.validation.invalid_value);
  const serviceSpecific = isServiceSpecificCategory(category);
  const pick = <K extends keyof DocumentRecord>(k: K) => (b[k] !== undefined ? b[k] : existing?.[k]);
  const hasFile = attachments.length > 0 || !!existing?.uploaded_file;
  // A field the body leaves out keeps its stored value: an update never drops links it was not asked to drop.
  const { types, services, excluded } = audienceOf(
    e,
    db,
    {
      service_type_id: b.service_type_id ?? existing?.service_type_id,
      services: (serviceSpecific ? b.service_id : b.services) ?? existing?.services,
      excluded_services: b.excluded_services ?? existing?.excluded_services,
    },
    serviceSpecific ? 'service_id' : 'services',
  );
  const notify = flag(e, b, 'notify_service');
  if (serviceSpecific) {
    const input = {
      service_specific_type: pick('service_specific_type'),
      services,
      nqa_area_id: pick('nqa_area_id'),
      document_type_id: pick('document_type_id'),
      file_title: pick('file_title'),
      file_version: pick('file_version'),
      date: pick('date'),
      file: hasFile,
      upload_or_generate: pick('upload_or_generate'),
      content: pick('content'),
    };
    const schema = existing ? serviceSpecificUpdateSchema : serviceSpecificCreateSchema;
    // the form names the service `services`; this payload names it service_id (§3)
    mergeErrors(e, schemaErrors(schema, input, { services: 'service_id', file: 'attachments' }));
  } else {
    const input = {
      upload_or_generate: pick('upload_or_generate'),
      nqa_area_id: pick('nqa_area_id'),
      document_type_id: pick('document_type_id'),
      service_type_id: types,
      services,
      file_title: pick('file_title'),
      file_version: pick('file_version'),
      date: pick('date'),
      content: pick('content'),
      file: hasFile,
    };
    mergeErrors(e, schemaErrors(nqaDocumentSchema, input, { file: 'attachments' }));
  }
  checkDate(e, { date: pick('date') });
  assertValid(e);
  const uploads = attachments.map((a) => checkNamedUpload(a.field, a.base64, a.name));
  const ssType = serviceSpecific ? Number(pick('service_specific_type')) : null;
  const areas = idList(pick('nqa_area_id')) ?? [];
  const generate = isGenerated(pick('upload_or_generate') ?? UPLOAD_OR_GENERATE.upload);
  const fields: Partial<DocumentRecord> = {
    category: serviceSpecific ? CATEGORY.serviceSpecific : CATEGORY.general,
    upload_or_generate: generate ? UPLOAD_OR_GENERATE.generate : UPLOAD_OR_GENERATE.upload,
    file_title: text(pick('file_title')),
    file_version: text(pick('file_version')),
    date: text(pick('date')),
    description: text(pick('description')),
    content: generate ? sanitizeRichText(String(pick('content') ?? '')) : null,
    document_type_id: blank(pick('document_type_id')) ? (serviceSpecific ? 7 : 1) : Number(pick('document_type_id')),
    nqa_area_id:
      ssType !== null && ssType < SERVICE_SPECIFIC_TYPE.riskAssessment ? [] : [...new Set(areas)].sort((a, z) => a - z),
    service_type_id: typeRefs(serviceSpecific ? [STANDALONE_SERVICE_TYPE.id] : types),
    service_specific_type: ssType,
    risk_assesment_type: ssType === SERVICE_SPECIFIC_TYPE.riskAssessment ? (areas[0] ?? null) : null,
    services: serviceRefs(db, services),
    excluded_services: JSON.stringify(serviceSpecific || types.includes(STANDALONE_SERVICE_TYPE.id) ? [] : excluded),
    notify_service: b.notify_service !== undefined ? notify : (existing?.notify_service ?? 0),
  };
  return { fields, uploads };
}

export function validateWebinarPayload(db: Db, b: Body, existing?: DocumentRecord): Draft {
  const e: FieldErrors = {};
  checkTextFields(e, b, DOC_TEXT_FIELDS);
  checkNumbers(e, b);
  const pick = <K extends keyof DocumentRecord>(k: K) => (b[k] !== undefined ? b[k] : existing?.[k]);
  const global = b.global_webinar !== undefined ? flag(e, b, 'global_webinar') : (existing?.global_webinar ?? 0);
  const hasNewFile = !blank(b.base64_image);
  const hasFile = hasNewFile || !!existing?.uploaded_file;
  const { types, services, excluded } = audienceOf(e, db, {
    service_type_id: global ? [] : (b.service_type_id ?? existing?.service_type_id),
    services: b.services ?? existing?.services,
    excluded_services: global ? [] : (b.excluded_services ?? existing?.excluded_services),
  });
  const link = pick('webinar_link');
  // The payload has no field for a training module's mode: an empty link with a file is the uploaded-document mode.
  const isLink = !(hasFile && blank(link));
  const input = {
    nqa_area_id: pick('nqa_area_id'),
    document_type_id: pick('document_type_id'),
    service_type_id: types,
    services,
    global_webinar: global,
    webinar_link: link,
    webinar_title: pick('webinar_title'),
    file_title: pick('file_title'),
    date: pick('date'),
    is_link: isLink,
    file: hasFile,
  };
  mergeErrors(e, schemaErrors(webinarSchema, input, { file: 'base64_image' }));
  // An optional supporting file or the training document must still be named.
  if (hasNewFile && blank(b.label)) addError(e, 'label', messages.validation.required);
  checkDate(e, { date: pick('date') });
  flag(e, b, 'notify_service');
  assertValid(e);
  const uploads = hasNewFile ? [checkNamedUpload('base64_image', b.base64_image, b.label)] : [];
  const areas = idList(pick('nqa_area_id')) ?? [];
  const fields: Partial<DocumentRecord> = {
    category: 1,
    upload_or_generate: 1,
    document_type_id: Number(pick('document_type_id')),
    nqa_area_id: [...new Set(areas)].sort((a, z) => a - z),
    service_type_id: typeRefs(global ? [] : types),
    service_specific_type: null,
    risk_assesment_type: null,
    services: serviceRefs(db, services),
    excluded_services: JSON.stringify(global ? [] : excluded),
    notify_service: b.notify_service !== undefined ? flag({}, b, 'notify_service') : (existing?.notify_service ?? 0),
    global_webinar: global,
    webinar_title: text(pick('webinar_title')),
    webinar_link: isLink ? text(link) : null,
    webinar_description: text(pick('webinar_description')),
    file_title: text(pick('file_title')) || text(pick('webinar_title')),
    file_version: text(pick('file_version')) || '1.0',
    date: text(pick('date')),
    description: text(pick('description')),
    content: null,
  };
  return { fields, uploads };
}
