import { readAuth } from '../authProvider/storage.ts';
import { keepAskedAddress } from '../authProvider/signInReturn.ts';
import { customPaths } from '../customRoutes/index.ts';
import { BootBusy } from '../components/BootBusy.tsx';
import { lazyScreen } from '../loading/lazyScreen.ts';

/**
 * The pages a first load may draw. Logged out, only the login page is reachable (at /, or /auth after a failed
 * hand-off); it loads without react-admin, so the first visit stays small. Logged in, the react-admin app (App.tsx)
 * is loaded. /view-hub-admin-service is always available.
 */
export const App = lazyScreen(() => import('../App.tsx'), BootBusy);
export const LoginPage = lazyScreen(
  () => import('../customRoutes/LoginPage.tsx').then((m) => ({ default: m.LoginPage })),
  BootBusy,
);
export const HandoffPage = lazyScreen(
  () => import('../customRoutes/HandoffPage.tsx').then((m) => ({ default: m.HandoffPage })),
  BootBusy,
);

/** Which page a first load draws: the hand-off, the login page (at / or /auth), or the signed-in portal. */
export type FirstScreen = 'handoff' | 'login' | 'auth' | 'admin';

/**
 * The first load's page; signed out, every path but the login page's, /auth and the hand-off is rewritten to /,
 * and the address asked for is kept for after the sign-in.
 */
export function firstScreen(): FirstScreen {
  const path = window.location.pathname;
  if (path === customPaths.handoff) return 'handoff';
  if (readAuth()) return 'admin';
  keepAskedAddress(window.location.href);
  if (path === customPaths.auth) return 'auth';
  if (path !== customPaths.login) window.history.replaceState(null, '', customPaths.login);
  return 'login';
}

/** The page each first screen draws (boot/mount.tsx's Root gives each its props). */
const firstPages: Record<FirstScreen, { preload: () => Promise<void> }> = {
  admin: App,
  handoff: HandoffPage,
  login: LoginPage,
  auth: LoginPage,
};

/** The code of the first page: asked for by main.tsx before the React root's. */
export const firstScreenCode = (first: FirstScreen): Promise<void> => firstPages[first].preload();
