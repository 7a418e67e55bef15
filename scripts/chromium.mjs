/**
 * The one Chromium the e2e tests (playwright.config.ts) and the bench (scripts/bench) drive: Debian's, without the
 * sandbox (containers), the GPU, or the background work (updates, sync) that would add requests and load to a run.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Playwright's launch options for it. */
export const chromiumLaunch = { executablePath: chromiumPath, args: chromiumArgs };
