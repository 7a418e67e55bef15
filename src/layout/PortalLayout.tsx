import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Error as ErrorPage, Layout, useTranslate, type ErrorProps } from 'react-admin';
import { PortalAppBar } from './PortalAppBar.tsx';
import { PortalMenu } from './PortalMenu.tsx';
import { sameElement } from './sameElement.ts';

const FOOTER_YEAR = 2021;

function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" role="contentinfo" sx={{ py: 2, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="body2">{translate('app.footer', { year: FOOTER_YEAR })}</Typography>
    </Box>
  );
}

/** A failing screen replaces the layout's content, footer included; react-admin's Error already resets on a move. */
function ErrorWithFooter({ error, errorInfo }: ErrorProps) {
  return (
    <>
      <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={() => undefined} />
      <Footer />
    </>
  );
}

/** portal-core §2 Layout: the bar always shown, the footer below each screen. */
function LayoutFrame({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={PortalAppBar} menu={PortalMenu} appBarAlwaysOn error={ErrorWithFooter} sx={LAYOUT_SX}>
      <Box sx={{ minHeight: 'calc(100vh - 120px)' }}>{children}</Box>
      <Footer />
    </Layout>
  );
}

/** react-admin hands the layout the same routes made again on every address change; they follow it themselves. */
export const PortalLayout = memo(LayoutFrame, (was, now) => sameElement(was.children, now.children));

// minWidth 0 keeps the page no wider than a phone's screen; wide tables scroll inside their card instead
const LAYOUT_SX = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
} as const;
