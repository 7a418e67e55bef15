/**
 * Document-area rules shared by the create/edit forms and the fixture back end (document-management §5, §9),
 * so a rule is written once. Validators return `{ field: [message key] }`, keys being paths under the `app`
 * namespace of src/i18n/en.ts (e.g. 'documents.validation.file_required'); the UI translates them with
 * `translate('app.' + key)`, the fixture looks them up in the same catalogue.
 */
import {
  DOCUMENT_TYPE,
  FILE_TYPE,
  NQA_DOCUMENT_TYPES,
  RISK_ASSESSMENT_AREAS,
  SERVICE_SPECIFIC_TYPE,
  SERVICE_SPECIFIC_TYPES,
  STANDALONE_SERVICE_TYPE,
  UPLOAD_OR_GENERATE,
  isGenerated,
  isWebinarType,
} from '../constants.ts';
import { type RuleErrors, add, blank, blankRichText, idList, isIsoDate, isValidLink } from './common.ts';
export type { RuleErrors } from './common.ts';

const K = {
  nqa: 'documents.validation.nqa_required',
  type: 'documents.validation.type_required',
  serviceType: 'documents.validation.service_type_required',
  file: 'documents.validation.file_required',
  services: 'documents.validation.services_required',
  link: 'documents.validation.link_invalid',
  documentRequired: 'documents.validation.document_required',
  filter: 'documents.validation.filter_required',
  ssType: 'documents.validation.service_specific_type_required',
  service: 'documents.validation.service_required',
  nqaBang: 'documents.validation.nqa_bang',
  nqas: 'documents.validation.nqas_required',
  typeBang: 'documents.validation.type_bang',
  required: 'validation.required',
  requiredNoPeriod: 'common.required_no_period',
  requiredBang: 'common.required_bang',
  date: 'validation.invalid_date',
  invalid: 'validation.invalid_value',
} as const;
export const DOCUMENT_RULE_KEYS = K;

export interface NqaDocumentInput {
  upload_or_generate?: unknown;
  nqa_area_id?: unknown;
  document_type_id?: unknown;
  service_type_id?: unknown;
  services?: unknown;
  file_title?: unknown;
  file_version?: unknown;
  date?: unknown;
  content?: unknown;
  /** true when a file is attached (new attachment or one already stored). */
  hasFile: boolean;
}

function checkAreas(e: RuleErrors, value: unknown, key: string) {
  const areas = idList(value);
  if (!areas || areas.length === 0) add(e, 'nqa_area_id', key);
  else if (areas.some((a) => a < 1 || a > 7)) add(e, 'nqa_area_id', K.invalid);
}

function checkServiceTypes(e: RuleErrors, input: { service_type_id?: unknown; services?: unknown }) {
  const types = idList(input.service_type_id);
  if (!types || types.length === 0) {
    add(e, 'service_type_id', K.serviceType);
    return;
  }
  if (types.some((t) => t < 1 || t > STANDALONE_SERVICE_TYPE.id)) add(e, 'service_type_id', K.invalid);
  if (types.includes(STANDALONE_SERVICE_TYPE.id)) {
    const services = idList(input.services);
    if (!services || services.length === 0) add(e, 'services', K.services);
  }
}

function checkDate(e: RuleErrors, value: unknown, requiredKey: string) {
  if (blank(value)) add(e, 'date', requiredKey);
  else if (!isIsoDate(value)) add(e, 'date', K.date);
}

/** NQA document (uploaded or generated), document-management §5. */
export function validateNqaDocument(input: NqaDocumentInput): RuleErrors {
  const e: RuleErrors = {};
  const mode = Number(input.upload_or_generate);
  if (mode !== UPLOAD_OR_GENERATE.upload && mode !== UPLOAD_OR_GENERATE.generate)
    add(e, 'upload_or_generate', K.invalid);
  checkAreas(e, input.nqa_area_id, K.nqa);
  const type = Number(input.document_type_id);
  if (blank(input.document_type_id) || !Number.isInteger(type)) add(e, 'document_type_id', K.type);
  else if (!NQA_DOCUMENT_TYPES.includes(type)) add(e, 'document_type_id', K.invalid);
  checkServiceTypes(e, input);
  if (mode === UPLOAD_OR_GENERATE.upload && !input.hasFile) add(e, 'attachments', K.file);
  if (mode === UPLOAD_OR_GENERATE.generate && blankRichText(input.content)) add(e, 'content', K.requiredNoPeriod);
  if (blank(input.file_title)) add(e, 'file_title', K.required);
  if (blank(input.file_version)) add(e, 'file_version', K.required);
  checkDate(e, input.date, K.required);
  return e;
}

export interface WebinarInput {
  nqa_area_id?: unknown;
  document_type_id?: unknown;
  service_type_id?: unknown;
  services?: unknown;
  global_webinar?: unknown;
  webinar_link?: unknown;
  webinar_title?: unknown;
  file_title?: unknown;
  date?: unknown;
  /** Training module delivered as an external link (true) or an uploaded document (false). */
  is_link?: boolean;
  hasFile: boolean;
}

/** Webinar or training module, document-management §5. */
export function validateWebinar(input: WebinarInput): RuleErrors {
  const e: RuleErrors = {};
  checkAreas(e, input.nqa_area_id, K.nqa);
  const type = Number(input.document_type_id);
  if (blank(input.document_type_id)) add(e, 'document_type_id', K.type);
  else if (!isWebinarType(type)) add(e, 'document_type_id', K.invalid);
  const global = Number(input.global_webinar ?? 0) === 1;
  if (!global) checkServiceTypes(e, input);
  const training = type === DOCUMENT_TYPE.trainingModule;
  const needsLink = !training || input.is_link !== false;
  if (needsLink) {
    if (blank(input.webinar_link)) add(e, 'webinar_link', K.documentRequired);
    else if (!isValidLink(input.webinar_link)) add(e, 'webinar_link', K.link);
  }
  if (blank(input.webinar_title)) add(e, 'webinar_title', K.required);
  if (training && !needsLink) {
    if (!input.hasFile) add(e, 'base64_image', K.file);
    if (blank(input.file_title)) add(e, 'file_title', K.required);
  }
  checkDate(e, input.date, K.required);
  return e;
}

export interface ServiceSpecificInput {
  filter?: unknown;
  service_specific_type?: unknown;
  services?: unknown;
  nqa_area_id?: unknown;
  document_type_id?: unknown;
  file_title?: unknown;
  file_version?: unknown;
  date?: unknown;
  /** Editing an existing document (file optional then). */
  isEdit: boolean;
  hasFile: boolean;
  upload_or_generate?: unknown;
  content?: unknown;
}

/** Service-specific document, document-management §5 'Service-specific'. */
export function validateServiceSpecific(input: ServiceSpecificInput): RuleErrors {
  const e: RuleErrors = {};
  const ssType = Number(input.service_specific_type);
  if (blank(input.service_specific_type) || !Number.isInteger(ssType)) add(e, 'service_specific_type', K.ssType);
  else if (!SERVICE_SPECIFIC_TYPES.includes(ssType as (typeof SERVICE_SPECIFIC_TYPES)[number]))
    add(e, 'service_specific_type', K.invalid);
  const services = idList(input.services);
  if (!services || services.length === 0) add(e, 'services', K.service);
  const generate = isGenerated(input.upload_or_generate);
  if (generate) {
    if (blankRichText(input.content)) add(e, 'content', K.requiredNoPeriod);
  } else if (!input.isEdit && !input.hasFile) add(e, 'attachments', K.file);
  const areas = idList(input.nqa_area_id) ?? [];
  if (ssType === SERVICE_SPECIFIC_TYPE.riskAssessment) {
    if (areas.length === 0) add(e, 'nqa_area_id', K.nqaBang);
    else if (areas.some((a) => !RISK_ASSESSMENT_AREAS.includes(a))) add(e, 'nqa_area_id', K.invalid);
  }
  if (ssType === SERVICE_SPECIFIC_TYPE.nqaDocument) {
    if (areas.length === 0) add(e, 'nqa_area_id', K.nqas);
    else if (areas.some((a) => a < 1 || a > 7)) add(e, 'nqa_area_id', K.invalid);
    if (blank(input.document_type_id)) add(e, 'document_type_id', K.typeBang);
  }
  if (ssType !== SERVICE_SPECIFIC_TYPE.riskAssessment && blank(input.file_title)) add(e, 'file_title', K.requiredBang);
  if (
    (ssType === SERVICE_SPECIFIC_TYPE.report || ssType === SERVICE_SPECIFIC_TYPE.apReport) &&
    blank(input.file_version)
  )
    add(e, 'file_version', K.requiredBang);
  checkDate(e, input.date, K.requiredBang);
  return e;
}

export interface FocusInput {
  year?: unknown;
  month?: unknown;
  monthly_focus?: unknown;
  file_title?: unknown;
  date?: unknown;
  hasFile: boolean;
}

/** Focus of the month creation, document-management §5. */
export function validateFocus(input: FocusInput, months: readonly string[], years: readonly string[]): RuleErrors {
  const e: RuleErrors = {};
  if (!years.includes(String(input.year ?? ''))) add(e, 'year', blank(input.year) ? K.required : K.invalid);
  if (!months.includes(String(input.month ?? ''))) add(e, 'month', blank(input.month) ? K.required : K.invalid);
  if (blank(input.monthly_focus)) add(e, 'monthly_focus', K.required);
  if (blank(input.file_title)) add(e, 'file_title', K.required);
  checkDate(e, input.date, K.required);
  if (!input.hasFile) add(e, 'base64_image', K.required);
  return e;
}

/** File type filter id (FILE_TYPE, document-management §5) of a document. */
export function fileTypeIdOf(doc: {
  upload_or_generate: number;
  document_type_id?: number;
  uploaded_file?: { document_name?: string; file_type?: string } | null;
}): number | null {
  if (isGenerated(doc.upload_or_generate)) return FILE_TYPE.generated;
  const name = doc.uploaded_file?.document_name ?? '';
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  const mime = (doc.uploaded_file?.file_type ?? '').toLowerCase();
  if (ext === 'pdf' || mime === 'application/pdf') return FILE_TYPE.pdf;
  if (['doc', 'docx', 'rtf', 'odt', 'txt'].includes(ext) || mime.includes('word')) return FILE_TYPE.word;
  if (['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(ext) || mime.startsWith('image/')) return FILE_TYPE.image;
  if (['mp4', 'mov', 'webm', 'avi'].includes(ext) || mime.startsWith('video/')) return FILE_TYPE.video;
  if (
    ['xls', 'xlsx', 'csv', 'ods'].includes(ext) ||
    mime.includes('sheet') ||
    mime.includes('excel') ||
    mime === 'text/csv'
  )
    return FILE_TYPE.excel;
  // A webinar or training module delivered by link only is watched, not downloaded.
  if (!doc.uploaded_file && isWebinarType(doc.document_type_id)) return FILE_TYPE.video;
  return null;
}
