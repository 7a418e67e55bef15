import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Layout, useTranslate } from 'react-admin';
import { PortalAppBar } from './PortalAppBar.tsx';
import { PortalMenu } from './PortalMenu.tsx';

const FOOTER_YEAR = 2021;

/** Header, menu, content and the © 2021 footer. Only rendered when signed in (main.tsx). */
export function PortalLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Layout
      appBar={PortalAppBar}
      menu={PortalMenu}
      // the bar stays put: hiding on scroll reads the scroll position as it mounts (a forced layout on every first
      // load) and listens to every scroll, for a bar that is short anyway
      appBarAlwaysOn
      // wide tables scroll inside their card instead of widening the page (phones)
      sx={{
        minWidth: 0,
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main': { minWidth: 0 },
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
      }}
    >
      <Box sx={{ minHeight: 'calc(100vh - 120px)' }}>{children}</Box>
      <Box component="footer" role="contentinfo" sx={{ py: 2, textAlign: 'center', color: 'text.secondary' }}>
        <Typography variant="body2">{translate('app.footer', { year: FOOTER_YEAR })}</Typography>
      </Box>
    </Layout>
  );
}
