#!/usr/bin/env node
/**
 * node scripts/bench-store.mjs: durable writes per second of the fixture on the large seed (its budget:
 * >= 500/s at 8 concurrent clients, every acknowledged write surviving kill -9).
 *
 * Starts the fixture (SEED=large: 10,000 documents, 2,000 services, 5,000 users) on its own port and data folder,
 * signs in, then 8 clients write for BENCH_SECONDS (10): each alternates PUT /api/services-update/{id} (a new
 * description) and POST /api/access-approve (flip a user's access), on ids of its own so the last acknowledged
 * value of each record is known. Then kill -9, restart on the same folder, and every record must hold its last
 * acknowledged value. Prints the figure beside the budget (and one `BENCH_RESULT {json}` line for scripts/bench.mjs);
 * exits 1 when under it or when a write was lost.
 *
 *   BENCH_STORE_PORT (3371)  port of the fixture;  BENCH_SECONDS (10);  BENCH_CLIENTS (8)
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_STORE_PORT ?? 3371);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const BUDGET = 500;
const IDS_PER_CLIENT = 50;
const base = `http://127.0.0.1:${PORT}`;
for (const f of ['.env.development.local', '.env.development']) {
  if (existsSync(path.join(root, f))) process.loadEnvFile(path.join(root, f));
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nqa-bench-store-'));
let child = null;

/** Runs the server itself (not the tsx CLI, which would put it in a grandchild a SIGKILL would not reach). */
function startServer() {
  child = spawn(process.execPath, ['--import', 'tsx', 'mock-api/server.ts'], {
    cwd: root,
    env: { ...process.env, API_PORT: String(PORT), MOCK_API_DATA_DIR: dataDir, SEED: 'large' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}
function killServer(signal) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  return exited;
}
process.on('exit', () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitForServer(timeoutMs = 180_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the fixture exited with code ${child.exitCode}`);
    try {
      await (await fetch(`${base}/`)).arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200)); // poll interval while the large seed is built
    }
  }
  throw new Error(`the fixture did not answer on ${base} within ${timeoutMs} ms`);
}

/**
 * One call over a kept-alive connection (node:http: fetch costs about twice the CPU per call, and the clients share
 * the machine's cores with the fixture they measure).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function call(method, url, body, token) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      base + url,
      {
        method,
        agent,
        headers: {
          Accept: 'application/json',
          ...(payload === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null });
          } catch (e) {
            reject(e);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function login() {
  const res = await call('POST', '/api/portal-login', {
    username: 'admin@example.com',
    password: 'Admin123!',
    client_id: process.env.VITE_CLIENT_ID,
    client_secret: process.env.VITE_CLIENT_SECRET,
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token;
}

let t0 = Date.now();
startServer();
await waitForServer();
console.log(`Fixture with the large seed ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (port ${PORT}).`);
const token = await login();
const services = (await call('GET', '/api/services-get-all', undefined, token)).body;
const users = (await call('GET', '/api/fetch-users/all', undefined, token)).body;
const serviceIds = (Array.isArray(services) ? services : services.data).filter((s) => !s.deleted_at).map((s) => s.id);
const userIds = (Array.isArray(users) ? users : users.data).map((u) => u.id);
if (serviceIds.length < CLIENTS * IDS_PER_CLIENT || userIds.length < CLIENTS * IDS_PER_CLIENT) {
  throw new Error(`the large seed has too few services (${serviceIds.length}) or users (${userIds.length})`);
}

/** CPU seconds the fixture process has used so far (Linux /proc), or null elsewhere. */
function fixtureCpu() {
  const stat = `/proc/${child.pid}/stat`;
  if (!existsSync(stat)) return null;
  const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
}

// The floor on this machine: the same clients asking GET / (no database, no write) for 3 s.
let floorCount = 0;
const floorEnd = Date.now() + 3000;
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    while (Date.now() < floorEnd) if ((await call('GET', '/')).status === 200) floorCount += 1;
  }),
);
const floorRate = floorCount / 3;

const lastService = new Map(); // id -> last acknowledged description
const lastUser = new Map(); // id -> last acknowledged access_approved
let acked = 0;
let failed = 0;
const failures = new Map();
const deadline = Date.now() + SECONDS * 1000;
async function client(c) {
  const sIds = serviceIds.slice(c * IDS_PER_CLIENT, (c + 1) * IDS_PER_CLIENT);
  const uIds = userIds.slice(c * IDS_PER_CLIENT, (c + 1) * IDS_PER_CLIENT);
  for (let i = 0; Date.now() < deadline; i++) {
    let res;
    if (i % 2 === 0) {
      const id = sIds[(i / 2) % sIds.length];
      const description = `bench client ${c} write ${i}`;
      res = await call('PUT', `/api/services-update/${id}`, { description }, token);
      if (res.status === 200) lastService.set(id, description);
    } else {
      const id = uIds[((i - 1) / 2) % uIds.length];
      const approve = ((i - 1) / 2) % 3 !== 0;
      res = await call('POST', '/api/access-approve', { userId: id, access_approve: approve }, token);
      if (res.status === 200) lastUser.set(id, approve);
    }
    if (res.status === 200) acked += 1;
    else {
      failed += 1;
      const key = `${res.status} ${res.body?.message ?? ''}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    }
  }
}
t0 = Date.now();
const cpu0 = fixtureCpu();
await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
const rate = acked / ((Date.now() - t0) / 1000);
const cpuPerWrite = cpu0 === null ? null : ((fixtureCpu() - cpu0) * 1000) / Math.max(acked, 1);

// Every acknowledged write must survive a kill -9.
await killServer('SIGKILL');
t0 = Date.now();
startServer();
await waitForServer();
const restartS = (Date.now() - t0) / 1000;
const token2 = await login();
let lost = 0;
for (const [id, description] of lastService) {
  const s = (await call('GET', `/api/services-get/${id}`, undefined, token2)).body;
  const rec = s?.data ?? s;
  if (rec?.description !== description) lost += 1;
}
const usersAfter = (await call('GET', '/api/fetch-users/all', undefined, token2)).body;
const byId = new Map((Array.isArray(usersAfter) ? usersAfter : usersAfter.data).map((u) => [u.id, u]));
for (const [id, approve] of lastUser) if (Boolean(byId.get(id)?.access_approved) !== approve) lost += 1;
await killServer('SIGTERM');

const ok = rate >= BUDGET && failed === 0 && lost === 0;
console.log(
  `durable writes at ${CLIENTS} clients: ${rate.toFixed(0)} /s   (budget >= ${BUDGET} /s)   ${rate >= BUDGET ? 'ok' : 'OVER BUDGET'}`,
);
console.log(
  `  floor on this machine now: ${floorRate.toFixed(0)} /s for GET / (no database)` +
    (cpuPerWrite === null ? '' : `; fixture CPU per durable write: ${cpuPerWrite.toFixed(2)} ms`),
);
console.log(
  `  ${acked} acknowledged, ${failed} refused${failures.size ? ' ' + JSON.stringify([...failures]) : ''}, over ${SECONDS} s`,
);
console.log(
  `  after kill -9 and restart (${restartS.toFixed(1)} s): ${lastService.size + lastUser.size} records checked, ${lost} lost`,
);
console.log(`BENCH_RESULT ${JSON.stringify({ rate, floorRate, acked, failed, lost, cpuPerWrite })}`);
process.exit(ok ? 0 : 1);
