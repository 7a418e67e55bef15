import type { QueryClient } from '@tanstack/react-query';
import { config } from '../config.ts';
import type { PortalDataProvider } from '../dataProvider/index.ts';
import { getToken } from '../authProvider/storage.ts';
import { createHttpClient } from '../dataProvider/httpClient.ts';
import { screenAt } from '../screens.ts';
import { prefetchWithReads } from '../loading/readAhead.ts';
import { startMove } from '../loading/visit.ts';

/** main.tsx loads this module first, so the screen's reads leave before the portal's chunks are asked for. */
export function preloadScreen(location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const screen = screenAt(location.pathname);
  if (!screen) return Promise.resolve();
  const http = createHttpClient({ baseUrls: config.apiUrl, getToken });
  const reads = [...(screen.early?.(new URLSearchParams(location.search)) ?? []), ...(screen.ahead?.() ?? [])];
  for (const read of reads) http.readEarly(read.name, read);
  return 'preload' in screen.Component ? screen.Component.preload().catch(() => undefined) : Promise.resolve();
}

function screenQueryAt(to: string, dataProvider: PortalDataProvider) {
  const { pathname, search } = new URL(to, window.location.origin);
  const screen = screenAt(pathname);
  const params = new URLSearchParams(search);
  return { screen, params, query: screen?.query?.(dataProvider, params) };
}

/** The screen's code and first query are asked for together, not the query once the screen has mounted. */
export function preloadNavigation(to: string, queryClient: QueryClient, dataProvider: PortalDataProvider): void {
  startMove(to);
  const { screen, params, query } = screenQueryAt(to, dataProvider);
  if (!screen) return;
  if (query) prefetchWithReads(queryClient, query, screen.early?.(params) ?? []);
  if ('preload' in screen.Component) void screen.Component.preload().catch(() => undefined);
}

/** Started with the portal's code, so a list whose answer came first draws its rows in its first render. */
export function startFirstQuery(to: string, queryClient: QueryClient, dataProvider: PortalDataProvider): void {
  startMove(to, { pageLoad: true });
  const { query } = screenQueryAt(to, dataProvider);
  if (query) void queryClient.prefetchQuery(query);
}
