// A document's client-side fields (document-management §3), computed here only: the fixture answers none.
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

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type { LoadedDocument };

export interface DocumentFields {
  belongsIn: string;
  categoryName: string;
  fileTypeId: number | null;
  fileType: string;
  /** in kb (§2, §9) */
  fileSize: number | null;
  fileUrl: string | null;
  downloadName: string | null;
  servicesCount: number;
  doctype: string;
  filename: string;
}

export type DocumentRow = LoadedDocument & DocumentFields;

export const serviceTypeIdsOf = (d: Pick<LoadedDocument, 'service_type_id'>): number[] =>
  d.service_type_id.map((t) => t.id);

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

interface Wording {
  belongsIn: (d: LoadedDocument) => string;
  categoryName: (d: LoadedDocument) => string;
}

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

// Worded once per distinct value; service types the catalogue does not know carry their own names, worded each time.
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

export function toDocumentRows(loaded: LoadedDocument[], translate: Translate): DocumentRow[] {
  const words = onceEach(translate);
  return loaded.map((d) => Object.assign(d, documentFields(d, translate, words)));
}

/** Writes the fields onto `d`, not a copy: give it a record just parsed that nothing else holds. */
export const toDocumentRow = (d: LoadedDocument, translate: Translate): DocumentRow =>
  Object.assign(d, documentFields(d, translate));
