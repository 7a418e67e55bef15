import type { HttpClient } from './httpClient.ts';
import type { ResourceHandlers } from './types.ts';

/** newsletters: react-admin methods and custom methods (filled in by the newsletters work). */
export function newslettersResource(_http: HttpClient): ResourceHandlers {
  return {};
}

export function newslettersMethods(_http: HttpClient) {
  return {};
}
