import { createElement, type ComponentType } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  localStorageStore,
  type AdminProps,
} from 'react-admin';

const defaultStore = localStorageStore();

type Given<K extends keyof AdminProps> = { [P in K]-?: NonNullable<AdminProps[P]> };
export type PortalAdminProps = AdminProps & Given<'layout' | 'loginPage' | 'catchAll' | 'loading' | 'notification'>;

/**
 * react-admin's <Admin> (AdminContext around AdminUI), the same props and defaults, except that the layout, login page,
 * catch-all, loading page and notification must be given: AdminUI's own defaults for them (react-admin's login form
 * with react-hook-form, about 12 KB gzip) would load with every signed-in page while the portal never shows them.
 */
export function PortalAdmin(props: PortalAdminProps) {
  const {
    accessDenied = AccessDenied,
    authCallbackPage = AuthCallback,
    authenticationError = AuthenticationError,
    authProvider,
    basename,
    darkTheme,
    dataProvider,
    defaultTheme,
    error = ErrorPage,
    i18nProvider,
    lightTheme,
    notification,
    queryClient,
    routerProvider,
    store = defaultStore,
    theme,
    title = 'React Admin',
    ...ui
  } = props;
  return (
    <AdminContext
      authProvider={authProvider}
      basename={basename}
      darkTheme={darkTheme}
      dataProvider={dataProvider}
      defaultTheme={defaultTheme}
      i18nProvider={i18nProvider}
      lightTheme={lightTheme}
      queryClient={queryClient}
      routerProvider={routerProvider}
      store={store}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          {...ui}
          accessDenied={accessDenied}
          authCallbackPage={authCallbackPage}
          authenticationError={authenticationError}
          error={error}
          title={title}
        />
        {createElement(notification as ComponentType)}
      </CssBaseline>
    </AdminContext>
  );
}
