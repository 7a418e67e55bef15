import { readAuth } from '../authProvider/storage.ts';
import { keepAskedAddress } from '../authProvider/signInReturn.ts';
import { customPaths } from '../customRoutes/index.ts';
import { BootBusy } from '../components/BootBusy.tsx';
import { lazyScreen } from '../loading/lazyScreen.ts';

// The login page loads without react-admin, so a signed-out first visit stays small.
export const App = lazyScreen(() => import('../App.tsx'), BootBusy);
export const LoginPage = lazyScreen(
  () => import('../customRoutes/LoginPage.tsx').then((m) => ({ default: m.LoginPage })),
  BootBusy,
);
export const HandoffPage = lazyScreen(
  () => import('../customRoutes/HandoffPage.tsx').then((m) => ({ default: m.HandoffPage })),
  BootBusy,
);

export type FirstScreen = 'handoff' | 'login' | 'auth' | 'admin';

export function firstScreen(): FirstScreen {
  const path = window.location.pathname;
  if (path === customPaths.handoff) return 'handoff';
  if (readAuth()) return 'admin';
  keepAskedAddress(window.location.href);
  if (path === customPaths.auth) return 'auth';
  if (path !== customPaths.login) window.history.replaceState(null, '', customPaths.login);
  return 'login';
}

const firstPages: Record<FirstScreen, { preload: () => Promise<void> }> = {
  admin: App,
  handoff: HandoffPage,
  login: LoginPage,
  auth: LoginPage,
};

export const firstScreenCode = (first: FirstScreen): Promise<void> => firstPages[first].preload();
