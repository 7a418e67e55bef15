import { allowOnly } from './strict.ts';
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { createHash } from 'node:crypto';
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

/** What a handler gets besides the request. */
export interface Ctx {
  db: Db;
  /** Makes the changes durable; await it before answering any write. Rejects with a 500 if they were discarded. */
  commit(): Promise<void>;
  files: FileStore;
  /** The signed-in account (null only on public routes). */
  account: Account | null;
  /** Failed sign-ins per account and client address (lib/throttle.ts). */
  throttle: LoginThrottle;
  /** A value (an index) built once per state of the database: `key` names everything else it depends on. */
  memo<T>(key: string, build: () => T): T;
}

const REPLY = Symbol('reply');
export interface Reply {
  [REPLY]: true;
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}
/** Answer with a status other than 200 (and extra headers, such as Retry-After). */
export const reply = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({
  [REPLY]: true,
  status,
  body,
  headers,
});

export type Handler = (req: Request, ctx: Ctx) => unknown | Promise<unknown>;
/**
 * Registers a handler for an endpoint of the table. Who may call it is the table's `access` (enforced here, before
 * the handler runs); `public` must agree with it, so a route cannot be opened by its handler alone.
 */
export type Registrar = (name: EndpointName, handler: Handler, opts?: { public?: boolean }) => void;
export type HandlerModule = (route: Registrar) => void;

export interface AppOptions {
  dataDir: string;
  seed: (filesDir: string) => Promise<Db>;
  allowReset?: boolean;
  modules: HandlerModule[];
  /** How answers are shaped (lib/dialect.ts): spec unless told. */
  dialect?: Dialect;
}

/** GET routes that change data (the spec deletes a webinar file with a GET): never answered 304 from an ETag. */
const WRITING_GETS: ReadonlySet<EndpointName> = new Set<EndpointName>(['webinarFileDelete']);

/**
 * A read's ETag names its answer's text, so a write to something else (another collection, a sign-in's token)
 * leaves a list's ETag as it was and the portal keeps its decoded rows. Each read's last answer is kept with the
 * store's version: asked again before anything changed, it is answered 304, or with the kept text, without running
 * the handler. The text is kept because presenting and serialising the large seed's documents again on every page
 * load costs the documents list's page-load bench rows more than a tenth.
 */
const ANSWERED_TAGS = 500;
const ANSWERED_TEXT_BYTES = 64 * 1024 * 1024;
const etagOf = (text: string) => `"${createHash('sha1').update(text).digest('base64url')}"`;

/** JSON body limit: base64 makes an upload a third larger than its file, and a newsletter carries a file and a thumbnail. */
const BODY_LIMIT = '30mb';

export async function createApp(opts: AppOptions) {
  const answered = new Map<string, { version: number; etag: string; text: string | null }>();
  let answeredBytes = 0;
  const remember = (key: string, entry: { version: number; etag: string; text: string | null }) => {
    const old = answered.get(key);
    answeredBytes -= old?.text?.length ?? 0;
    answered.delete(key);
    answered.set(key, entry);
    answeredBytes += entry.text?.length ?? 0;
    // the oldest go first: whole entries past the count, then their texts past the bytes
    for (const [k, e] of answered) {
      if (answered.size <= ANSWERED_TAGS && answeredBytes <= ANSWERED_TEXT_BYTES) break;
      answeredBytes -= e.text?.length ?? 0;
      if (answered.size > ANSWERED_TAGS) answered.delete(k);
      else e.text = null;
    }
  };
  const store = new Store(opts.dataDir);
  const files = new FileStore(path.join(opts.dataDir, 'files'));
  const opened = await store.open(() => opts.seed(files.dir));

  const throttle = new LoginThrottle();
  const dialect: Dialect = opts.dialect ?? 'spec';
  const dialectSpeaker = speakerFor(dialect);
  const specSpeaker = speakerFor('spec');
  /**
   * In test mode, a test's own reads of what the server stored may ask for the spec dialect (X-Fixture-Dialect:
   * spec), so its assertions read one shape whichever dialect the portal is being tested against.
   */
  const dialectOf = (req: Request): Dialect =>
    opts.allowReset && req.get(DIALECT_HEADER) === 'spec' ? 'spec' : dialect;

  const app = jsonServer.create();
  app.disable('x-powered-by');
  // A read's ETag is the store's version (route below); hashing every other answer's body would be wasted work.
  app.set('etag', false);
  // Compact answers: json-server pretty-prints (2 spaces), a third more bytes to build, send and parse.
  app.set('json spaces', 0);
  app.use(securityHeaders);
  app.use(cors(corsOrigins()));

  // The banner's address answers what this server is and where its calls are listed. Registered before the
  // static folder (mock-api/public) so an index file there can never shadow it.
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

  // A path with a `..` segment (plain or encoded) never names anything here: refused before the static folder
  // (which would answer a redirect) or a route sees it.
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
  // The static folder holds the demo page only: API paths skip it (a file-system lookup per call otherwise).
  // Compression is for what GETs answer: a write answers a few hundred bytes, and its wrapping costs every write.
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

  // 415 for a body that is not JSON (every write of this API is JSON).
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

  /**
   * Calls that name what they change in the path or the query only: a body would be ignored, so one is refused
   * (422 naming its fields) rather than read as if it had been applied.
   */
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
          if (last.text !== null) {
            res.status(200).type('application/json').send(last.text);
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
        remember(tagKey, { version, etag, text });
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

  /**
   * Stored files: a super administrator's (every file of the portal's records), or a centre's own users' for their
   * centre's logo (the centre portal reads it through attachments). Served with the type their bytes show.
   */
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
      // `root` confines the lookup to the files folder and applies the dot-file rule only below it, so a data
      // folder under a dot-folder (the default mock-api/.data) still serves its files.
      res.sendFile(name, { root: files.dir, dotfiles: 'deny' }, (err) => {
        if (err && !res.headersSent) next(notFound('file'));
      });
    } catch (e) {
      next(e);
    }
  });

  if (opts.allowReset) {
    app.post('/__test__/reset', async (_req: Request, res: Response, next: NextFunction) => {
      try {
        await fs.rm(files.dir, { recursive: true, force: true });
        await store.replace(await opts.seed(files.dir));
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

/** The first bytes of a file (enough for every signature sniffMime knows), or null when it is not there. */
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
