import { promises as fs, constants as fsc } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { dbShapeProblem, type Db } from './db.ts';
import { ApiError } from './errors.ts';
import { applyOps, encodeWindow, frame, parseSegment, type Entry } from './journal.ts';
import { Tx, Window, undoWindow, type TxHost } from './tracking.ts';

/** The database cannot be opened; the message says why and what to do, on one line (server.ts exits with 2). */
export class StoreError extends Error {}

/**
 * The fixture's durable store. The database lives in memory; on disk it is a snapshot plus a journal:
 *
 *   db.json               snapshot: the database as of journal entry `snapshot_seq` (a top-level field)
 *   db.last-good.json     the snapshot before it (kept with every journal entry after it)
 *   db.journal.<start>    journal segments: one line per commit group, appended and fsynced (journal.ts)
 *
 * Writes. A write handler changes `ctx.db` in place, then awaits `ctx.commit()`; its `ctx.db` is a Tx (tracking.ts)
 * that records what changed since the last cut and what it was before. Commits are grouped: while one group is
 * being appended and fsynced, the commits that arrive wait and go together in the next. A group cuts the changes
 * made so far (encoded synchronously, so later changes belong to the next group), appends one entry and fsyncs it;
 * then its commits resolve. Each commit writes only the records it changed, so its cost does not grow with the
 * database. A kill -9 leaves at worst a torn last line, which was never acknowledged and is ignored on start.
 *
 * A failed write changes nothing. If the append or the fsync fails (disk full, read-only, I/O error):
 *   - the journal is truncated back to its last whole entry (if even that fails, every later group fails until
 *     it succeeds, so nothing is ever appended after a torn line);
 *   - the database is restored to the last durable state: the undo logs of the failed group and of the changes
 *     made since it was cut are played back, newest first (records in place, collections by their saved copy);
 *   - every transaction that could hold undone changes or have read them is aborted: those that touched the
 *     database in the failed group's window or later, and those that touched it at all and have not finished
 *     their changes (they may hold references across the undo). From then on their accesses and commits throw
 *     a 500 with the reason, so none of them can be acknowledged while its change is lost, nor write on top of
 *     the restored state what it read before. Transactions whose changes were all in earlier, durable groups
 *     and that only wait for their commit are acknowledged: their changes are on disk.
 * Until its group is durable a change is visible to other requests (read-uncommitted); if the group fails it
 * disappears again, and `version` (the key for cached answers) moves only when the durable state does.
 *
 * Compaction. When the journal since the snapshot outgrows the snapshot (or MOCK_API_COMPACT_BYTES), the state as
 * of a group's cut is serialised with that group and, once the group is durable, written to a temporary file in
 * the background while later groups keep appending. Then, between groups: db.json becomes db.last-good.json, the
 * new snapshot becomes db.json, a new segment starts, and segments wholly older than the new last good copy go.
 * At every step some snapshot plus the entries after it covers every acknowledged write, so the last good copy is
 * never older than the last acknowledged write.
 *
 * Start-up (open): a folder that refuses writes, a database that is not the fixture's shape, or a journal that
 * does not continue its snapshot (a gap or a damaged line in the middle) stops the fixture with a one-line reason
 * and nothing changed. A missing or damaged db.json with a good last good copy is restored from it and the journal.
 * The seed is written only into a folder with no database, no last good copy and no journal; `npm run api:reset`
 * starts over.
 */
export class Store implements TxHost {
  db!: Db;
  /** Moves whenever the durable state does (a commit, a rollback, a reset): the key for caches of answers. */
  version = 0;
  window = new Window(0);
  readonly file: string;
  readonly backup: string;

  private seq = 0;
  private snapshotSeq = 0;
  private journal: FileHandle | null = null;
  private journalName = '';
  private journalBytes = 0;
  /** Closed segments and the last entry each holds. */
  private segments: { name: string; lastSeq: number }[] = [];
  private sinceSnapshot = 0;
  private compactAt = 0;
  private compacting = false;
  /** Bumped by a reset, so a snapshot written before it is never put in place after it. */
  private generation = 0;
  /** Why the journal's end could not be restored after a failed write; groups fail while it is set. */
  private broken: string | null = null;
  private readonly live = new Set<Tx>();
  private waiting: Waiter[] = [];
  private tasks: (() => Promise<void>)[] = [];
  private looping = false;
  /**
   * MOCK_API_VERIFY_JOURNAL=1 (the api tests): the durable state as text. Each group is replayed from the bytes it
   * writes onto it and must equal the live database, so a change that bypassed the tracking (a GET handler that
   * writes, a predicate that changes its record) fails its commit loudly instead of being lost on restart.
   */
  private durableText: string | null = null;
  private readonly verify = process.env.MOCK_API_VERIFY_JOURNAL === '1';

  constructor(readonly dir: string) {
    this.file = path.join(dir, 'db.json');
    this.backup = path.join(dir, 'db.last-good.json');
  }

  /** Loads the database (snapshot + journal), restoring from the last good copy when needed; seeds an empty folder. */
  async open(seed: () => Promise<Db>): Promise<'loaded' | 'seeded' | 'restored'> {
    try {
      return await this.load(seed);
    } catch (e) {
      if (e instanceof StoreError) throw e;
      const code = (e as NodeJS.ErrnoException).code;
      if (!code) throw e;
      throw new StoreError(
        `The data folder ${this.dir} could not be read or written (${errText(e)}). Nothing was changed.`,
      );
    }
  }

  private async load(seed: () => Promise<Db>): Promise<'loaded' | 'seeded' | 'restored'> {
    await this.checkFolder();
    const [main, bak, segments] = await Promise.all([
      readSnapshot(this.file),
      readSnapshot(this.backup),
      this.readSegments(),
    ]);
    if (main.kind === 'missing' && bak.kind === 'missing' && segments.length === 0) {
      await this.seedInto(await seed());
      return 'seeded';
    }
    const unchanged = 'It was not loaded and nothing was changed.';
    if (main.kind === 'shape') {
      throw new StoreError(
        `${this.file} is not a fixture database: ${main.reason}. ${unchanged} Move it away to restore the last good copy, ` +
          `or run "npm run api:reset" to rebuild the database from the seed.`,
      );
    }
    let base: GoodSnapshot;
    let restored: string | null = null;
    if (main.kind === 'ok') base = main;
    else if (bak.kind === 'ok') {
      base = bak;
      restored = main.kind === 'missing' ? 'is missing' : `is ${main.reason}`;
    } else if (bak.kind === 'shape') {
      throw new StoreError(
        `${this.backup} is not a fixture database: ${bak.reason}. ${unchanged} Run "npm run api:reset" to rebuild it.`,
      );
    } else if (main.kind === 'missing' && bak.kind === 'missing') {
      throw new StoreError(
        `${this.file} is missing, and the journal in ${this.dir} holds changes but there is no snapshot to apply them to. ` +
          `Nothing was changed. Run "npm run api:reset" to rebuild the database from the seed.`,
      );
    } else {
      const why = main.kind === 'missing' ? 'missing' : main.reason;
      throw new StoreError(
        `The fixture database ${this.file} is ${why} and there is no good copy to restore. ` +
          `Nothing was changed. Run "npm run api:reset" to rebuild it from the seed.`,
      );
    }

    let seq = base.seq;
    let replayed = 0;
    for (const seg of segments) {
      for (const entry of seg.entries) {
        if (entry.seq <= seq) continue;
        if (entry.seq !== seq + 1) {
          throw new StoreError(
            `The journal does not continue the snapshot: after entry ${seq} comes entry ${entry.seq} (${seg.name}), so ` +
              `acknowledged writes are missing. ${unchanged} Run "npm run api:reset" to start again from the seed.`,
          );
        }
        try {
          applyOps(base.db, entry.ops);
        } catch (e) {
          throw new StoreError(
            `Journal entry ${entry.seq} (${seg.name}) does not apply to the snapshot (${(e as Error).message}). ${unchanged}`,
          );
        }
        seq = entry.seq;
        replayed += 1;
      }
    }
    const problem = dbShapeProblem(base.db);
    if (problem)
      throw new StoreError(`The database rebuilt from the journal is not a fixture database: ${problem}. ${unchanged}`);

    this.db = base.db;
    if (this.verify) this.durableText = canonical(this.db);
    this.seq = seq;
    this.snapshotSeq = base.seq;
    this.sinceSnapshot = segments.reduce((n, s) => n + s.validBytes, 0);
    const active = segments.at(-1);
    if (active) {
      this.journal = await fs.open(path.join(this.dir, active.name), fsc.O_RDWR);
      this.journalName = active.name;
      this.journalBytes = active.validBytes;
      if (active.tornBytes > 0) {
        // the end of a write that was never acknowledged: cut it so the next entry starts on a clean line
        await this.journal.truncate(active.validBytes);
        await this.journal.datasync();
      }
      this.segments = segments.slice(0, -1).map((s) => ({ name: s.name, lastSeq: s.entries.at(-1)?.seq ?? 0 }));
    } else {
      await this.startSegment(seq + 1);
    }
    const text = serializeSnapshot(this.db, seq);
    if (restored) {
      await this.writeSnapshot(this.file, text);
      this.snapshotSeq = seq;
      console.warn(
        `[mock-api] ${this.file} ${restored}; restored the last good copy ${this.backup} ` +
          `and replayed ${replayed} journal ${replayed === 1 ? 'entry' : 'entries'} after it.`,
      );
    }
    if (bak.kind !== 'ok') {
      await this.writeSnapshot(this.backup, text);
      if (bak.kind === 'bad')
        console.warn(`[mock-api] ${this.backup} was ${bak.reason}; replaced it with the database as loaded.`);
    }
    this.compactAt = compactThreshold(Buffer.byteLength(text));
    this.version += 1;
    return restored ? 'restored' : 'loaded';
  }

  /** Replaces the whole database (the test reset): a new snapshot and last good copy; the old journal goes. */
  replace(db: Db): Promise<void> {
    return this.enqueue(async () => {
      const seq = this.seq + 1;
      const text = serializeSnapshot(db, seq);
      await this.writeSnapshot(this.file, text); // the reset is durable from here on
      undoWindow(this.db, this.window);
      this.window = new Window(this.window.id + 1);
      const reset = new ApiError(
        503,
        'The database was reset while this request was under way; nothing it changed was kept.',
      );
      for (const tx of this.live) tx.aborted = reset;
      this.db = db;
      if (this.verify) this.durableText = canonical(db);
      this.seq = seq;
      this.snapshotSeq = seq;
      this.generation += 1;
      this.version += 1;
      await this.writeSnapshot(this.backup, text);
      await this.startSegment(seq + 1);
      await this.dropSegmentsUpTo(seq);
      this.sinceSnapshot = 0;
      this.compactAt = compactThreshold(Buffer.byteLength(text));
    });
  }

  /** A write request's transaction: its `db` tracks changes; end() it when the request is over. */
  begin(): Tx {
    return new Tx(this);
  }

  enlist(tx: Tx): void {
    this.live.add(tx);
  }

  retire(tx: Tx): void {
    this.live.delete(tx);
  }

  /** Resolves once every change made so far (the transaction's included) is durable; rejects if it was undone. */
  commit(tx: Tx | null = null): Promise<void> {
    if (tx?.aborted) return Promise.reject(tx.aborted);
    if (tx) tx.committing = true;
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ tx, resolve, reject });
      this.kick();
    }).finally(() => {
      if (tx) tx.committing = false;
    });
  }

  /** Waits for queued work, then closes the journal (scripts that open the store and exit). */
  async close(): Promise<void> {
    await this.enqueue(async () => undefined);
    await this.journal?.close();
    this.journal = null;
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.tasks.push(() => task().then(resolve, reject));
      this.kick();
    });
  }

  private kick(): void {
    if (this.looping) return;
    this.looping = true;
    // setImmediate, not a microtask: requests that arrive in the same turn join the first group.
    setImmediate(() => void this.loop());
  }

  private async loop(): Promise<void> {
    try {
      for (;;) {
        const task = this.tasks.shift();
        if (task) {
          await task();
          continue;
        }
        if (this.waiting.length === 0) break;
        const waiters = this.waiting;
        this.waiting = [];
        await this.group(waiters);
      }
    } finally {
      this.looping = false;
      if (this.tasks.length > 0 || this.waiting.length > 0) this.kick();
    }
  }

  private async group(waiters: Waiter[]): Promise<void> {
    const win = this.window;
    this.window = new Window(win.id + 1);
    if (win.empty) {
      settle(waiters, null);
      return;
    }
    let snapshot: { text: string; seq: number; generation: number } | null = null;
    let bytes = 0;
    let verified: string | null = null;
    try {
      const entry: Entry = { seq: this.seq + 1, ops: encodeWindow(this.db, win) };
      const line = frame(entry);
      bytes = line.length;
      if (this.verify) verified = this.verifyEntry(line);
      if (!this.compacting && this.sinceSnapshot + bytes >= this.compactAt) {
        snapshot = { text: serializeSnapshot(this.db, entry.seq), seq: entry.seq, generation: this.generation };
      }
      if (this.broken) await this.truncateBack();
      if (this.broken)
        throw new Error(`the journal's end could not be restored after an earlier failure: ${this.broken}`);
      await this.append(line);
    } catch (e) {
      await this.truncateBack();
      this.rollback(win, errText(e));
      settle(waiters, new ApiError(500, failedMessage(errText(e))));
      return;
    }
    this.seq += 1;
    this.sinceSnapshot += bytes;
    this.version += 1;
    if (verified !== null) this.durableText = verified;
    settle(waiters, null);
    if (snapshot) this.compact(snapshot, this.sinceSnapshot);
  }

  private async append(line: Buffer): Promise<void> {
    const fh = this.journal;
    if (!fh) throw new Error('the journal is closed');
    let done = 0;
    while (done < line.length) {
      const { bytesWritten } = await fh.write(line, done, line.length - done, this.journalBytes + done);
      if (bytesWritten <= 0) throw new Error('the journal accepted no bytes');
      done += bytesWritten;
    }
    await fh.datasync();
    this.journalBytes += line.length;
  }

  /** Cuts whatever a failed append left after the last whole entry. */
  private async truncateBack(): Promise<void> {
    try {
      if (!this.journal) throw new Error('the journal is closed');
      await this.journal.truncate(this.journalBytes);
      await this.journal.datasync();
      this.broken = null;
    } catch (e) {
      this.broken = errText(e);
    }
  }

  private rollback(win: Window, reason: string): void {
    undoWindow(this.db, this.window); // changes made while the failed group was being written, newest first
    undoWindow(this.db, win);
    this.window = new Window(this.window.id + 1);
    const error = new ApiError(500, failedMessage(reason));
    for (const tx of this.live) {
      if (tx.lastWindow >= win.id || !tx.committing) tx.aborted = error;
    }
    this.version += 1;
    if (this.verify && canonical(this.db) !== this.durableText) {
      console.error('[mock-api] the rollback did not restore the durable state: a change bypassed the tracking.');
    }
  }

  /** The state replayed from the entry's own bytes; throws when it differs from the live database. */
  private verifyEntry(line: Buffer): string {
    const text = line.toString('utf8');
    const { ops } = JSON.parse(text.slice(9, -1)) as Entry;
    const next = JSON.parse(this.durableText ?? 'null') as Record<string, unknown>;
    applyOps(next, ops);
    const expected = canonical(next);
    if (expected !== canonical(this.db)) {
      const live = this.db as unknown as Record<string, unknown>;
      const keys = [...new Set([...Object.keys(next), ...Object.keys(live)])];
      const where = keys.filter((k) => JSON.stringify(next[k]) !== JSON.stringify(live[k]));
      throw new Error(
        `a change to "${where.join('", "')}" bypassed the tracking and would not be journaled (a GET route that writes belongs in WRITING_GETS, app.ts)`,
      );
    }
    return expected;
  }

  /** Writes a snapshot in the background; puts it in place between groups once it is on disk. */
  private compact(snap: { text: string; seq: number; generation: number }, bytesAtCut: number): void {
    this.compacting = true;
    const tmp = `${this.file}.compact.tmp`;
    const size = Buffer.byteLength(snap.text);
    writeDurably(tmp, snap.text).then(
      () => {
        this.tasks.push(() => this.rotate(tmp, snap, size, bytesAtCut));
        this.kick();
      },
      (e: unknown) => {
        console.warn(
          `[mock-api] could not write a snapshot (${errText(e)}); the journal holds every change, compaction will be tried again.`,
        );
        void fs.rm(tmp, { force: true }).catch(() => undefined);
        this.compacting = false;
        this.compactAt = this.sinceSnapshot + compactThreshold(size);
      },
    );
  }

  private async rotate(
    tmp: string,
    snap: { seq: number; generation: number },
    size: number,
    bytesAtCut: number,
  ): Promise<void> {
    try {
      if (snap.generation !== this.generation) {
        await fs.rm(tmp, { force: true });
        return;
      }
      const lastGood = this.snapshotSeq;
      await fs.rename(this.file, this.backup);
      await syncDir(this.dir);
      await fs.rename(tmp, this.file);
      await syncDir(this.dir);
      this.snapshotSeq = snap.seq;
      this.sinceSnapshot = Math.max(0, this.sinceSnapshot - bytesAtCut);
      this.compactAt = compactThreshold(size);
      await this.startSegment(this.seq + 1);
      await this.dropSegmentsUpTo(lastGood);
    } catch (e) {
      console.warn(`[mock-api] compaction stopped (${errText(e)}); the journal holds every change.`);
      this.compactAt = this.sinceSnapshot + compactThreshold(size);
    } finally {
      this.compacting = false;
    }
  }

  /** Starts a new journal segment; the current one is closed and kept until a last good copy covers it. */
  private async startSegment(start: number): Promise<void> {
    const name = `db.journal.${String(start).padStart(12, '0')}`;
    const fh = await fs.open(path.join(this.dir, name), fsc.O_RDWR | fsc.O_CREAT | fsc.O_TRUNC, 0o600);
    await syncDir(this.dir);
    if (this.journal) {
      this.segments.push({ name: this.journalName, lastSeq: this.seq });
      await this.journal.close();
    }
    this.journal = fh;
    this.journalName = name;
    this.journalBytes = 0;
    this.broken = null;
  }

  private async dropSegmentsUpTo(seq: number): Promise<void> {
    const keep: { name: string; lastSeq: number }[] = [];
    for (const s of this.segments) {
      if (s.lastSeq <= seq) await fs.rm(path.join(this.dir, s.name), { force: true });
      else keep.push(s);
    }
    if (keep.length !== this.segments.length) await syncDir(this.dir);
    this.segments = keep;
  }

  private async seedInto(db: Db): Promise<void> {
    const text = serializeSnapshot(db, 0);
    await this.writeSnapshot(this.file, text);
    await this.writeSnapshot(this.backup, text);
    this.db = db;
    if (this.verify) this.durableText = canonical(db);
    this.seq = 0;
    this.snapshotSeq = 0;
    await this.startSegment(1);
    this.compactAt = compactThreshold(Buffer.byteLength(text));
    this.version += 1;
  }

  private async writeSnapshot(target: string, text: string): Promise<void> {
    const tmp = `${target}.tmp`;
    await writeDurably(tmp, text);
    await fs.rename(tmp, target);
    await syncDir(this.dir);
  }

  /** One clear line, before anything is read or written, when the folder cannot hold the database. */
  private async checkFolder(): Promise<void> {
    const fix = 'the fixture keeps its database there. Make it writable, or set MOCK_API_DATA_DIR to a folder that is.';
    try {
      await fs.mkdir(this.dir, { recursive: true });
    } catch (e) {
      throw new StoreError(`The data folder ${this.dir} cannot be created (${errText(e)}); ${fix}`);
    }
    const probe = path.join(this.dir, `.write-check-${process.pid}`);
    try {
      await writeDurably(probe, 'ok');
    } catch (e) {
      throw new StoreError(`The data folder ${this.dir} refuses writes (${errText(e)}); ${fix}`);
    } finally {
      await fs.rm(probe, { force: true }).catch(() => undefined);
    }
  }

  private async readSegments(): Promise<(ReturnType<typeof parseSegment> & { name: string })[]> {
    const names = (await fs.readdir(this.dir)).filter((n) => /^db\.journal\.\d{12}$/.test(n)).sort();
    const out: (ReturnType<typeof parseSegment> & { name: string })[] = [];
    for (const name of names) {
      const parsed = parseSegment(await fs.readFile(path.join(this.dir, name)));
      if (parsed.damagedLine !== undefined) {
        throw new StoreError(
          `The journal ${path.join(this.dir, name)} is damaged at line ${parsed.damagedLine} (good entries follow it), so ` +
            `acknowledged writes cannot be rebuilt. It was not loaded and nothing was changed.`,
        );
      }
      out.push({ ...parsed, name });
    }
    return out;
  }
}

interface Waiter {
  tx: Tx | null;
  resolve(): void;
  reject(e: Error): void;
}

/** Resolves the commits of a group; a transaction aborted by a rollback gets its reason instead. */
function settle(waiters: Waiter[], failure: ApiError | null): void {
  for (const w of waiters) {
    if (w.tx?.aborted) w.reject(w.tx.aborted);
    else if (failure && !w.tx) w.reject(failure);
    else w.resolve();
  }
}

const failedMessage = (reason: string) =>
  `The change was not saved: the database could not be written (${reason}). Nothing was changed; send it again once the data folder accepts writes.`;

function errText(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  if (err?.code && typeof err.message === 'string')
    return `${err.code}: ${err.message.replace(/^[A-Z]+: /, '').split(',')[0]}`;
  return err instanceof Error ? err.message : String(e);
}

/** Compact once the journal since the snapshot is as large as the snapshot (at least 4 MB), or as configured. */
function compactThreshold(snapshotBytes: number): number {
  const configured = Number(process.env.MOCK_API_COMPACT_BYTES);
  if (Number.isFinite(configured) && configured > 0) return configured;
  return Math.max(4 * 1024 * 1024, snapshotBytes);
}

/** JSON with the top-level keys in one order, so a restored key does not read as a change. */
function canonical(db: object): string {
  const root = db as Record<string, unknown>;
  return JSON.stringify(
    Object.fromEntries(
      Object.keys(root)
        .sort()
        .map((k) => [k, root[k]]),
    ),
  );
}

function serializeSnapshot(db: Db, seq: number): string {
  const body = JSON.stringify(db);
  return `{"snapshot_seq":${seq}${body === '{}' ? '' : ','}${body.slice(1)}`;
}

type GoodSnapshot = { kind: 'ok'; db: Db; seq: number };
type Snapshot =
  GoodSnapshot | { kind: 'missing' } | { kind: 'bad'; reason: string } | { kind: 'shape'; reason: string };

async function readSnapshot(file: string): Promise<Snapshot> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'bad', reason: `unreadable (${errText(e)})` };
  }
  if (text.trim() === '') return { kind: 'bad', reason: 'empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'bad', reason: 'corrupt (not valid JSON)' };
  }
  const obj = parsed as Record<string, unknown> | null;
  const seq = obj && typeof obj === 'object' ? (obj.snapshot_seq ?? 0) : 0;
  if (!Number.isInteger(seq) || (seq as number) < 0)
    return { kind: 'shape', reason: '"snapshot_seq" is not a whole number' };
  if (obj && typeof obj === 'object') delete obj.snapshot_seq;
  const problem = dbShapeProblem(parsed);
  return problem ? { kind: 'shape', reason: problem } : { kind: 'ok', db: parsed as Db, seq: seq as number };
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
