import { lazy, useEffect } from 'react';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Notification, Resource } from 'react-admin';
import { config } from './config.ts';
import { authProvider } from './authProvider/index.ts';
import { getToken } from './authProvider/storage.ts';
import { createHttpClient } from './dataProvider/httpClient.ts';
import { createDataProvider } from './dataProvider/index.ts';
import { i18nProvider } from './i18n/index.ts';
import { themeOptions } from './theme/index.ts';
import { PortalLayout } from './layout/PortalLayout.tsx';
import { TOAST_MS } from './shared/constants.ts';
import services from './resources/services/index.ts';
import users from './resources/users/index.ts';
import newsletters from './resources/newsletters/index.ts';
import documents from './resources/documents/index.ts';
import { customPaths } from './customRoutes/index.ts';
import { BootBusy } from './components/BootBusy.tsx';

const Dashboard = lazy(() => import('./customRoutes/Dashboard.tsx'));
const resources = [services, users, newsletters, documents];
const dataProvider = createDataProvider(createHttpClient({ baseUrls: config.apiUrl, getToken }));

/** react-admin redirects to /login when signed out; the login page lives at /, outside <Admin> (main.tsx). */
function ReloadToRoot() {
  useEffect(() => window.location.replace(customPaths.login), []);
  return null;
}

const PortalNotification = () => <Notification autoHideDuration={TOAST_MS} />;

/** The signed-in portal: providers, resources and the spec's routes. Any other path goes to /. */
export default function App() {
  return (
    <BrowserRouter>
      <Admin
        title="app.title"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={themeOptions}
        layout={PortalLayout}
        dashboard={Dashboard}
        loginPage={ReloadToRoot}
        loading={BootBusy}
        notification={PortalNotification}
        catchAll={() => <Navigate to={customPaths.dashboard} replace />}
        requireAuth
        disableTelemetry
      >
        {resources.map((r) => (
          <Resource key={r.name} name={r.name} recordRepresentation={r.recordRepresentation} />
        ))}
        <CustomRoutes>
          {resources.flatMap((r) =>
            r.routes.map(({ path, Component }) => <Route key={path} path={path} element={<Component />} />),
          )}
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
