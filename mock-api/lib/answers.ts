/**
 * Prepared answers of the big lists. Built per request (a new object per record, JSON, gzip), a full list of the
 * large seed was slow and mostly garbage for the collector. Here each list is built once per state of the collections it reads, with its JSON text and gzip:
 *
 *   - `Fragments` keeps each record's JSON text, per presentation, until the record changes: the store tells it
 *     which records every durable group and every rollback touched (Store.onRecordsChanged), so a rebuild after a
 *     write joins the kept texts and presents only the records that changed;
 *   - `StateCache` keeps one prepared answer (or index) per key (the list and its query) with the stamp of the
 *     collections it reads (Store.stamp), which moves on every commit to them, every rollback and every reset, so
 *     no answer outlives the state it was built from;
 *   - `PreparedAnswer` holds the bytes in chunks of records and gzips them once, off the main thread, for every
 *     client that accepts it; a chunk whose records' texts are unchanged keeps its compressed bytes from the
 *     answer before, so a write to one document recompresses its chunk, not the whole list.
 *
 * The lists are read-uncommitted like every read of the fixture (store.ts): a record changed by a write still
 * waiting for its fsync may appear in a list built meanwhile; its commit (or its rollback) then forgets its text
 * and moves the stamp, so the next read rebuilds.
 */
import { createHash, randomBytes } from 'node:crypto';
import { constants as zlibConstants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** Level 1: far quicker than the default level on a big list, and still much smaller than the text. */
const GZIP_LEVEL = 1;
/** Answers smaller than this go uncompressed: gzip would cost more than the bytes it saves on a local network. */
const GZIP_MIN_BYTES = 1024;
/** ETags name the process too: versions start again at every start-up, the data need not. */
const PROCESS_TAG = randomBytes(6).toString('hex');
/** Records per chunk of a list: a changed record recompresses its chunk, not the whole list. */
const CHUNK_RECORDS = 250;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final deflate block: ends a run of sync-flushed blocks. */
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));
const deflateChunk = (raw: Buffer) =>
  new Promise<Buffer>((resolve, reject) => {
    deflateRaw(raw, { level: GZIP_LEVEL, finishFlush: zlibConstants.Z_SYNC_FLUSH }, (err, out) =>
      err ? reject(err) : resolve(out),
    );
  });

/** A list's JSON as its records' texts (Fragments.list): prepared in chunks that later versions can reuse. */
export class ListText {
  constructor(readonly parts: readonly string[]) {}
}

/**
 * A run of a list's records as bytes, compressed on demand as raw deflate ending in a sync flush: independent runs
 * concatenated (then a final empty block) are one valid deflate stream, so the gzip of a list is its kept chunks'
 * bytes plus those of the chunks that changed (what pigz does to compress in parallel).
 */
interface Chunk {
  parts: readonly string[];
  edge: string;
  raw: Buffer;
  deflated: Promise<Buffer> | null;
  deflatedBytes: number;
}

function chunksOf(list: ListText, previous: readonly Chunk[]): Chunk[] {
  const { parts } = list;
  if (parts.length === 0)
    return [{ parts: [], edge: 'only', raw: Buffer.from('[]'), deflated: null, deflatedBytes: 0 }];
  const chunks: Chunk[] = [];
  for (let i = 0, n = 0; i < parts.length; i += CHUNK_RECORDS, n++) {
    const slice = parts.slice(i, i + CHUNK_RECORDS);
    const first = i === 0;
    const last = i + CHUNK_RECORDS >= parts.length;
    const edge = `${first ? 'first' : ''}${last ? 'last' : ''}`;
    const old = previous[n];
    if (old && old.edge === edge && old.parts.length === slice.length && old.parts.every((p, j) => p === slice[j])) {
      chunks.push(old);
      continue;
    }
    const text = `${first ? '[' : ','}${slice.join(',')}${last ? ']' : ''}`;
    chunks.push({ parts: slice, edge, raw: Buffer.from(text, 'utf8'), deflated: null, deflatedBytes: 0 });
  }
  return chunks;
}

export class PreparedAnswer {
  readonly etag: string;
  readonly length: number;
  readonly chunks: readonly Chunk[];
  private whole: Buffer | null = null;
  private gzipped: Promise<Buffer> | null = null;
  private gzipBytes = 0;

  constructor(content: string | ListText, tag: string, previous: readonly Chunk[] = []) {
    this.chunks =
      content instanceof ListText
        ? chunksOf(content, previous)
        : [{ parts: [], edge: 'text', raw: Buffer.from(content, 'utf8'), deflated: null, deflatedBytes: 0 }];
    this.length = this.chunks.reduce((n, c) => n + c.raw.length, 0);
    this.etag = `"${PROCESS_TAG}-${tag}"`;
  }

  get body(): Buffer {
    this.whole ??= this.chunks.length === 1 ? this.chunks[0].raw : Buffer.concat(this.chunks.map((c) => c.raw));
    return this.whole;
  }

  /** The bytes it holds: its chunks' text and deflate, and the joined body and gzip once built. */
  get bytes(): number {
    const deflated = this.chunks.reduce((n, c) => n + c.deflatedBytes, 0);
    return this.length + deflated + (this.whole && this.chunks.length > 1 ? this.length : 0) + this.gzipBytes;
  }

  /** Keeps only the chunks (for the next version of the list to reuse): the joined body and gzip go. */
  release(): void {
    this.whole = null;
    this.gzipped = null;
    this.gzipBytes = 0;
  }

  /** The gzip of the body, built once from the chunks' deflate (off the main thread) and their CRC. */
  gzip(): Promise<Buffer> {
    this.gzipped ??= (async () => {
      const deflated = await Promise.all(
        this.chunks.map((c) => (c.deflated ??= deflateChunk(c.raw).then((d) => ((c.deflatedBytes = d.length), d)))),
      );
      let crc = 0;
      for (const c of this.chunks) crc = crc32(c.raw, crc);
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE(this.length % 2 ** 32, 4);
      const gzip = Buffer.concat([GZIP_HEADER, ...deflated, FINAL_BLOCK, trailer]);
      this.gzipBytes = gzip.length;
      return gzip;
    })();
    return this.gzipped;
  }
}

/** JSON text of records, kept per presentation until the store says a record changed. */
export class Fragments {
  private readonly byPresenter = new Map<object, WeakMap<object, { text: string; extra: string }>>();

  forget(records: Iterable<object>): void {
    const maps = [...this.byPresenter.values()];
    for (const r of records) for (const m of maps) m.delete(r);
  }

  /**
   * Each record's presented JSON (the list's text: ListText), presenting only the records not seen since they last changed. When
   * the presentation also reads something outside the record (a service's admin email), `extra` gives it to
   * `present`, and a kept text is used only while its record's `extra` is what it was.
   */
  list<T extends object>(
    records: readonly T[],
    present: (r: T, extra: string) => unknown,
    extra?: (r: T) => string,
  ): ListText {
    let texts = this.byPresenter.get(present);
    if (!texts) this.byPresenter.set(present, (texts = new WeakMap()));
    const parts = new Array<string>(records.length);
    for (let i = 0; i < records.length; i++) {
      const r = records[i];
      const x = extra ? extra(r) : '';
      let kept = texts.get(r);
      if (kept === undefined || kept.extra !== x) {
        kept = { text: JSON.stringify(present(r, x)), extra: x };
        texts.set(r, kept);
      }
      parts[i] = kept.text;
    }
    return new ListText(parts);
  }
}

/** At most this many kept answers (filters are keyed by their ids); past it the least recently used go. */
const MAX_ENTRIES = 256;
/**
 * At most this many bytes of prepared answers (their text, deflate and gzip): the filters of many services each
 * keep a list, and a count alone lets them hold the fixture's memory. Past it the least recently used go.
 */
const MAX_ANSWER_BYTES = 48 * 1024 * 1024;
/** Outdated answers kept for the chunks their next version reuses: the lists written to most recently. */
const OUTDATED_KEPT = 8;

/**
 * What is built once per state of the collections it reads: prepared answers and indexes, by key. Each entry is
 * kept with the store's stamp of its collections (Store.stamp), so a write to users leaves the documents list
 * prepared, and any commit to documents, a rollback or a reset rebuilds it.
 */
export class StateCache {
  private readonly entries = new Map<string, { stamp: string; collections: readonly string[]; value: unknown }>();

  constructor(
    private readonly stampOf: (collections: readonly string[]) => string,
    private readonly limits = { entries: MAX_ENTRIES, answerBytes: MAX_ANSWER_BYTES },
  ) {}

  get<T>(key: string, collections: readonly string[], build: () => T): T {
    const stamp = this.stampOf(collections);
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && hit.stamp === stamp) {
      this.entries.set(key, hit); // the most recently used last
      return hit.value as T;
    }
    const value = build();
    this.dropOutdated();
    this.entries.set(key, { stamp, collections, value });
    this.trim(key);
    return value;
  }

  /** Drops the least recently used entries past the count, and answers past the bytes (never `newest`). */
  private trim(newest: string): void {
    const answerBytes = (value: unknown) => (value instanceof PreparedAnswer ? value.bytes : 0);
    let bytes = 0;
    for (const entry of this.entries.values()) bytes += answerBytes(entry.value);
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.limits.entries && bytes <= this.limits.answerBytes) break;
      if (key === newest) continue;
      bytes -= answerBytes(entry.value);
      this.entries.delete(key);
    }
  }

  /**
   * Stamps only move on, so an entry built from an earlier state is never sent again. The latest few such answers
   * keep their chunks (without their joined body and gzip), which the next version of the same list reuses; older
   * ones, and outdated indexes, go as soon as another entry is built instead of holding their bytes until they are
   * the oldest of all.
   */
  private dropOutdated(): void {
    let kept = 0;
    for (const [key, entry] of [...this.entries].reverse()) {
      if (entry.stamp === this.stampOf(entry.collections)) continue;
      if (entry.value instanceof PreparedAnswer && kept++ < OUTDATED_KEPT) entry.value.release();
      else this.entries.delete(key);
    }
  }

  answer(key: string, collections: readonly string[], build: () => string | ListText): PreparedAnswer {
    const previous = this.entries.get(`answer:${key}`)?.value as PreparedAnswer | undefined;
    return this.get(`answer:${key}`, collections, () => {
      const tag = createHash('sha1').update(key).update(this.stampOf(collections)).digest('base64url').slice(0, 16);
      return new PreparedAnswer(build(), tag, previous?.chunks);
    });
  }
}

/**
 * Sends a prepared answer: gzip when the client accepts it, 304 when the client already holds this version. The
 * hardening and CORS headers were set by the middleware before the route.
 */
export async function sendPrepared(req: Request, res: Response, answer: PreparedAnswer): Promise<void> {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', answer.etag);
  res.vary('Accept-Encoding');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const zipped = answer.length >= GZIP_MIN_BYTES && req.acceptsEncodings('gzip') === 'gzip';
  const bytes = zipped ? await answer.gzip() : answer.body;
  // Set before the compression middleware sees the answer: an encoded answer is never encoded again.
  if (zipped) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', String(bytes.length));
  res.status(200).end(req.method === 'HEAD' ? undefined : bytes);
}
