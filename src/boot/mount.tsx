import { StrictMode, Suspense, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../theme/index.ts';
import { customPaths } from '../customRoutes/index.ts';
import { takeReturnAddress } from '../authProvider/signInReturn.ts';
import { BootBusy } from '../components/BootBusy.tsx';
import { App, HandoffPage, LoginPage, type FirstScreen } from './firstScreen.ts';

function go(path: string) {
  window.history.replaceState(null, '', path);
}

function Root({ first }: { first: FirstScreen }) {
  const [screen, setScreen] = useState<FirstScreen>(first);
  const signedIn = useCallback(() => {
    go(takeReturnAddress() ?? customPaths.dashboard);
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
 * Draws the page once `ready` (main.tsx: the first page's code and, signed in, the first screen's code, with its
 * reads on their way) has settled: drawn through Suspense instead, the pieces came one after the other, and React
 * holds each reveal for a fixed delay after its fallback. Until then index.html's busy spinner shows.
 */
export function mount(first: FirstScreen, ready: Promise<unknown>): void {
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
}
