/**
 * Start-up of the durable store (the design notes are in store.ts): loads the snapshot and replays the journal
 * after it, or seeds an empty folder.
 *
 * A folder that refuses writes, a database that is not the fixture's shape, or a journal that does not continue
 * its snapshot (a gap or a damaged line in the middle) stops the fixture with a one-line reason and nothing
 * changed. A missing or damaged db.json with a good last good copy is restored from it and the journal. A torn last
 * line (a write that was never acknowledged) is cut. The seed is written only into a folder with no database, no
 * last good copy and no journal; `npm run api:reset` starts over.
 */
import { promises as fs, constants as fsc } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { dbShapeProblem, type Db } from './db.ts';
import { createSegment, errText, SEGMENT_NAME, serializeSnapshot, writeDurably, writeSnapshot } from './disk.ts';
import { applyOps, parseSegment } from './journal.ts';
import { message, messages } from './messages.ts';

/** The database cannot be opened; the message says why and what to do, on one line (server.ts exits with 2). */
export class StoreError extends Error {}

/** Where the store keeps its files: the folder, db.json and db.last-good.json. */
export interface StorePaths {
  dir: string;
  file: string;
  backup: string;
}

/** The state the store continues from: the database, its place in the journal and the segment to append to. */
export interface Recovered {
  outcome: 'loaded' | 'seeded' | 'restored';
  db: Db;
  seq: number;
  snapshotSeq: number;
  /** Bytes of journal since the snapshot (compaction counts from them). */
  sinceSnapshot: number;
  journal: FileHandle;
  journalName: string;
  journalBytes: number;
  /** Closed segments and the last entry each holds. */
  segments: { name: string; lastSeq: number }[];
  /** Size of the snapshot as loaded, for the compaction threshold. */
  snapshotBytes: number;
}

const text = messages.server.store;

/** Loads the database (snapshot + journal), restoring from the last good copy when needed; seeds an empty folder. */
export async function recover(paths: StorePaths, seed: () => Promise<Db>): Promise<Recovered> {
  try {
    return await load(paths, seed);
  } catch (e) {
    if (e instanceof StoreError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    if (!code) throw e;
    throw new StoreError(message('server.store.folder_unusable', { dir: paths.dir, reason: errText(e) }));
  }
}

async function load({ dir, file, backup }: StorePaths, seed: () => Promise<Db>): Promise<Recovered> {
  await checkFolder(dir);
  const [main, bak, segments] = await Promise.all([readSnapshot(file), readSnapshot(backup), readSegments(dir)]);
  if (main.kind === 'missing' && bak.kind === 'missing' && segments.length === 0) {
    return seedInto(dir, file, backup, await seed());
  }
  const unchanged = text.unchanged;
  if (main.kind === 'shape') {
    throw new StoreError(message('server.store.not_fixture_db', { file, reason: main.reason, unchanged }));
  }
  let base: GoodSnapshot;
  let restored: string | null = null;
  if (main.kind === 'ok') base = main;
  else if (bak.kind === 'ok') {
    base = bak;
    restored = main.kind === 'missing' ? text.is_missing : message('server.store.is_reason', { reason: main.reason });
  } else if (bak.kind === 'shape') {
    throw new StoreError(
      message('server.store.backup_not_fixture_db', { file: backup, reason: bak.reason, unchanged }),
    );
  } else if (main.kind === 'missing' && bak.kind === 'missing') {
    throw new StoreError(message('server.store.no_snapshot', { file, dir }));
  } else {
    const why = main.kind === 'missing' ? text.missing : main.reason;
    throw new StoreError(message('server.store.no_good_copy', { file, why }));
  }

  let seq = base.seq;
  let replayed = 0;
  for (const seg of segments) {
    for (const entry of seg.entries) {
      if (entry.seq <= seq) continue;
      if (entry.seq !== seq + 1) {
        throw new StoreError(
          message('server.store.journal_gap', { seq, next: entry.seq, segment: seg.name, unchanged }),
        );
      }
      try {
        applyOps(base.db, entry.ops);
      } catch (e) {
        throw new StoreError(
          message('server.store.entry_does_not_apply', {
            seq: entry.seq,
            segment: seg.name,
            reason: (e as Error).message,
            unchanged,
          }),
        );
      }
      seq = entry.seq;
      replayed += 1;
    }
  }
  const problem = dbShapeProblem(base.db);
  if (problem) throw new StoreError(message('server.store.rebuilt_not_fixture_db', { reason: problem, unchanged }));

  const db = base.db;
  const sinceSnapshot = segments.reduce((n, s) => n + s.validBytes, 0);
  let snapshotSeq = base.seq;
  let journal: { handle: FileHandle; name: string; bytes: number };
  let closed: Recovered['segments'] = [];
  const active = segments.at(-1);
  if (active) {
    const handle = await fs.open(path.join(dir, active.name), fsc.O_RDWR);
    journal = { handle, name: active.name, bytes: active.validBytes };
    if (active.tornBytes > 0) {
      // the end of a write that was never acknowledged: cut it so the next entry starts on a clean line
      await handle.truncate(active.validBytes);
      await handle.datasync();
    }
    closed = segments.slice(0, -1).map((s) => ({ name: s.name, lastSeq: s.entries.at(-1)?.seq ?? 0 }));
  } else {
    journal = { ...(await createSegment(dir, seq + 1)), bytes: 0 };
  }
  const snapshot = serializeSnapshot(db, seq);
  if (restored) {
    await writeSnapshot(dir, file, snapshot);
    snapshotSeq = seq;
    console.warn(message('server.store.restored', { file, why: restored, backup, smart_count: replayed }));
  }
  if (bak.kind !== 'ok') {
    await writeSnapshot(dir, backup, snapshot);
    if (bak.kind === 'bad') console.warn(message('server.store.backup_replaced', { file: backup, reason: bak.reason }));
  }
  return {
    outcome: restored ? 'restored' : 'loaded',
    db,
    seq,
    snapshotSeq,
    sinceSnapshot,
    journal: journal.handle,
    journalName: journal.name,
    journalBytes: journal.bytes,
    segments: closed,
    snapshotBytes: Buffer.byteLength(snapshot),
  };
}

async function seedInto(dir: string, file: string, backup: string, db: Db): Promise<Recovered> {
  const snapshot = serializeSnapshot(db, 0);
  await writeSnapshot(dir, file, snapshot);
  await writeSnapshot(dir, backup, snapshot);
  const { handle, name } = await createSegment(dir, 1);
  return {
    outcome: 'seeded',
    db,
    seq: 0,
    snapshotSeq: 0,
    sinceSnapshot: 0,
    journal: handle,
    journalName: name,
    journalBytes: 0,
    segments: [],
    snapshotBytes: Buffer.byteLength(snapshot),
  };
}

/** One clear line, before anything is read or written, when the folder cannot hold the database. */
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

async function readSegments(dir: string): Promise<(ReturnType<typeof parseSegment> & { name: string })[]> {
  const names = (await fs.readdir(dir)).filter((n) => SEGMENT_NAME.test(n)).sort();
  const out: (ReturnType<typeof parseSegment> & { name: string })[] = [];
  for (const name of names) {
    const parsed = parseSegment(await fs.readFile(path.join(dir, name)));
    if (parsed.damagedLine !== undefined) {
      throw new StoreError(
        message('server.store.journal_damaged', {
          file: path.join(dir, name),
          line: parsed.damagedLine,
          unchanged: text.unchanged,
        }),
      );
    }
    out.push({ ...parsed, name });
  }
  return out;
}

type GoodSnapshot = { kind: 'ok'; db: Db; seq: number };
type Snapshot =
  GoodSnapshot | { kind: 'missing' } | { kind: 'bad'; reason: string } | { kind: 'shape'; reason: string };

async function readSnapshot(file: string): Promise<Snapshot> {
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
  const obj = parsed as Record<string, unknown> | null;
  const seq = obj && typeof obj === 'object' ? (obj.snapshot_seq ?? 0) : 0;
  if (!Number.isInteger(seq) || (seq as number) < 0) return { kind: 'shape', reason: text.bad_snapshot_seq };
  if (obj && typeof obj === 'object') delete obj.snapshot_seq;
  const problem = dbShapeProblem(parsed);
  return problem ? { kind: 'shape', reason: problem } : { kind: 'ok', db: parsed as Db, seq: seq as number };
}
