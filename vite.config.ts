import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { REQUIRED_ENV } from './src/shared/env.ts';

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
    plugins: [react()],
    server: { port: Number(process.env.PORT ?? 5173), strictPort: true, host: '127.0.0.1' },
    preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, host: '127.0.0.1' },
    build: { sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
  };
});
