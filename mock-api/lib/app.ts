import path from 'node:path';
import { promises as fs } from 'node:fs';
import express, { type Request, type Response, type NextFunction } from 'express';
import jsonServer from 'json-server';
import { endpoints, routePattern, type EndpointName } from '../../src/dataProvider/endpoints.ts';
import type { Db, Account } from './db.ts';
import { Store } from './store.ts';
import { FileStore, isStoredFileName } from './files.ts';
import { ApiError, errorHandler, notFound } from './errors.ts';
import { message, messages } from './messages.ts';
import { authenticate } from './auth.ts';
import { repoRoot } from './config.ts';

/** What a handler gets besides the request. */
export interface Ctx {
  db: Db;
  /** Persist the in-memory database; await it before answering any write. */
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
      next(new ApiError(415, messages.server.unsupported_content_type));
      return;
    }
    next();
  });
  app.use(express.json({ limit: BODY_LIMIT, strict: false }));

  const ctxFor = (account: Account | null): Ctx => ({
    get db() {
      return store.db;
    },
    commit: () => store.commit(),
    files,
    account,
  });

  const route: Registrar = (name, handler, routeOpts) => {
    const ep = endpoints[name];
    const method = ep.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    app[method](routePattern(name), async (req: Request, res: Response, next: NextFunction) => {
      try {
        const account = routeOpts?.public ? null : authenticate(store.db, req.headers.authorization);
        const out = await handler(req, ctxFor(account));
        if (out && typeof out === 'object' && REPLY in out) {
          const r = out as Reply;
          res.status(r.status).json(r.body);
        } else {
          res.status(200).json(out ?? null);
        }
      } catch (e) {
        next(e);
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
      next(new ApiError(400, messages.server.invalid_file_name));
      return;
    }
    // `root` confines the lookup to the files folder and applies the dot-file rule only below it, so a data
    // folder under a dot-folder (the default mock-api/.data) still serves its files.
    res.sendFile(name, { root: files.dir, dotfiles: 'deny' }, (err) => {
      if (err && !res.headersSent) next(notFound('file'));
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
    next(new ApiError(404, message('server.no_route', { method: req.method, path: req.path })));
  });
  app.use(errorHandler);

  return { app, store, files, opened };
}
