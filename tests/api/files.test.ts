/**
 * Stored files with the default data-folder layout (a data folder inside a dot-folder, like mock-api/.data), and
 * names that try to leave the files folder. Also the fixture's `/` (the address `npm start` prints).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/dataProvider/endpoints.ts';
import { repoRoot, startApi, type ApiProcess, type Json } from './helpers.ts';

const assets = path.resolve(import.meta.dirname, '..', 'e2e', 'assets');
const PDF = readFileSync(path.join(assets, 'newsletter.pdf'));
const PNG = readFileSync(path.join(assets, 'thumbnail.png'));
/** Written beside the files folder and above the data folder: no file name may reach it. */
const SECRET = 'secret-outside-the-files-folder';

let api: ApiProcess;
let token: string;
let outside: string;

beforeAll(async () => {
  outside = mkdtempSync(path.join(os.tmpdir(), 'nqa-dotdir-'));
  api = await startApi({ dataDir: path.join(outside, '.data') });
  token = await api.login();
  writeFileSync(path.join(outside, 'secret.txt'), SECRET);
  writeFileSync(path.join(api.dataDir, 'secret.txt'), SECRET);
  writeFileSync(path.join(api.dataDir, 'files', '.hidden'), SECRET);
});
afterAll(async () => {
  await api?.stop();
});

const download = async (url: string) => {
  const res = await fetch(api.baseUrl + url, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
};

/** A request with its path sent exactly as written (fetch would resolve `..` before sending). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: api.port,
        path: rawPath,
        method: 'GET',
        headers: { Authorization: `Bearer ${token}` },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('stored files under a dot-folder data directory', () => {
  it('the data folder is the default layout: inside a dot-folder', () => {
    expect(path.basename(api.dataDir)).toBe('.data');
  });

  it('serves every seeded newsletter file and thumbnail with the bytes stored on disk', async () => {
    const list = (await api.request('GET', '/api/newsletter-get-all', undefined, token)).body as Json[];
    expect(list.length).toBeGreaterThan(0);
    for (const n of list) {
      for (const url of [n.document_url, n.thumbnail_url] as string[]) {
        const got = await download(url);
        expect(got.status, url).toBe(200);
        const onDisk = readFileSync(path.join(api.dataDir, 'files', path.posix.basename(url)));
        expect(got.bytes.equals(onDisk), url).toBe(true);
      }
    }
  });

  it('serves a newly uploaded newsletter and thumbnail with the uploaded bytes', async () => {
    const saved = await api.request(
      'POST',
      '/api/newsletter-save',
      {
        base64_image: PDF.toString('base64'),
        file_name: 'Dot folder.pdf',
        label: 'Dot folder.pdf',
        title: 'Dot folder newsletter',
        type: 'application/pdf',
        size: PDF.length,
        date: '2026-03-01',
        notify_service: 0,
        category: 'el_newsletter',
        thumbnail_base64: PNG.toString('base64'),
        thumbnail_label: 'dot.png',
        thumbnail_type: 'image/png',
        thumbnail_size: PNG.length,
      },
      token,
    );
    expect(saved.status).toBe(201);
    const list = (await api.request('GET', '/api/newsletter-get-all', undefined, token)).body as Json[];
    const stored = list.find((n) => n.title === 'Dot folder newsletter')!;
    const pdf = await download(stored.document_url);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.equals(PDF)).toBe(true);
    const png = await download(stored.thumbnail_url);
    expect(png.status).toBe(200);
    expect(png.bytes.equals(PNG)).toBe(true);
  });

  it('answers 404 with a reason for a plain name that is not stored', async () => {
    const res = await api.request('GET', '/files/no-such-file.pdf', undefined, token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('File not found.');
  });
});

describe('names that try to leave the files folder are refused', () => {
  const attempts = [
    '/files/..%2Fsecret.txt',
    '/files/..%2F..%2Fsecret.txt',
    '/files/%2E%2E%2Fsecret.txt',
    '/files/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/files/..%5Csecret.txt',
    '/files/..',
    '/files/%2E%2E',
    '/files/.hidden',
    '/files/%2Ehidden',
    '/files/%2Fetc%2Fpasswd',
    '/files/C%3A%5CWindows%5Cwin.ini',
    '/files/secret.txt%00.pdf',
    '/files/%E0%A4%A',
    '/files/../secret.txt',
    '/files/../../secret.txt',
  ];
  it.each(attempts)('%s', async (rawPath) => {
    const res = await rawGet(rawPath);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('root:');
    expect(JSON.parse(res.body).message).toEqual(expect.any(String));
  });

  it('an absolute path to a real file outside is refused too', async () => {
    const res = await rawGet(`/files/${encodeURIComponent(path.join(outside, 'secret.txt'))}`);
    expect(res.status).toBe(400);
    expect(res.body).not.toContain(SECRET);
  });
});

describe('GET / (the address npm start prints)', () => {
  it('answers a small JSON: name, version, where the endpoints are listed and how many', async () => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    const res = await api.request('GET', '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toMatchObject({
      name: pkg.name,
      version: pkg.version,
      endpoints: 'src/dataProvider/endpoints.ts',
      count: Object.keys(endpoints).length,
    });
  });
});
