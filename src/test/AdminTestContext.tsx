import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import type { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, memoryStore, type DataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/index.ts';
import { theme } from '../theme/index.ts';

// the app's theme: react-admin's MUI components read breakpoints from it
export function AdminTestContext({
  dataProvider,
  queryClient,
  children,
}: {
  dataProvider: DataProvider;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CoreAdminContext
        dataProvider={dataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        {children}
      </CoreAdminContext>
    </ThemeProvider>
  );
}
