import { firstScreen, firstScreenCode } from './boot/firstScreen.ts';

/**
 * Entry point, kept free of react-dom, MUI and the portal's code. Signed in, the first screen's reads leave
 * (src/boot/preload.ts) as soon as this small module and the reads' own module have run; only then are the portal's
 * code and the page's React root (boot/mount.tsx) asked for: the browser opens a few connections per host, and the
 * reads' module queued behind the portal's many chunks would hold the reads back until most of them had arrived.
 * Signed out, the login page's code is asked for at once.
 */
const first = firstScreen();
const readsSent =
  first === 'admin'
    ? import('./boot/preload.ts').then((m) => ({ screenCode: m.preloadScreen(window.location) }))
    : Promise.resolve(undefined);
void readsSent
  .catch(() => undefined) // a chunk that failed to load is tried again, and reported, when it renders
  .then((sent) => {
    const ready = Promise.all([firstScreenCode(first), sent?.screenCode]);
    return import('./boot/mount.tsx').then((m) => m.mount(first, ready));
  });
