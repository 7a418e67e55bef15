import type { HttpClient } from './httpClient.ts';
import type { ResourceHandlers } from './types.ts';

/** users: react-admin methods and custom methods (filled in by the users work). */
export function usersResource(_http: HttpClient): ResourceHandlers {
  return {};
}

export function usersMethods(_http: HttpClient) {
  return {};
}
