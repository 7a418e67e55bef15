import { defineConfig, loadEnv, type Connect, type Plugin, type Rolldown } from 'vite';
import { fileURLToPath } from 'node:url';
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
 * Polyfills of ES2017 built-ins that node-polyglot (the i18n library, loaded by the login page too) requires: they
 * bring about forty es-abstract helper modules (get-intrinsic, call-bind, function-bind...), about 5 KB gzip on
 * every page. Every browser the portal supports has the built-ins, so the bundle gets one-line shims instead.
 */
const NATIVE_SHIMS = ['object.entries', 'hasown'].map((name) => ({
  find: new RegExp(`^${name.replace('.', '\\.')}$`),
  replacement: fileURLToPath(new URL(`./src/shims/${name.replace('.', '-')}.cjs`, import.meta.url)),
}));

/**
 * At each lazy import Vite lists every chunk the imported code needs, to preload them all at once. Most are loaded
 * already: the importing chunk's static imports, and those of every chunk that must have loaded for it to run (the
 * shell, the screen). Listing them again at every lazy screen, dialog and part cost about 5 KB gzip per page; the
 * list keeps the chunks that may not be loaded yet. (A chunk left off by mistake would only load a moment later.)
 */
function preloadOnlyNew() {
  let bundle: Rolldown.OutputBundle | undefined;
  let loadedBefore = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'preload-only-new',
    apply: 'build',
    generateBundle(_options, output) {
      bundle = output; // runs before Vite's import analysis, which asks resolveDependencies below
      loadedBefore = new Map();
    },
  };
  const chunk = (f: string) => (bundle?.[f]?.type === 'chunk' ? (bundle[f] as Rolldown.OutputChunk) : undefined);
  const staticClosure = (f: string) => {
    const seen = new Set<string>();
    for (let todo = [f], g = todo.pop(); g !== undefined; g = todo.pop()) {
      if (seen.has(g)) continue;
      seen.add(g);
      todo.push(...(chunk(g)?.imports ?? []));
    }
    return seen;
  };
  /** Chunks loaded whenever `f` runs: its static closure, plus what every chunk importing it guarantees. */
  const loaded = (f: string, visiting = new Set<string>()): Set<string> => {
    const known = loadedBefore.get(f);
    if (known) return known;
    if (visiting.has(f)) return new Set(); // an import cycle guarantees nothing more
    visiting.add(f);
    let inherited: Set<string> | undefined;
    for (const c of Object.values(bundle ?? {})) {
      if (c.type !== 'chunk' || !(c.imports.includes(f) || c.dynamicImports.includes(f))) continue;
      const theirs = loaded(c.fileName, visiting);
      inherited = inherited ? new Set([...inherited].filter((x) => theirs.has(x))) : theirs;
    }
    visiting.delete(f);
    const result = new Set([...staticClosure(f), ...(inherited ?? [])]);
    loadedBefore.set(f, result);
    return result;
  };
  const resolveDependencies = (_file: string, deps: string[], ctx: { hostId: string; hostType: string }) => {
    if (ctx.hostType !== 'js' || !bundle) return deps;
    const already = loaded(ctx.hostId);
    return deps.filter((d) => !already.has(d));
  };
  return { plugin, resolveDependencies };
}
const preload = preloadOnlyNew();

/**
 * The MUI components of the login page (and their dependencies) in one chunk, loaded by every page. Left to the
 * automatic splitting they were cut by which lazy screens also use each one into half a dozen chunks that change
 * with every new lazy import, each with its own import list and gzip dictionary (3 to 5 KB gzip more per page).
 */
const LOGIN_MUI = [
  'Alert',
  'Box',
  'Button',
  'Card',
  'CardContent',
  'CircularProgress',
  'Dialog',
  'DialogActions',
  'DialogContent',
  'DialogContentText',
  'FormControl',
  'FormHelperText',
  'InputLabel',
  'OutlinedInput',
  'Typography',
];
const loginMuiChunk = {
  name: 'mui-base',
  test: new RegExp(`node_modules[\\\\/]@mui[\\\\/]material[\\\\/]esm[\\\\/](${LOGIN_MUI.join('|')})[\\\\/]`),
};

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
 * A plugin resolving one relative import of one library's files to a module of ours (src/shims): `source` as
 * imported by a file whose path matches `importer`. For imports inside a library, where an alias would catch
 * every library's own file of that name.
 */
function shimImport(name: string, source: string, importer: RegExp, shim: string): Plugin {
  const path = fileURLToPath(new URL(`./src/shims/${shim}`, import.meta.url));
  return {
    name,
    enforce: 'pre',
    resolveId: (id, from) => (id === source && from && importer.test(from) ? path : null),
  };
}

/**
 * file-selector (react-dropzone's file reader) imports its type table as `./file`: resolved to a short table of the
 * types the drop zones take (src/shims/file-selector-file.ts), 10 KB gzip less on every page with a drop zone.
 */
const fileSelectorTypes = () =>
  shimImport(
    'file-selector-types',
    './file',
    /[\\/]file-selector[\\/]dist[\\/]es2015[\\/]file-selector\.js$/,
    'file-selector-file.ts',
  );

/**
 * MUI's styles import their CSS-variables provider as `./ThemeProviderWithVars.js`: resolved to a module that
 * refuses to render (src/shims/mui-theme-provider-with-vars.ts), since the portal's theme has no CSS variables.
 */
const noCssVarsProvider = () =>
  shimImport(
    'no-css-vars-provider',
    './ThemeProviderWithVars.js',
    /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]/,
    'mui-theme-provider-with-vars.ts',
  );

/**
 * MUI's Tooltip imports its Popper as `../Popper/index.js`: resolved to a module that loads Popper (and popper.js)
 * the first time a tooltip opens (src/shims/mui-popper-on-demand.tsx), about 9 KB gzip less on every signed-in page.
 */
const popperOnDemand = () =>
  shimImport(
    'popper-on-demand',
    '../Popper/index.js',
    /[\\/]@mui[\\/]material[\\/]esm[\\/]Tooltip[\\/]Tooltip\.js$/,
    'mui-popper-on-demand.tsx',
  );

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
 * hashes) is checked with the server on each load. Without it each load asked again for each of the 60 to 70
 * scripts of a screen, six at a time over HTTP/1.1.
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
      preload.plugin,
      oneMuiCopy(),
      fileSelectorTypes(),
      noCssVarsProvider(),
      popperOnDemand(),
      previewCaching(),
    ],
    resolve: {
      alias: [
        ...NATIVE_SHIMS,
        {
          find: /^react-hotkeys-hook$/,
          replacement: fileURLToPath(new URL('./src/shims/react-hotkeys-hook.ts', import.meta.url)),
        },
        {
          find: /^inflection$/,
          replacement: fileURLToPath(new URL('./src/shims/inflection.ts', import.meta.url)),
        },
        {
          find: /^jsonexport\/dist\/index\.js$/,
          replacement: fileURLToPath(new URL('./src/shims/jsonexport.ts', import.meta.url)),
        },
      ],
    },
    server: { port: Number(process.env.PORT ?? 5173), strictPort: true, host: '127.0.0.1' },
    preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, host: '127.0.0.1', headers: PREVIEW_HEADERS },
    // every browser the portal supports has <link rel="modulepreload">: no polyfill script on every page
    build: {
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 1500,
      modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
      rolldownOptions: { output: { codeSplitting: { groups: [loginMuiChunk] } } },
    },
  };
});
