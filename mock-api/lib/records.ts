import type { DocumentRecord } from '../../src/types.ts';

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
