#!/usr/bin/env node
/**
 * npm run bench:durability: does every acknowledged write survive kill -9? Each trial starts the fixture on a fresh
 * copy of one seed, lets clients write records of their own one call at a time (so each record's last acknowledged
 * value is known), kills it at a random moment, restarts it and reads every record back: a record must hold its
 * last acknowledged value or that of a call still unanswered. Env: BENCH_DURABILITY_PORT, BENCH_TRIALS,
 * BENCH_CLIENTS, BENCH_DEADLINE_SECONDS, SEED.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_DURABILITY_PORT ?? 3371);
const TRIALS = Number(process.env.BENCH_TRIALS ?? 50);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const DEADLINE = Date.now() + Number(process.env.BENCH_DEADLINE_SECONDS ?? 900) * 1000;
// from the first write to well into the stream
const KILL_AFTER_MS = [5, 800];
const base = `http://127.0.0.1:${PORT}`;
for (const f of ['.env.development.local', '.env.development']) {
  if (existsSync(path.join(root, f))) process.loadEnvFile(path.join(root, f));
}

const work = mkdtempSync(path.join(os.tmpdir(), 'nqa-bench-durability-'));
let child = null;
process.on('exit', () => {
  killServer('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

// in its own process group: a SIGKILL of the tsx CLI would miss its grandchild
function startServer(dataDir) {
  child = spawn(process.execPath, ['--import', 'tsx', 'mock-api/server.ts'], {
    cwd: root,
    env: { ...process.env, API_PORT: String(PORT), MOCK_API_DATA_DIR: dataDir, MOCK_API_DIALECT: 'spec' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  child.output = () => out;
  return waitForServer(child);
}
function killServer(signal) {
  const c = child;
  if (!c || c.exitCode !== null || c.signalCode !== null) return Promise.resolve();
  const exited = new Promise((r) => c.once('exit', r));
  try {
    process.kill(-c.pid, signal);
  } catch {
    c.kill(signal);
  }
  return exited;
}

async function waitForServer(c) {
  const end = Math.min(Date.now() + 60_000, DEADLINE);
  while (Date.now() < end) {
    if (c.exitCode !== null) throw new Error(`the fixture exited with code ${c.exitCode}:\n${c.output()}`);
    if ((await call('GET', '/')).status === 200) return c.output();
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the fixture did not answer on ${base} in time:\n${c.output()}`);
}

// status 0 when the process dies with the call under way
async function call(method, url, body, token) {
  const headers = { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const res = await fetch(base + url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  } catch {
    return { status: 0, body: null };
  }
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
const services = async (token) => (await call('GET', '/api/services-get-all', undefined, token)).body;
const users = async (token) => (await call('GET', '/api/fetch-users/all', undefined, token)).body;

class Tracked {
  acked = undefined;
  pending = undefined;
  send(v) {
    this.pending = v;
  }
  ack(v) {
    this.acked = v;
    this.pending = undefined;
  }
  check(stored) {
    const ok = this.acked === undefined || stored === this.acked || stored === this.pending;
    this.acked = stored;
    this.pending = undefined;
    return ok;
  }
}

async function trial(n, template, ids) {
  const dir = path.join(work, `trial-${n}`);
  cpSync(template, dir, { recursive: true });
  await startServer(dir);
  const token = await login();
  const records = { services: new Map(), users: new Map() };
  let acknowledged = 0;
  let refused = 0;
  let stop = false;
  const client = async (c) => {
    const mine = {
      services: ids.services.filter((_, i) => i % CLIENTS === c),
      users: ids.users.filter((_, i) => i % CLIENTS === c),
    };
    for (let i = 0; !stop; i++) {
      const kind = i % 2 === 0 ? 'services' : 'users';
      const id = mine[kind][Math.floor(i / 2) % mine[kind].length];
      let record = records[kind].get(id);
      if (!record) records[kind].set(id, (record = new Tracked()));
      const value = kind === 'services' ? `trial ${n} client ${c} write ${i}` : record.acked !== true;
      record.send(value);
      const res =
        kind === 'services'
          ? await call('PUT', `/api/services-update/${id}`, { description: value }, token)
          : await call('POST', '/api/access-approve', { userId: id, access_approve: value }, token);
      if (res.status === 200) {
        record.ack(value);
        acknowledged += 1;
      } else if (res.status === 0)
        return; // the process died with the call under way
      else refused += 1;
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
  const [lo, hi] = KILL_AFTER_MS;
  await new Promise((r) => setTimeout(r, lo + Math.random() * (hi - lo)));
  await killServer('SIGKILL');
  stop = true;
  await Promise.all(clients);

  let file = 'whole';
  try {
    JSON.parse(readFileSync(path.join(dir, 'db.json'), 'utf8'));
  } catch (e) {
    file = e.code === 'ENOENT' ? 'missing' : 'damaged';
  }
  const output = await startServer(dir);
  const after = await login();
  let lost = 0;
  const stored = {
    services: new Map((await services(after)).map((s) => [s.id, s.description])),
    users: new Map((await users(after)).map((u) => [u.id, u.access_approved])),
  };
  for (const kind of ['services', 'users']) {
    for (const [id, record] of records[kind]) if (!record.check(stored[kind].get(id))) lost += 1;
  }
  await killServer('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
  return { acknowledged, refused, lost, file, restored: /database restored/.test(output) };
}

const t0 = Date.now();
const template = path.join(work, 'template');
await startServer(template);
const seeded = await login();
const ids = {
  services: (await services(seeded)).map((s) => s.id).slice(0, CLIENTS * 8),
  users: (await users(seeded)).map((u) => u.id).slice(0, CLIENTS * 8),
};
await killServer('SIGTERM');
if (ids.services.length < CLIENTS || ids.users.length < CLIENTS) throw new Error('the seed has too few records');

const totals = {
  trials: 0,
  acknowledged: 0,
  refused: 0,
  lost: 0,
  damaged: 0,
  missing: 0,
  restored: 0,
  failedTrials: 0,
};
for (let n = 0; n < TRIALS && Date.now() < DEADLINE; n++) {
  try {
    const r = await trial(n, template, ids);
    totals.trials += 1;
    totals.acknowledged += r.acknowledged;
    totals.refused += r.refused;
    totals.lost += r.lost;
    if (r.file !== 'whole') totals[r.file] += 1;
    totals.restored += r.restored ? 1 : 0;
    if (r.lost > 0) console.log(`trial ${n}: ${r.lost} acknowledged writes lost`);
  } catch (e) {
    totals.failedTrials += 1;
    console.error(`trial ${n} could not run: ${e instanceof Error ? e.message : String(e)}`);
    await killServer('SIGKILL');
  }
}
const seconds = (Date.now() - t0) / 1000;
console.log(`an acknowledged write survives kill -9: ${totals.lost} lost in ${totals.trials} trials`);
console.log(
  `  ${totals.acknowledged} writes acknowledged, ${totals.refused} refused; after a kill, db.json damaged ` +
    `${totals.damaged} times, missing ${totals.missing}; restarts that restored the last good copy: ` +
    `${totals.restored}; ${seconds.toFixed(0)} s`,
);
console.log(`BENCH_RESULT ${JSON.stringify({ ...totals, seconds })}`);
const ok =
  totals.lost === 0 &&
  totals.damaged + totals.missing === 0 &&
  totals.failedTrials === 0 &&
  totals.refused === 0 &&
  totals.trials === TRIALS;
process.exit(ok ? 0 : 1);
