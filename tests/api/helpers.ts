/**
 * Starts a real fixture process (mock-api/server.ts under tsx) for one test file, on its own free port and a fresh
 * temporary data directory, and gives the test a small JSON client for it.
 *
 *   const api = await startApi();
 *   const token = await api.login();
 *   const { status, body } = await api.request('GET', '/api/user', undefined, token);
 *   await api.stop();
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { mkdtempSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A JSON record as a test reads it back; `any` because tests inspect arbitrary response shapes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

let envLoaded = false;
/** Loads the demo configuration (client id and secret) the fixture also reads; real env vars win. */
export function loadTestEnv(): void {
  if (envLoaded) return;
  envLoaded = true;
  for (const file of ['.env.development.local', '.env.development']) {
    const p = path.join(repoRoot, file);
    if (existsSync(p)) process.loadEnvFile(p);
  }
}

export interface ApiResponse<T = unknown> {
  status: number;
  /** Parsed JSON, or the raw text when the answer is not JSON (null when empty). */
  body: T;
  headers: Headers;
}

export interface StartOptions {
  /** Reuse a data directory (restart after a stop or kill -9). A fresh temp dir by default. */
  dataDir?: string;
  /** Extra environment for the fixture process (e.g. TOKEN_TTL_SECONDS, SEED). */
  env?: Record<string, string>;
  /** How long to wait for the server to answer, in ms. */
  startTimeoutMs?: number;
  /** Listen on this port instead of a free one the system picks (a caller given its own port range). */
  port?: number;
}

export interface ApiProcess {
  baseUrl: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout + stderr). */
  output(): string;
  /** Graceful stop (SIGTERM), resolves when the process has exited. */
  stop(): Promise<void>;
  /** SIGKILL, resolves when the process has exited. */
  kill9(): Promise<void>;
  // any: tests read arbitrary JSON shapes and assert on them; a default of unknown would need a cast per line.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    init?: RawInit,
  ): Promise<ApiResponse<T>>;
  /** POST /api/portal-login; returns the access token (throws when sign-in fails). */
  login(username?: string, password?: string): Promise<string>;
}

/** Lets a test send a raw body (malformed JSON, wrong content type). */
export interface RawInit {
  rawBody?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export function freshDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'nqa-mock-api-'));
}

export async function rawRequest<T>(
  baseUrl: string,
  method: string,
  urlPath: string,
  body?: unknown,
  token?: string,
  init: RawInit = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: string | Uint8Array<ArrayBuffer> | undefined;
  if (init.rawBody !== undefined) {
    payload = init.rawBody;
    headers['Content-Type'] = init.contentType ?? 'application/json';
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['Content-Type'] = init.contentType ?? 'application/json';
  }
  const res = await fetch(baseUrl + urlPath, { method, headers, body: payload });
  const text = await res.text();
  let parsed: unknown = null;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/**
 * Spawns the server as `node --import tsx mock-api/server.ts` in its own process group. Not through
 * node_modules/.bin/tsx: that CLI runs the server in a child process, so a SIGKILL to it would orphan the real
 * server (still holding the port and writing the data directory) and a kill -9 test would prove nothing.
 * It answers in the spec dialect whatever the shell says: the api tests assert that dialect's shapes, and a caller
 * wanting another one says so in `env` (dialect.test.ts, the contract suite's globalSetup).
 */
function spawnServer(port: number, dataDir: string, env: Record<string, string>, as?: RunAs): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'mock-api/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, MOCK_API_DIALECT: 'spec', API_PORT: String(port), MOCK_API_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...as,
  });
}

/** Another user to run the server as (a test run as root, to whom file permissions do not apply). */
export interface RunAs {
  uid: number;
  gid: number;
}

/** Signals the whole process group of a server we spawned (the server and its esbuild helper). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Spawns the fixture process and resolves once it answers HTTP. */
export async function startApi(opts: StartOptions = {}): Promise<ApiProcess> {
  loadTestEnv();
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? freshDataDir();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawnServer(port, dataDir, { MOCK_API_ALLOW_RESET: '1', ...opts.env });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));

  const exited = waitForExit(child);
  const deadline = Date.now() + (opts.startTimeoutMs ?? 45_000);
  // Poll until the server answers any HTTP request (a 401/404 is an answer), or the process exits.
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`mock-api exited (code ${child.exitCode}, signal ${child.signalCode}) before listening:\n${out}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/user`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        signalGroup(child, 'SIGKILL');
        throw new Error(`mock-api did not start listening on ${baseUrl} in time:\n${out}`);
      }
      // poll interval (not synchronisation): the next request decides; an exit ends the wait early
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise<void>((r) => (timer = setTimeout(r, 50)))]);
      clearTimeout(timer);
    }
  }

  const api: ApiProcess = {
    baseUrl,
    port,
    dataDir,
    child,
    output: () => out,
    async stop() {
      signalGroup(child, 'SIGTERM');
      await waitForExit(child);
    },
    async kill9() {
      signalGroup(child, 'SIGKILL');
      await waitForExit(child);
    },
    request: (method, urlPath, body, token, init) => rawRequest(baseUrl, method, urlPath, body, token, init),
    async login(username = 'admin@example.com', password = 'Admin123!') {
      const res = await rawRequest<{ access_token?: string; message?: string }>(
        baseUrl,
        'POST',
        '/api/portal-login',
        loginBody(username, password),
      );
      if (res.status !== 200 || !res.body?.access_token) {
        throw new Error(`login as ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
      }
      return res.body.access_token;
    },
  };
  return api;
}

/** The portal's client credentials (VITE_CLIENT_ID, VITE_CLIENT_SECRET), sent with sign-in and registration. */
export const clientCredentials = () => ({
  client_id: process.env.VITE_CLIENT_ID,
  client_secret: process.env.VITE_CLIENT_SECRET,
});

/** The body of POST /api/portal-login: a user's username and password, and the portal's client credentials. */
export const loginBody = (username: string, password: string) => ({ username, password, ...clientCredentials() });

/** Runs a process to completion (e.g. a server expected to refuse to start); returns its exit code and output. */
export function runToExit(
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = 45_000,
  as?: RunAs,
): Promise<{ code: number | null; output: string }> {
  loadTestEnv();
  return freePort().then(
    (port) =>
      new Promise((resolve, reject) => {
        const child = spawnServer(port, dataDir, env, as);
        let out = '';
        child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
        child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
        const timer = setTimeout(() => {
          signalGroup(child, 'SIGKILL');
          reject(new Error(`process did not exit within ${timeoutMs} ms:\n${out}`));
        }, timeoutMs);
        child.on('exit', (code) => {
          clearTimeout(timer);
          resolve({ code, output: out });
        });
      }),
  );
}

/**
 * One fixture process for a test file, stopped after it, signed in as the super administrator. With
 * `resetEachTest`, every test starts from the seed (the reset replaces the whole database, tokens included, so
 * a fresh token is issued after it). `ready` receives the process and token whenever they change.
 */
export function useFixtureApi(
  opts: { resetEachTest?: boolean },
  ready: (api: ApiProcess, token: string) => void,
): void {
  let api: ApiProcess | undefined;
  beforeAll(async () => {
    api = await startApi();
    ready(api, await api.login());
  });
  afterAll(async () => {
    await api?.stop();
  });
  if (opts.resetEachTest) {
    beforeEach(async () => {
      const reset = await api!.request('POST', '/__test__/reset');
      if (reset.status !== 200) throw new Error(`fixture reset failed: ${reset.status}`);
      ready(api!, await api!.login());
    });
  }
}
