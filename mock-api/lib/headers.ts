import type { NextFunction, Request, Response } from 'express';

// a back-end team can read this file as the list of headers to send

const DEFAULT_PORTAL_PORTS = [5173, 4173];

// MOCK_API_CORS_ORIGINS, comma-separated (scripts/start.mjs sets it); by default the demo portal's origins
export function corsOrigins(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const configured = (env.MOCK_API_CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter((o) => o !== '');
  if (configured.length > 0) return new Set(configured);
  return new Set(DEFAULT_PORTAL_PORTS.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]));
}

export const CORS_MAX_AGE = 600;

// never `*` and never with credentials: the API uses bearer tokens, not cookies
export function cors(origins: Set<string>) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.vary('Origin');
    const origin = req.headers.origin;
    const allowed = typeof origin === 'string' && origins.has(origin);
    const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (allowed) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      // the login page reads Retry-After of a throttled sign-in; lists keep their answer by its ETag
      res.setHeader('Access-Control-Expose-Headers', 'Retry-After, Content-Disposition, ETag');
      if (preflight) {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
        res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept, If-None-Match');
        res.setHeader('Access-Control-Max-Age', String(CORS_MAX_AGE));
      }
    }
    if (preflight) {
      res.status(204).end();
      return;
    }
    next();
  };
}

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
export const DEMO_PAGE_CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; " +
  "frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const DEMO_PAGE = '/view-portal-user-service';

export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'no-referrer');
  const page = req.path === DEMO_PAGE || req.path.startsWith(`${DEMO_PAGE}/`);
  res.setHeader('Content-Security-Policy', page ? DEMO_PAGE_CSP : API_CSP);
  next();
}

const INLINE_TYPES: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};

// From the sniffed type, never the name: inline only for a previewable type whose name agrees; a name that
// disagrees with the bytes (a PDF/HTML polyglot) gets its real type's ending; anything but a PDF is sandboxed.
export function fileHeaders(mime: string | null, name: string): Record<string, string> {
  const type = mime ?? 'application/octet-stream';
  const endings = INLINE_TYPES[type];
  const ending = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  const agrees = !!endings && endings.includes(ending);
  const fileName = (endings && !agrees ? `${name}.${endings[0]}` : name).replace(/["\\\r\n]/g, '_');
  return {
    'Content-Type': type,
    'Content-Disposition': `${agrees ? 'inline' : 'attachment'}; filename="${fileName}"`,
    'X-Content-Type-Options': 'nosniff',
    // a signed-in caller's file: kept by the browser only, and checked again before each use
    'Cache-Control': 'private, no-cache',
    'Content-Security-Policy': type === 'application/pdf' ? API_CSP : `${API_CSP}; sandbox`,
  };
}
