/**
 * `npm start` (scripts/start.mjs) as a new user meets it: its ready line comes only once the portal and the fixture
 * both answer, so signing in right after it works.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, freshDataDir, loadTestEnv, loginBody, rawRequest, repoRoot } from './helpers.ts';
import { READY_PATH } from '../../scripts/ready.mjs';

let child: ChildProcess | undefined;
afterAll(async () => {
  if (!child || child.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise((r) => child!.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
});

describe('npm start', () => {
  it('says the portal is ready only when the portal and the fixture API both answer; sign-in then works', async () => {
    loadTestEnv();
    const [port, apiPort] = [await freePort(), await freePort()];
    const dataDir = path.join(freshDataDir(), '.data');
    child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), MOCK_API_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let out = '';
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    const ready = await new Promise<boolean>((resolve) => {
      child!.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('Portal ready:')) resolve(true);
      });
      child!.once('exit', () => resolve(false));
    });
    expect(ready, out).toBe(true);
    expect(out).toContain(`Portal ready: http://localhost:${port}/  (fixture API http://localhost:${apiPort}/)`);

    // Asked at once, with no retry: both answer.
    const apiUrl = `http://localhost:${apiPort}`;
    const login = await rawRequest<{ access_token?: string }>(apiUrl, 'POST', '/api/portal-login', {
      ...loginBody('admin@example.com', 'Admin123!'),
      grant_type: 'password',
      remember_me: 0,
    });
    expect(login.status).toBe(200);
    expect(login.body.access_token).toEqual(expect.any(String));
    expect((await fetch(`http://localhost:${port}/`)).status).toBe(200);
    const both = await fetch(`http://localhost:${port}${READY_PATH}`);
    expect(both.status).toBe(200);
    expect(((await both.json()) as { endpoints: string }).endpoints).toBe('src/dataProvider/endpoints.ts');
  }, 120_000);
});

describe('npm start on a machine where something is already there', () => {
  /** Runs start.mjs to its end (it must stop by itself) and answers its exit code and output. */
  function runStart(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
    return new Promise((resolve) => {
      const p = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: repoRoot,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      p.stdout.on('data', (d: Buffer) => (out += d.toString()));
      p.stderr.on('data', (d: Buffer) => (out += d.toString()));
      p.once('exit', (code) => resolve({ code, out }));
    });
  }

  it('ports held by an earlier instance stop it at once, naming the port, before any "Portal ready"', async () => {
    // an earlier instance: both ports answer every request
    const earlier = [0, 0].map(() => createHttpServer((_req, res) => res.end('{}')).listen(0));
    await Promise.all(earlier.map((s) => new Promise((r) => s.once('listening', r))));
    const [port, apiPort] = earlier.map((s) => (s.address() as { port: number }).port);
    try {
      const { code, out } = await runStart({ PORT: String(port), API_PORT: String(apiPort) });
      expect(code).toBe(1);
      expect(out).toContain(`Port ${port} is already in use`);
      expect(out).not.toContain('Portal ready');
    } finally {
      for (const s of earlier) s.close();
    }
  }, 30_000);

  it('SEED=large on a data folder that already holds data says the seed is not applied and how to start over', async () => {
    const dataDir = freshDataDir();
    writeFileSync(path.join(dataDir, 'db.json'), '{}');
    const held = createServer().listen(0);
    await new Promise((r) => held.once('listening', r));
    try {
      const { out } = await runStart({
        SEED: 'large',
        MOCK_API_DATA_DIR: dataDir,
        PORT: String((held.address() as { port: number }).port),
      });
      expect(out).toContain(`${dataDir} already holds data, so SEED=large is not applied`);
      expect(out).toContain('SEED=large npm run api:reset');
    } finally {
      held.close();
    }
  }, 30_000);
});
