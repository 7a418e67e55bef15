import { firstScreen, firstScreenCode } from './boot/firstScreen.ts';

/**
 * Entry point, kept free of react-dom, MUI and the portal's code. Signed in, the first screen's code is asked for
 * (src/boot/preload.ts) beside the portal's; signed out, the login page's code is asked for at once.
 */
const first = firstScreen();
const screenCode =
  first === 'admin' ? import('./boot/preload.ts').then((m) => m.preloadScreen(window.location)) : undefined;
const ready = Promise.all([firstScreenCode(first), screenCode]);
void import('./boot/mount.tsx').then((m) => m.mount(first, ready));
