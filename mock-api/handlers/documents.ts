import type { Request } from 'express';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { isIsoDate } from '../../src/shared/validation/common.ts';
import { blankDocument, documentAnswer } from '../../src/shared/records.ts';
import type { Ctx, HandlerModule } from '../lib/app.ts';
import type { Db } from '../lib/db.ts';
import { nextId } from '../lib/db.ts';
import { ApiError, assertValid, notFound, type FieldErrors } from '../lib/errors.ts';
import { allowOnly } from '../lib/strict.ts';
import { checkUpload, sniffMime, type StoredFile } from '../lib/files.ts';
import { messages, serviceTypeLabel } from '../lib/messages.ts';
import {
  FILE_TYPES,
  FOCUS_AUDIENCES,
  MONTHS,
  SERVICE_TYPES,
  STANDALONE_SERVICE_TYPE,
  TEXT_MAX_LENGTH,
  CATEGORY,
  SERVICE_SPECIFIC_TYPE,
  UPLOAD_OR_GENERATE,
  isGenerated,
  isServiceSpecificCategory,
  isWebinarType,
} from '../../src/shared/constants.ts';
import {
  fileTypeIdOf,
  idList,
  mimeOfName,
  validateFocus,
  validateNqaDocument,
  validateServiceSpecific,
  validateWebinar,
  type RuleErrors,
} from '../../src/shared/validation/documents.ts';
import type { CollectionItem, DocumentRecord, FocusDetail, FocusFile, UploadedFile } from '../../src/types.ts';
import { acceptedFocusYears } from '../../src/shared/clock.ts';

/**
 * Document management (document-management §7): NQA documents, webinars and training modules, service-specific
 * documents, focus of the month, linking to services and default collections, filters.
 *
 * Choices where the spec says "not shown" (ours):
 * - Lists (getDocuments, document-get-all, filters) answer arrays of documents, each with the loaded fields of §3
 *   and nothing else. Soft-deleted documents are hidden; `GET /api/document-get-all?trashed=only` lists the
 *   recycle bin (`?trashed=with` everything), for tests; deleted_at itself is never answered.
 * - collections-get/{id} answers the collection's items (§3 'Collection item'); membership is stored per document.
 * - Single and bulk deletes are soft (deleted_at) so UNDO can restore them; permanent-delete-multiple removes
 *   the records and their stored files (a file still referenced elsewhere is kept).
 * - Several attachments on one create make one document each, with the same details.
 * - delete-document-file/{id} and document-delete-file/{id} remove the file of document {id};
 *   attachment/{id} removes an uploaded file by the file's own id.
 * - Focus of the month holds one entry per year and month: creating for a month that exists adds the file and
 *   updates its details.
 */

type Body = Record<string, unknown>;
type StoredUpload = StoredFile & { label: string };
interface PendingUpload {
  bytes: Buffer;
  name: string;
}

const body = (req: Request): Body => {
  const b: unknown = req.body;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Body) : {};
};
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const blank = (v: unknown) => text(v) === '';
const add = (e: FieldErrors, field: string, msg: string) => (e[field] ??= []).push(msg);

/** Catalogue lookup of a rule key ('documents.validation.file_required') under `app`. */
function t(key: string): string {
  let node: unknown = messages;
  for (const part of key.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : key;
}
const translate = (rules: RuleErrors): FieldErrors =>
  Object.fromEntries(Object.entries(rules).map(([f, keys]) => [f, keys.map(t)]));

function merge(into: FieldErrors, more: FieldErrors): FieldErrors {
  for (const [f, list] of Object.entries(more)) for (const m of list) if (!(into[f] ?? []).includes(m)) add(into, f, m);
  return into;
}

function checkLengths(e: FieldErrors, b: Body, fields: string[]) {
  for (const f of fields) {
    const v = b[f];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string' && typeof v !== 'number') add(e, f, messages.validation.invalid_value);
    else if (String(v).length > TEXT_MAX_LENGTH)
      add(e, f, messages.validation.max_length.replace('%{max}', String(TEXT_MAX_LENGTH)));
  }
}

function flag(e: FieldErrors, b: Body, field: string): 0 | 1 {
  const v = b[field];
  if (v === undefined || v === null || v === '') return 0;
  if (v === true || v === 1 || v === '1') return 1;
  if (v === false || v === 0 || v === '0') return 0;
  add(e, field, messages.validation.invalid_value);
  return 0;
}

const idParam = (req: Request, name = 'id'): number => {
  const n = Number(req.params[name]);
  if (!Number.isInteger(n) || n < 1) throw notFound('Document');
  return n;
};

/** A list of ids from the body (or query), 422 when missing or malformed. */
function idsField(e: FieldErrors, value: unknown, field: string, required = true): number[] {
  const ids = idList(value);
  if (ids === null) {
    add(e, field, messages.validation.invalid_value);
    return [];
  }
  if (required && ids.length === 0) add(e, field, messages.validation.required);
  return [...new Set(ids)];
}

function liveDoc(db: Db, id: number): DocumentRecord | undefined {
  return db.documents.find((d) => d.id === id && !d.deleted_at);
}
function docOr404(db: Db, id: number): DocumentRecord {
  const d = liveDoc(db, id);
  if (!d) throw notFound('Document');
  return d;
}

/** Unknown document ids become a 422 on the field (a list call names several). */
function checkDocIds(e: FieldErrors, db: Db, ids: number[], field: string, opts: { deleted?: boolean } = {}) {
  const missing = ids.filter(
    (id) => !db.documents.some((d) => d.id === id && (opts.deleted === undefined || !!d.deleted_at === opts.deleted)),
  );
  if (missing.length) add(e, field, `${messages.validation.invalid_value} (${missing.join(', ')})`);
}
function checkServiceIds(e: FieldErrors, db: Db, ids: number[], field: string) {
  const known = new Set(db.services.filter((s) => !s.deleted_at).map((s) => s.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) add(e, field, `${messages.validation.invalid_value} (${missing.join(', ')})`);
}
const serviceRefs = (db: Db, ids: number[]) => {
  const byId = new Map(db.services.map((s) => [s.id, s]));
  return ids.flatMap((id) => {
    const s = byId.get(id);
    return s ? [{ id: s.id, name: s.name }] : [];
  });
};
const typeRefs = (ids: number[]) => ids.map((id) => ({ id, name: serviceTypeLabel(id) }));

// --- the spec's payloads (§3, §7): a body may carry these fields and no others ------------------------------

/** §3 New document payload (POST /api/new-document, category 1). */
const NQA_PAYLOAD = [
  'attachments',
  'category',
  'upload_or_generate',
  'file_title',
  'file_version',
  'date',
  'description',
  'content',
  'service_specific_type',
  'risk_assesment_type',
  'nqa_area_id',
  'document_type_id',
  'service_type_id',
  'services',
  'excluded_services',
  'notify_service',
] as const;
/** §3 Service-specific document: the document fields with the attached services as `service_id` (a list). */
const SERVICE_SPECIFIC_PAYLOAD = [...NQA_PAYLOAD.filter((f) => f !== 'services'), 'service_id'] as const;
/** §3 Webinar or training module payload; `label` names the uploaded file. */
const WEBINAR_PAYLOAD = [
  'base64_image',
  'category',
  'nqa_area_id',
  'document_type_id',
  'service_type_id',
  'service_specific_type',
  'webinar_link',
  'webinar_title',
  'label',
  'date',
  'webinar_description',
  'file_title',
  'services',
  'excluded_services',
  'notify_service',
  'global_webinar',
  'is_webinar',
] as const;
/** §3 Focus of the month creation payload. */
const FOCUS_PAYLOAD = [
  'base64_image',
  'size',
  'label',
  'year',
  'month',
  'date',
  'monthly_focus',
  'monthly_focus_description',
  'file_title',
  'audience',
  'file_description',
] as const;
/** §7 rows with their payload written out. */
const PAYLOAD = {
  focusUpdate: ['id', 'monthly_focus', 'monthly_focus_description'],
  focusUpdateAudience: ['data'],
  focusAudienceItem: ['id', 'audience'],
  focusOnEditUpload: ['id', 'base64_image', 'file_title', 'date', 'audience', 'file_description', 'label', 'size'],
  documentIds: ['document_id'],
  link: ['document_id', 'service_id'],
  collection: ['document_id', 'service_type_id'],
  filterByServices: ['service_id'],
  filterByCollection: ['service_type_id'],
} as const;

const isServiceSpecificBody = (b: Body) => isServiceSpecificCategory(b.category);

// --- uploads ---------------------------------------------------------------------------------------------

const EXT_KIND: Record<string, 'pdf' | 'image' | 'zip' | 'ole' | 'video' | 'text'> = {
  pdf: 'pdf',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
  doc: 'ole',
  xls: 'ole',
  ppt: 'ole',
  mp4: 'video',
  mov: 'video',
  csv: 'text',
  txt: 'text',
};

/**
 * Checks a base64 upload against its file name: a .pdf must really be a PDF, an image an image, a .docx a zip
 * container, and so on. Throws 422 (or 413) on `field`; returns the bytes to store after validation.
 */
function checkNamedUpload(field: string, base64: unknown, fileName: unknown): PendingUpload {
  const name = text(fileName);
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  const kind = EXT_KIND[ext];
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
  if (!ok) throw new ApiError(422, messages.validation.invalid_value, { [field]: [messages.validation.invalid_value] });
  return { bytes, name };
}

async function saveUpload(ctx: Ctx, up: PendingUpload): Promise<StoredUpload> {
  const stored = await ctx.files.save(up.bytes, up.name);
  return { ...stored, label: up.name };
}

function uploadedFileRecord(db: Db, stored: StoredUpload, doc?: Partial<DocumentRecord>): UploadedFile {
  const id = Math.max(db.counters.uploadedFiles ?? 0, ...db.documents.map((d) => d.uploaded_file?.id ?? 0)) + 1;
  db.counters.uploadedFiles = id;
  return {
    id,
    document_name: stored.name,
    file_size: stored.size,
    file_type: mimeOfName(stored.name),
    label: stored.label,
    availability: 'ENABLE',
    document_url: stored.url,
    webinar_title: doc?.webinar_title ?? null,
    webinar_link: doc?.webinar_link ?? null,
    webinar_description: doc?.webinar_description ?? null,
    global_webinar: doc?.global_webinar ?? 0,
  };
}

/** Removes stored files no record points at any more (files can be shared, e.g. by the large seed). */
async function removeUnusedFiles(ctx: Ctx, urls: (string | null | undefined)[]) {
  const db = ctx.db;
  for (const url of urls) {
    if (!url) continue;
    const used =
      db.documents.some((d) => d.uploaded_file?.document_url === url) ||
      db.focusFiles.some((f) => f.document_url === url) ||
      db.newsletters.some((n) => n.document_url === url || n.thumbnail_url === url) ||
      db.services.some((s) => s.logo_url === url);
    if (!used) await ctx.files.remove(url);
  }
}

/** attachments: [{ file_name, base64_image }] (§3 New document payload). */
function pendingAttachments(b: Body, e: FieldErrors): { field: string; base64: unknown; name: unknown }[] {
  if (Array.isArray(b.attachments)) {
    return (b.attachments as unknown[]).map((a, i) => {
      const item = a && typeof a === 'object' ? (a as Body) : {};
      if (!item.base64_image) add(e, `attachments.${i}.base64_image`, messages.validation.required);
      allowOnly(item, ['file_name', 'base64_image']);
      return { field: `attachments.${i}.base64_image`, base64: item.base64_image, name: item.file_name };
    });
  }
  if (b.attachments !== undefined && b.attachments !== null) add(e, 'attachments', messages.validation.invalid_value);
  return [];
}

// --- presentation ----------------------------------------------------------------------------------------

/**
 * Documents are answered with the spec's fields only (§3 'Document (as loaded)'): belongsIn, fileType and the other
 * derived fields are the client's (src/dataProvider/documentFields.ts); deleted_at, collections and per-service
 * availability are stored here, never answered.
 */
const present = documentAnswer;
const presentAll = (docs: DocumentRecord[]) => docs.filter((d) => !d.deleted_at).map(present);

// --- document creation and update ------------------------------------------------------------------------

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

/** Service-type and service ids of a payload, with the Standalone (5) rule: 5 alone, services are attached. */
function audienceOf(e: FieldErrors, db: Db, b: Body, servicesField = 'services') {
  const types = idsField(e, b.service_type_id, 'service_type_id', false);
  const services = idsField(e, b.services, servicesField, false);
  const excluded = idsField(e, b.excluded_services, 'excluded_services', false);
  checkServiceIds(e, db, services, servicesField);
  checkServiceIds(e, db, excluded, 'excluded_services');
  if (types.includes(STANDALONE_SERVICE_TYPE.id) && types.length > 1)
    add(e, 'service_type_id', messages.validation.invalid_value);
  return { types, services, excluded };
}

function checkDate(e: FieldErrors, b: Body) {
  if (!blank(b.date) && !isIsoDate(text(b.date))) {
    e.date = [messages.validation.invalid_date];
  }
}

interface Draft {
  fields: Partial<DocumentRecord>;
  uploads: PendingUpload[];
}

/** Validates an NQA document (category 1) or service-specific (category 3 on creation) payload. */
function validateDocumentPayload(db: Db, b: Body, existing?: DocumentRecord): Draft {
  const e: FieldErrors = {};
  checkLengths(e, b, DOC_TEXT_FIELDS);
  const attachments = pendingAttachments(b, e);
  const category = Number(b.category ?? existing?.category ?? CATEGORY.general);
  if (!(Object.values(CATEGORY) as number[]).includes(category)) add(e, 'category', messages.validation.invalid_value);
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
    const rules = validateServiceSpecific({
      service_specific_type: pick('service_specific_type'),
      services,
      nqa_area_id: pick('nqa_area_id'),
      document_type_id: pick('document_type_id'),
      file_title: pick('file_title'),
      file_version: pick('file_version'),
      date: pick('date'),
      isEdit: !!existing,
      hasFile,
      upload_or_generate: pick('upload_or_generate'),
      content: pick('content'),
    });
    // the shared rule names the form's field; this payload names it service_id (§3)
    const { services: servicesRule, ...otherRules } = rules;
    merge(e, translate(servicesRule ? { ...otherRules, service_id: servicesRule } : otherRules));
  } else {
    merge(
      e,
      translate(
        validateNqaDocument({
          upload_or_generate: pick('upload_or_generate'),
          nqa_area_id: pick('nqa_area_id'),
          document_type_id: pick('document_type_id'),
          service_type_id: types,
          services,
          file_title: pick('file_title'),
          file_version: pick('file_version'),
          date: pick('date'),
          content: pick('content'),
          hasFile,
        }),
      ),
    );
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

/** Validates a webinar or training-module payload. */
function validateWebinarPayload(db: Db, b: Body, existing?: DocumentRecord): Draft {
  const e: FieldErrors = {};
  checkLengths(e, b, DOC_TEXT_FIELDS);
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
  merge(
    e,
    translate(
      validateWebinar({
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
        hasFile,
      }),
    ),
  );
  // An optional supporting file or the training document must still be named.
  if (hasNewFile && blank(b.label)) add(e, 'label', messages.validation.required);
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

function newDocument(db: Db): DocumentRecord {
  return blankDocument(nextId(db, 'documents'));
}

function attach(db: Db, doc: DocumentRecord, stored: StoredUpload | null) {
  if (stored) {
    doc.uploaded_file = uploadedFileRecord(db, stored, doc);
    doc.file_uploaded_id = doc.uploaded_file.id;
    doc.label = stored.label;
  } else if (isGenerated(doc.upload_or_generate)) {
    doc.label = `${doc.file_title.replace(/[^\w.-]+/g, '_')}.html`;
  }
  if (doc.uploaded_file) {
    Object.assign(doc.uploaded_file, {
      webinar_title: doc.webinar_title,
      webinar_link: doc.webinar_link,
      webinar_description: doc.webinar_description,
      global_webinar: doc.global_webinar,
    });
  }
}

/** Creates one document per upload (or one without a file). */
async function createDocuments(ctx: Ctx, draft: Draft): Promise<DocumentRecord[]> {
  const stored = await Promise.all(draft.uploads.map((u) => saveUpload(ctx, u)));
  const created: DocumentRecord[] = [];
  for (const s of stored.length ? stored : [null]) {
    const doc = { ...newDocument(ctx.db), ...draft.fields };
    if (s && draft.uploads.length > 1) doc.file_title = `${doc.file_title} (${s.label})`;
    attach(ctx.db, doc, s);
    if (isGenerated(doc.upload_or_generate) && doc.uploaded_file) doc.uploaded_file = null;
    ctx.db.documents.push(doc);
    created.push(doc);
  }
  await ctx.commit();
  return created;
}

/** Applies a validated draft to an existing document; a new upload replaces the old file. */
async function updateDocument(ctx: Ctx, doc: DocumentRecord, draft: Draft) {
  const stored = draft.uploads.length ? await saveUpload(ctx, draft.uploads[0]) : null;
  const oldUrl = stored || isGenerated(draft.fields.upload_or_generate) ? doc.uploaded_file?.document_url : undefined;
  Object.assign(doc, draft.fields);
  if (isGenerated(doc.upload_or_generate) && doc.uploaded_file && !isWebinarType(doc.document_type_id)) {
    doc.uploaded_file = null;
    doc.file_uploaded_id = null;
  }
  attach(ctx.db, doc, stored);
  await ctx.commit();
  await removeUnusedFiles(ctx, [oldUrl]);
  return present(doc);
}

const created = (docs: DocumentRecord[]) => ({
  status: true,
  message: t('documents.created'),
  data: docs.map(present),
});

// --- focus of the month ----------------------------------------------------------------------------------

function focusEntry(db: Db, detail: FocusDetail) {
  return { detail, uploaded_files: db.focusFiles.filter((f) => f.focus_id === detail.id) };
}

function checkAudience(e: FieldErrors, v: unknown, field: string): string {
  if (v === undefined || v === null || v === '') return FOCUS_AUDIENCES[0];
  if (!(FOCUS_AUDIENCES as readonly string[]).includes(String(v))) add(e, field, messages.validation.invalid_value);
  return String(v);
}

async function addFocusFile(
  ctx: Ctx,
  focusId: number,
  up: PendingUpload,
  b: Body,
  audience: string,
): Promise<FocusFile> {
  const stored = await saveUpload(ctx, up);
  const file: FocusFile = {
    id: nextId(ctx.db, 'focusFiles'),
    focus_id: focusId,
    label: stored.label,
    audience,
    date: text(b.date),
    document_url: stored.url,
    document_name: stored.name,
    file_title: text(b.file_title),
    file_description: text(b.file_description),
  };
  ctx.db.focusFiles.push(file);
  return file;
}

// --- routes ----------------------------------------------------------------------------------------------

const documents: HandlerModule = (route) => {
  route('documentNew', async (req, ctx) => {
    const b = body(req);
    allowOnly(b, isServiceSpecificBody(b) ? SERVICE_SPECIFIC_PAYLOAD : NQA_PAYLOAD);
    const draft = validateDocumentPayload(ctx.db, b);
    return created(await createDocuments(ctx, draft));
  });

  route('documentWebinarAdd', async (req, ctx) => {
    allowOnly(body(req), WEBINAR_PAYLOAD);
    const draft = validateWebinarPayload(ctx.db, body(req));
    return created(await createDocuments(ctx, draft));
  });

  // "document fields": the payload of the document's kind, with its id when it updates
  route('documentSave', async (req, ctx) => {
    const b = body(req);
    const stored = blank(b.id) ? undefined : liveDoc(ctx.db, Number(b.id));
    const kindIsWebinar = isWebinarType(b.document_type_id ?? stored?.document_type_id);
    const kindIsServiceSpecific = stored ? stored.category === CATEGORY.serviceSpecific : isServiceSpecificBody(b);
    allowOnly(b, [
      'id',
      ...(kindIsWebinar ? WEBINAR_PAYLOAD : kindIsServiceSpecific ? SERVICE_SPECIFIC_PAYLOAD : NQA_PAYLOAD),
    ]);
    if (!blank(b.id)) {
      const doc = docOr404(ctx.db, Number(b.id));
      const webinar = isWebinarType(b.document_type_id ?? doc.document_type_id);
      const draft = webinar ? validateWebinarPayload(ctx.db, b, doc) : validateDocumentPayload(ctx.db, b, doc);
      return { status: true, message: 'Document successfully updated.', data: await updateDocument(ctx, doc, draft) };
    }
    const webinar = isWebinarType(b.document_type_id);
    const draft = webinar ? validateWebinarPayload(ctx.db, b) : validateDocumentPayload(ctx.db, b);
    return created(await createDocuments(ctx, draft));
  });

  const updateRoute = (kind: 'document' | 'webinar' | 'service') => async (req: Request, ctx: Ctx) => {
    const b = body(req);
    allowOnly(b, [
      'id',
      ...(kind === 'webinar' ? WEBINAR_PAYLOAD : kind === 'service' ? SERVICE_SPECIFIC_PAYLOAD : NQA_PAYLOAD),
    ]);
    const rawId = req.params.id ?? b.id;
    const e: FieldErrors = {};
    if (blank(rawId)) add(e, 'id', messages.validation.required);
    assertValid(e);
    const doc = docOr404(ctx.db, Number(rawId));
    if (kind === 'service' && doc.category !== CATEGORY.serviceSpecific)
      throw new ApiError(422, messages.validation.invalid_value, { id: [messages.validation.invalid_value] });
    if (kind === 'webinar' && !isWebinarType(doc.document_type_id) && !isWebinarType(b.document_type_id)) {
      throw new ApiError(422, messages.validation.invalid_value, {
        document_type_id: [messages.validation.invalid_value],
      });
    }
    const draft =
      kind === 'webinar'
        ? validateWebinarPayload(ctx.db, b, doc)
        : validateDocumentPayload(ctx.db, kind === 'service' ? { ...b, category: 2 } : b, doc);
    return { status: true, message: 'Document successfully updated.', data: await updateDocument(ctx, doc, draft) };
  };
  route('documentUpdate', updateRoute('document'));
  route('documentUpdateWebinar', updateRoute('webinar'));
  route('serviceDocumentUpdate', updateRoute('service'));
  route('documentServiceSpecificUpdate', updateRoute('service'));

  // Lists
  route('documentsGet', (req, ctx) => {
    const q = req.query;
    let docs = ctx.db.documents.filter((d) => !d.deleted_at);
    if (typeof q.nqa === 'string' && q.nqa !== '') docs = docs.filter((d) => d.nqa_area_id.includes(Number(q.nqa)));
    if (typeof q.category === 'string' && q.category !== '')
      docs = docs.filter((d) => d.category === Number(q.category));
    return docs.map(present);
  });

  route('documentsGetAll', (req, ctx) => {
    const trashed = req.query.trashed;
    if (trashed === 'only') return ctx.db.documents.filter((d) => d.deleted_at).map(present);
    if (trashed === 'with') return ctx.db.documents.map(present);
    return presentAll(ctx.db.documents);
  });

  // Deletes: soft (undoable), undo, permanent
  const softDelete = async (ctx: Ctx, ids: number[]) => {
    const now = new Date().toISOString();
    for (const d of ctx.db.documents) if (ids.includes(d.id) && !d.deleted_at) d.deleted_at = now;
    await ctx.commit();
  };
  const bodyIds = (req: Request, field = 'document_id') => {
    const b = body(req);
    allowOnly(b, PAYLOAD.documentIds);
    const e: FieldErrors = {};
    const ids = idsField(e, b[field] ?? req.query[field], field);
    return { e, ids, b };
  };

  route('documentDelete', async (req, ctx) => {
    const doc = docOr404(ctx.db, idParam(req));
    await softDelete(ctx, [doc.id]);
    return { status: true, message: t('documents.deleted'), data: [doc.id] };
  });

  const bulkSoftDelete = async (req: Request, ctx: Ctx) => {
    const { e, ids } = bodyIds(req);
    checkDocIds(e, ctx.db, ids, 'document_id', { deleted: false });
    assertValid(e);
    await softDelete(ctx, ids);
    return { status: true, message: t('documents.deleted'), data: ids };
  };
  route('documentDeleteMultiple', bulkSoftDelete);
  route('documentsSoftDelete', bulkSoftDelete);

  route('documentsUndoDelete', async (req, ctx) => {
    const { e, ids } = bodyIds(req);
    checkDocIds(e, ctx.db, ids, 'document_id', { deleted: true });
    assertValid(e);
    for (const d of ctx.db.documents) if (ids.includes(d.id)) d.deleted_at = null;
    await ctx.commit();
    return { status: true, message: t('documents.retrieved'), data: ids };
  });

  route('documentsPermanentDelete', async (req, ctx) => {
    const { e, ids } = bodyIds(req);
    checkDocIds(e, ctx.db, ids, 'document_id');
    assertValid(e);
    const urls = ctx.db.documents.filter((d) => ids.includes(d.id)).map((d) => d.uploaded_file?.document_url);
    ctx.db.documents = ctx.db.documents.filter((d) => !ids.includes(d.id));
    await ctx.commit();
    await removeUnusedFiles(ctx, urls);
    const message = ids.length > 1 ? 'Documents permanently deleted!' : 'Document permanently deleted!';
    return { status: true, message, data: ids };
  });

  // Files of a document
  const dropFile = async (ctx: Ctx, doc: DocumentRecord) => {
    if (!doc.uploaded_file) throw notFound('File');
    const url = doc.uploaded_file.document_url;
    doc.uploaded_file = null;
    doc.file_uploaded_id = null;
    await ctx.commit();
    await removeUnusedFiles(ctx, [url]);
  };
  route('webinarFileDelete', async (req, ctx) => {
    const doc = docOr404(ctx.db, idParam(req));
    if (!isWebinarType(doc.document_type_id))
      throw new ApiError(422, messages.validation.invalid_value, { id: [messages.validation.invalid_value] });
    await dropFile(ctx, doc);
    return { status: true, message: t('documents.webinar_file_deleted'), data: present(doc) };
  });
  const deleteFileOfDocument = async (req: Request, ctx: Ctx) => {
    const doc = docOr404(ctx.db, idParam(req));
    await dropFile(ctx, doc);
    return { status: true, message: 'File deleted.', data: present(doc) };
  };
  route('deleteDocumentFile', deleteFileOfDocument);
  route('documentDeleteFile', deleteFileOfDocument);
  route('attachmentDelete', async (req, ctx) => {
    const fileId = idParam(req);
    const doc = ctx.db.documents.find((d) => d.uploaded_file?.id === fileId && !d.deleted_at);
    if (!doc) throw notFound('Attachment');
    await dropFile(ctx, doc);
    return { status: true, message: 'File deleted.', data: present(doc) };
  });

  // Services of documents
  route('documentServiceIds', (req, ctx) => {
    const doc = docOr404(ctx.db, idParam(req, 'docId'));
    return doc.services.map((s) => ({ service_id: s.id, service_name: s.name }));
  });

  route('documentLinkableServices', (req, ctx) => {
    const doc = docOr404(ctx.db, idParam(req, 'docId'));
    const linked = new Set(doc.services.map((s) => s.id));
    return ctx.db.services
      .filter((s) => !s.deleted_at && !s.is_archive && !linked.has(s.id))
      .map((s) => ({ id: s.id, name: s.name }));
  });

  /** One document and one service (§7); a list is refused so a drifting provider fails its tests. */
  const linkBody = (req: Request, ctx: Ctx) => {
    const b = body(req);
    allowOnly(b, PAYLOAD.link);
    const e: FieldErrors = {};
    for (const f of PAYLOAD.link) if (Array.isArray(b[f])) add(e, f, messages.validation.invalid_value);
    const docIds = idsField(e, b.document_id, 'document_id');
    const serviceIds = idsField(e, b.service_id, 'service_id');
    checkDocIds(e, ctx.db, docIds, 'document_id', { deleted: false });
    checkServiceIds(e, ctx.db, serviceIds, 'service_id');
    assertValid(e);
    return { docs: docIds.map((id) => docOr404(ctx.db, id)), serviceIds };
  };
  const linkServices = (ctx: Ctx, docs: DocumentRecord[], serviceIds: number[]) => {
    const refs = serviceRefs(ctx.db, serviceIds);
    for (const d of docs) for (const r of refs) if (!d.services.some((s) => s.id === r.id)) d.services.push(r);
  };
  const unlinkServices = (docs: DocumentRecord[], serviceIds: number[]) => {
    for (const d of docs) d.services = d.services.filter((s) => !serviceIds.includes(s.id));
  };

  route('serviceLinkToDocument', async (req, ctx) => {
    const { docs, serviceIds } = linkBody(req, ctx);
    linkServices(ctx, docs, serviceIds);
    await ctx.commit();
    return { status: true, message: t('documents.linked'), data: docs.map(present) };
  });

  route('serviceUnlink', async (req, ctx) => {
    const { docs, serviceIds } = linkBody(req, ctx);
    unlinkServices(docs, serviceIds);
    await ctx.commit();
    return { status: true, message: t('documents.unlinked'), data: docs.map(present) };
  });

  /** Per service: how many of the chosen documents it is linked to. */
  const serviceCounts = (ctx: Ctx, docs: DocumentRecord[], serviceIds: number[]) =>
    serviceRefs(ctx.db, serviceIds).map((s) => ({
      id: s.id,
      service_name: s.name,
      document_count: docs.filter((d) => d.services.some((x) => x.id === s.id)).length,
    }));

  const servicesDocsBody = (req: Request, ctx: Ctx, listField: string, confirmField?: string) => {
    const b = body(req);
    allowOnly(b, ['document_id', listField, ...(confirmField ? [confirmField] : [])]);
    const e: FieldErrors = {};
    const docIds = idsField(e, b.document_id, 'document_id');
    const serviceIds = idsField(e, b[listField], listField);
    checkDocIds(e, ctx.db, docIds, 'document_id', { deleted: false });
    checkServiceIds(e, ctx.db, serviceIds, listField);
    if (confirmField) {
      const c = b[confirmField];
      if (!(c === true || c === 1 || c === '1')) add(e, confirmField, messages.validation.required);
    }
    assertValid(e);
    return { docs: docIds.map((id) => docOr404(ctx.db, id)), serviceIds };
  };

  route('selectServicesDocuments', (req, ctx) => {
    const { docs, serviceIds } = servicesDocsBody(req, ctx, 'services_to_remove');
    return serviceCounts(ctx, docs, serviceIds);
  });

  route('confirmRemoveServicesDocuments', async (req, ctx) => {
    const { docs, serviceIds } = servicesDocsBody(req, ctx, 'services_to_remove', 'confirm_remove');
    unlinkServices(docs, serviceIds);
    await ctx.commit();
    return { status: true, message: t('documents.unlinked'), data: serviceCounts(ctx, docs, serviceIds) };
  });

  route('confirmAddServicesToDocuments', async (req, ctx) => {
    const { docs, serviceIds } = servicesDocsBody(req, ctx, 'services_to_add', 'confirm_add');
    linkServices(ctx, docs, serviceIds);
    await ctx.commit();
    return { status: true, message: t('documents.linked'), data: serviceCounts(ctx, docs, serviceIds) };
  });

  // Collections (one default collection per service type 1-4)
  route('collectionsGet', (req, ctx) => {
    const typeId = Number(req.params.id);
    if (!SERVICE_TYPES.some((s) => s.id === typeId)) throw notFound('Collection');
    return ctx.db.documents
      .filter((d) => !d.deleted_at && (d.collections ?? []).includes(typeId))
      .map((d): CollectionItem => ({
        id: d.id,
        document_id: d.document_id,
        document_url: d.uploaded_file?.document_url ?? null,
        document_name: d.uploaded_file?.document_name ?? null,
        file_title: d.file_title,
        file_version: d.file_version,
        label: d.label,
        upload_or_generate: d.upload_or_generate,
      }));
  });

  /** document_id and service_type_id, each one id or a list (§7 gives both forms across the collection calls). */
  const collectionBody = (req: Request, ctx: Ctx) => {
    const b = body(req);
    allowOnly(b, PAYLOAD.collection);
    const e: FieldErrors = {};
    const docIds = idsField(e, b.document_id, 'document_id');
    const typeIds = idsField(e, b.service_type_id, 'service_type_id');
    if (typeIds.some((id) => !SERVICE_TYPES.some((s) => s.id === id)))
      add(e, 'service_type_id', messages.validation.invalid_value);
    checkDocIds(e, ctx.db, docIds, 'document_id', { deleted: false });
    assertValid(e);
    return { docs: docIds.map((id) => docOr404(ctx.db, id)), typeIds };
  };
  const addToCollections = async (req: Request, ctx: Ctx) => {
    const { docs, typeIds } = collectionBody(req, ctx);
    // 'Add to collection' skips global webinar documents (document-management §4)
    const skipped = docs.filter((d) => d.global_webinar === 1).map((d) => d.id);
    for (const d of docs) {
      if (d.global_webinar === 1) continue;
      d.collections = [...new Set([...(d.collections ?? []), ...typeIds])].sort((a, z) => a - z);
    }
    await ctx.commit();
    return { status: true, message: t('documents.collection_added'), data: docs.map(present), skipped };
  };
  route('documentAddCollection', addToCollections);
  route('addFromCollection', addToCollections);
  route('addDocumentToCollection', addToCollections);
  route('removeFromCollection', async (req, ctx) => {
    const { docs, typeIds } = collectionBody(req, ctx);
    for (const d of docs) d.collections = (d.collections ?? []).filter((c) => !typeIds.includes(c));
    await ctx.commit();
    return { status: true, message: t('documents.collection_removed'), data: docs.map(present) };
  });

  // Filters
  route('filterDocumentsByServices', (req, ctx) => {
    allowOnly(body(req), PAYLOAD.filterByServices);
    const e: FieldErrors = {};
    const ids = idsField(e, body(req).service_id, 'service_id');
    assertValid(e);
    return presentAll(ctx.db.documents.filter((d) => d.services.some((s) => ids.includes(s.id))));
  });

  route('filterDocumentsByCollection', (req, ctx) => {
    allowOnly(body(req), PAYLOAD.filterByCollection);
    const e: FieldErrors = {};
    const ids = idsField(e, body(req).service_type_id, 'service_type_id');
    if (ids.some((id) => !SERVICE_TYPES.some((s) => s.id === id)))
      add(e, 'service_type_id', messages.validation.invalid_value);
    assertValid(e);
    return presentAll(ctx.db.documents.filter((d) => (d.collections ?? []).some((c) => ids.includes(c))));
  });

  route('filterDocumentsByFileType', (req, ctx) => {
    const e: FieldErrors = {};
    const raw = req.query.file_type ?? req.query['file_type[]'];
    const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : raw;
    const ids = idsField(e, list, 'file_type');
    if (ids.some((id) => !(FILE_TYPES as readonly number[]).includes(id)))
      add(e, 'file_type', messages.validation.invalid_value);
    assertValid(e);
    return presentAll(ctx.db.documents.filter((d) => ids.includes(fileTypeIdOf(d) ?? -1)));
  });

  // Focus of the month
  route('focusNew', async (req, ctx) => {
    const b = body(req);
    allowOnly(b, FOCUS_PAYLOAD);
    const e: FieldErrors = {};
    checkLengths(e, b, ['monthly_focus', 'monthly_focus_description', 'file_title', 'file_description', 'label']);
    merge(
      e,
      translate(
        validateFocus(
          {
            year: text(b.year),
            month: b.month,
            monthly_focus: b.monthly_focus,
            file_title: b.file_title,
            date: b.date,
            hasFile: !blank(b.base64_image),
          },
          MONTHS,
          acceptedFocusYears(),
        ),
      ),
    );
    const audience = checkAudience(e, b.audience, 'audience');
    if (!blank(b.base64_image) && blank(b.label)) add(e, 'label', messages.validation.required);
    assertValid(e);
    const up = checkNamedUpload('base64_image', b.base64_image, b.label);
    let detail = ctx.db.focus.find((f) => f.year === text(b.year) && f.month === b.month);
    if (detail) {
      detail.monthly_focus = text(b.monthly_focus);
      if (!blank(b.monthly_focus_description)) detail.monthly_focus_description = text(b.monthly_focus_description);
    } else {
      detail = {
        id: nextId(ctx.db, 'focus'),
        year: text(b.year),
        month: String(b.month),
        monthly_focus: text(b.monthly_focus),
        monthly_focus_description: text(b.monthly_focus_description),
      };
      ctx.db.focus.push(detail);
    }
    await addFocusFile(ctx, detail.id, up, b, audience);
    await ctx.commit();
    return { status: true, message: t('documents.created'), data: focusEntry(ctx.db, detail) };
  });

  route('focusUpdate', async (req, ctx) => {
    const b = body(req);
    allowOnly(b, PAYLOAD.focusUpdate);
    const e: FieldErrors = {};
    if (blank(b.id)) add(e, 'id', messages.validation.required);
    if (blank(b.monthly_focus)) add(e, 'monthly_focus', messages.validation.required);
    if (blank(b.monthly_focus_description)) add(e, 'monthly_focus_description', messages.validation.required);
    checkLengths(e, b, ['monthly_focus', 'monthly_focus_description']);
    assertValid(e);
    const detail = ctx.db.focus.find((f) => f.id === Number(b.id));
    if (!detail) throw notFound('Focus of the month');
    detail.monthly_focus = text(b.monthly_focus);
    detail.monthly_focus_description = text(b.monthly_focus_description);
    await ctx.commit();
    return { status: true, message: 'Focus of the month updated.', data: focusEntry(ctx.db, detail) };
  });

  route('focusUpdateAudience', async (req, ctx) => {
    const b = body(req);
    allowOnly(b, PAYLOAD.focusUpdateAudience);
    const e: FieldErrors = {};
    const items = Array.isArray(b.data) ? (b.data as unknown[]) : null;
    if (!items || items.length === 0) add(e, 'data', messages.validation.required);
    const changes: { file: FocusFile; audience: string }[] = [];
    (items ?? []).forEach((item, i) => {
      const it = item && typeof item === 'object' ? (item as Body) : {};
      allowOnly(it, PAYLOAD.focusAudienceItem);
      const file = ctx.db.focusFiles.find((f) => f.id === Number(it.id));
      if (!file) add(e, `data.${i}.id`, messages.validation.invalid_value);
      if (blank(it.audience)) add(e, `data.${i}.audience`, messages.validation.required);
      const audience = checkAudience(e, it.audience, `data.${i}.audience`);
      if (file) changes.push({ file, audience });
    });
    assertValid(e);
    for (const c of changes) c.file.audience = c.audience;
    await ctx.commit();
    return { status: true, message: 'Audience updated.', data: changes.map((c) => c.file) };
  });

  route('focusOnEditUpload', async (req, ctx) => {
    const b = body(req);
    allowOnly(b, PAYLOAD.focusOnEditUpload);
    const e: FieldErrors = {};
    if (blank(b.id)) add(e, 'id', messages.validation.required);
    if (blank(b.file_title)) add(e, 'file_title', messages.validation.required);
    if (blank(b.date)) add(e, 'date', messages.validation.required);
    else if (!isIsoDate(text(b.date))) add(e, 'date', messages.validation.invalid_date);
    if (blank(b.base64_image)) add(e, 'base64_image', messages.validation.required);
    else if (blank(b.label)) add(e, 'label', messages.validation.required);
    checkLengths(e, b, ['file_title', 'file_description', 'label']);
    const audience = checkAudience(e, b.audience, 'audience');
    assertValid(e);
    const detail = ctx.db.focus.find((f) => f.id === Number(b.id));
    if (!detail) throw notFound('Focus of the month');
    const up = checkNamedUpload('base64_image', b.base64_image, b.label);
    const file = await addFocusFile(ctx, detail.id, up, b, audience);
    await ctx.commit();
    return { status: true, message: t('documents.created'), data: file };
  });

  route('focusList', (req, ctx) => {
    const { year, month } = req.query;
    if (typeof year === 'string' && year !== '' && typeof month === 'string' && month !== '') {
      const detail = ctx.db.focus.find((f) => f.year === year && f.month === month);
      return detail ? focusEntry(ctx.db, detail) : { detail: null, uploaded_files: [] };
    }
    return ctx.db.focus
      .filter((f) => (typeof year === 'string' && year !== '' ? f.year === year : true))
      .map((f) => focusEntry(ctx.db, f));
  });

  route('focusFileDelete', async (req, ctx) => {
    const id = idParam(req);
    const file = ctx.db.focusFiles.find((f) => f.id === id);
    if (!file) throw notFound('File');
    ctx.db.focusFiles = ctx.db.focusFiles.filter((f) => f.id !== id);
    await ctx.commit();
    await removeUnusedFiles(ctx, [file.document_url]);
    return { status: true, message: t('documents.deleted'), data: id };
  });
};

export default documents;
