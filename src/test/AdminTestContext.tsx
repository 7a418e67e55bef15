import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { CoreAdminContext, memoryStore, type DataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/index.ts';
import { theme } from '../theme/index.ts';

// with the app's theme: react-admin's MUI components read breakpoints from it
export function AdminTestContext({ dataProvider, children }: { dataProvider: DataProvider; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CoreAdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        {children}
      </CoreAdminContext>
    </ThemeProvider>
  );
}
