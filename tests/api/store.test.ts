/**
 * The fixture's storage (mock-api/lib/store.ts): a write the disk refuses changes nothing, commits share writes, and
 * start-up never loads a damaged file or loses data silently.
 *
 * The refusing disk is real, not a flag in the code: the file-size limit (RLIMIT_FSIZE) is lowered with prlimit(1),
 * so the kernel refuses the write of the new db.json (EFBIG) where a full disk would (ENOSPC). Unlike a read-only
 * chmod, that holds for root too.
 */
import { execFileSync } from 'node:child_process';
import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Store } from '../../mock-api/lib/store.ts';
import { buildSeed } from '../../mock-api/seed/index.ts';
import { freshDataDir, runToExit, startApi, type ApiProcess, type Json } from './helpers.ts';

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
const dbFile = (dir: string) => path.join(dir, 'db.json');
const service = (api: ApiProcess, token: string, id: number) =>
  api.request('GET', `/api/services-get/${id}`, undefined, token).then((r) => r.body as Json);
const userById = async (api: ApiProcess, token: string, id: number) =>
  ((await api.request('GET', '/api/fetch-users/all', undefined, token)).body as Json[]).find((u) => u.id === id);

async function openStore(dir = freshDataDir()): Promise<Store> {
  const store = new Store(dir);
  await store.open(() => buildSeed('demo', path.join(dir, 'files')));
  return store;
}

describe('a write the disk refuses', () => {
  it('answers 500 with the reason and changes nothing, in memory, on disk or after a restart; later writes work', async () => {
    const dir = freshDataDir();
    let api = await start(dir);
    let token = await api.login();
    const [first] = (await api.request('GET', '/api/services-get-all', undefined, token)).body as Json[];
    const [user] = (await api.request('GET', '/api/fetch-users/all', undefined, token)).body as Json[];
    const onDisk = await fs.readFile(dbFile(dir), 'utf8');

    limitFileSize(api.child.pid!, 4096); // far below the database's size
    let refused;
    try {
      refused = await Promise.all([
        api.request('PUT', `/api/services-update/${first.id}`, { description: 'never saved' }, token),
        api.request('POST', '/api/access-approve', { userId: user.id, access_approve: !user.access_approved }, token),
      ]);
    } finally {
      limitFileSize(api.child.pid!, 'unlimited');
    }
    for (const r of refused) {
      expect(r.status).toBe(500);
      expect(r.body.message).toMatch(/^The change was not saved: the database could not be written \(EFBIG/);
    }
    expect((await service(api, token, first.id)).description).toBe(first.description);
    expect((await userById(api, token, user.id))?.access_approved).toBe(user.access_approved);
    expect(await fs.readFile(dbFile(dir), 'utf8')).toBe(onDisk);

    const ok = await api.request('PUT', `/api/services-update/${first.id}`, { description: 'saved later' }, token);
    expect(ok.status).toBe(200);
    await api.stop();
    api = await start(dir);
    token = await api.login();
    expect((await service(api, token, first.id)).description).toBe('saved later');
    expect((await userById(api, token, user.id))?.access_approved).toBe(user.access_approved);
    await api.stop();
  });

  it('also fails the commit of a request that began before the failure, whatever it changes afterwards', async () => {
    const store = await openStore();
    const original = store.db.services[0].description;
    const before = { db: store.db, generation: store.generation };
    limitFileSize(process.pid, 4096);
    let failed: Promise<void>;
    try {
      store.db.services[0].description = 'change A';
      failed = store.commit(store.generation);
      await expect(failed).rejects.toMatchObject({ status: 500, message: expect.stringMatching(/EFBIG/) });
    } finally {
      limitFileSize(process.pid, 'unlimited');
    }
    expect(store.db.services[0].description).toBe(original);
    // A request holding the database it began with: its later change lands on the discarded copy, its commit fails.
    before.db.services[0].description = 'change B';
    await expect(store.commit(before.generation)).rejects.toMatchObject({ status: 500 });
    expect(store.db.services[0].description).toBe(original);

    store.db.services[0].description = 'change C';
    await store.commit(store.generation);
    await store.close();
    const reopened = new Store(store.dir);
    expect(await reopened.open(() => Promise.reject(new Error('must not seed')))).toBe('loaded');
    expect(reopened.db.services[0].description).toBe('change C');
  });
});

describe('commits', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('share writes: a burst of commits costs about two writes, each answered only once its change is on disk', async () => {
    const store = await openStore();
    const renames = vi.spyOn(fs, 'rename');
    const writes = () => renames.mock.calls.filter(([, to]) => to === dbFile(store.dir)).length;
    await Promise.all(
      store.db.services.map(async (_, i) => {
        store.db.services[i].description = `burst ${i}`;
        await store.commit(store.generation);
        // read at once: the next write cannot have replaced the file yet
        const disk = JSON.parse(readFileSync(dbFile(store.dir), 'utf8'));
        expect(disk.services[i].description).toBe(`burst ${i}`);
      }),
    );
    expect(writes()).toBeLessThanOrEqual(2);
    await store.close();
  });
});

describe('start-up', () => {
  async function writtenDir(): Promise<{ dir: string }> {
    const dir = freshDataDir();
    const api = await start(dir);
    const token = await api.login();
    const [first] = (await api.request('GET', '/api/services-get-all', undefined, token)).body as Json[];
    const put = await api.request('PUT', `/api/services-update/${first.id}`, { description: 'acknowledged' }, token);
    expect(put.status).toBe(200);
    await api.kill9();
    return { dir };
  }

  it('restores a damaged or missing db.json from the last good copy, never loading it as it is', async () => {
    for (const [damage, why] of [
      ['cut short', /db\.json is corrupt \(not valid JSON\); restored the last good copy/],
      ['deleted', /db\.json is missing; restored the last good copy/],
    ] as const) {
      const { dir } = await writtenDir();
      const good = await fs.readFile(path.join(dir, 'db.last-good.json'), 'utf8');
      const text = await fs.readFile(dbFile(dir), 'utf8');
      if (damage === 'deleted') await fs.rm(dbFile(dir));
      else await fs.writeFile(dbFile(dir), text.slice(0, text.length / 2));
      const api = await start(dir);
      expect(api.output()).toMatch(why);
      expect(await fs.readFile(dbFile(dir), 'utf8')).toBe(good);
      await api.stop();
    }
  });

  it('refuses to start when no good copy is left: exit code 2, one clear line, files untouched', async () => {
    const { dir } = await writtenDir();
    await fs.rm(dbFile(dir));
    await fs.writeFile(path.join(dir, 'db.last-good.json'), '{"version":1,"acc');
    const { code, output } = await runToExit(dir);
    expect(code).toBe(2);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toMatch(/db\.json is missing and there is no good copy to restore\. .*npm run api:reset/);
    await expect(fs.stat(dbFile(dir))).rejects.toThrow(/ENOENT/);
    expect(await fs.readFile(path.join(dir, 'db.last-good.json'), 'utf8')).toBe('{"version":1,"acc');
  });

  it('refuses a db.json of the wrong shape (an edit, not a torn write) instead of replacing it', async () => {
    const { dir } = await writtenDir();
    const db = JSON.parse(await fs.readFile(dbFile(dir), 'utf8'));
    db.accounts = [];
    await fs.writeFile(dbFile(dir), JSON.stringify(db));
    const { code, output } = await runToExit(dir);
    expect(code).toBe(2);
    expect(output).toMatch(/db\.json is not a fixture database: the "accounts" collection is empty/);
    expect(JSON.parse(await fs.readFile(dbFile(dir), 'utf8')).accounts).toEqual([]);
  });

  it('stops with one clear line and exit code 2 when the data folder is read-only', async () => {
    const { dir } = await writtenDir();
    // File permissions do not bind root: as root, the fixture runs as nobody.
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined;
    for (const f of await fs.readdir(dir)) await fs.chmod(path.join(dir, f), 0o555);
    await fs.chmod(dir, 0o555);
    try {
      const { code, output } = await runToExit(dir, {}, 45_000, asNobody);
      expect(code).toBe(2);
      expect(output.trim().split('\n')).toHaveLength(1);
      expect(output).toMatch(/^\[mock-api\] The data folder .* refuses writes \(EACCES: permission denied\)/);
    } finally {
      await fs.chmod(dir, 0o755);
    }
  });
});
