import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'ra-core';
import type { HttpClient } from './httpClient.ts';
import type { KeptCollection } from './keptCollection.ts';

/** The standard methods one resource implements; a missing one answers "not supported". */
export type ResourceHandlers = Partial<Omit<DataProvider, 'supportAbortSignal'>> & {
  /** The whole collection its getList pages (keptList.ts), read without the cache. */
  getAll?: () => Promise<KeptCollection>;
};

/** What a resource module's handlers are made with: the HTTP client, and where whole collections are kept. */
export interface ResourceContext {
  http: HttpClient;
  queryClient?: QueryClient;
}
