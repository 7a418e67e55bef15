import type { ComponentType } from 'react';
import type { EndpointName } from '../dataProvider/endpoints.ts';
import type { CallOptions } from '../dataProvider/httpClient.ts';
import type { LazyScreen } from '../loading/lazyScreen.ts';
import type { PortalDataProvider } from '../dataProvider/index.ts';

/**
 * A read a screen makes as soon as it shows (its collection): started at boot when the portal opens on that screen
 * (src/boot/preload.ts), so it downloads beside the portal's code. It must be the very call the screen's data
 * provider makes (src/boot/preload.spec.ts checks each), or it is only asked for twice.
 */
export interface EarlyRead {
  name: EndpointName;
  params?: CallOptions['params'];
  query?: CallOptions['query'];
}

/**
 * The react-query query a screen shows first (its collection), exactly as the screen asks for it: a click on a link
 * to the screen asks for it beside the screen's code (src/boot/preload.ts), and the screen finds it in the cache.
 */
export interface ScreenQuery {
  queryKey: readonly unknown[];
  queryFn: () => Promise<unknown>;
  structuralSharing?: boolean;
}

/** One screen at one of the spec's paths. */
export interface PortalRoute {
  path: string;
  Component: LazyScreen | ComponentType;
  /** The reads the screen makes first, given the address's query (see EarlyRead). */
  early?: (search: URLSearchParams) => EarlyRead[];
  /**
   * Reads a page load on the screen starts beside its own, for what the screen offers next (the services its
   * filter lists): the query that asks for them once the screen has drawn takes the answer (src/loading/readAhead.ts).
   */
  ahead?: () => EarlyRead[];
  /** The query the screen shows first, given the address's query (see ScreenQuery). */
  query?: (dataProvider: PortalDataProvider, search: URLSearchParams) => ScreenQuery | undefined;
}

/**
 * One resource folder's configuration. The spec fixes the portal's paths (/services, /update-service, ...),
 * so each resource lists its screens as routes rather than relying on react-admin's /name/:id defaults.
 */
export interface PortalResource {
  name: string;
  recordRepresentation?: string;
  routes: PortalRoute[];
}

/**
 * A screen to open with the route state it expects, built by the resource that owns the screen, so the sender's
 * state is type-checked against what the receiving screen reads: `navigate(to, { state: to.state })`.
 */
export interface ScreenLink<State> {
  pathname: string;
  search: string;
  state: State;
}

/** `?id=<id>`: the edit screens carry the id in the address too, so a reload (which loses route state) still works. */
export const idSearch = (id: string | number) => `?id=${encodeURIComponent(String(id))}`;
