/**
 * The journal's format: one line per commit group, `<crc32 of the payload, 8 hex> <payload>\n`, where the payload
 * is `{"seq":N,"ops":[...]}`. JSON never holds a raw newline, so a line is a whole entry; a line without its
 * newline is the torn end of a write that was never acknowledged.
 *
 * An op says how one top-level key of the database changed:
 *   { k, a: [...] }  a collection rebuilt from the previous one: `[from, to]` copies that run of unchanged records
 *                    (indexes into the previous array), any other item is a new or changed record, written whole;
 *   { k, v }         a top-level value written whole (counters, version, a collection that cannot be diffed);
 *   { k, d: 1 }      a top-level key removed.
 * Replaying the entries in order onto the snapshot they follow rebuilds the database exactly.
 */
import { crc32 } from 'node:zlib';
import { message, messages } from './messages.ts';
import { ABSENT, type Window } from './tracking.ts';

export type Item = [number, number] | unknown;
export type Op = { k: string; a: Item[] } | { k: string; v: unknown } | { k: string; d: 1 };
export interface Entry {
  seq: number;
  ops: Op[];
}

const isRange = (it: unknown): it is [number, number] =>
  Array.isArray(it) && it.length === 2 && Number.isInteger(it[0]) && Number.isInteger(it[1]);

/** What a window changed, as ops; read synchronously at the cut, so later changes belong to the next window. */
export function encodeWindow(db: object, win: Window): Op[] {
  const root = db as Record<string, unknown>;
  const changedRecords = new Map<string, Set<object>>();
  for (const [record, { key }] of win.records) {
    let set = changedRecords.get(key);
    if (!set) changedRecords.set(key, (set = new Set()));
    set.add(record);
  }
  const ops: Op[] = [];
  for (const key of new Set([...win.roots.keys(), ...changedRecords.keys()])) {
    if (!Object.hasOwn(root, key)) {
      if (win.roots.get(key) !== ABSENT) ops.push({ k: key, d: 1 });
      continue;
    }
    const now = root[key];
    const before = win.roots.get(key);
    const diffable =
      Array.isArray(now) && (before === undefined || Array.isArray(before)) && !now.some((r) => Array.isArray(r));
    if (!diffable) {
      ops.push({ k: key, v: now });
      continue;
    }
    ops.push({ k: key, a: diffArray(now, before as unknown[] | undefined, changedRecords.get(key)) });
  }
  return ops;
}

/**
 * The runs of records unchanged since `before` (same object, not changed in place) and the others whole.
 * `before` is undefined when the array itself was not changed: positions are then the same.
 */
function diffArray(now: unknown[], before: unknown[] | undefined, changed: Set<object> | undefined): Item[] {
  if (!before) {
    // Same positions as before: only the changed records are written, the runs between them are copied.
    const at = [...(changed ?? [])].map((r) => now.indexOf(r)).filter((i) => i >= 0);
    at.sort((a, b) => a - b);
    const items: Item[] = [];
    let from = 0;
    for (const i of at) {
      if (i > from) items.push([from, i - 1]);
      items.push(now[i]);
      from = i + 1;
    }
    if (from < now.length) items.push([from, now.length - 1]);
    return items;
  }
  const oldIndex = new Map(before.map((r, i) => [r, i]));
  const items: Item[] = [];
  let run: [number, number] | null = null;
  for (const el of now) {
    const at = oldIndex.get(el);
    if (at === undefined || (typeof el === 'object' && el !== null && changed?.has(el))) {
      run = null;
      items.push(el);
    } else if (run && at === run[1] + 1) {
      run[1] = at;
    } else {
      run = [at, at];
      items.push(run);
    }
  }
  return items;
}

/** Applies an entry's ops; throws on an op that does not fit the state (a journal that is not this snapshot's). */
export function applyOps(db: object, ops: Op[]): void {
  const root = db as Record<string, unknown>;
  for (const op of ops) {
    if (typeof op.k !== 'string' || op.k === '__proto__' || op.k === 'constructor')
      throw new Error(message('server.store.op.bad_key', { key: String(op.k) }));
    if ('d' in op) delete root[op.k];
    else if ('v' in op) root[op.k] = op.v;
    else if ('a' in op && Array.isArray(op.a)) {
      const old = root[op.k];
      if (!Array.isArray(old)) throw new Error(message('server.store.op.not_collection', { key: op.k }));
      const out: unknown[] = [];
      for (const it of op.a) {
        if (!isRange(it)) {
          out.push(it);
          continue;
        }
        const [from, to] = it;
        if (from < 0 || to < from || to >= old.length)
          throw new Error(message('server.store.op.run_outside', { from, to, key: op.k, length: old.length }));
        for (let i = from; i <= to; i++) out.push(old[i]);
      }
      root[op.k] = out;
    } else throw new Error(messages.server.store.op.unknown);
  }
}

export function frame(entry: Entry): Buffer {
  const payload = JSON.stringify(entry);
  return Buffer.from(`${crc32(payload).toString(16).padStart(8, '0')} ${payload}\n`);
}

export interface ParsedSegment {
  entries: Entry[];
  /** Bytes up to the end of the last whole, valid entry. */
  validBytes: number;
  /** Bytes after it: a torn write (or a damaged last line), never acknowledged. */
  tornBytes: number;
  /** A damaged line followed by good ones: the journal cannot be trusted. */
  damagedLine?: number;
}

export function parseSegment(buf: Buffer): ParsedSegment {
  const entries: Entry[] = [];
  let pos = 0;
  let line = 0;
  let validBytes = 0;
  let badAt: number | undefined;
  while (pos < buf.length) {
    const nl = buf.indexOf(0x0a, pos);
    if (nl < 0) break; // torn end
    line += 1;
    const entry = parseLine(buf.subarray(pos, nl).toString('utf8'));
    pos = nl + 1;
    if (!entry) {
      if (badAt === undefined) badAt = line;
      continue;
    }
    if (badAt !== undefined) return { entries, validBytes, tornBytes: buf.length - validBytes, damagedLine: badAt };
    entries.push(entry);
    validBytes = pos;
  }
  return { entries, validBytes, tornBytes: buf.length - validBytes };
}

function parseLine(line: string): Entry | null {
  if (line.length < 10 || line[8] !== ' ') return null;
  const payload = line.slice(9);
  if (crc32(payload).toString(16).padStart(8, '0') !== line.slice(0, 8)) return null;
  try {
    const e = JSON.parse(payload) as Entry;
    return Number.isInteger(e.seq) && Array.isArray(e.ops) ? e : null;
  } catch {
    return null;
  }
}
