#!/usr/bin/env node
/**
 * npm start: the seeded fixture back end and the portal (Vite dev server), together.
 *   PORT      portal port (5173)
 *   API_PORT  fixture API port (3001); the portal is pointed at it
 * Stops both on Ctrl+C, and stops the other when one exits.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '5173';
const apiPort = process.env.API_PORT ?? '3001';
const apiUrl = `http://localhost:${apiPort}`;
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const env = {
  ...process.env,
  PORT: port,
  API_PORT: apiPort,
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
function run(name, cmd, args) {
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
  child.on('exit', (code) => {
    console.log(`[${name}] exited with code ${code}`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

run('api', bin('tsx'), ['mock-api/server.ts']);
run('portal', bin('vite'), ['--port', port, '--strictPort']);

// Say where to go once the portal answers.
const deadline = Date.now() + 60_000;
(async function announce() {
  while (!stopping && Date.now() < deadline) {
    try {
      const res = await fetch(`http://localhost:${port}/`);
      if (res.ok) {
        console.log(`\n  Portal ready: http://localhost:${port}/  (fixture API ${apiUrl}/)`);
        console.log('  Sign in as admin@example.com / Admin123!\n');
        return;
      }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
})();
