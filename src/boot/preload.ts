import type { QueryClient } from '@tanstack/react-query';
import { config } from '../config.ts';
import type { PortalDataProvider } from '../dataProvider/index.ts';
import { getToken } from '../authProvider/storage.ts';
import { createHttpClient } from '../dataProvider/httpClient.ts';
import { screenAt } from '../screens.ts';
import { prefetchWithReads } from '../loading/readAhead.ts';
import { startMove } from '../loading/visit.ts';

/**
 * A signed-in first load: the screen in the address has its code and its first reads asked for at once, beside
 * the portal's own code, instead of one after the other (portal, then screen, then data). main.tsx loads this
 * module first, so the reads leave before the portal's chunks are asked for. Resolves when the screen's code is here
 * (or failed to load: the screen then loads as usual).
 */
export function preloadScreen(location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const screen = screenAt(location.pathname);
  if (!screen) return Promise.resolve();
  const http = createHttpClient({ baseUrls: config.apiUrl, getToken });
  const reads = [...(screen.early?.(new URLSearchParams(location.search)) ?? []), ...(screen.ahead?.() ?? [])];
  for (const read of reads) http.readEarly(read.name, read);
  return 'preload' in screen.Component ? screen.Component.preload().catch(() => undefined) : Promise.resolve();
}

/** The screen at `to` (a path, with its query), with its first query when it has one. */
function screenQueryAt(to: string, dataProvider: PortalDataProvider) {
  const { pathname, search } = new URL(to, window.location.origin);
  const screen = screenAt(pathname);
  const params = new URLSearchParams(search);
  return { screen, params, query: screen?.query?.(dataProvider, params) };
}

/**
 * A move inside the portal (any link, the menu, a redirect after a save, back and forward: App.tsx's ScreenRoute):
 * the screen's code and its first query are asked for together, instead of the query waiting until the code has
 * loaded and the screen has mounted. react-query keeps
 * one fetch per query: rows kept and fresh are not asked for again, and the screen joins a fetch on the way.
 */
export function preloadNavigation(to: string, queryClient: QueryClient, dataProvider: PortalDataProvider): void {
  startMove(to);
  const { screen, params, query } = screenQueryAt(to, dataProvider);
  if (!screen) return;
  if (query) prefetchWithReads(queryClient, query, screen.early?.(params) ?? []);
  if ('preload' in screen.Component) void screen.Component.preload().catch(() => undefined);
}

/**
 * A page load: the first screen's query starts as soon as the portal's code is here (App.tsx), and takes the
 * answer whose request left with main.tsx (preloadScreen). The rows are then parsed and kept while the rest of the
 * code loads, and a list whose answer came first draws its rows in its first render, instead of asking for them
 * after that render and drawing again.
 */
export function startFirstQuery(to: string, queryClient: QueryClient, dataProvider: PortalDataProvider): void {
  startMove(to, { pageLoad: true });
  const { query } = screenQueryAt(to, dataProvider);
  if (query) void queryClient.prefetchQuery(query);
}
