import type { HttpClient } from './httpClient.ts';
import type { ResourceHandlers } from './types.ts';

/** services: react-admin methods and custom methods (filled in by the services work). */
export function servicesResource(_http: HttpClient): ResourceHandlers {
  return {};
}

export function servicesMethods(_http: HttpClient) {
  return {};
}
