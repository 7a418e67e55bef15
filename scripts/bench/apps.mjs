/**
 * The pages the bench serves: the portal's production build (the head's, or BENCH_BASE's from its own tree) under
 * vite preview, and the bench's own react-admin apps (scripts/bench-shell, scripts/bench-peer) built with Vite's
 * defaults and React's plugin, none of the portal's configuration. Child processes stop with the bench.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build as viteBuild, preview as vitePreview } from 'vite';
import { apiUrl, root } from './config.mjs';

const children = [];
export function start(cmd, args, { cwd = root, env = process.env } = {}) {
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}
export function stopAll() {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
}
process.on('exit', stopAll);
// a stopped bench (Ctrl-C) exits through the 'exit' handlers too: its servers stopped, the base's worktree removed
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

export async function waitFor(url, timeoutMs = 180_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250)); // poll interval while the large seed is built
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The portal's environment: every back end is the bench's fixture. */
const portalEnv = (port) => ({
  ...process.env,
  VITE_PORTAL_API_URL: apiUrl,
  VITE_QIP_API_URL: apiUrl,
  VITE_HUB_URL: `${apiUrl}/hub`,
  VITE_HELP_URL: `${apiUrl}/help`,
  VITE_SERVICE_PORTAL_URL: apiUrl,
  PORT: String(port),
});

/** The portal of the tree at `cwd` built into dist-bench and previewed on `port` (resolves once it answers). */
export async function servePortal(cwd, port, label) {
  console.log(`Building ${label} (production build against the bench fixture)...`);
  const vite = path.join(cwd, 'node_modules', '.bin', 'vite');
  const dist = ['--mode', 'development', '--outDir', 'dist-bench'];
  const build = spawnSync(vite, ['build', ...dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd,
    env: portalEnv(port),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`${label} did not build (exit ${build.status})`);
  start(vite, ['preview', ...dist, '--port', String(port), '--strictPort'], { cwd, env: portalEnv(port) });
  await waitFor(`http://localhost:${port}`);
}

/** scripts/<dir> built into dist-<dir> and previewed on 127.0.0.1:`port`; `define` as Vite's. */
export async function serveBenchApp(dir, port, define = {}) {
  const config = {
    root: path.join(root, 'scripts', dir),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    define,
    // one chunk, as react-admin's docs build it: Vite's warning about its size says nothing here
    build: { outDir: path.join(root, `dist-${dir}`), emptyOutDir: true, chunkSizeWarningLimit: 4096 },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  };
  await viteBuild(config);
  const server = await vitePreview(config);
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
