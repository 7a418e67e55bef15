import { promises as fs, constants as fsc } from 'node:fs';
import path from 'node:path';
import { isDb, type Db } from './db.ts';

export class StoreError extends Error {}

/**
 * Durable JSON store. The database lives in memory and is written whole on each commit: temp file, fsync,
 * rename over db.json, fsync of the directory. A write is acknowledged only after that, so a kill -9 at any
 * moment leaves either the old or the new file, both complete. Commits that arrive while one is being
 * written are grouped into the next write (group commit).
 * The committed seed is never written to: the working copy lives in `dir` (gitignored .data by default).
 */
export class Store {
  db!: Db;
  readonly file: string;
  readonly backup: string;
  private current: Promise<void> = Promise.resolve();
  private next: Promise<void> | null = null;

  constructor(readonly dir: string) {
    this.file = path.join(dir, 'db.json');
    this.backup = path.join(dir, 'db.last-good.json');
  }

  /** Loads db.json; creates it from `seed` when absent; refuses a corrupt file unless the last good copy loads. */
  async open(seed: () => Promise<Db>): Promise<'loaded' | 'seeded' | 'restored'> {
    await fs.mkdir(this.dir, { recursive: true });
    const main = await readDb(this.file);
    if (main.kind === 'ok') {
      this.db = main.db;
      await this.copyToBackup();
      return 'loaded';
    }
    if (main.kind === 'missing') {
      this.db = await seed();
      await this.flush();
      await this.copyToBackup();
      return 'seeded';
    }
    const bak = await readDb(this.backup);
    if (bak.kind === 'ok') {
      console.warn(`[mock-api] ${this.file} is ${main.reason}; restored the last good copy ${this.backup}.`);
      this.db = bak.db;
      await this.flush();
      return 'restored';
    }
    throw new StoreError(
      `The fixture database ${this.file} is ${main.reason} and there is no good copy to restore. ` +
        `Nothing was changed. Run "npm run api:reset" to rebuild it from the seed.`,
    );
  }

  /** Replaces the whole database (reset) and persists it. */
  async replace(db: Db): Promise<void> {
    this.db = db;
    await this.commit();
    await this.copyToBackup();
  }

  /** Persists the current in-memory state; resolves once it is on disk. */
  commit(): Promise<void> {
    if (!this.next) {
      const run = this.current.then(() => {
        this.next = null;
        return this.flush();
      });
      this.next = run;
      this.current = run.catch(() => undefined);
    }
    return this.next;
  }

  private async flush(): Promise<void> {
    const tmp = `${this.file}.${process.pid}.tmp`;
    const data = JSON.stringify(this.db);
    await writeDurably(tmp, data);
    await fs.rename(tmp, this.file);
    await syncDir(this.dir);
  }

  private async copyToBackup(): Promise<void> {
    const tmp = `${this.backup}.tmp`;
    await fs.copyFile(this.file, tmp);
    const h = await fs.open(tmp, 'r+');
    await h.sync();
    await h.close();
    await fs.rename(tmp, this.backup);
    await syncDir(this.dir);
  }
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

type ReadResult = { kind: 'ok'; db: Db } | { kind: 'missing' } | { kind: 'bad'; reason: string };

async function readDb(file: string): Promise<ReadResult> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'bad', reason: `unreadable (${(e as Error).message})` };
  }
  if (text.trim() === '') return { kind: 'bad', reason: 'empty' };
  try {
    const parsed: unknown = JSON.parse(text);
    return isDb(parsed) ? { kind: 'ok', db: parsed } : { kind: 'bad', reason: 'not a fixture database' };
  } catch {
    return { kind: 'bad', reason: 'corrupt (not valid JSON)' };
  }
}
