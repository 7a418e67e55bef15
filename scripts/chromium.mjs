// Debian's Chromium without the sandbox (containers), the GPU or background work that would add load to a run
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const chromiumLaunch = { executablePath: chromiumPath, args: chromiumArgs };
