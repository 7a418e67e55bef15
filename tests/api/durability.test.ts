/**
 * Durability: concurrent acknowledged writes, kill -9 at a random moment, and db.json is whole (never a torn file)
 * and holds every acknowledged write after the restart. Writers change records of their own (a service's
 * description, a user's access), so the last acknowledged value of each is known, and sign in (a record added).
 * scripts/bench-durability.mjs runs the same trial many more times.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dbShapeProblem } from '../../mock-api/lib/db.ts';
import { freshDataDir, loginBody, startApi, type ApiProcess, type Json } from './helpers.ts';

const ROUNDS = 3;
const WRITERS = 4;

interface Mine {
  service: number;
  user: number;
  /** The last description acknowledged, and the one sent when the process died (it may or may not have landed). */
  described: string | null;
  unanswered: string | null;
  approved: boolean | null;
  approving: boolean | null;
}

let current: ApiProcess | undefined;
afterAll(async () => {
  await current?.kill9();
});

describe('kill -9 during a stream of writes', () => {
  it(`leaves a whole db.json with every acknowledged write, over ${ROUNDS} kills`, { timeout: 120_000 }, async () => {
    const dataDir = freshDataDir();
    const tokens: string[] = [];
    let mine: Mine[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const api = await startApi({ dataDir });
      current = api;
      const admin = await api.login();
      if (round === 0) {
        const services = (await api.request('GET', '/api/services-get-all', undefined, admin)).body as Json[];
        const users = (await api.request('GET', '/api/fetch-users/all', undefined, admin)).body as Json[];
        mine = Array.from({ length: WRITERS }, (_, w) => ({
          service: services[w].id,
          user: users[w].id,
          described: null,
          unanswered: null,
          approved: null,
          approving: null,
        }));
      } else await verify(api, admin, tokens, mine);

      const target = 3 + Math.floor(Math.random() * 25);
      let answered = 0;
      let killed: Promise<void> | null = null;
      const answer = () => {
        if (++answered >= target && !killed) killed = api.kill9();
      };
      const writer = async (m: Mine, w: number) => {
        for (let i = 0; !killed; i++) {
          try {
            if ((w + i) % 3 === 0) {
              const description = `durable ${round}.${w}.${i}`;
              m.unanswered = description;
              const res = await api.request('PUT', `/api/services-update/${m.service}`, { description }, admin);
              if (res.status === 200) [m.described, m.unanswered] = [description, null];
            } else if ((w + i) % 3 === 1) {
              const approve = i % 2 === 0;
              m.approving = approve;
              const body = { userId: m.user, access_approve: approve };
              const res = await api.request('POST', '/api/access-approve', body, admin);
              if (res.status === 200) [m.approved, m.approving] = [approve, null];
            } else {
              const res = await api.request('POST', '/api/portal-login', loginBody('admin@example.com', 'Admin123!'));
              if (res.status === 200) tokens.push(res.body.access_token);
            }
            answer();
          } catch {
            return; // the connection died with the process: that write was never acknowledged
          }
        }
      };
      await Promise.all(mine.map(writer));
      await killed;
      expect(api.child.signalCode).toBe('SIGKILL');
      const text = readFileSync(path.join(dataDir, 'db.json'), 'utf8');
      expect(dbShapeProblem(JSON.parse(text))).toBeNull();
    }
    const last = await startApi({ dataDir });
    current = last;
    expect(last.output()).not.toMatch(/restored/);
    await verify(last, await last.login(), tokens, mine);
    await last.stop();
  });
});

async function verify(api: ApiProcess, token: string, tokens: string[], mine: Mine[]) {
  for (const t of tokens) {
    expect((await api.request('GET', '/api/user', undefined, t)).status, `token ${t.slice(0, 8)}… lost`).toBe(200);
  }
  const users = (await api.request('GET', '/api/fetch-users/all', undefined, token)).body as Json[];
  for (const m of mine) {
    const { description } = (await api.request('GET', `/api/services-get/${m.service}`, undefined, token)).body;
    if (m.described !== null) expect([m.described, m.unanswered], `service ${m.service}`).toContain(description);
    [m.described, m.unanswered] = [description, null];
    const { access_approved } = users.find((u) => u.id === m.user) ?? {};
    if (m.approved !== null) expect([m.approved, m.approving], `user ${m.user}`).toContain(access_approved);
    [m.approved, m.approving] = [access_approved, null];
  }
}
