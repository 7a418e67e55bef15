import type { ComponentType } from 'react';
import type { EndpointName } from '../dataProvider/endpoints.ts';
import type { CallOptions } from '../dataProvider/httpClient.ts';
import type { LazyScreen } from '../loading/lazyScreen.ts';
import type { PortalDataProvider } from '../dataProvider/index.ts';

/** Must be the very call the screen's data provider makes (src/boot/preload.spec.ts), or it is asked for twice. */
export interface EarlyRead {
  name: EndpointName;
  params?: CallOptions['params'];
  query?: CallOptions['query'];
}

export interface ScreenQuery {
  queryKey: readonly unknown[];
  queryFn: () => Promise<unknown>;
  structuralSharing?: boolean;
}

export interface PortalRoute {
  path: string;
  Component: LazyScreen | ComponentType;
  early?: (search: URLSearchParams) => EarlyRead[];
  /** Reads for what the screen offers next, started beside a page load's own. */
  ahead?: () => EarlyRead[];
  query?: (dataProvider: PortalDataProvider, search: URLSearchParams) => ScreenQuery | undefined;
}

/** The spec fixes the paths, so each resource lists its screens as routes, not react-admin's /name/:id defaults. */
export interface PortalResource {
  name: string;
  recordRepresentation?: string;
  routes: PortalRoute[];
}

/** Built by the resource that owns the screen, so the sender's state is type-checked against what it reads. */
export interface ScreenLink<State> {
  pathname: string;
  search: string;
  state: State;
}

/** The edit screens carry the id in the address too, so a reload (which loses route state) still works. */
export const idSearch = (id: string | number) => `?id=${encodeURIComponent(String(id))}`;
