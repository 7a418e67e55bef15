import { Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { ErrorBoundary } from 'react-error-boundary';
import { Error as ErrorPage, Loading, Sidebar, SkipNavigationButton, useTranslate } from 'react-admin';
import { PortalAppBar } from './PortalAppBar.tsx';
import { PortalMenu } from './PortalMenu.tsx';

const FOOTER_YEAR = 2021;

/**
 * Header, menu, content and the © 2021 footer. Only rendered when signed in (main.tsx).
 *
 * react-admin's <Layout>, put together from the same parts (SkipNavigationButton, Sidebar, its error page and
 * loading screen, the RaLayout class names and styles) rather than used itself: <Layout> also loads on every page
 * its default app bar (with the user menu, MUI's Avatar, the locales menu and the hide-on-scroll container), its
 * default menu and the preferences Inspector, none of which the portal shows (PortalAppBar and PortalMenu replace
 * the first two; nothing is configurable). About 3 KB gzip of every signed-in page's first load (issue 10).
 */
export function PortalLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <Root className="layout">
      <SkipNavigationButton />
      <div className={LAYOUT.appFrame}>
        {/* the bar stays put: hiding on scroll reads the scroll position as it mounts (a forced layout on every
            first load) and listens to every scroll, for a bar that is short anyway */}
        <PortalAppBar />
        <main className={LAYOUT.contentWithSidebar}>
          <Sidebar appBarAlwaysOn>
            <PortalMenu />
          </Sidebar>
          <div id="main-content" className={LAYOUT.content}>
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => (
                <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
              )}
            >
              <Suspense fallback={<Loading />}>
                <Box sx={{ minHeight: 'calc(100vh - 120px)' }}>{children}</Box>
              </Suspense>
            </ErrorBoundary>
            <Box component="footer" role="contentinfo" sx={{ py: 2, textAlign: 'center', color: 'text.secondary' }}>
              <Typography variant="body2">{translate('app.footer', { year: FOOTER_YEAR })}</Typography>
            </Box>
          </div>
        </main>
      </div>
    </Root>
  );
}

/** react-admin's Layout class names, which its own styles and the theme's overrides address. */
const LAYOUT = {
  appFrame: 'RaLayout-appFrame',
  contentWithSidebar: 'RaLayout-contentWithSidebar',
  content: 'RaLayout-content',
};

/**
 * react-admin's Layout styles, with two changes the portal made to them: nothing below the page is wider than the
 * screen (minWidth 0, for phones), and wide tables scroll inside their card instead of widening the page.
 */
const Root = styled('div', { name: 'RaLayout', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 0,
  width: '100%',
  [`& .${LAYOUT.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minWidth: 0,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${LAYOUT.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    minWidth: 0,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${LAYOUT.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
  '& .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
}));
