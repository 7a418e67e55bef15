#!/usr/bin/env node
// node scripts/bench-load.mjs: the fixture on the large seed under concurrent clients mixing the portal's reads
// and writes, against BUDGET below (99th percentile, errors, resident memory). Env: BENCH_LOAD_PORT,
// BENCH_LOAD_SECONDS, BENCH_LOAD_CLIENTS.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 3372);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS ?? 50);
const BUDGET = { p99: 1000, errors: 0, rssMb: 400 };
const base = `http://127.0.0.1:${PORT}`;
for (const f of ['.env.development.local', '.env.development']) {
  if (existsSync(path.join(root, f))) process.loadEnvFile(path.join(root, f));
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nqa-bench-load-'));
let child = null;
process.on('exit', () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 8 });
// gzip left compressed: the fixture's cost is what is measured
function call(method, url, body, token) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      base + url,
      {
        method,
        agent,
        headers: {
          Accept: 'application/json',
          'Accept-Encoding': 'gzip',
          ...(payload === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) }));
        res.on('error', (e) => resolve({ status: 0, error: String(e) }));
      },
    );
    req.on('error', (e) => resolve({ status: 0, error: String(e) }));
    req.end(payload);
  });
}
const json = async (r) => JSON.parse((await import('node:zlib')).gunzipSync(r.bytes).toString('utf8'));

async function waitForServer(timeoutMs = 180_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the fixture exited with code ${child.exitCode}`);
    const r = await call('GET', '/');
    if (r.status === 200) return;
    await new Promise((res) => setTimeout(res, 200));
  }
  throw new Error(`the fixture did not answer on ${base} within ${timeoutMs} ms`);
}

function rssMb() {
  const file = `/proc/${child.pid}/status`;
  if (!existsSync(file)) return null;
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(file, 'utf8'));
  return m ? Number(m[1]) / 1024 : null;
}

child = spawn(process.execPath, ['--import', 'tsx', 'mock-api/server.ts'], {
  cwd: root,
  env: { ...process.env, API_PORT: String(PORT), MOCK_API_DATA_DIR: dataDir, SEED: 'large' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let t0 = Date.now();
await waitForServer();
console.log(`Fixture with the large seed ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (port ${PORT}).`);
const login = await call('POST', '/api/portal-login', {
  username: 'admin@example.com',
  password: 'Admin123!',
  client_id: process.env.VITE_CLIENT_ID,
  client_secret: process.env.VITE_CLIENT_SECRET,
});
if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
const token = JSON.parse(login.bytes.toString('utf8')).access_token;
const services = await json(await call('GET', '/api/services-get-all', undefined, token));
const users = await json(await call('GET', '/api/fetch-users/all', undefined, token));
const documents = await json(await call('GET', '/api/getDocuments', undefined, token));
const serviceIds = services.map((s) => s.id);
const userIds = users.map((u) => u.id);
const attached = documents
  .filter((d) => d.services.length > 0)
  .map((d) => ({ id: d.id, service_id: d.services[0].id }));
const rssStart = rssMb();

const pick = (list, i) => list[i % list.length];
/** The mix: [weight, name, make(client, i) -> [method, url, body]]. */
const MIX = [
  [20, 'GET documents (full list)', () => ['GET', '/api/getDocuments']],
  [10, 'GET services (full list)', () => ['GET', '/api/services-get-all']],
  [10, 'GET users (full list)', () => ['GET', '/api/fetch-users/all']],
  [5, 'GET users by role', () => ['GET', '/api/fetch-users/member']],
  [8, 'GET documents by file type', (c, i) => ['GET', `/api/filter-documents-by-filetype?file_type=${1 + (i % 3)}`]],
  [
    5,
    'POST documents by services',
    (c, i) => ['POST', '/api/filter-documents-by-services', { service_id: [pick(serviceIds, c * 7 + i)] }],
  ],
  [10, 'GET one service', (c, i) => ['GET', `/api/services-get/${pick(serviceIds, c * 13 + i)}`]],
  [
    12,
    'PUT service update',
    (c, i) => ['PUT', `/api/services-update/${pick(serviceIds, c * 31 + i)}`, { description: `load ${c} ${i}` }],
  ],
  [
    12,
    'POST access approve',
    (c, i) => ['POST', '/api/access-approve', { userId: pick(userIds, c * 17 + i), access_approve: i % 2 === 0 }],
  ],
  [
    3,
    'PUT document availability',
    (c, i) => [
      'PUT',
      '/api/document-availability',
      { ...pick(attached, c * 19 + i), availability: i % 2 ? 'ENABLE' : 'DISABLE' },
    ],
  ],
  [
    8,
    'POST user update',
    (c, i) => {
      const u = pick(users, c * 11 + i);
      return [
        'POST',
        '/api/update-user',
        {
          id: u.id,
          first_name: u.first_name,
          last_name: `${u.last_name.split(' ')[0]} ${i}`,
          email: u.email,
          user_type: u.roles[0]?.name,
        },
      ];
    },
  ],
];
const totalWeight = MIX.reduce((n, [w]) => n + w, 0);
function choose(r) {
  let x = r * totalWeight;
  for (const m of MIX) if ((x -= m[0]) < 0) return m;
  return MIX[MIX.length - 1];
}

const latencies = [];
const byCall = new Map(MIX.map(([, name]) => [name, []]));
const errors = new Map();
let rssMax = rssStart ?? 0;
const sampler = setInterval(() => {
  const r = rssMb();
  if (r !== null) rssMax = Math.max(rssMax, r);
}, 250);
// seeded, so two runs ask the same sequence of calls
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

const deadline = Date.now() + SECONDS * 1000;
t0 = Date.now();
await Promise.all(
  Array.from({ length: CLIENTS }, async (_, c) => {
    for (let i = 0; Date.now() < deadline; i++) {
      const [, name, make] = choose(random());
      const [method, url, body] = make(c, i);
      const start = performance.now();
      const r = await call(method, url, body, token);
      const ms = performance.now() - start;
      latencies.push(ms);
      byCall.get(name).push(ms);
      if (r.status < 200 || r.status >= 300) {
        const key = `${name}: ${r.status} ${r.error ?? r.bytes?.toString('utf8').slice(0, 120) ?? ''}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
    }
  }),
);
const wall = (Date.now() - t0) / 1000;
clearInterval(sampler);
child.kill('SIGTERM');

const pct = (list, p) => {
  if (list.length === 0) return 0;
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
const result = {
  clients: CLIENTS,
  seconds: SECONDS,
  requests: latencies.length,
  rate: latencies.length / wall,
  p50: pct(latencies, 50),
  p99: pct(latencies, 99),
  errors: errorCount,
  rssStartMb: rssStart,
  rssMaxMb: rssMax,
};
console.log(
  `${CLIENTS} clients mixing reads and writes for ${SECONDS} s on the large seed (${documents.length} documents):`,
);
console.log(`  ${result.rate.toFixed(0)} req/s, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms`);
for (const [name, list] of byCall) {
  console.log(
    `    ${name.padEnd(28)} ${String(list.length).padStart(6)} calls  p50 ${pct(list, 50).toFixed(0).padStart(5)} ms  p99 ${pct(list, 99).toFixed(0).padStart(5)} ms`,
  );
}
console.log(
  `  p99 ${result.p99.toFixed(0)} ms (budget <= ${BUDGET.p99}), errors ${errorCount} (budget ${BUDGET.errors}), ` +
    `resident memory ${rssStart?.toFixed(0)} -> ${rssMax.toFixed(0)} MB (budget <= ${BUDGET.rssMb})`,
);
for (const [k, n] of errors) console.log(`    ${n} x ${k}`);
console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
const ok = result.p99 <= BUDGET.p99 && errorCount <= BUDGET.errors && rssMax <= BUDGET.rssMb;
process.exit(ok ? 0 : 1);
