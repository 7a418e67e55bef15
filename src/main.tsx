import { StrictMode, Suspense, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme/index.ts';
import { readAuth } from './authProvider/storage.ts';
import { customPaths } from './customRoutes/index.ts';
import { BootBusy } from './components/BootBusy.tsx';
import { lazyScreen } from './boot/lazyScreen.ts';

/**
 * Entry point. Logged out, only the login page is reachable (at /, or /auth after a failed hand-off) and every
 * other path is rewritten to /; it loads without react-admin, so the first visit stays small. Logged in, the
 * react-admin app (App.tsx) is loaded. /view-hub-admin-service is always available.
 */
const App = lazyScreen(() => import('./App.tsx'), BootBusy);
const LoginPage = lazyScreen(
  () => import('./customRoutes/LoginPage.tsx').then((m) => ({ default: m.LoginPage })),
  BootBusy,
);
const HandoffPage = lazyScreen(
  () => import('./customRoutes/HandoffPage.tsx').then((m) => ({ default: m.HandoffPage })),
  BootBusy,
);

type Screen = 'handoff' | 'login' | 'auth' | 'admin';

function initialScreen(): Screen {
  const path = window.location.pathname;
  if (path === customPaths.handoff) return 'handoff';
  if (readAuth()) return 'admin';
  if (path === customPaths.auth) return 'auth';
  if (path !== customPaths.login) window.history.replaceState(null, '', customPaths.login);
  return 'login';
}

function go(path: string) {
  window.history.replaceState(null, '', path);
}

function Root({ first }: { first: Screen }) {
  const [screen, setScreen] = useState<Screen>(first);
  const signedIn = useCallback(() => {
    go(customPaths.dashboard);
    setScreen('admin');
  }, []);
  const handoffDone = useCallback((ok: boolean) => {
    go(ok ? customPaths.dashboard : customPaths.auth);
    setScreen(ok ? 'admin' : 'auth');
  }, []);

  return (
    <Suspense fallback={<BootBusy />}>
      {screen === 'admin' && <App />}
      {screen === 'handoff' && <HandoffPage onDone={handoffDone} />}
      {(screen === 'login' || screen === 'auth') && (
        <LoginPage handoffFailed={screen === 'auth'} onSignedIn={signedIn} />
      )}
    </Suspense>
  );
}

/**
 * Signed in, the first frame waits (under index.html's busy spinner) for the portal's code, the screen's code and
 * the start of the screen's reads, all asked for at once (src/boot/preload.ts): drawn through Suspense instead,
 * they came one after the other, and React holds each reveal for a fixed delay after its fallback. Signed out, the login
 * (or hand-off) page's code is loaded before the first frame the same way. The screens' table (boot/preload.ts and
 * every resource's routes) is only loaded signed in: the login page has no use for it.
 */
const first = initialScreen();
const ready =
  first === 'admin'
    ? Promise.all([import('./boot/preload.ts').then((m) => m.preloadScreen(window.location)), App.preload()])
    : first === 'handoff'
      ? HandoffPage.preload()
      : LoginPage.preload();
void ready
  .catch(() => undefined) // a chunk that failed to load is tried again, and reported, when it renders
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <Root first={first} />
        </ThemeProvider>
      </StrictMode>,
    ),
  );
