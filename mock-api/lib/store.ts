// lowdb holds the database in memory; `commit()` resolves once the whole state is durably on disk. The write, the
// restore and the failure rules: docs/fixture.md, 'Storage and answers'.
import { promises as fs, constants as fsc } from 'node:fs';
import path from 'node:path';
import { Low, type Adapter } from 'lowdb';
import { dbShapeProblem, emptyDb, type Db } from './db.ts';
import { ApiError } from './errors.ts';
import { message, messages } from './messages.ts';

export class StoreError extends Error {}

const text = messages.server.store;

export class Store {
  version = 0;
  generation = 0;
  private discarded = new ApiError(500, text.write_failed);
  private readonly file: DurableFile;
  private readonly low: Low<Db>;
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private stale: ApiError | null = null;
  private readonly memos = new Map<string, unknown>();
  private memoVersion = -1;

  constructor(readonly dir: string) {
    this.file = new DurableFile(dir);
    this.low = new Low<Db>(this.file, emptyDb());
  }

  get db(): Db {
    return this.low.data;
  }

  async open(seed: () => Promise<Db>): Promise<'loaded' | 'seeded' | 'restored'> {
    try {
      return await this.load(seed);
    } catch (e) {
      if (e instanceof StoreError || !(e as NodeJS.ErrnoException).code) throw e;
      throw new StoreError(message('server.store.folder_unusable', { dir: this.dir, reason: errText(e) }));
    }
  }

  private async load(seed: () => Promise<Db>): Promise<'loaded' | 'seeded' | 'restored'> {
    await checkFolder(this.dir);
    const { file, backup } = this.file;
    const [main, bak] = await Promise.all([readDb(file), readDb(backup)]);
    const unchanged = text.unchanged;
    let outcome: 'loaded' | 'seeded' | 'restored' = 'loaded';
    if (main.kind === 'missing' && bak.kind === 'missing') {
      this.low.data = await seed();
      await this.low.write();
      outcome = 'seeded';
    } else if (main.kind === 'shape') {
      // Whole JSON of the wrong shape is someone's edit, not a torn write: never replaced behind their back.
      throw new StoreError(message('server.store.not_fixture_db', { file, reason: main.reason, unchanged }));
    } else if (main.kind === 'ok') {
      this.low.data = main.db;
    } else if (bak.kind === 'ok') {
      this.low.data = bak.db;
      await putInPlace(this.dir, file, bak.text);
      const why = main.kind === 'bad' ? message('server.store.is_reason', { reason: main.reason }) : text.is_missing;
      console.warn(message('server.store.restored', { file, why, backup }));
      outcome = 'restored';
    } else if (bak.kind === 'shape') {
      throw new StoreError(
        message('server.store.backup_not_fixture_db', { file: backup, reason: bak.reason, unchanged }),
      );
    } else {
      const why = main.kind === 'bad' ? main.reason : text.missing;
      throw new StoreError(message('server.store.no_good_copy', { file, why }));
    }
    // A db.json that loads is the newest good copy: kept, so damage to db.json later loses nothing written before.
    const loaded = main.kind === 'ok' ? main.text : JSON.stringify(this.db);
    if (outcome !== 'restored' && (bak.kind !== 'ok' || bak.text !== loaded)) {
      await putInPlace(this.dir, backup, loaded);
      if (bak.kind === 'bad')
        console.warn(message('server.store.backup_replaced', { file: backup, reason: bak.reason }));
    }
    this.version += 1;
    return outcome;
  }

  // `since` is the request's generation: if the state was replaced after it, the commit fails
  async commit(since: number): Promise<void> {
    this.version += 1;
    if (since !== this.generation) throw this.discarded;
    await this.flush();
    if (since !== this.generation) throw this.discarded;
  }

  async replace(db: Db): Promise<void> {
    this.low.data = db;
    this.moveOn(new ApiError(503, text.reset_under_way));
    await this.flush();
  }

  memo<T>(key: string, build: () => T): T {
    if (this.memoVersion !== this.version) {
      this.memos.clear();
      this.memoVersion = this.version;
    }
    if (!this.memos.has(key)) this.memos.set(key, build());
    return this.memos.get(key) as T;
  }

  async close(): Promise<void> {
    await (this.queued ?? this.inFlight)?.catch(() => undefined);
  }

  private flush(): Promise<void> {
    if (this.inFlight) {
      this.queued ??= this.inFlight
        .catch(() => undefined)
        .then(() => {
          this.queued = null;
          return this.flush();
        });
      return this.queued;
    }
    this.inFlight = this.writeOnce().finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  private async writeOnce(): Promise<void> {
    if (this.stale) await this.reload(this.stale);
    const generation = this.generation;
    try {
      await this.low.write();
    } catch (e) {
      const error = new ApiError(500, message('server.store.write_failed', { reason: errText(e) }));
      // Inside the write under way, so the next write cannot start from the state that failed; unless a reset
      // already replaced that state meanwhile, and its own write follows.
      if (generation === this.generation) await this.reload(error);
      throw error;
    }
  }

  private async reload(error: ApiError): Promise<void> {
    this.stale = error;
    try {
      await this.low.read();
    } catch (e) {
      throw new ApiError(500, message('server.store.write_failed', { reason: errText(e) }));
    }
    this.stale = null;
    this.moveOn(error);
  }

  private moveOn(discarded: ApiError): void {
    this.generation += 1;
    this.version += 1;
    this.discarded = discarded;
  }
}

class DurableFile implements Adapter<Db> {
  readonly file: string;
  readonly backup: string;
  private readonly tmp: string;
  // from replacing db.json until the folder fsync, only the last good copy is surely durable
  private backupIsNewest = false;

  constructor(private readonly dir: string) {
    this.file = path.join(dir, 'db.json');
    this.backup = path.join(dir, 'db.last-good.json');
    this.tmp = `${this.file}.tmp`;
  }

  async read(): Promise<Db> {
    const r = await readDb(this.backupIsNewest ? this.backup : this.file);
    if (r.kind !== 'ok') throw new Error(r.kind === 'missing' ? text.missing : r.reason);
    return r.db;
  }

  async write(db: Db): Promise<void> {
    await writeDurably(this.tmp, JSON.stringify(db));
    if (!this.backupIsNewest) {
      // A second name for the current db.json, not a rename: db.json is never missing, not even for a moment.
      await fs.rm(this.backup, { force: true });
      await fs.link(this.file, this.backup).catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT') throw e; // the first write into a new folder
      });
    }
    this.backupIsNewest = true;
    await fs.rename(this.tmp, this.file);
    await syncDir(this.dir);
    this.backupIsNewest = false;
  }
}

type Read =
  | { kind: 'ok'; db: Db; text: string }
  | { kind: 'missing' }
  | { kind: 'bad'; reason: string }
  | { kind: 'shape'; reason: string };

async function readDb(file: string): Promise<Read> {
  let content: string;
  try {
    content = await fs.readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'bad', reason: message('server.store.unreadable', { reason: errText(e) }) };
  }
  if (content.trim() === '') return { kind: 'bad', reason: text.empty };
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { kind: 'bad', reason: text.corrupt };
  }
  const problem = dbShapeProblem(parsed);
  return problem ? { kind: 'shape', reason: problem } : { kind: 'ok', db: parsed as Db, text: content };
}

async function checkFolder(dir: string): Promise<void> {
  const fix = text.folder_fix;
  try {
    await fs.mkdir(dir, { recursive: true });
  } catch (e) {
    throw new StoreError(message('server.store.folder_not_created', { dir, reason: errText(e), fix }));
  }
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    await writeDurably(probe, 'ok');
  } catch (e) {
    throw new StoreError(message('server.store.folder_refuses_writes', { dir, reason: errText(e), fix }));
  } finally {
    await fs.rm(probe, { force: true }).catch(() => undefined);
  }
}

async function putInPlace(dir: string, target: string, content: string): Promise<void> {
  const tmp = `${target}.tmp`;
  await writeDurably(tmp, content);
  await fs.rename(tmp, target);
  await syncDir(dir);
}

export function errText(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  if (err?.code && typeof err.message === 'string')
    return `${err.code}: ${err.message.replace(/^[A-Z]+: /, '').split(',')[0]}`;
  return err instanceof Error ? err.message : String(e);
}

export async function writeDurably(file: string, data: string | Uint8Array): Promise<void> {
  const h = await fs.open(file, fsc.O_WRONLY | fsc.O_CREAT | fsc.O_TRUNC, 0o600);
  try {
    await h.writeFile(data);
    await h.sync();
  } finally {
    await h.close();
  }
}

export async function syncDir(dir: string): Promise<void> {
  const h = await fs.open(dir, 'r');
  try {
    await h.sync();
  } finally {
    await h.close();
  }
}
