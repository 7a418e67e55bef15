import { defineConfig, loadEnv, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { REQUIRED_ENV } from './src/shared/env.ts';
import { READY_PATH } from './scripts/ready.mjs';

/**
 * Under scripts/start.mjs (which sets START_READY_TARGET to the fixture's address), READY_PATH answers 200 with the
 * fixture's `/` only when the fixture answers, 503 otherwise: one address that answers only when both the portal
 * and the fixture are up (the start script's ready line and Playwright wait for it).
 */
function readyCheck(target: string | undefined): Plugin {
  const answer: Connect.NextHandleFunction = (_req, res) => {
    fetch(`${target}/`, { signal: AbortSignal.timeout(2000) })
      .then(async (r) => {
        res.statusCode = r.ok ? 200 : 503;
        res.setHeader('Content-Type', 'application/json');
        res.end(await r.text());
      })
      .catch(() => {
        res.statusCode = 503;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ message: `The fixture API at ${target}/ does not answer yet.` }));
      });
  };
  return {
    name: 'start-ready-check',
    configureServer: (server) => {
      if (target) server.middlewares.use(READY_PATH, answer);
    },
    configurePreviewServer: (server) => {
      if (target) server.middlewares.use(READY_PATH, answer);
    },
  };
}

// A production build must be configured for the real back ends (see README): refuse to build without every value.
export default defineConfig(({ command, mode }) => {
  if (command === 'build' && mode === 'production') {
    const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
    const missing = REQUIRED_ENV.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new Error(
        `Production build refused: missing ${missing.join(', ')}. Set them in the environment or .env.production.local ` +
          `(for a build against the fixture back end use "vite build --mode development").`,
      );
    }
  }
  return {
    plugins: [react(), readyCheck(process.env.START_READY_TARGET)],
    server: { port: Number(process.env.PORT ?? 5173), strictPort: true, host: '127.0.0.1' },
    preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, host: '127.0.0.1' },
    build: { sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
  };
});
