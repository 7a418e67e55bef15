/**
 * The fixture's store (mock-api/lib/store.ts): a write the disk refuses changes nothing, and start-up never loses
 * data silently.
 *
 * The refusing disk is real, not a flag in the code: the fixture's file-size limit (RLIMIT_FSIZE) is lowered with
 * prlimit(1) while it runs, so the kernel stops the journal append part-way and refuses the rest (EFBIG) at the
 * point where a full disk would refuse it (ENOSPC). Unlike a read-only chmod, that holds for root too.
 */
import { execFileSync } from 'node:child_process';
import { promises as fs, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Store } from '../../mock-api/lib/store.ts';
import type { Db } from '../../mock-api/lib/db.ts';
import { buildSeed } from '../../mock-api/seed/index.ts';
import { freshDataDir, runToExit, startApi, type ApiProcess, type Json } from './helpers.ts';

function activeJournal(dir: string): string {
  const names = readdirSync(dir)
    .filter((n) => /^db\.journal\.\d+$/.test(n))
    .sort();
  return path.join(dir, names[names.length - 1]);
}

/** Sets the soft file-size limit of a running process ('unlimited' lifts it). */
function limitFileSize(pid: number, bytes: number | 'unlimited'): void {
  execFileSync('prlimit', ['--pid', String(pid), `--fsize=${bytes}:`]);
}

const running: ApiProcess[] = [];
afterAll(async () => {
  for (const api of running) await api.kill9();
});
async function start(dataDir: string): Promise<ApiProcess> {
  const api = await startApi({ dataDir });
  running.push(api);
  return api;
}

async function firstService(api: ApiProcess, token: string): Promise<Json> {
  const all = await api.request('GET', '/api/services-get-all', undefined, token);
  return all.body[0];
}
async function userById(api: ApiProcess, token: string, id: number): Promise<Json> {
  const all = await api.request('GET', '/api/fetch-users/all', undefined, token);
  return all.body.find((u: Json) => u.id === id);
}

describe('a write the disk refuses', () => {
  it('answers 500 with the reason, and nothing of it is visible, on disk, or after a restart; later writes work', async () => {
    const dir = freshDataDir();
    let api = await start(dir);
    let token = await api.login();
    const service = await firstService(api, token);
    const user = (await api.request('GET', '/api/fetch-users/all', undefined, token)).body[0] as Json;
    const journal = activeJournal(dir);
    const size = statSync(journal).size;

    // The next append gets 7 bytes in, then the kernel refuses the rest: a torn write the store must cut back.
    limitFileSize(api.child.pid!, size + 7);
    let refused;
    try {
      refused = await Promise.all([
        api.request('PUT', `/api/services-update/${service.id}`, { description: 'never saved' }, token),
        api.request('POST', '/api/access-approve', { userId: user.id, access_approve: !user.access_approved }, token),
      ]);
    } finally {
      limitFileSize(api.child.pid!, 'unlimited');
    }
    for (const r of refused) {
      expect(r.status).toBe(500);
      expect(r.body.message).toMatch(/^The change was not saved: the database could not be written \(EFBIG/);
      expect(r.body.message).toMatch(/Nothing was changed/);
    }

    // Not visible: both changes were undone in memory.
    expect((await api.request('GET', `/api/services-get/${service.id}`, undefined, token)).body.description).toBe(
      service.description,
    );
    expect((await userById(api, token, user.id)).access_approved).toBe(user.access_approved);
    // Not on disk: the journal is back to its last whole entry.
    expect(statSync(journal).size).toBe(size);

    // The disk accepts writes again: the next write is saved.
    const ok = await api.request(
      'PUT',
      `/api/services-update/${service.id}`,
      { description: 'saved once the disk recovered' },
      token,
    );
    expect(ok.status).toBe(200);
    expect(api.output()).not.toMatch(/bypassed the tracking|did not restore/);
    await api.stop();

    api = await start(dir);
    token = await api.login();
    expect((await api.request('GET', `/api/services-get/${service.id}`, undefined, token)).body.description).toBe(
      'saved once the disk recovered',
    );
    expect((await userById(api, token, user.id)).access_approved).toBe(user.access_approved);
    expect(await fs.readFile(journal, 'utf8')).not.toContain('never saved');
    await api.stop();
  });

  it('also undoes a change made while the failing commit was being written, and refuses its commit', async () => {
    const dir = freshDataDir();
    const store = new Store(dir);
    await store.open(() => buildSeed('demo', path.join(dir, 'files')));
    const original = { description: store.db.services[0].description, approved: store.db.users[0].access_approved };
    const size = statSync(activeJournal(dir)).size;

    const reader = store.begin();
    expect((reader.db as Db).services.length).toBeGreaterThan(0); // has read, will not commit before the failure

    limitFileSize(process.pid, size + 3);
    let a: PromiseSettledResult<void>, b: PromiseSettledResult<void>;
    try {
      const txA = store.begin();
      (txA.db as Db).services[0].description = 'change A';
      const pa = store.commit(txA);
      // One turn later the group has taken change A and its append is under way: change B comes after it.
      await new Promise((r) => setImmediate(r));
      const txB = store.begin();
      (txB.db as Db).users[0].access_approved = !original.approved;
      expect(store.db.users[0].access_approved).toBe(!original.approved);
      const pb = store.commit(txB);
      [a, b] = await Promise.allSettled([pa, pb]);
    } finally {
      limitFileSize(process.pid, 'unlimited');
    }
    for (const r of [a, b]) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason.status).toBe(500);
      expect((r as PromiseRejectedResult).reason.message).toMatch(/EFBIG/);
    }
    expect(store.db.services[0].description).toBe(original.description);
    expect(store.db.users[0].access_approved).toBe(original.approved);
    // A transaction that had read what was undone cannot go on with it.
    expect(() => (reader.db as Db).services[0]).toThrow(/not saved/);

    const later = store.begin();
    (later.db as Db).services[0].description = 'change C';
    await store.commit(later);
    await store.close();

    const reopened = new Store(dir);
    expect(await reopened.open(() => Promise.reject(new Error('must not seed')))).toBe('loaded');
    expect(reopened.db.services[0].description).toBe('change C');
    expect(reopened.db.users[0].access_approved).toBe(original.approved);
    await reopened.close();
  });
});

describe('start-up never loses data silently', () => {
  async function seededDir(): Promise<{ dir: string; service: Json }> {
    const dir = freshDataDir();
    const api = await start(dir);
    const token = await api.login();
    const service = await firstService(api, token);
    const res = await api.request(
      'PUT',
      `/api/services-update/${service.id}`,
      { description: 'written after the seed' },
      token,
    );
    expect(res.status).toBe(200);
    await api.stop();
    return { dir, service };
  }
  const snapshotOf = (dir: string) => fs.readFile(path.join(dir, 'db.json'), 'utf8');

  it('refuses a database with an empty accounts collection: exit code 2, a clear message, files untouched', async () => {
    const { dir } = await seededDir();
    const db = JSON.parse(await snapshotOf(dir));
    db.accounts = [];
    const text = JSON.stringify(db);
    await fs.writeFile(path.join(dir, 'db.json'), text);
    const backup = await fs.readFile(path.join(dir, 'db.last-good.json'), 'utf8');
    const { code, output } = await runToExit(dir);
    expect(code).toBe(2);
    expect(output).toMatch(
      /db\.json is not a fixture database: the "accounts" collection is empty, so nobody could sign in\./,
    );
    expect(output).toMatch(/npm run api:reset/);
    expect(await snapshotOf(dir)).toBe(text);
    expect(await fs.readFile(path.join(dir, 'db.last-good.json'), 'utf8')).toBe(backup);
  });

  it('refuses a database with a collection missing', async () => {
    const { dir } = await seededDir();
    const db = JSON.parse(await snapshotOf(dir));
    delete db.documents;
    await fs.writeFile(path.join(dir, 'db.json'), JSON.stringify(db));
    const { code, output } = await runToExit(dir);
    expect(code).toBe(2);
    expect(output).toMatch(/is not a fixture database: the "documents" collection is missing/);
  });

  it('restores a missing db.json from the last good copy and the journal, never from the seed', async () => {
    const { dir, service } = await seededDir();
    await fs.rm(path.join(dir, 'db.json'));
    const api = await start(dir);
    expect(api.output()).toMatch(
      /db\.json is missing; restored the last good copy .*db\.last-good\.json and replayed \d+ journal entr/,
    );
    const token = await api.login();
    expect((await api.request('GET', `/api/services-get/${service.id}`, undefined, token)).body.description).toBe(
      'written after the seed',
    );
    await api.stop();
    expect(JSON.parse(await snapshotOf(dir)).services.find((s: Json) => s.id === service.id).description).toBe(
      'written after the seed',
    );
  });

  it('refuses a journal with no snapshot to apply it to instead of seeding over it', async () => {
    const { dir } = await seededDir();
    await fs.rm(path.join(dir, 'db.json'));
    await fs.rm(path.join(dir, 'db.last-good.json'));
    const { code, output } = await runToExit(dir);
    expect(code).toBe(2);
    expect(output).toMatch(/db\.json is missing, and the journal .* holds changes but there is no snapshot/);
    await expect(fs.stat(path.join(dir, 'db.json'))).rejects.toThrow(/ENOENT/);
  });

  it('ignores a torn last journal entry (never acknowledged) and goes on writing after it', async () => {
    const { dir, service } = await seededDir();
    const journal = activeJournal(dir);
    await fs.appendFile(journal, '0badc0de {"seq":999,"ops":[{"k":"servi');
    let api = await start(dir);
    let token = await api.login();
    expect((await api.request('GET', `/api/services-get/${service.id}`, undefined, token)).body.description).toBe(
      'written after the seed',
    );
    expect(
      (await api.request('PUT', `/api/services-update/${service.id}`, { description: 'after the torn entry' }, token))
        .status,
    ).toBe(200);
    await api.kill9();
    api = await start(dir);
    token = await api.login();
    expect((await api.request('GET', `/api/services-get/${service.id}`, undefined, token)).body.description).toBe(
      'after the torn entry',
    );
    expect(await fs.readFile(journal, 'utf8')).not.toContain('0badc0de');
    await api.stop();
  });

  it('refuses a journal damaged before its end: exit code 2, nothing changed', async () => {
    const { dir } = await seededDir();
    const journal = activeJournal(dir);
    const text = await fs.readFile(journal, 'utf8');
    expect(text.split('\n').length).toBeGreaterThan(2); // the sign-in and the update, at least
    const damaged = text.replace('"seq":1,', '"seq":1 ,');
    await fs.writeFile(journal, damaged);
    const { code, output } = await runToExit(dir);
    expect(code).toBe(2);
    expect(output).toMatch(/db\.journal\.\d+ is damaged at line 1 \(good entries follow it\)/);
    expect(await fs.readFile(journal, 'utf8')).toBe(damaged);
  });

  it('stops with one clear line and exit code 2 when the data folder is read-only', async () => {
    const { dir } = await seededDir();
    // File permissions do not bind root: as root, the fixture runs as nobody.
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined;
    for (const f of await fs.readdir(dir)) await fs.chmod(path.join(dir, f), 0o555);
    await fs.chmod(dir, 0o555);
    try {
      const { code, output } = await runToExit(dir, {}, 45_000, asNobody);
      expect(code).toBe(2);
      expect(output.trim().split('\n')).toHaveLength(1);
      expect(output).toMatch(
        /^\[mock-api\] The data folder .* refuses writes \(EACCES: permission denied\); the fixture keeps its database there/,
      );
    } finally {
      await fs.chmod(dir, 0o755);
    }
  });
});
