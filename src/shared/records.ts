/** Records with every field at its default: shared by the fixture (seed, create handlers) and tests. */
import type { DocumentAnswer, DocumentRecord, Service, ServiceTypeId } from '../types.ts';
import { DEFAULT_BRAND_COLOR, SKIN_DARK } from './constants.ts';
import { DOCUMENT_FIELDS } from './schemas/documents.ts';

/** A new service with the portal's defaults (brand colour #000000, dark skin, no collection loaded). */
export function blankService(
  id: number,
  name: string,
  service_type_id: ServiceTypeId,
  over: Partial<Service> = {},
): Service {
  return {
    id,
    name,
    has_qip: 0,
    has_portal: 1,
    admin_name: '',
    website_link: '',
    primary_email: '',
    postal: '',
    phone: '',
    address: '',
    city: '',
    state: '',
    description: '',
    logo_name: null,
    logo_url: null,
    service_type_id,
    brand_color: DEFAULT_BRAND_COLOR,
    is_archive: false,
    skin: SKIN_DARK,
    collection_loaded: '[]',
    deleted_at: null,
    admin_email: '',
    ...over,
  };
}

/** A document with every field at its empty default; the seed and the create handlers fill in the rest. */
export function blankDocument(id: number, over: Partial<DocumentRecord> = {}): DocumentRecord {
  return {
    id,
    document_id: id,
    file_uploaded_id: null,
    label: '',
    file_title: '',
    file_version: '',
    date: '',
    description: '',
    content: null,
    category: 1,
    upload_or_generate: 1,
    document_type_id: 1,
    nqa_area_id: [],
    service_type_id: [],
    service_specific_type: null,
    risk_assesment_type: null,
    services: [],
    excluded_services: '[]',
    notify_service: 0,
    global_webinar: 0,
    webinar_title: null,
    webinar_link: null,
    webinar_description: null,
    uploaded_file: null,
    availability: {},
    collections: [],
    deleted_at: null,
    ...over,
  };
}

/**
 * The fields of a document as the spec's calls answer it: the fields the document schema reads
 * (document-management §3 'Document (as loaded)', src/shared/schemas/documents.ts). What the
 * fixture also stores (deleted_at, collection membership, per-service availability) is its own state, and the
 * derived fields (belongsIn, fileType, ...) are the client's: src/dataProvider/documentFields.ts.
 */
export const DOCUMENT_ANSWER_FIELDS = DOCUMENT_FIELDS satisfies readonly (keyof DocumentRecord)[];

/** A stored document as an answer: the spec's fields only. */
export function documentAnswer(d: DocumentRecord): DocumentAnswer {
  return Object.fromEntries(DOCUMENT_ANSWER_FIELDS.map((k) => [k, d[k]])) as DocumentAnswer;
}
