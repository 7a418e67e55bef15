/**
 * Prepared answers of the big lists (issue 10). With the large seed a full list is 10,000 documents (10 MB of
 * JSON): building it per request (a new object per record, JSON, gzip) took about 300 ms, half of it garbage
 * collection. Here each list is built once per database version and kept with its JSON text and its gzip:
 *
 *   - `Fragments` keeps each record's JSON text, per presentation, until the record changes: the store tells it
 *     which records every durable group and every rollback touched (Store.onRecordsChanged), so a rebuild after a
 *     write joins 10,000 kept texts and presents only the records that changed;
 *   - `VersionCache` keeps one prepared answer (or index) per key (the list and its query) for the current `store.version`,
 *     which moves on every commit, rollback and reset, so no answer outlives the state it was built from;
 *   - `PreparedAnswer` holds the bytes and gzips them once, off the main thread, for every client that accepts it.
 *
 * The lists are read-uncommitted like every read of the fixture (store.ts): a record changed by a write still
 * waiting for its fsync may appear in a list built meanwhile; its commit (or its rollback) then forgets its text
 * and moves the version, so the next read rebuilds.
 */
import { randomBytes } from 'node:crypto';
import { gzip } from 'node:zlib';
import type { Request, Response } from 'express';

/** Level 1: a tenth of level 6's time for 10 MB of JSON, and still about 12 times smaller than the text. */
const GZIP_LEVEL = 1;
/** Answers smaller than this go uncompressed: gzip would cost more than the bytes it saves on a local network. */
const GZIP_MIN_BYTES = 1024;
/** ETags name the process too: versions start again at every start-up, the data need not. */
const PROCESS_TAG = randomBytes(6).toString('hex');

export class PreparedAnswer {
  readonly body: Buffer;
  readonly etag: string;
  private gzipped: Promise<Buffer> | null = null;

  constructor(json: string, tag: string) {
    this.body = Buffer.from(json, 'utf8');
    this.etag = `"${PROCESS_TAG}-${tag}"`;
  }

  gzip(): Promise<Buffer> {
    this.gzipped ??= new Promise<Buffer>((resolve, reject) => {
      gzip(this.body, { level: GZIP_LEVEL }, (err, out) => (err ? reject(err) : resolve(out)));
    });
    return this.gzipped;
  }
}

/** JSON text of records, kept per presentation until the store says a record changed. */
export class Fragments {
  private readonly byPresenter = new Map<(r: never) => unknown, WeakMap<object, string>>();

  forget(records: Iterable<object>): void {
    const maps = [...this.byPresenter.values()];
    for (const r of records) for (const m of maps) m.delete(r);
  }

  /** `[` + each record's presented JSON + `]`, presenting only the records not seen since they last changed. */
  list<T extends object>(records: readonly T[], present: (r: T) => unknown): string {
    let texts = this.byPresenter.get(present as (r: never) => unknown);
    if (!texts) this.byPresenter.set(present as (r: never) => unknown, (texts = new WeakMap()));
    const parts = new Array<string>(records.length);
    for (let i = 0; i < records.length; i++) {
      const r = records[i];
      let t = texts.get(r);
      if (t === undefined) {
        t = JSON.stringify(present(r));
        texts.set(r, t);
      }
      parts[i] = t;
    }
    return `[${parts.join(',')}]`;
  }
}

/** What is built once per database version: prepared answers and indexes, by key. */
export class VersionCache {
  private readonly answers = new Map<string, PreparedAnswer>();
  private readonly memos = new Map<string, unknown>();
  /** Only the current version's entries are kept: filter answers are keyed by their ids, old keys must not pile up. */
  private version = -1;

  constructor(private readonly currentVersion: () => number) {}

  private sync(): number {
    const version = this.currentVersion();
    if (version !== this.version) {
      this.answers.clear();
      this.memos.clear();
      this.version = version;
    }
    return version;
  }

  answer(key: string, build: () => string): PreparedAnswer {
    const version = this.sync();
    let answer = this.answers.get(key);
    if (!answer) {
      answer = new PreparedAnswer(build(), `${version}-${this.answers.size}`);
      this.answers.set(key, answer);
    }
    return answer;
  }

  memo<T>(key: string, build: () => T): T {
    this.sync();
    if (this.memos.has(key)) return this.memos.get(key) as T;
    const value = build();
    this.memos.set(key, value);
    return value;
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
  const zipped = answer.body.length >= GZIP_MIN_BYTES && req.acceptsEncodings('gzip') === 'gzip';
  const bytes = zipped ? await answer.gzip() : answer.body;
  // Set before the compression middleware sees the answer: an encoded answer is never encoded again.
  if (zipped) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', String(bytes.length));
  res.status(200).end(req.method === 'HEAD' ? undefined : bytes);
}
