/**
 * The big lists as the fixture answers them: compact JSON, gzip for a client that accepts it, an ETag of the
 * database's version (304 for a client that holds it), and never an answer older than the last acknowledged write.
 * Filters answer what the full list holds, filtered by the spec's rule.
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useFixtureApi, type ApiProcess, type Json } from './helpers.ts';

let api: ApiProcess;
let token: string;

useFixtureApi({ resetEachTest: true }, (a, t) => {
  api = a;
  token = t;
});

/** A GET with our own headers; the body exactly as sent (not decompressed). */
function rawGet(urlPath: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    http
      .get(`${api.baseUrl}${urlPath}`, { headers: { Authorization: `Bearer ${token}`, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}
const list = async (urlPath: string) => (await api.request('GET', urlPath, undefined, token)).body as Json[];

describe('list answers', () => {
  it('are compact JSON, gzip-encoded for a client that accepts gzip, with the same records either way', async () => {
    // built, then kept as text, then kept gzipped: each asked for plain and gzipped
    const plain = await rawGet('/api/getDocuments', { 'Accept-Encoding': 'identity' });
    const zipped = [
      await rawGet('/api/getDocuments', { 'Accept-Encoding': 'gzip' }),
      await rawGet('/api/getDocuments', { 'Accept-Encoding': 'gzip' }),
    ];
    const plainAgain = await rawGet('/api/getDocuments', { 'Accept-Encoding': 'identity' });
    for (const r of [plain, plainAgain]) {
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.bytes.toString('utf8')).toBe(plain.bytes.toString('utf8'));
    }
    expect(plain.bytes.toString('utf8')).not.toContain('\n');
    for (const r of zipped) {
      expect(r.headers['content-encoding']).toBe('gzip');
      expect(r.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(r.bytes).toString('utf8')).toBe(plain.bytes.toString('utf8'));
    }
    expect(JSON.parse(plain.bytes.toString('utf8')).length).toBeGreaterThan(0);
  });

  it('answer 304 to a client holding the same answer, and 200 with the change after a write', async () => {
    const first = await rawGet('/api/services-get-all', {});
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');
    expect((await rawGet('/api/services-get-all', { 'If-None-Match': etag })).status).toBe(304);

    const target = (JSON.parse(first.bytes.toString('utf8')) as Json[])[0];
    const put = await api.request('PUT', `/api/services-update/${target.id}`, { description: 'Changed now' }, token);
    expect(put.status).toBe(200);
    const after = await rawGet('/api/services-get-all', { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    const changed = (JSON.parse(after.bytes.toString('utf8')) as Json[]).find((s) => s.id === target.id);
    expect(changed?.description).toBe('Changed now');
  });

  it("carry an ETag of the answer's text: a write to something else keeps it; 304 only once the token is good", async () => {
    const etag = async (urlPath: string, t = token) =>
      (await api.request('GET', urlPath, undefined, t)).headers.get('etag') ?? '';
    const users = await etag('/api/fetch-users/all');
    expect(users).toMatch(/^"[^"]+"$/);
    expect(await etag('/api/fetch-users/all')).toBe(users);
    const centre = await api.login('centre.admin@example.com', 'Centre123!'); // a sign-in is a write
    // ... to the tokens only: the users' list is the same text, so its ETag stays and the portal keeps its rows
    expect(await etag('/api/fetch-users/all')).toBe(users);
    const now = await etag('/api/user');
    expect(now).not.toBe(users);
    expect(await etag('/api/user', centre)).not.toBe(now);
    const fresh = await rawGet('/api/user', { 'If-None-Match': now });
    expect(fresh.status).toBe(304);
    expect(fresh.bytes.length).toBe(0);
    const anonymous = await api.request('GET', '/api/user', undefined, undefined);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('etag')).toBeNull();
  });

  it('show each acknowledged write at once: users, services and documents lists read right after it', async () => {
    const users = await list('/api/fetch-users/all');
    const user = users[0];
    const approve = !user.access_approved;
    await list('/api/fetch-users/member'); // prepared before the write
    expect(
      (await api.request('POST', '/api/access-approve', { userId: user.id, access_approve: approve }, token)).status,
    ).toBe(200);
    expect((await list('/api/fetch-users/all')).find((u) => u.id === user.id)?.access_approved).toBe(approve);

    const docs = await list('/api/getDocuments');
    const doc = docs[0];
    const del = await api.request('DELETE', '/api/soft-delete-multiple-documents', { document_id: [doc.id] }, token);
    expect(del.status).toBe(200);
    expect((await list('/api/getDocuments')).some((d) => d.id === doc.id)).toBe(false);
    expect((await list('/api/document-get-all')).some((d) => d.id === doc.id)).toBe(false);
  });

  it('filters answer the full list filtered by the rule (by services: what those services see), in the same order', async () => {
    const docs = await list('/api/getDocuments');
    const withServices = docs.filter((d) => Array.isArray(d.services) && d.services.length > 0);
    expect(withServices.length).toBeGreaterThan(0);
    const ids = [withServices[0].services[0].id as number];
    if (withServices.length > 1) ids.push(withServices[withServices.length - 1].services[0].id as number);
    const res = await api.request('POST', '/api/filter-documents-by-services', { service_id: ids }, token);
    expect(res.status).toBe(200);
    const seen = new Set<unknown>();
    for (const id of ids) for (const d of await list(`/api/document-by-service/${id}`)) seen.add(d.id);
    const expected = docs.filter((d) => seen.has(d.id));
    expect((res.body as Json[]).map((d) => d.id)).toEqual(expected.map((d) => d.id));
  });
});
