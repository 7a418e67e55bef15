import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { existsSync } from 'node:fs';

// The demo client id and secret the fixture checks (never in source): the same file `npm start` uses.
if (existsSync('.env.development')) process.loadEnvFile('.env.development');

/**
 * E2E against the real app (a production build served by vite preview) and a real fixture back end on
 * their own ports, so a running `npm start` demo is left alone. One worker: tests share one fixture
 * database and each test starts from the seed (POST /__test__/reset in fixtures.ts).
 */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 3101);
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
const apiUrl = `http://localhost:${E2E_API_PORT}`;
const dataDir = path.join(os.tmpdir(), `nqa-portal-e2e-${E2E_API_PORT}`);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${E2E_APP_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } }],
  webServer: [
    {
      command: `node_modules/.bin/tsx mock-api/server.ts`,
      url: `${apiUrl}/api/user`,
      env: { API_PORT: String(E2E_API_PORT), MOCK_API_DATA_DIR: dataDir, MOCK_API_ALLOW_RESET: '1' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/vite build --mode development --outDir dist-e2e-${E2E_APP_PORT} --emptyOutDir && node_modules/.bin/vite preview --mode development --outDir dist-e2e-${E2E_APP_PORT}`,
      url: `http://localhost:${E2E_APP_PORT}/`,
      env: {
        PORT: String(E2E_APP_PORT),
        VITE_PORTAL_API_URL: apiUrl,
        VITE_QIP_API_URL: apiUrl,
        VITE_HUB_URL: `${apiUrl}/hub`,
        VITE_HELP_URL: `${apiUrl}/help`,
        VITE_SERVICE_PORTAL_URL: apiUrl,
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
