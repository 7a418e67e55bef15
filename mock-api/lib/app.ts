import { allowOnly } from './strict.ts';
import os from 'node:os';
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzipSync, gzip as gzipCb } from 'node:zlib';
import express, { type Request, type Response, type NextFunction } from 'express';
import jsonServer from 'json-server';
import { endpoints, routePattern, type Endpoint, type EndpointName } from '../../src/dataProvider/endpoints.ts';
import type { Db, Account } from './db.ts';
import { Store } from './store.ts';
import { FileStore, isStoredFileName, sniffMime } from './files.ts';
import { ApiError, errorHandler, notFound } from './errors.ts';
import { authenticate, authorize, isSuperAdmin, usesCentre } from './auth.ts';
import { repoRoot } from './config.ts';
import { LoginThrottle } from './throttle.ts';
import { cors, corsOrigins, fileHeaders, securityHeaders } from './headers.ts';
import { message, messages } from './messages.ts';
import { speakerFor, type Dialect } from './dialect.ts';
import { DIALECT_HEADER } from '../../scripts/dialects.mjs';

export interface Ctx {
  db: Db;
  commit(): Promise<void>;
  files: FileStore;
  account: Account | null;
  throttle: LoginThrottle;
  memo<T>(key: string, build: () => T): T;
}

const REPLY = Symbol('reply');
export interface Reply {
  [REPLY]: true;
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}
export const reply = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({
  [REPLY]: true,
  status,
  body,
  headers,
});

export type Handler = (req: Request, ctx: Ctx) => unknown | Promise<unknown>;
// who may call is the table's `access`, enforced here; `public` must agree, so a handler alone opens no route
export type Registrar = (name: EndpointName, handler: Handler, opts?: { public?: boolean }) => void;
export type HandlerModule = (route: Registrar) => void;

export interface AppOptions {
  dataDir: string;
  seed: (filesDir: string) => Promise<Db>;
  allowReset?: boolean;
  modules: HandlerModule[];
  dialect?: Dialect;
}

// the spec deletes a webinar file with a GET: never answered 304
const WRITING_GETS: ReadonlySet<EndpointName> = new Set<EndpointName>(['webinarFileDelete']);

// A read's ETag names its answer's text, so a write elsewhere leaves a list's ETag as it was and the portal keeps
// its decoded rows. The answer is kept too, gzipped once it is asked for again: building and compressing the large
// seed's answers again on every page load is slow.
const ANSWERED_TAGS = 500;
const ANSWERED_BYTES = 64 * 1024 * 1024;
// as the compression middleware: a smaller answer goes out as it is
const GZIP_FROM_BYTES = 1024;
const gzip = promisify(gzipCb);
const etagOf = (text: string) => `"${createHash('sha1').update(text).digest('base64url')}"`;

interface Answered {
  version: number;
  etag: string;
  body: string | Buffer | null;
}

// base64 makes an upload a third larger, and a newsletter carries a file and a thumbnail
const BODY_LIMIT = '30mb';

export async function createApp(opts: AppOptions) {
  const answered = new Map<string, Answered>();
  let answeredBytes = 0;
  const keep = (entry: Answered, body: Answered['body']) => {
    answeredBytes += (body?.length ?? 0) - (entry.body?.length ?? 0);
    entry.body = body;
  };
  const remember = (key: string, entry: Answered) => {
    const old = answered.get(key);
    if (old) keep(old, null);
    answered.delete(key);
    answered.set(key, entry);
    answeredBytes += entry.body?.length ?? 0;
    for (const [k, e] of answered) {
      if (answered.size <= ANSWERED_TAGS && answeredBytes <= ANSWERED_BYTES) break;
      keep(e, null);
      if (answered.size > ANSWERED_TAGS) answered.delete(k);
    }
  };
  // the kept answer, gzipped for a client that takes gzip (the compression middleware leaves an encoded answer)
  const sendKept = async (req: Request, res: Response, entry: Answered, body: string | Buffer) => {
    res.status(200).type('application/json');
    if (typeof body === 'string' && body.length < GZIP_FROM_BYTES) {
      res.send(body);
      return;
    }
    res.vary('Accept-Encoding');
    if (!req.acceptsEncodings('gzip')) {
      res.send(typeof body === 'string' ? body : gunzipSync(body).toString('utf8'));
      return;
    }
    const zipped = typeof body === 'string' ? await gzip(body) : body;
    if (entry.body === body) keep(entry, zipped);
    res.setHeader('Content-Encoding', 'gzip').send(zipped);
  };
  const store = new Store(opts.dataDir);
  const files = new FileStore(path.join(opts.dataDir, 'files'));
  const opened = await store.open(() => opts.seed(files.dir));

  const throttle = new LoginThrottle();
  const dialect: Dialect = opts.dialect ?? 'spec';
  const dialectSpeaker = speakerFor(dialect);
  const specSpeaker = speakerFor('spec');
  // a test's own reads may ask for the spec dialect, so its assertions read one shape whichever dialect is tested
  const dialectOf = (req: Request): Dialect =>
    opts.allowReset && req.get(DIALECT_HEADER) === 'spec' ? 'spec' : dialect;

  const app = jsonServer.create();
  app.disable('x-powered-by');
  // A read's ETag is the store's version (route below); hashing every other answer's body would be wasted work.
  app.set('etag', false);
  app.set('json spaces', 0);
  app.use(securityHeaders);
  app.use(cors(corsOrigins()));

  // before the static folder, so an index file there can never shadow it
  const pkg = JSON.parse(await fs.readFile(path.join(repoRoot, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const about = {
    name: pkg.name,
    version: pkg.version,
    description: messages.server.about,
    endpoints: 'src/dataProvider/endpoints.ts',
    count: Object.keys(endpoints).length,
  };
  app.get('/', (_req: Request, res: Response) => {
    res.json(about);
  });

  // a `..` segment (plain or encoded) is refused before the static folder (which would redirect) or a route sees it
  app.use((req: Request, res: Response, next: NextFunction) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      decoded = '..';
    }
    if (decoded.split(/[\\/]/).includes('..')) {
      res.status(400).json({ message: messages.server.invalid_path });
      return;
    }
    next();
  });
  const publicDir = path.join(import.meta.dirname, '..', 'public');
  const defaults = jsonServer.defaults({
    logger: process.env.MOCK_API_LOG === '1',
    static: publicDir,
    bodyParser: false,
    // json-server's own CORS reflects any origin with credentials: ours (above) allows the portal's only
    noCors: true,
  });
  // API paths skip the static folder (a file-system lookup per call otherwise); only GET answers are compressed
  const serveStatic = express.static(publicDir);
  for (const mw of defaults) {
    if (mw.name === 'serveStatic') {
      app.use((req: Request, res: Response, next: NextFunction) => {
        if (isApiPath(req.path)) next();
        else serveStatic(req, res, next);
      });
    } else if (mw.name === 'compression') {
      app.use((req: Request, res: Response, next: NextFunction) => {
        if (req.method === 'GET') mw(req, res, next);
        else next();
      });
    } else app.use(mw);
  }

  app.use((req: Request, _res: Response, next: NextFunction) => {
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json')) {
      next(new ApiError(415, messages.server.unsupported_content_type));
      return;
    }
    next();
  });
  app.use(express.json({ limit: BODY_LIMIT, strict: false }));

  // A request keeps the database it began with: if a failed write or a reset replaces it meanwhile, whatever the
  // request still changes lands on the discarded copy, and its commit fails (store.ts).
  const ctxFor = (db: Db, generation: number, account: Account | null): Ctx => ({
    db,
    commit: () => store.commit(generation),
    files,
    account,
    throttle,
    memo: (key, build) => (db === store.db ? store.memo(key, build) : build()),
  });

  // a body would be ignored, so one is refused rather than read as if it had been applied
  const BODYLESS: ReadonlySet<EndpointName> = new Set<EndpointName>([
    'serviceDelete',
    'userDelete',
    'usersDelete',
    'usersAccessApprove',
    'usersAccessRevoke',
    'newsletterDelete',
    'documentDelete',
    'webinarFileDelete',
    'deleteDocumentFile',
    'documentDeleteFile',
    'focusFileDelete',
    'attachmentDelete',
  ]);

  const route: Registrar = (name, handler, routeOpts) => {
    const ep: Endpoint = endpoints[name];
    if (Boolean(routeOpts?.public) !== (ep.access === 'public')) {
      throw new Error(
        `${name}: the handler's public flag disagrees with its access '${String(ep.access)}' in endpoints.ts`,
      );
    }
    const method = ep.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    app[method](routePattern(name), async (req: Request, res: Response, next: NextFunction) => {
      const { db, generation } = store;
      try {
        let account: Account | null = null;
        if (ep.access !== 'public') {
          account = authenticate(db, req.headers.authorization);
          authorize(db, account, ep.access, req);
        }
        const speaks = dialectOf(req);
        const reads = ep.method === 'GET' && !WRITING_GETS.has(name);
        // the host too: a legacy paginator names its own address
        const tagKey = `${speaks} ${account?.id ?? 0} ${req.get('host') ?? ''}${req.originalUrl}`;
        const version = store.version;
        const last = reads ? answered.get(tagKey) : undefined;
        if (last && last.version === version) {
          res.setHeader('ETag', last.etag);
          if (req.fresh) {
            res.status(304).end();
            return;
          }
          if (last.body !== null) {
            await sendKept(req, res, last, last.body);
            return;
          }
          res.removeHeader('ETag');
        }
        if (BODYLESS.has(name)) allowOnly(req.body, []);
        const out = await handler(req, ctxFor(db, generation, account));
        const r = out && typeof out === 'object' && REPLY in out ? (out as Reply) : null;
        if (r?.headers) res.set(r.headers);
        const answer = (speaks === dialect ? dialectSpeaker : specSpeaker).answer(
          name,
          req,
          r ? { status: r.status, body: r.body } : { status: 200, body: out ?? null },
        );
        if (!reads || answer.status !== 200) {
          res.status(answer.status).json(answer.body);
          return;
        }
        const text = JSON.stringify(answer.body ?? null);
        const etag = etagOf(text);
        remember(tagKey, { version, etag, body: text });
        res.setHeader('ETag', etag);
        if (req.fresh) res.status(304).end();
        else res.status(200).type('application/json').send(text);
      } catch (e) {
        res.removeHeader('ETag');
        next(e);
      }
    });
  };

  for (const register of opts.modules) register(route);

  app.get('/files/:name', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const account = authenticate(store.db, req.headers.authorization);
      const name = String(req.params.name);
      if (!isStoredFileName(name)) {
        throw new ApiError(400, messages.server.invalid_file_name);
      }
      const url = `/files/${name}`;
      const ownLogo = () => store.db.services.some((s) => s.logo_url === url && usesCentre(store.db, account, s.id));
      if (!isSuperAdmin(account) && !ownLogo()) throw new ApiError(403, messages.access.file_forbidden);
      const head = await readHead(files.pathOf(name));
      if (!head) throw notFound('file');
      // Set before sendFile, which then keeps our Content-Type instead of guessing one from the name.
      res.set(fileHeaders(sniffMime(head), name));
      // `root` applies the dot-file rule only below it, so a data folder under a dot-folder still serves its files
      res.sendFile(name, { root: files.dir, dotfiles: 'deny' }, (err) => {
        if (err && !res.headersSent) next(notFound('file'));
      });
    } catch (e) {
      next(e);
    }
  });

  if (opts.allowReset) {
    // the seed is the same every time (mock-api/seed): built once, then copied, files and all
    let seedCopy: Promise<{ text: string; files: [string, Buffer][] }> | null = null;
    const copyOfSeed = async (): Promise<Db> => {
      seedCopy ??= (async () => {
        const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nqa-seed-'));
        try {
          const db = await opts.seed(dir);
          const names = await fs.readdir(dir);
          const bytes = await Promise.all(names.map((n) => fs.readFile(path.join(dir, n))));
          return { text: JSON.stringify(db), files: names.map((n, i): [string, Buffer] => [n, bytes[i]]) };
        } finally {
          await fs.rm(dir, { recursive: true, force: true });
        }
      })();
      const seed = await seedCopy.catch((e: unknown) => {
        seedCopy = null;
        throw e;
      });
      await fs.mkdir(files.dir, { recursive: true });
      await Promise.all(seed.files.map(([name, bytes]) => fs.writeFile(path.join(files.dir, name), bytes)));
      return JSON.parse(seed.text) as Db;
    };
    app.post('/__test__/reset', async (_req: Request, res: Response, next: NextFunction) => {
      try {
        await fs.rm(files.dir, { recursive: true, force: true });
        await store.replace(await copyOfSeed());
        throttle.clear();
        res.json({ reset: true });
      } catch (e) {
        next(e);
      }
    });
  }

  app.use((req: Request, _res: Response, next: NextFunction) => {
    next(new ApiError(404, message('server.no_route', { method: req.method, path: req.path })));
  });
  app.use(errorHandler);

  return { app, store, files, opened };
}

const isApiPath = (p: string) => p.startsWith('/api/') || p.startsWith('/files/');

async function readHead(file: string): Promise<Buffer | null> {
  let handle: Awaited<ReturnType<typeof fs.open>> | undefined;
  try {
    handle = await fs.open(file, 'r');
    const buf = Buffer.alloc(64);
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    return buf.subarray(0, bytesRead);
  } catch {
    return null;
  } finally {
    await handle?.close();
  }
}
