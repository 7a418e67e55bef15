import path from 'node:path';
import { promises as fs } from 'node:fs';
import express, { type Request, type Response, type NextFunction } from 'express';
import jsonServer from 'json-server';
import { endpoints, routePattern, type EndpointName } from '../../src/dataProvider/endpoints.ts';
import type { Db, Account } from './db.ts';
import { Store } from './store.ts';
import type { Tx } from './tracking.ts';
import { FileStore, isStoredFileName } from './files.ts';
import { ApiError, errorHandler } from './errors.ts';
import { authenticate } from './auth.ts';
import { repoRoot } from './config.ts';

/** What a handler gets besides the request. */
export interface Ctx {
  db: Db;
  /** Makes the changes durable; await it before answering any write. Rejects with a 500 if they were undone. */
  commit(): Promise<void>;
  files: FileStore;
  /** The signed-in account (null only on public routes). */
  account: Account | null;
}

const REPLY = Symbol('reply');
export interface Reply {
  [REPLY]: true;
  status: number;
  body: unknown;
}
/** Answer with a status other than 200. */
export const reply = (status: number, body: unknown): Reply => ({ [REPLY]: true, status, body });

export type Handler = (req: Request, ctx: Ctx) => unknown | Promise<unknown>;
export type Registrar = (name: EndpointName, handler: Handler, opts?: { public?: boolean }) => void;
export type HandlerModule = (route: Registrar) => void;

export interface AppOptions {
  dataDir: string;
  seed: (filesDir: string) => Promise<Db>;
  allowReset?: boolean;
  modules: HandlerModule[];
}

/**
 * GET routes that change data (the spec deletes a webinar file with a GET): they get a transaction like every other
 * method. A GET that writes without being listed here fails its commit in the api tests (MOCK_API_VERIFY_JOURNAL).
 */
const WRITING_GETS: ReadonlySet<EndpointName> = new Set<EndpointName>(['webinarFileDelete']);

/** JSON body limit: a 10 MB upload is about 13.4 MB of base64, and a newsletter carries a file and a thumbnail. */
const BODY_LIMIT = '30mb';

export async function createApp(opts: AppOptions) {
  const store = new Store(opts.dataDir);
  const files = new FileStore(path.join(opts.dataDir, 'files'));
  const opened = await store.open(() => opts.seed(files.dir));

  const app = jsonServer.create();
  app.disable('x-powered-by');

  // The banner's address answers what this server is and where its calls are listed. Registered before the
  // static folder (mock-api/public) so an index file there can never shadow it.
  const pkg = JSON.parse(await fs.readFile(path.join(repoRoot, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const about = {
    name: pkg.name,
    version: pkg.version,
    description: 'Fixture back end of the portal API and the quality API (json-server).',
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
      res.status(400).json({ message: 'Invalid path: ".." segments and malformed escapes are refused.' });
      return;
    }
    next();
  });
  app.use(
    jsonServer.defaults({
      logger: process.env.MOCK_API_LOG === '1',
      static: path.join(import.meta.dirname, '..', 'public'),
      bodyParser: false,
    }),
  );

  // 415 for a body that is not JSON (every write of this API is JSON).
  app.use((req: Request, _res: Response, next: NextFunction) => {
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json')) {
      next(new ApiError(415, 'Unsupported content type: send application/json.'));
      return;
    }
    next();
  });
  app.use(express.json({ limit: BODY_LIMIT, strict: false }));

  // A write request works through a transaction (store.ts): its changes are tracked, written by its commit and
  // undone if that commit fails. GET requests only read, and read the live database directly.
  const ctxFor = (account: Account | null, tx: Tx | null): Ctx => ({
    get db() {
      return tx ? (tx.db as Db) : store.db;
    },
    commit: () => store.commit(tx),
    files,
    account: tx && account ? tx.record('accounts', account) : account,
  });

  const route: Registrar = (name, handler, routeOpts) => {
    const ep = endpoints[name];
    const method = ep.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    app[method](routePattern(name), async (req: Request, res: Response, next: NextFunction) => {
      const tx = ep.method === 'GET' && !WRITING_GETS.has(name) ? null : store.begin();
      try {
        const account = routeOpts?.public ? null : authenticate(store.db, req.headers.authorization);
        const out = await handler(req, ctxFor(account, tx));
        if (out && typeof out === 'object' && REPLY in out) {
          const r = out as Reply;
          res.status(r.status).json(r.body);
        } else {
          res.status(200).json(out ?? null);
        }
      } catch (e) {
        next(e);
      } finally {
        tx?.end();
      }
    });
  };

  for (const register of opts.modules) register(route);

  // Stored files: bearer token required like every other route.
  app.get('/files/:name', (req: Request, res: Response, next: NextFunction) => {
    try {
      authenticate(store.db, req.headers.authorization);
    } catch (e) {
      next(e);
      return;
    }
    const name = String(req.params.name);
    if (!isStoredFileName(name)) {
      next(new ApiError(400, 'Invalid file name: a stored file is named by one plain file name.'));
      return;
    }
    // `root` confines the lookup to the files folder and applies the dot-file rule only below it, so a data
    // folder under a dot-folder (the default mock-api/.data) still serves its files.
    res.sendFile(name, { root: files.dir, dotfiles: 'deny' }, (err) => {
      if (err && !res.headersSent) next(new ApiError(404, 'File not found.'));
    });
  });

  if (opts.allowReset) {
    app.post('/__test__/reset', async (_req: Request, res: Response, next: NextFunction) => {
      try {
        await fs.rm(files.dir, { recursive: true, force: true });
        await store.replace(await opts.seed(files.dir));
        res.json({ reset: true });
      } catch (e) {
        next(e);
      }
    });
  }

  app.use((req: Request, _res: Response, next: NextFunction) => {
    next(new ApiError(404, `No route for ${req.method} ${req.path}.`));
  });
  app.use(errorHandler);

  return { app, store, files, opened };
}
