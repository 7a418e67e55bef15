import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';

// Two projects: unit specs beside the code (jsdom) and fixture contract tests against a real mock-api process (node).
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
    ],
  },
});
