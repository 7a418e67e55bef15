import { promises as fs } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db.ts';
import { createSegment, errText, serializeSnapshot, syncDir, writeDurably, writeSnapshot } from './disk.ts';
import { ApiError } from './errors.ts';
import { applyOps, encodeWindow, frame, type Entry } from './journal.ts';
import { message, messages } from './messages.ts';
import { recover } from './recovery.ts';
import { Tx, Window, undoWindow, type TxHost } from './tracking.ts';

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
 * Start-up (open) is recovery.ts: it loads the snapshot and the journal after it, restores a missing or damaged
 * db.json from the last good copy, refuses damaged data with a one-line reason, and seeds only an empty folder.
 * The files themselves (durable writes, the snapshot's text, segment names) are disk.ts.
 */
export class Store implements TxHost {
  db!: Db;
  /** Moves whenever the durable state does (a commit, a rollback, a reset): the key for caches of answers. */
  version = 0;
  window = new Window(0);
  /**
   * Told which records changed in place, before their commits resolve: after every durable group (its records)
   * and every rollback (the records it restored). Caches of presented records listen here (answers.ts).
   */
  onRecordsChanged: ((records: Iterable<object>) => void) | null = null;
  /** The `version` at which each top-level key last changed durably; `epoch` moves when all may have (stamp()). */
  private readonly changedAt = new Map<string, number>();
  private epoch = 0;
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
    const r = await recover({ dir: this.dir, file: this.file, backup: this.backup }, seed);
    this.db = r.db;
    if (this.verify) this.durableText = canonical(this.db);
    this.seq = r.seq;
    this.snapshotSeq = r.snapshotSeq;
    this.sinceSnapshot = r.sinceSnapshot;
    this.journal = r.journal;
    this.journalName = r.journalName;
    this.journalBytes = r.journalBytes;
    this.segments = r.segments;
    this.compactAt = compactThreshold(r.snapshotBytes);
    this.version += 1;
    this.epoch += 1;
    return r.outcome;
  }

  /** Replaces the whole database (the test reset): a new snapshot and last good copy; the old journal goes. */
  replace(db: Db): Promise<void> {
    return this.enqueue(async () => {
      const seq = this.seq + 1;
      const text = serializeSnapshot(db, seq);
      await writeSnapshot(this.dir, this.file, text); // the reset is durable from here on
      undoWindow(this.db, this.window);
      this.window = new Window(this.window.id + 1);
      const reset = new ApiError(503, messages.server.store.reset_under_way);
      for (const tx of this.live) tx.aborted = reset;
      this.db = db;
      if (this.verify) this.durableText = canonical(db);
      this.seq = seq;
      this.snapshotSeq = seq;
      this.generation += 1;
      this.version += 1;
      this.epoch += 1;
      await writeSnapshot(this.dir, this.backup, text);
      await this.startSegment(seq + 1);
      await this.dropSegmentsUpTo(seq);
      this.sinceSnapshot = 0;
      this.compactAt = compactThreshold(Buffer.byteLength(text));
    });
  }

  /**
   * Names the durable state of the given top-level keys: it changes when any of them does (a commit that touched
   * it), and on every start, reset and rollback. The key for cached answers that read only those collections.
   */
  stamp(keys: readonly string[]): string {
    return `${this.epoch}/${keys.map((k) => this.changedAt.get(k) ?? 0).join('.')}`;
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
      if (this.broken) throw new Error(message('server.store.journal_end_lost', { reason: this.broken }));
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
    for (const key of win.roots.keys()) this.changedAt.set(key, this.version);
    for (const { key } of win.records.values()) this.changedAt.set(key, this.version);
    this.onRecordsChanged?.(win.records.keys());
    settle(waiters, null);
    if (snapshot) this.compact(snapshot, this.sinceSnapshot);
  }

  private async append(line: Buffer): Promise<void> {
    const fh = this.journal;
    if (!fh) throw new Error(messages.server.store.journal_closed);
    let done = 0;
    while (done < line.length) {
      const { bytesWritten } = await fh.write(line, done, line.length - done, this.journalBytes + done);
      if (bytesWritten <= 0) throw new Error(messages.server.store.journal_no_bytes);
      done += bytesWritten;
    }
    await fh.datasync();
    this.journalBytes += line.length;
  }

  /** Cuts whatever a failed append left after the last whole entry. */
  private async truncateBack(): Promise<void> {
    try {
      if (!this.journal) throw new Error(messages.server.store.journal_closed);
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
    this.onRecordsChanged?.([...this.window.records.keys(), ...win.records.keys()]);
    this.window = new Window(this.window.id + 1);
    const error = new ApiError(500, failedMessage(reason));
    for (const tx of this.live) {
      if (tx.lastWindow >= win.id || !tx.committing) tx.aborted = error;
    }
    this.version += 1;
    this.epoch += 1;
    if (this.verify && canonical(this.db) !== this.durableText) {
      console.error(messages.server.store.rollback_incomplete);
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
      throw new Error(message('server.store.bypassed_tracking', { keys: where.join('", "') }));
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
        console.warn(message('server.store.snapshot_write_failed', { reason: errText(e) }));
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
      console.warn(message('server.store.compaction_stopped', { reason: errText(e) }));
      this.compactAt = this.sinceSnapshot + compactThreshold(size);
    } finally {
      this.compacting = false;
    }
  }

  /** Starts a new journal segment; the current one is closed and kept until a last good copy covers it. */
  private async startSegment(start: number): Promise<void> {
    const { handle: fh, name } = await createSegment(this.dir, start);
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

const failedMessage = (reason: string) => message('server.store.write_failed', { reason });

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
