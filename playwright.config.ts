import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { READY_PATH } from './scripts/ready.mjs';
import { chromiumLaunch } from './scripts/chromium.mjs';
import { parseDialect, unknownDialect } from './mock-api/lib/dialect.ts';

// The demo client id and secret the fixture checks (never in source): the same file `npm start` uses.
if (existsSync('.env.development')) process.loadEnvFile('.env.development');

/**
 * E2E against the real app (a build served by vite preview) and a real fixture back end, started the way
 * `npm start` starts them (scripts/start.mjs) with the default data-folder layout (a `.data` dot-folder), on their
 * own ports and data folder so a running `npm start` demo is left alone. One worker: tests share one fixture
 * database and each test starts from the seed (POST /__test__/reset in fixtures.ts).
 * MOCK_API_DIALECT (spec or legacy, mock-api/lib/dialect.ts) chooses how the fixture answers; each dialect has its
 * own default ports, and so its own data folder, build folder and output, so both runs can follow each other or
 * run side by side.
 */
/** Tests of fields our fixture sends beyond the spec (EXTRA_FIELDS, tests/e2e/fixtures.ts). */
export const EXTRA_FIELDS_TAG = '@extra-fields';
/** The legacy dialect's smoke: the tests whose title carries this tag are the only ones its run takes. */
export const LEGACY_TAG = '@legacy';

const DIALECT = parseDialect(process.env.MOCK_API_DIALECT);
if (!DIALECT) throw new Error(unknownDialect(String(process.env.MOCK_API_DIALECT)));
const legacy = DIALECT === 'legacy';
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? (legacy ? 3102 : 3101));
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? (legacy ? 4174 : 4173));
const apiUrl = `http://localhost:${E2E_API_PORT}`;
/** Beside the demo's mock-api/.data, in the same layout: a `.data` folder. */
export const E2E_DATA_DIR = path.join(import.meta.dirname, 'mock-api', '.e2e', String(E2E_API_PORT), '.data');

export default defineConfig({
  testDir: 'tests/e2e',
  // fields a back end built to the spec does not send (EXTRA_FIELDS in tests/e2e/fixtures.ts)
  grepInvert: legacy ? new RegExp(EXTRA_FIELDS_TAG) : undefined,
  // the legacy dialect changes only what the data provider decodes: its run is the smoke of every screen
  grep: legacy ? new RegExp(LEGACY_TAG) : undefined,
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${DIALECT}` }]],
  // not the default test-results/, which a run empties: npm test keeps its reports in test-results/reports
  outputDir: `test-results/e2e-${DIALECT}`,
  use: {
    baseURL: `http://localhost:${E2E_APP_PORT}`,
    // recording a trace slows every test: E2E_TRACE=1 records them and keeps each failed test's
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: `chromium-${DIALECT}`, use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
  ],
  webServer: {
    command: 'node scripts/start.mjs --preview',
    // the portal's server answers this only when the fixture answers too: ready only when both are up
    url: `http://localhost:${E2E_APP_PORT}${READY_PATH}`,
    env: {
      PORT: String(E2E_APP_PORT),
      API_PORT: String(E2E_API_PORT),
      MOCK_API_DATA_DIR: E2E_DATA_DIR,
      MOCK_API_ALLOW_RESET: '1',
      MOCK_API_DIALECT: DIALECT,
      // set here because .env.development (loaded above) names the demo's port 3001
      VITE_PORTAL_API_URL: apiUrl,
      VITE_QIP_API_URL: apiUrl,
      VITE_HUB_URL: `${apiUrl}/hub`,
      VITE_HELP_URL: `${apiUrl}/help`,
      VITE_SERVICE_PORTAL_URL: apiUrl,
    },
    reuseExistingServer: false,
    timeout: 240_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
