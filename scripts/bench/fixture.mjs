/** Talking to the fixture outside the browser: signing in, a timed read, and the fixture's own bench scripts. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { apiUrl, root } from './config.mjs';

/** The administrator's token, and the session the portal keeps in localStorage for it. */
export async function signIn() {
  const r = await fetch(`${apiUrl}/api/portal-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: 'admin@example.com',
      password: 'Admin123!',
      client_id: process.env.VITE_CLIENT_ID,
      client_secret: process.env.VITE_CLIENT_SECRET,
      grant_type: 'password',
      remember_me: 0,
    }),
  });
  const { access_token } = await r.json();
  const user = await (
    await fetch(`${apiUrl}/api/user`, { headers: { Authorization: `Bearer ${access_token}` } })
  ).json();
  return { token: access_token, auth: JSON.stringify({ accessToken: access_token, userId: user.id, user }) };
}

/** Request to last byte of GET url with gzip accepted (the body is not decompressed: the server's time). */
export function timedGet(url, token) {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    http
      .get(url, { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (c) => (bytes += c.length));
        res.on('end', () =>
          resolve({
            ms: performance.now() - t,
            bytes,
            status: res.statusCode,
            encoding: res.headers['content-encoding'],
          }),
        );
      })
      .on('error', reject);
  });
}

/**
 * Runs one of the fixture's own bench scripts (its output shown as it comes) and reads its `BENCH_RESULT {json}`
 * line; its exit code is not read, its figures are held to the bench's budgets.
 */
export function runScript(script, env) {
  if (!existsSync(path.join(root, script))) return Promise.reject(new Error(`${script} is not in this tree`));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      process.stdout.write(c);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const line = out.split('\n').find((l) => l.startsWith('BENCH_RESULT '));
      if (!line) reject(new Error(`${script} printed no result (exit ${signal ?? code})`));
      else resolve(JSON.parse(line.slice('BENCH_RESULT '.length)));
    });
  });
}
