import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'ra-core';
import type { HttpClient } from './httpClient.ts';
import type { KeptCollection } from './keptCollection.ts';

export type ResourceHandlers = Partial<Omit<DataProvider, 'supportAbortSignal'>> & {
  getAll?: () => Promise<KeptCollection>;
};

export interface ResourceContext {
  http: HttpClient;
  queryClient?: QueryClient;
}
