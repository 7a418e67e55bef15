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

// react-admin logs every rejected call outside production, even those the screens show themselves
if (import.meta.env.DEV) quietHandledAnswers();

// portal-core §4: logged out means no token, so a rejected token ends the session whichever call met it
const endSessionIfRejected = (error: unknown) => {
  authProvider.checkError?.(error).catch(() => window.location.replace(customPaths.login));
};

// react-admin redirects to /login when signed out; the login page lives at /, outside <Admin>
function ReloadToRoot() {
  useEffect(() => window.location.replace(customPaths.login), []);
  return null;
}

// a read the server refused (4xx) is not tried again: that cannot change the answer
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnMount: (query) => !askedThisMove(query.state.dataUpdatedAt),
      retry: (failures, error) =>
        failures < 1 && !(error instanceof HttpError && error.status >= 400 && error.status < 500),
    },
  },
});
const dataProvider = createDataProvider(
  createHttpClient({ baseUrls: config.apiUrl, getToken, onError: endSessionIfRejected }),
  { queryClient },
);

startFirstQuery(window.location.href, queryClient, dataProvider);

function ScreenRoute({ route }: { route: PortalRoute }) {
  // once per mount, not subscribed to the address: a list writing its sort or page there does not ask again
  useState(() => preloadNavigation(window.location.pathname + window.location.search, queryClient, dataProvider));
  return <route.Component />;
}
const Dashboard = () => <ScreenRoute route={dashboardScreen} />;

const PortalNotification = () => <Notification autoHideDuration={TOAST_MS} />;

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
        // keyed: a move between two screens mounts a new ScreenRoute, which asks for its query
        <Route key={route.path} path={route.path} element={<ScreenRoute key={route.path} route={route} />} />
      ))}
    </CustomRoutes>
  </Admin>
);

// a data router, not <BrowserRouter>: react-admin's warnWhenUnsavedChanges needs react-router's blocker
const router = createBrowserRouter([{ path: '*', element: admin }]);

export default function App() {
  // as transitions, the screen being left stays up while the next loads, and what is typed into its search is lost
  return <RouterProvider router={router} useTransitions={false} />;
}
