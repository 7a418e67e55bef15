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

/**
 * react-admin's error page, with the footer below it: a screen that fails replaces the layout's content, footer
 * included. The layout's own error page has already tied the reset to the next move (react-admin's Error).
 */
function ErrorWithFooter({ error, errorInfo }: ErrorProps) {
  return (
    <>
      <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={() => undefined} />
      <Footer />
    </>
  );
}

/**
 * react-admin's <Layout> with the portal's bar and menu, the bar always shown (no hiding on scroll), and the © 2021
 * footer below each screen (portal-core §2 Layout). Only rendered when signed in (boot/mount.tsx).
 */
function LayoutFrame({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={PortalAppBar} menu={PortalMenu} appBarAlwaysOn error={ErrorWithFooter} sx={LAYOUT_SX}>
      <Box sx={{ minHeight: 'calc(100vh - 120px)' }}>{children}</Box>
      <Footer />
    </Layout>
  );
}

/**
 * react-admin hands the layout new children on every address change (its routes scroll to the top on it): the
 * same routes made again, which follow the address themselves. The bar and menu are drawn again only when the
 * routes themselves change.
 */
export const PortalLayout = memo(LayoutFrame, (was, now) => sameElement(was.children, now.children));

/**
 * Two changes to react-admin's layout styles: nothing below the page is wider than the screen (minWidth 0, for
 * phones), and wide tables scroll inside their card instead of widening the page.
 */
const LAYOUT_SX = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
} as const;
