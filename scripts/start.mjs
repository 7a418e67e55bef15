#!/usr/bin/env node
// npm start: the seeded fixture and the portal together, "Portal ready" once both answer (variables: README,
// 'Configuration'). --preview serves a development build (what e2e runs), --build-only only builds it, and
// PREVIEW_PREBUILT=1 serves the build already there. Ctrl+C stops both; one exiting stops the other.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { READY_PATH } from './ready.mjs';

const root = path.resolve(import.meta.dirname, '..');
const preview = process.argv.includes('--preview');
const port = process.env.PORT ?? (preview ? '4173' : '5173');
const apiPort = process.env.API_PORT ?? '3001';
const apiUrl = `http://localhost:${apiPort}`;
const portalUrl = `http://localhost:${port}`;
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const env = {
  ...process.env,
  PORT: port,
  API_PORT: apiPort,
  // read by vite.config.ts: the fixture READY_PATH checks
  START_READY_TARGET: apiUrl,
  MOCK_API_CORS_ORIGINS: [process.env.MOCK_API_CORS_ORIGINS, portalUrl, `http://127.0.0.1:${port}`]
    .filter(Boolean)
    .join(','),
  // a changed API_PORT moves every back-end address the demo uses
  ...(process.env.API_PORT
    ? {
        VITE_PORTAL_API_URL: process.env.VITE_PORTAL_API_URL ?? apiUrl,
        VITE_QIP_API_URL: process.env.VITE_QIP_API_URL ?? apiUrl,
        VITE_HUB_URL: process.env.VITE_HUB_URL ?? `${apiUrl}/hub`,
        VITE_HELP_URL: process.env.VITE_HELP_URL ?? `${apiUrl}/help`,
        VITE_SERVICE_PORTAL_URL: process.env.VITE_SERVICE_PORTAL_URL ?? apiUrl,
      }
    : {}),
};

const children = [];
function run(name, cmd, args, { onExit } = {}) {
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => `[${name}] ${l}`)
      .join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  child.on('exit', (code, signal) => {
    if (onExit && code === 0) {
      onExit();
      return;
    }
    if (!stopping) console.log(`[${name}] exited with ${signal ?? `code ${code}`}`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const buildOnly = process.argv.includes('--build-only');

// an earlier `npm start` still running, most often
function portInUse(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (e) => resolve(e.code === 'EADDRINUSE'));
    probe.once('listening', () => probe.close(() => resolve(false)));
    // every address (IPv4 and IPv6): the fixture listens on 127.0.0.1, Vite on whichever localhost resolves to
    probe.listen(Number(port));
  });
}

if (!buildOnly) {
  // The seed is written into an empty data folder only: say so when SEED asks for a set the folder may not hold.
  const dataDir = path.resolve(process.env.MOCK_API_DATA_DIR ?? path.join(root, 'mock-api', '.data'));
  if (process.env.SEED && existsSync(path.join(dataDir, 'db.json'))) {
    console.log(
      `Note: ${dataDir} already holds data, so SEED=${process.env.SEED} is not applied. To start over from that ` +
        `seed: SEED=${process.env.SEED} npm run api:reset (it deletes the folder's data), then npm start.`,
    );
  }
  // Fail first, naming the port: otherwise the old instance answers and this one says it is ready.
  for (const [name, p] of [
    ['PORT', port],
    ['API_PORT', apiPort],
  ]) {
    if (await portInUse(p)) {
      console.error(`Port ${p} is already in use (an earlier npm start?): stop it, or choose another with ${name}=...`);
      process.exit(1);
    }
  }
}
const outDir = `dist-preview-${port}`;
const buildArgs = ['build', '--mode', 'development', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
const servePreview = () =>
  run('portal', bin('vite'), ['preview', '--mode', 'development', '--outDir', outDir, '--port', port, '--strictPort']);

if (buildOnly) {
  const r = spawnSync(bin('vite'), buildArgs, { cwd: root, env, stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
run('api', bin('tsx'), ['mock-api/server.ts']);
if (preview && process.env.PREVIEW_PREBUILT === '1') {
  if (!existsSync(path.join(root, outDir, 'index.html'))) {
    console.error(`PREVIEW_PREBUILT=1 but ${outDir}/ holds no build: run node scripts/start.mjs --build-only first.`);
    stopAll(1);
  } else servePreview();
} else if (preview) {
  run('build', bin('vite'), buildArgs, { onExit: servePreview });
} else {
  run('portal', bin('vite'), ['--port', port, '--strictPort']);
}

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

// a build takes longer first
const deadline = Date.now() + (preview ? 240_000 : 90_000);
(async function announce() {
  while (!stopping) {
    if (
      (await answers(`${apiUrl}/`)) &&
      (await answers(`${portalUrl}/`)) &&
      (await answers(`${portalUrl}${READY_PATH}`))
    ) {
      console.log(`\n  Portal ready: ${portalUrl}/  (fixture API ${apiUrl}/)`);
      console.log('  Sign in as admin@example.com / Admin123!\n');
      return;
    }
    if (Date.now() > deadline) {
      console.error(
        `\n  Not ready after ${Math.round((preview ? 240_000 : 90_000) / 1000)} s: ${portalUrl}/ or ${apiUrl}/ does not answer.\n`,
      );
      return;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
})();
