import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';

// Three projects: unit specs beside the code (jsdom), fixture API tests against a real mock-api process (node), and
// contract tests that drive the portal's own data provider against the fixture or other back ends (node).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.spec.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // the demo configuration (.env.development), so src/config.ts has its values
          env: loadEnv('development', process.cwd(), 'VITE_'),
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // each file starts its own fixture process on its own port and data directory
          fileParallelism: true,
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/contract/globalSetup.ts'],
          setupFiles: ['./tests/contract/setup.ts'],
          // src/config.ts must load to import the sign-in module, but the tests hand the provider every address
          // and credential themselves: these placeholders fail loudly if any value were read from the config.
          env: Object.fromEntries(
            [
              'PORTAL_API_URL',
              'QIP_API_URL',
              'HUB_URL',
              'HELP_URL',
              'SERVICE_PORTAL_URL',
              'CLIENT_ID',
              'CLIENT_SECRET',
              'HANDOFF_PASSPHRASE',
            ].map((k) => [
              `VITE_${k}`,
              k.endsWith('_URL') ? 'http://config-not-used-by-contract-tests.invalid' : 'config-not-used',
            ]),
          ),
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // one back end shared by every file; files in turn so counts one file reads are not moved by another
          fileParallelism: false,
        },
      },
    ],
  },
});
