import type { HttpClient } from './httpClient.ts';

/**
 * Document forms: create (NQA document, webinar or training module, service-specific document), edit, and focus
 * of the month. Custom methods only (filled in by the document-forms work).
 */
export function documentFormMethods(_http: HttpClient) {
  return {};
}
