import { defineConfig, loadEnv, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { REQUIRED_ENV } from './src/shared/env.ts';
import { READY_PATH } from './scripts/ready.mjs';

/**
 * Under scripts/start.mjs (which sets START_READY_TARGET to the fixture's address), READY_PATH answers 200 with the
 * fixture's `/` only when the fixture answers, 503 otherwise: one address that answers only when both the portal
 * and the fixture are up (the start script's ready line and Playwright wait for it).
 */
function readyCheck(target: string | undefined): Plugin {
  const answer: Connect.NextHandleFunction = (_req, res) => {
    fetch(`${target}/`, { signal: AbortSignal.timeout(2000) })
      .then(async (r) => {
        res.statusCode = r.ok ? 200 : 503;
        res.setHeader('Content-Type', 'application/json');
        res.end(await r.text());
      })
      .catch(() => {
        res.statusCode = 503;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ message: `The fixture API at ${target}/ does not answer yet.` }));
      });
  };
  return {
    name: 'start-ready-check',
    configureServer: (server) => {
      if (target) server.middlewares.use(READY_PATH, answer);
    },
    configurePreviewServer: (server) => {
      if (target) server.middlewares.use(READY_PATH, answer);
    },
  };
}

/**
 * The built portal's Content-Security-Policy, as a <meta http-equiv> in index.html (the server may send the same
 * as a header, with frame-ancestors, which a meta cannot carry: see README). Scripts only from the portal's own
 * origin and never inline; calls and images only to the portal itself and its two back ends (images also data:
 * and blob:, the logos and thumbnails fetched with the token). Styles allow inline: MUI (emotion) writes its
 * styles into <style> elements at run time. Only at build: the dev server injects inline scripts of its own.
 */
export function contentSecurityPolicy(apiUrls: (string | undefined)[]): string {
  const origins = [...new Set(apiUrls.filter((u): u is string => !!u).map((u) => new URL(u).origin))].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${origins}`,
    "font-src 'self' data:",
    `connect-src 'self' ${origins}`,
    "object-src 'none'",
    // the file preview shows a PDF fetched with the token as a blob: URL in a frame (src/components/FilePreviewDialog.tsx)
    'frame-src blob:',
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

function cspMeta(env: Record<string, string | undefined>): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml(html) {
      // the policy forbids inline script: refuse a page that would need it rather than ship one that breaks
      if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html))
        throw new Error('index.html has an inline <script>: not allowed by the CSP.');
      const policy = contentSecurityPolicy([env.VITE_PORTAL_API_URL, env.VITE_QIP_API_URL]);
      return [
        { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' },
      ];
    },
  };
}

/**
 * One copy of each MUI package in the bundle: modules of one @mui package from two places (say @mui/system 7 under
 * @mui/material beside 9 at the top) mean two theme contexts and twice the bytes. The build refuses it, naming both.
 */
function oneMuiCopy(): Plugin {
  return {
    name: 'one-mui-copy',
    apply: 'build',
    generateBundle() {
      const roots = new Map<string, Set<string>>();
      for (const id of this.getModuleIds()) {
        const m = /^(.*[\\/]node_modules[\\/]@mui[\\/][^\\/]+)[\\/]/.exec(id);
        if (!m) continue;
        const name = m[1].replace(/^.*[\\/]node_modules[\\/]/, '');
        roots.set(name, (roots.get(name) ?? new Set()).add(m[1]));
      }
      const twice = [...roots].filter(([, dirs]) => dirs.size > 1);
      if (twice.length > 0)
        this.error(`Two copies of ${twice.map(([name, dirs]) => `${name} (${[...dirs].join(', ')})`).join('; ')}.`);
    },
  };
}

/**
 * The chunk holding App.tsx runs App as it loads (its first read, its router): the login and hand-off pages, and
 * what they load on demand, must never load it, or signing in would meet App's refused read. The build refuses such
 * a split, naming the module that pulls App's chunk in.
 */
function appChunkOnlyForApp(): Plugin {
  const APP = /src[\\/]App\.tsx$/;
  const SIGNED_OUT = /src[\\/]customRoutes[\\/](LoginPage|HandoffPage)\.tsx$/;
  return {
    name: 'app-chunk-only-for-app',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const chunkOf = (id: string) => chunks.find((c) => c.moduleIds.includes(id));
      const app = chunks.find((c) => c.moduleIds.some((id) => APP.test(id)));
      if (!app) return;
      const pages = chunks.flatMap((c) => c.moduleIds.filter((id) => SIGNED_OUT.test(id)));
      for (const root of pages.flatMap((id) => [id, ...(this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])])) {
        const loads = new Set<string>();
        for (let todo = [chunkOf(root)?.fileName]; todo.length > 0;) {
          const file = todo.pop();
          if (!file || loads.has(file)) continue;
          loads.add(file);
          todo.push(...(chunks.find((c) => c.fileName === file)?.imports ?? []));
        }
        if (loads.has(app.fileName))
          this.error(
            `${root} loads App's chunk (${app.fileName}), which runs App: give it a chunk group above 'admin'.`,
          );
      }
    },
  };
}

/** Headers `vite preview` sends (the e2e suite serves the build with it); README lists them for a real server. */
const PREVIEW_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Caching as a real server should send it (README): the build's hashed files (/assets/*) never change under their
 * name, so a browser keeps them a year without asking again; every other file (index.html names the current
 * hashes) is checked with the server on each load.
 */
const ASSET_CACHE = 'public, max-age=31536000, immutable';
function previewCaching(): Plugin {
  return {
    name: 'preview-caching',
    configurePreviewServer: (server) => {
      server.middlewares.use((req, res, next) => {
        res.setHeader('Cache-Control', req.url?.startsWith('/assets/') ? ASSET_CACHE : 'no-cache');
        next();
      });
    },
  };
}

// A production build must be configured for the real back ends (see README): refuse to build without every value.
export default defineConfig(({ command, mode }) => {
  const env: Record<string, string | undefined> = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  if (command === 'build' && mode === 'production') {
    const missing = REQUIRED_ENV.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new Error(
        `Production build refused: missing ${missing.join(', ')}. Set them in the environment or .env.production.local ` +
          `(for a build against the fixture back end use "vite build --mode development").`,
      );
    }
  }
  return {
    plugins: [
      react(),
      readyCheck(process.env.START_READY_TARGET),
      cspMeta(env),
      oneMuiCopy(),
      appChunkOnlyForApp(),
      previewCaching(),
    ],
    server: { port: Number(process.env.PORT ?? 5173), strictPort: true, host: '127.0.0.1' },
    preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, host: '127.0.0.1', headers: PREVIEW_HEADERS },
    build: {
      sourcemap: false,
      // the rich-text editor's chunk (loaded only by the newsletter and document forms) is over Vite's default
      chunkSizeWarningLimit: 1500,
      // every browser the portal supports has <link rel="modulepreload">: no polyfill script on every page
      modulePreload: { polyfill: false },
      // One chunk for what every signed-in screen needs (App and all it imports), one for what the login page needs
      // (mount and the login page, shared with the portal), the early reads before either, and one of what four
      // screens or more share: a first load or a screen's first opening asks for few files, without the module
      // wrappers that copying chunks into each other needs. The rest is Rolldown's own splitting.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'first', test: /src[\\/]boot[\\/]firstScreen\.ts$/, priority: 5 },
              { name: 'boot', test: /src[\\/](boot[\\/]mount\.tsx|customRoutes[\\/]LoginPage\.tsx)$/, priority: 4 },
              { name: 'preload', test: /src[\\/]boot[\\/]preload\.ts$/, priority: 3 },
              // what the login and hand-off pages load on demand, kept out of App's chunk, which runs App
              { name: 'auth', test: /src[\\/]authProvider[\\/](authApi|handoff)\.ts$/, priority: 2.5 },
              { name: 'admin', test: /src[\\/]App\.tsx$/, priority: 2 },
              { name: 'shared', minShareCount: 4, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
