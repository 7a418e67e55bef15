/**
 * The client-side fields of a document (document-management §3: belongsIn, categoryName, fileType, fileSize,
 * fileUrl, servicesCount, doctype), computed here and only here from the fields the spec's calls answer, so the
 * list shows the same columns against the production API as against the fixture (which answers no derived field).
 * The document comes decoded (schemas/documents.ts): whatever shape the back end sent, its lists are lists.
 */
import type { LoadedDocument } from '../types.ts';
import {
  SERVICE_SPECIFIC_TYPES,
  SERVICE_TYPES,
  isGenerated,
  isServiceSpecificCategory,
  isWebinarType,
  serviceTypeKey,
  sizeInKb,
} from '../shared/constants.ts';
import { fileTypeIdOf } from '../shared/validation/documents.ts';

/** Looks a catalogue key up (react-admin's `useTranslate()` or the catalogue's polyglot `translate`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type { LoadedDocument };

export interface DocumentFields {
  /** 'Global', the service types' names, or 'Service-specific document'. */
  belongsIn: string;
  /** The service-specific type of a service-specific document, otherwise its NQA areas ('NQA1, NQA3'). */
  categoryName: string;
  /** File type filter id (1 Generated, 2 Word, 3 Image, 4 Video, 5 Excel, 6 PDF), null when unknown. */
  fileTypeId: number | null;
  fileType: string;
  /** Size of the uploaded file in kb (§2, §9), null without a file. */
  fileSize: number | null;
  fileUrl: string | null;
  /** The stored file's name, the name a download is saved under. */
  downloadName: string | null;
  servicesCount: number;
  /** 'Upload' or 'Generate' (upload_or_generate 1 or 2). */
  doctype: string;
  /** The name the list shows and sorts by: webinar_title for webinar and training types, otherwise file_title. */
  filename: string;
}

export type DocumentRow = LoadedDocument & DocumentFields;

/** The document's service type ids. */
export const serviceTypeIdsOf = (d: Pick<LoadedDocument, 'service_type_id'>): number[] =>
  d.service_type_id.map((t) => t.id);

/** The ids of the services the document is hidden from. */
export const excludedServiceIdsOf = (d: Pick<LoadedDocument, 'excluded_services'>): number[] => d.excluded_services;

export const isServiceSpecific = (d: Pick<LoadedDocument, 'category'>) => isServiceSpecificCategory(d.category);

export const documentFileName = (
  d: Pick<LoadedDocument, 'document_type_id' | 'webinar_title' | 'file_title'>,
): string => (isWebinarType(d.document_type_id) && d.webinar_title ? d.webinar_title : d.file_title) ?? '';

function serviceTypeName(id: number, given: string | undefined, translate: Translate): string {
  const key = serviceTypeKey(id);
  return key ? translate(key) : (given ?? String(id));
}

export function belongsInOf(
  d: Pick<LoadedDocument, 'category' | 'global_webinar' | 'service_type_id'>,
  translate: Translate,
): string {
  if (isServiceSpecific(d)) return translate('app.documents.belongs_service_specific');
  const ids = serviceTypeIdsOf(d);
  if (Number(d.global_webinar) === 1 || SERVICE_TYPES.every((t) => ids.includes(t.id)))
    return translate('app.documents.belongs_global');
  return d.service_type_id.map((t) => serviceTypeName(t.id, t.name || undefined, translate)).join(', ');
}

export function categoryNameOf(
  d: Pick<LoadedDocument, 'category' | 'service_specific_type' | 'nqa_area_id'>,
  translate: Translate,
): string {
  const ss = d.service_specific_type;
  if (isServiceSpecific(d) && ss !== null && (SERVICE_SPECIFIC_TYPES as readonly number[]).includes(ss))
    return translate(`app.documents.service_specific_types.${ss}`);
  return d.nqa_area_id.map((n) => translate('app.documents.nqa_tab', { n })).join(', ');
}

/** The file type filter's id of a loaded document (1 Generated, 2 Word, 3 Image, 4 Video, 5 Excel, 6 PDF), or null. */
export function documentFileTypeId(
  d: Pick<LoadedDocument, 'upload_or_generate' | 'document_type_id' | 'uploaded_file'>,
) {
  const file = d.uploaded_file;
  return fileTypeIdOf({
    upload_or_generate: d.upload_or_generate,
    document_type_id: d.document_type_id ?? 0,
    uploaded_file: file
      ? { document_name: file.document_name ?? undefined, file_type: file.file_type ?? undefined }
      : null,
  });
}

/** The worded fields of a document: belongsIn and categoryName. */
interface Wording {
  belongsIn: (d: LoadedDocument) => string;
  categoryName: (d: LoadedDocument) => string;
}

/** Every client-side field of one loaded document. */
export function documentFields(
  d: LoadedDocument,
  translate: Translate,
  words: Wording = { belongsIn: (x) => belongsInOf(x, translate), categoryName: (x) => categoryNameOf(x, translate) },
): DocumentFields {
  const file = d.uploaded_file;
  const fileTypeId = documentFileTypeId(d);
  const bytes = file ? file.file_size : null;
  return {
    belongsIn: words.belongsIn(d),
    categoryName: words.categoryName(d),
    fileTypeId,
    fileType: fileTypeId ? translate(`app.services.file_types.${fileTypeId}`) : '',
    fileSize: bytes === null ? null : sizeInKb(bytes),
    fileUrl: file?.document_url || null,
    downloadName: file?.document_name || null,
    servicesCount: d.services.length,
    doctype: translate(isGenerated(d.upload_or_generate) ? 'app.documents.generate' : 'app.documents.upload'),
    filename: documentFileName(d),
  };
}

/**
 * The worded fields once per distinct value of what they read: however many documents, there are a few dozen (the
 * service types of a general document; the NQA areas or the service-specific type), so each is worded once rather
 * than once per document. A document whose service
 * types the catalogue does not know is named by its answer's own names, so it is worded each time.
 */
function onceEach(translate: Translate): Wording {
  const once = (words: Map<string, string>, key: string | null, word: () => string) => {
    if (key === null) return word();
    let text = words.get(key);
    if (text === undefined) words.set(key, (text = word()));
    return text;
  };
  const belongs = new Map<string, string>();
  const categories = new Map<string, string>();
  const belongsKey = (d: LoadedDocument) => {
    if (isServiceSpecific(d)) return 'service-specific';
    const ids = serviceTypeIdsOf(d);
    return ids.every((id) => serviceTypeKey(id)) ? `${Number(d.global_webinar) === 1}|${ids.join(',')}` : null;
  };
  const categoryKey = (d: LoadedDocument) =>
    `${isServiceSpecific(d)}|${d.service_specific_type}|${d.nqa_area_id.join(',')}`;
  return {
    belongsIn: (d) => once(belongs, belongsKey(d), () => belongsInOf(d, translate)),
    categoryName: (d) => once(categories, categoryKey(d), () => categoryNameOf(d, translate)),
  };
}

/**
 * The documents of one answer as rows (toDocumentRow each), the worded fields computed once per distinct value.
 */
export function toDocumentRows(loaded: LoadedDocument[], translate: Translate): DocumentRow[] {
  const words = onceEach(translate);
  return loaded.map((d) => Object.assign(d, documentFields(d, translate, words)));
}

/**
 * The loaded document with its client-side fields. `d` is taken as the row itself (the fields are written onto it),
 * so give it a record of an answer just parsed, that nothing else holds: copying every record into new objects
 * would double the documents list's allocation on each load.
 */
export const toDocumentRow = (d: LoadedDocument, translate: Translate): DocumentRow =>
  Object.assign(d, documentFields(d, translate));
