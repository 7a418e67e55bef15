import { useEffect, useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { Navigate, Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { Admin, CustomRoutes, HttpError, Notification, Resource } from 'react-admin';
import { config } from './config.ts';
import { authProvider } from './authProvider/index.ts';
import { getToken } from './authProvider/storage.ts';
import { createHttpClient } from './dataProvider/httpClient.ts';
import { createDataProvider } from './dataProvider/index.ts';
import { i18nProvider } from './i18n/index.ts';
import { darkThemeOptions, themeOptions } from './theme/index.ts';
import { PortalLayout } from './layout/PortalLayout.tsx';
import { portalRouter } from './components/ListRouter.tsx';
import { TOAST_MS } from './shared/constants.ts';
import { customScreens, dashboardScreen, resources } from './screens.ts';
import type { PortalRoute } from './resources/types.ts';
import { customPaths } from './customRoutes/index.ts';
import { BootBusy } from './components/BootBusy.tsx';
import { preloadNavigation, startFirstQuery } from './boot/preload.ts';
import { askedThisMove } from './loading/visit.ts';
import { quietHandledAnswers } from './components/quietHandledAnswers.ts';

// answers the screens show themselves are not logged too (react-admin logs every rejected call outside production)
if (import.meta.env.DEV) quietHandledAnswers();

/**
 * A rejected token ends the session on every screen (portal-core §4: logged out means no token): every failed call
 * of either back end, whichever screen or hook made it, goes through the auth provider's checkError, which clears
 * the session on a 401; the page then goes to /, where the login page shows.
 */
const endSessionIfRejected = (error: unknown) => {
  authProvider.checkError?.(error).catch(() => window.location.replace(customPaths.login));
};

/** react-admin redirects to /login when signed out; the login page lives at /, outside <Admin> (boot/mount.tsx). */
function ReloadToRoot() {
  useEffect(() => window.location.replace(customPaths.login), []);
  return null;
}

/**
 * The list endpoints answer whole collections. What a person opens is current: a kept list is shown at once and
 * asked for again on every visit and when the window regains focus (react-query's stale-while-revalidate); an
 * unchanged answer (304, httpClient's kept answers) costs a round trip, not a decode and a redraw. A failed read
 * is tried once more, unless the server refused it (4xx: trying again cannot change the answer).
 */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // rows this very move asked for (src/boot/preload.ts) are the current ones: the screen does not ask twice
      refetchOnMount: (query) => !askedThisMove(query.state.dataUpdatedAt),
      retry: (failures, error) =>
        failures < 1 && !(error instanceof HttpError && error.status >= 400 && error.status < 500),
    },
  },
});
// getList pages the whole collections kept in this query client (src/dataProvider/keptList.ts)
const dataProvider = createDataProvider(
  createHttpClient({ baseUrls: config.apiUrl, getToken, onError: endSessionIfRejected }),
  { queryClient },
);

/** The screen this module was loaded for starts its query now, taking the read main.tsx sent ahead. */
startFirstQuery(window.location.href, queryClient, dataProvider);

/**
 * A screen as its route renders it: a move to it (a link, the menu, a redirect after a save, back and forward) asks
 * for its first query as it renders, beside its code, instead of once the code has loaded and the screen has
 * mounted (react-query keeps one fetch per query: the screen joins it, and kept fresh rows are not asked again).
 * Once per visit: a screen writing its own state into the address (the documents list's tab, sort and page) does
 * not ask again.
 */
function ScreenRoute({ route }: { route: PortalRoute }) {
  useState(() => preloadNavigation(window.location.pathname + window.location.search, queryClient, dataProvider));
  // not subscribed to the address: a list writing its sort or page there redraws what reads it, not the screen
  return <route.Component />;
}
const Dashboard = () => <ScreenRoute route={dashboardScreen} />;

const PortalNotification = () => <Notification autoHideDuration={TOAST_MS} />;

/** The signed-in portal: providers, resources and the spec's routes. Any other path goes to /. */
const admin = (
  <Admin
    title="app.title"
    dataProvider={dataProvider}
    queryClient={queryClient}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    theme={themeOptions}
    darkTheme={darkThemeOptions}
    routerProvider={portalRouter}
    layout={PortalLayout}
    dashboard={Dashboard}
    loginPage={ReloadToRoot}
    loading={BootBusy}
    notification={PortalNotification}
    catchAll={() => <Navigate to={customPaths.dashboard} replace />}
    disableTelemetry
  >
    {resources.map((r) => (
      <Resource key={r.name} name={r.name} recordRepresentation={r.recordRepresentation} />
    ))}
    <CustomRoutes>
      {[...resources.flatMap((r) => r.routes), ...customScreens].map((route) => (
        // keyed: a move between two screens mounts a new ScreenRoute, whose first render asks for its query
        <Route key={route.path} path={route.path} element={<ScreenRoute key={route.path} route={route} />} />
      ))}
    </CustomRoutes>
  </Admin>
);

/**
 * The spec's paths are plain addresses (/nqa-documents, not #/nqa-documents): react-admin inside a browser data
 * router, as its Routing docs show. A data router, not <BrowserRouter>: react-admin's warnWhenUnsavedChanges needs
 * react-router's blocker, which only a data router provides.
 */
const router = createBrowserRouter([{ path: '*', element: admin }]);

export default function App() {
  // A move replaces the screen at once: as a transition, the screen being left stayed up while the next one loaded,
  // and what a person typed into its search box was lost when the next screen came.
  return <RouterProvider router={router} useTransitions={false} />;
}
