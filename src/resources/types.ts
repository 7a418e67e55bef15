import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * One resource folder's configuration. The spec fixes the portal's paths (/services, /update-service, ...),
 * so each resource lists its screens as routes rather than relying on react-admin's /name/:id defaults.
 */
export interface PortalResource {
  name: string;
  recordRepresentation?: string;
  routes: { path: string; Component: ComponentType | LazyExoticComponent<ComponentType> }[];
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
