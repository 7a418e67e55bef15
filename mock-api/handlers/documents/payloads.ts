/** The spec's payloads (document-management §3, §7): a body may carry these fields and no others. */

/** §3 New document payload (POST /api/new-document, category 1). */
export const NQA_PAYLOAD = [
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
export const SERVICE_SPECIFIC_PAYLOAD = [...NQA_PAYLOAD.filter((f) => f !== 'services'), 'service_id'] as const;
/** §3 Webinar or training module payload; `label` names the uploaded file. */
export const WEBINAR_PAYLOAD = [
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
export const FOCUS_PAYLOAD = [
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
export const PAYLOAD = {
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
