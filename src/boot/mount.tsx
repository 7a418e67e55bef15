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

/** Drawn once `ready` settles, not through Suspense: there React holds each piece's reveal for a fixed delay. */
export function mount(first: FirstScreen, ready: Promise<unknown>): void {
  void ready
    .catch(() => undefined)
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
