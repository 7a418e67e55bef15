/**
 * Files and headers: CORS only for the configured portal origins; hardening headers on every answer;
 * stored files served with the type their bytes show, never the client's file name (a PDF/HTML polyglot uploaded
 * as report.html is an application/pdf attachment, never text/html); the built portal's Content-Security-Policy.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiProcess, type Json } from './helpers.ts';

const assets = path.resolve(import.meta.dirname, '..', 'e2e', 'assets');
const PDF = readFileSync(path.join(assets, 'newsletter.pdf'));
const PNG = readFileSync(path.join(assets, 'thumbnail.png'));
/** A valid PDF header followed by an HTML page with a script: a browser sniffing it as HTML would run the script. */
const POLYGLOT = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.from('<html><body><script>document.title = "pwned"</script></body></html>\n'),
  PDF.subarray(9),
]);

let api: ApiProcess;
let token: string;
beforeAll(async () => {
  api = await startApi();
  token = await api.login();
});
afterAll(async () => {
  await api?.stop();
});

const preflight = (base: string, origin: string) =>
  fetch(`${base}/api/services-get-all`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization',
    },
  });

describe('CORS', () => {
  it('answers the demo portal origins (npm start and the preview) with their own origin and a max age', async () => {
    for (const origin of ['http://localhost:5173', 'http://localhost:4173', 'http://127.0.0.1:5173']) {
      const res = await preflight(api.baseUrl, origin);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-max-age')).toBe('600');
      expect(res.headers.get('access-control-allow-methods')).toMatch(/PUT/);
      expect(res.headers.get('access-control-allow-methods')).toMatch(/DELETE/);
      expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      const get = await fetch(`${api.baseUrl}/api/user`, {
        headers: { Origin: origin, Authorization: `Bearer ${token}` },
      });
      expect(get.headers.get('access-control-allow-origin')).toBe(origin);
      // the login page reads a throttled sign-in's wait
      expect(get.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
    }
  });

  it('gives a foreign origin no Access-Control-Allow-Origin, on a preflight or a call', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:5174', 'null']) {
      const res = await preflight(api.baseUrl, origin);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-methods')).toBeNull();
      const get = await fetch(`${api.baseUrl}/api/user`, {
        headers: { Origin: origin, Authorization: `Bearer ${token}` },
      });
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
      expect(get.headers.get('vary')).toMatch(/Origin/);
    }
  });

  it('MOCK_API_CORS_ORIGINS replaces the demo origins', async () => {
    const other = await startApi({
      env: { MOCK_API_CORS_ORIGINS: 'https://portal.example.org, http://localhost:4442' },
    });
    try {
      for (const origin of ['https://portal.example.org', 'http://localhost:4442']) {
        expect((await preflight(other.baseUrl, origin)).headers.get('access-control-allow-origin')).toBe(origin);
      }
      expect((await preflight(other.baseUrl, 'http://localhost:5173')).headers.get('access-control-allow-origin')).toBe(
        null,
      );
    } finally {
      await other.stop();
    }
  });
});

describe('hardening headers on every API answer', () => {
  it.each([
    ['a JSON answer', '/api/user', true],
    ['a 401', '/api/user', false],
    ['a 404', '/api/no-such-route', true],
    ['the banner', '/', false],
  ] as const)('%s', async (_label, urlPath, withToken) => {
    const res = await api.request('GET', urlPath, undefined, withToken ? token : undefined);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/(^|;\s*)default-src 'none'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
  });

  it("the demo 'View as service' page may run only its own script", async () => {
    const res = await fetch(`${api.baseUrl}/view-portal-user-service/`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('stored files', () => {
  /** Saves a newsletter whose file is `bytes` named `fileName`; returns the stored file's URL. */
  async function storeNewsletterFile(bytes: Buffer, fileName: string): Promise<string> {
    const title = `Headers ${fileName} ${Date.now()}`;
    const res = await api.request(
      'POST',
      '/api/newsletter-save',
      {
        base64_image: bytes.toString('base64'),
        file_name: fileName,
        label: fileName,
        title,
        type: 'application/pdf',
        size: bytes.length,
        date: '2026-03-01',
        notify_service: 0,
        category: 'el_newsletter',
        thumbnail_base64: PNG.toString('base64'),
        thumbnail_label: 'thumb.png',
        thumbnail_type: 'image/png',
        thumbnail_size: PNG.length,
      },
      token,
    );
    expect(res.status).toBe(201);
    const list = (await api.request('GET', '/api/newsletter-get-all', undefined, token)).body as Json[];
    const saved = list.find((n) => n.title === title)!;
    const url = Object.values(saved).find(
      (v) => typeof v === 'string' && v.startsWith('/files/') && v.endsWith(fileName),
    );
    expect(url).toBeTypeOf('string');
    return url as string;
  }
  const download = (url: string) => fetch(api.baseUrl + url, { headers: { Authorization: `Bearer ${token}` } });

  it('a PDF/HTML polyglot uploaded as report.html is an application/pdf attachment, never text/html', async () => {
    const url = await storeNewsletterFile(POLYGLOT, 'report.html');
    const res = await download(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-type')).not.toMatch(/html/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment;/);
    // saved under its real type's ending, never as .html
    expect(disposition).toMatch(/filename="[^"]*\.pdf"$/);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(Buffer.from(await res.arrayBuffer()).equals(POLYGLOT)).toBe(true);
  });

  it('a PDF named .pdf and a PNG are previewed inline with their sniffed types', async () => {
    const pdf = await download(await storeNewsletterFile(PDF, 'plain.pdf'));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline;/);
    const list = (await api.request('GET', '/api/newsletter-get-all', undefined, token)).body as Json[];
    const thumbUrl = Object.values(list.find((n) => n.document_name === 'plain.pdf')!).find(
      (v) => typeof v === 'string' && v.startsWith('/files/') && v.endsWith('thumb.png'),
    ) as string;
    const png = await download(thumbUrl);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(png.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a file whose bytes show no known type is an application/octet-stream attachment, sandboxed', async () => {
    // the seed's plain-text documents (.txt/.csv have no signature): any stored file the sniffer does not know
    const docs = (await api.request('GET', '/api/getDocuments', undefined, token)).body as Json[];
    const text = docs.find((d) => /\.(csv|txt)$/i.test(d.uploaded_file?.document_name ?? ''));
    expect(text).toBeDefined();
    const res = await download(text!.uploaded_file.document_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('content-security-policy')).toMatch(/sandbox/);
  });
});
