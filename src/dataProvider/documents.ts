import type { HttpClient } from './httpClient.ts';
import type { ResourceHandlers } from './types.ts';

/** documents: react-admin methods and custom methods (filled in by the documents work). */
export function documentsResource(_http: HttpClient): ResourceHandlers {
  return {};
}

export function documentsMethods(_http: HttpClient) {
  return {};
}
