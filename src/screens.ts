import { lazyScreen, type LazyScreen } from './loading/lazyScreen.ts';
import { customPaths } from './customRoutes/index.ts';
import { collectionQuery, servicesCollectionReads } from './components/collectionQuery.ts';
import type { PortalRoute } from './resources/types.ts';
import services from './resources/services/index.ts';
import users from './resources/users/index.ts';
import newsletters from './resources/newsletters/index.ts';
import documents from './resources/documents/index.ts';

export const resources = [services, users, newsletters, documents];

export const dashboardScreen: PortalRoute & { Component: LazyScreen } = {
  path: customPaths.dashboard,
  Component: lazyScreen(() => import('./customRoutes/Dashboard.tsx')),
  early: servicesCollectionReads,
  query: (dataProvider) => collectionQuery(dataProvider, 'services'),
};
const searchScreen: PortalRoute = {
  path: customPaths.search,
  Component: lazyScreen(() => import('./customRoutes/search/SearchResults.tsx')),
};
/** Besides the dashboard, which is react-admin's own `dashboard`. */
export const customScreens: PortalRoute[] = [searchScreen];

export function screenAt(pathname: string): PortalRoute | undefined {
  if (pathname === dashboardScreen.path) return dashboardScreen;
  return [...resources.flatMap((r) => r.routes), ...customScreens].find((r) => r.path === pathname);
}
