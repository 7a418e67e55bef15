import { firstScreen, firstScreenCode } from './boot/firstScreen.ts';

// Free of react-dom, MUI and the portal's code: the first screen's reads leave before the portal's many chunks
// take the browser's few connections per host.
const first = firstScreen();
const readsSent =
  first === 'admin'
    ? import('./boot/preload.ts').then((m) => ({ screenCode: m.preloadScreen(window.location) }))
    : Promise.resolve(undefined);
void readsSent
  .catch(() => undefined) // a failed chunk is tried again, and reported, when it renders
  .then((sent) => {
    const ready = Promise.all([firstScreenCode(first), sent?.screenCode]);
    return import('./boot/mount.tsx').then((m) => m.mount(first, ready));
  });
