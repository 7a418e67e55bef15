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
