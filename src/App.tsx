import { useEffect } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { Navigate, Route } from 'react-router-dom';
import { CustomRoutes, HttpError, Notification, Resource } from 'react-admin';
import { PortalAdmin as Admin } from './layout/PortalAdmin.tsx';
import { config } from './config.ts';
import { authProvider } from './authProvider/index.ts';
import { getToken } from './authProvider/storage.ts';
import { createHttpClient } from './dataProvider/httpClient.ts';
import { createDataProvider } from './dataProvider/index.ts';
import { i18nProvider } from './i18n/index.ts';
import { darkThemeOptions, themeOptions } from './theme/index.ts';
import { PortalLayout } from './layout/PortalLayout.tsx';
import { TOAST_MS } from './shared/constants.ts';
import { customScreens, dashboardScreen, resources } from './screens.ts';
import { customPaths } from './customRoutes/index.ts';
import { DataRouter } from './components/DataRouter.tsx';
import { BootBusy } from './components/BootBusy.tsx';
import { preloadNavigation, startFirstQuery } from './boot/preload.ts';

/**
 * A rejected token ends the session on every screen (portal-core §4: logged out means no token): every failed call
 * of either back end, whichever screen or hook made it, goes through the auth provider's checkError, which clears
 * the session on a 401; the page then goes to /, where the login page shows.
 */
const endSessionIfRejected = (error: unknown) => {
  authProvider.checkError?.(error).catch(() => window.location.replace(customPaths.login));
};
const dataProvider = createDataProvider(
  createHttpClient({ baseUrls: config.apiUrl, getToken, onError: endSessionIfRejected }),
);

/** react-admin redirects to /login when signed out; the login page lives at /, outside <Admin> (main.tsx). */
function ReloadToRoot() {
  useEffect(() => window.location.replace(customPaths.login), []);
  return null;
}

/**
 * The list endpoints answer whole collections (megabytes on production data): a fetched list stays fresh for a
 * minute, so going back to a list shows the kept rows without a refetch, and a later visit shows them at once while
 * they refresh in the background. A window regaining focus refetches nothing. A failed read is tried once more,
 * unless the server refused it (4xx: trying again cannot change the answer).
 */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) =>
        failures < 1 && !(error instanceof HttpError && error.status >= 400 && error.status < 500),
    },
  },
});
// The documents list's answers (10,000 rows of 17 MB JSON): structural sharing would walk every field of every row
// after each fetch to keep unchanged objects, costing more than the memoised pipeline's one recomputation it saves.
queryClient.setQueryDefaults(['documents', 'listDocuments'], { structuralSharing: false });

/** Every move inside the portal asks for the next screen's code and first read at once (see DataRouter). */
const preloadScreenOf = (to: string) => preloadNavigation(to, queryClient, dataProvider);
/** The screen this module was loaded for starts its query now, taking the read main.tsx sent ahead. */
startFirstQuery(window.location.href, queryClient, dataProvider);

const PortalNotification = () => <Notification autoHideDuration={TOAST_MS} />;

/** The signed-in portal: providers, resources and the spec's routes. Any other path goes to /. */
export default function App() {
  return (
    <DataRouter onNavigate={preloadScreenOf}>
      <Admin
        title="app.title"
        dataProvider={dataProvider}
        queryClient={queryClient}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={themeOptions}
        darkTheme={darkThemeOptions}
        layout={PortalLayout}
        dashboard={dashboardScreen.Component}
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
          {[...resources.flatMap((r) => r.routes), ...customScreens].map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </CustomRoutes>
      </Admin>
    </DataRouter>
  );
}
