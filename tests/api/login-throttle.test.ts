/**
 * Brute force: after 5 failed sign-ins for one account, or from one client address, within a minute the
 * fixture answers 429 with Retry-After (Laravel's login throttle); an unknown account takes as long as a known one.
 * Each test signs in from its own loopback address (127.0.0.x, all local on Linux) and with its own accounts, so
 * no test waits for another's window to pass.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enMessages } from '../../src/i18n/en.ts';
import { clientCredentials, loginBody, startApi, type ApiProcess, type Json } from './helpers.ts';

const WAIT_TEXT = new RegExp(
  `^${enMessages.app.login.throttled.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('%\\{seconds\\}', '(\\d+)')}$`,
);

interface Answer {
  status: number;
  body: Json;
  retryAfter: string | undefined;
}

/** POST a JSON body from a chosen local address. */
function postFrom(api: ApiProcess, from: string, path: string, body: unknown): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: api.port,
        localAddress: from,
        path,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Json) : {},
            retryAfter: res.headers['retry-after'] as string | undefined,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const portalLogin = (api: ApiProcess, from: string, username: string, password: string) =>
  postFrom(api, from, '/api/portal-login', {
    ...loginBody(username, password),
    grant_type: 'password',
    remember_me: 0,
  });

async function register(api: ApiProcess, email: string): Promise<void> {
  const res = await api.request('POST', '/api/register', {
    name: 'Throttle Test',
    email,
    password: 'Right-Password1',
    user_type: 'ADMIN',
    service_name: `Centre of ${email}`,
    service_cat: 1,
    center_user_type: 'admin',
    ...clientCredentials(),
  });
  expect(res.status).toBe(200);
}

function expectLocked(a: Answer) {
  expect(a.status).toBe(429);
  const seconds = Number(a.retryAfter);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  const match = WAIT_TEXT.exec(a.body.message);
  expect(match).not.toBeNull();
  expect(Math.abs(Number(match![1]) - seconds)).toBeLessThanOrEqual(1);
  expect(a.body.access_token).toBeUndefined();
}

describe('with the default limits (5 failures a minute)', () => {
  let api: ApiProcess;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('locks an account after 5 wrong passwords: even the right one is refused, from any address', async () => {
    await register(api, 'locked@example.org');
    for (let i = 0; i < 5; i++) {
      expect((await portalLogin(api, '127.0.0.2', 'locked@example.org', `wrong-${i}`)).status).toBe(401);
    }
    expectLocked(await portalLogin(api, '127.0.0.2', 'locked@example.org', 'wrong-again'));
    expectLocked(await portalLogin(api, '127.0.0.2', 'locked@example.org', 'Right-Password1'));
    expectLocked(await portalLogin(api, '127.0.0.3', 'LOCKED@example.org', 'Right-Password1'));
    // the second login form counts the same account
    const email = await postFrom(api, '127.0.0.3', '/api/login', {
      email: 'locked@example.org',
      password: 'Right-Password1',
    });
    expectLocked(email);
    // another account is not locked by it
    await register(api, 'fine@example.org');
    expect((await portalLogin(api, '127.0.0.3', 'fine@example.org', 'Right-Password1')).status).toBe(200);
  });

  it('locks a client address after 5 failures on any accounts; other addresses sign in', async () => {
    await register(api, 'victim@example.org');
    for (let i = 0; i < 5; i++) {
      expect((await portalLogin(api, '127.0.0.4', `nobody${i}@example.org`, 'guess')).status).toBe(401);
    }
    expectLocked(await portalLogin(api, '127.0.0.4', 'victim@example.org', 'Right-Password1'));
    expect((await portalLogin(api, '127.0.0.5', 'victim@example.org', 'Right-Password1')).status).toBe(200);
  });

  it('counts failures of the second login form (/api/login) too', async () => {
    await register(api, 'second@example.org');
    for (let i = 0; i < 5; i++) {
      const res = await postFrom(api, '127.0.0.6', '/api/login', { email: 'second@example.org', password: `x${i}` });
      expect(res.status).toBe(401);
    }
    expectLocked(await postFrom(api, '127.0.0.6', '/api/login', { email: 'second@example.org', password: 'y' }));
    expectLocked(await portalLogin(api, '127.0.0.7', 'second@example.org', 'Right-Password1'));
  });
});

describe('the lock ends with its window', () => {
  let api: ApiProcess;
  beforeAll(async () => {
    api = await startApi({ env: { LOGIN_THROTTLE_DECAY_SECONDS: '3' } });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('after Retry-After seconds the right password signs in again', async () => {
    await register(api, 'window@example.org');
    // at once, so the five failures fall well inside the 3-second window
    const failures = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => portalLogin(api, '127.0.0.8', 'window@example.org', `wrong-${i}`)),
    );
    expect(failures.map((f) => f.status)).toEqual([401, 401, 401, 401, 401]);
    const locked = await portalLogin(api, '127.0.0.8', 'window@example.org', 'Right-Password1');
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(locked.retryAfter)).toBeLessThanOrEqual(3);
    const lockedAt = Date.now();
    // Bounded poll: ask until the fixture lets the account in again.
    const deadline = Date.now() + 10_000;
    let status = 429;
    while (status === 429 && Date.now() < deadline) {
      status = (await portalLogin(api, '127.0.0.8', 'window@example.org', 'Right-Password1')).status;
      if (status === 429) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
    expect(Date.now() - lockedAt).toBeLessThanOrEqual(Number(locked.retryAfter) * 1000 + 1_000);
  });
});

describe('timing', () => {
  let api: ApiProcess;
  beforeAll(async () => {
    // no lock in the way of the 60 failed sign-ins this test makes
    api = await startApi({ env: { LOGIN_THROTTLE_MAX_ATTEMPTS: '1000' } });
  });
  afterAll(async () => {
    await api?.stop();
  });

  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
  };

  // A retry, not a wider margin: on a shared, loaded machine one burst of load can move one round's medians by a
  // few ms, while the leak this guards against (no scrypt for an unknown account) is a whole scrypt, tens of ms,
  // and fails every round.
  it(
    'a wrong password for an unknown account takes as long as for a known one (medians within 5 ms)',
    { retry: 2 },
    async () => {
      const timed = async (username: string) => {
        const start = performance.now();
        const res = await portalLogin(api, '127.0.0.9', username, 'Wrong-Password1');
        expect(res.status).toBe(401);
        return performance.now() - start;
      };
      for (let i = 0; i < 3; i++) await timed('admin@example.com'); // warm-up
      const known: number[] = [];
      const unknown: number[] = [];
      // one after another, in ABBA order so a drift in the machine's load weighs on both alike
      for (let i = 0; i < 40; i++) {
        if (i % 2 === 0) {
          known.push(await timed('admin@example.com'));
          unknown.push(await timed(`nobody-${i}@example.org`));
        } else {
          unknown.push(await timed(`nobody-${i}@example.org`));
          known.push(await timed('admin@example.com'));
        }
      }
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(5);
    },
  );
});
