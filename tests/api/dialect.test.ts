/**
 * The legacy dialect (MOCK_API_DIALECT=legacy, mock-api/lib/dialect.ts): the same seed served by a spec process and a
 * legacy process side by side, so each rule is checked as "the same data, the legacy shape", and the same requests
 * are accepted by both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientCredentials,
  freshDataDir,
  loginBody,
  runToExit,
  startApi,
  type ApiProcess,
  type Json,
} from './helpers.ts';
import { enMessages } from '../../src/i18n/en.ts';
import { message, messages } from '../../mock-api/lib/messages.ts';
import { dialectLine, unknownDialect } from '../../mock-api/lib/dialect.ts';

const m = enMessages.app;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

let spec: ApiProcess;
let legacy: ApiProcess;
let specToken: string;
let token: string;

beforeAll(async () => {
  [spec, legacy] = await Promise.all([startApi(), startApi({ env: { MOCK_API_DIALECT: 'legacy' } })]);
  [specToken, token] = await Promise.all([spec.login(), legacy.login()]);
});
afterAll(async () => {
  await Promise.all([spec?.stop(), legacy?.stop()]);
});

const fromSpec = async (path: string) => (await spec.request('GET', path, undefined, specToken)).body;
async function fromLegacy(path: string) {
  const res = await legacy.request('GET', path, undefined, token);
  expect(res.status, path).toBe(200);
  return res.body;
}
const send = (method: string, path: string, body?: unknown) => legacy.request(method, path, body, token);

/** What a scalar of the spec answer reads as through MySQL: text, flags 1/0 as text, null for an empty text. */
const asColumn = (v: unknown) =>
  typeof v === 'number' ? String(v) : typeof v === 'boolean' ? (v ? '1' : '0') : v === '' ? null : v;
const scalars = (r: Json) => Object.entries(r).filter(([, v]) => v === null || typeof v !== 'object');

describe('MOCK_API_DIALECT', () => {
  it('refuses to start with a value other than spec or legacy, saying which values exist', async () => {
    const { code, output } = await runToExit(freshDataDir(), { MOCK_API_DIALECT: 'laravel' });
    expect(code).toBe(2);
    expect(output).toContain(unknownDialect('laravel'));
    expect(output).toContain('spec | legacy');
    expect(legacy.output()).toContain(dialectLine('legacy'));
  });
});

describe('legacy envelopes', () => {
  it('the two big lists answer a Laravel paginator holding every row on one page', async () => {
    for (const path of ['/api/getDocuments', '/api/fetch-users/all', '/api/fetch-users/member']) {
      const rows: Json[] = await fromSpec(path);
      const page = await fromLegacy(path);
      expect(page, path).toMatchObject({
        current_page: 1,
        last_page: 1,
        per_page: rows.length,
        total: rows.length,
        from: 1,
        to: rows.length,
        next_page_url: null,
        prev_page_url: null,
      });
      expect(page.data.map((r: Json) => r.id)).toEqual(rows.map((r) => String(r.id)));
    }
  });

  it('every other list answers { data: [...] } and a record { data: record }', async () => {
    for (const path of [
      '/api/document-get-all',
      '/api/services-get-all',
      '/api/newsletter-get-all',
      '/api/services-with-document-count',
      '/api/collections-get/1',
      '/api/document-by-service/1',
      '/api/center/1/users',
    ]) {
      const rows: Json[] = await fromSpec(path);
      const legacyBody = await fromLegacy(path);
      expect(Object.keys(legacyBody), path).toEqual(['data']);
      expect(legacyBody.data.map((r: Json) => r.id)).toEqual(rows.map((r) => String(r.id)));
    }
    const service = await fromLegacy('/api/services-get/1');
    expect(Object.keys(service)).toEqual(['data']);
    expect(service.data.name).toBe((await fromSpec('/api/services-get/1')).name);
  });

  it('the signed-in account is { data: user } with a lower-case user_type', async () => {
    expect(await fromLegacy('/api/user')).toEqual({
      data: { id: '1', name: 'Portal Administrator', email: 'admin@example.com', user_type: 'super_admin' },
    });
  });
});

describe('legacy values', () => {
  it('numbers and flags as text, empty texts as null, in every field of every service', async () => {
    const specRows: Json[] = await fromSpec('/api/services-get-all');
    const rows: Json[] = (await fromLegacy('/api/services-get-all')).data;
    expect(specRows.some((s) => scalars(s).some(([, v]) => v === ''))).toBe(true);
    specRows.forEach((s, i) => {
      for (const [k, v] of scalars(s)) if (k !== 'admin_email') expect(rows[i][k], k).toBe(asColumn(v));
    });
    expect(rows[0]).toMatchObject({ id: '1', has_portal: '1', is_archive: '0', collection_loaded: '[]' });
  });

  it('documents: JSON columns as text, dates with a time, relations as lists of text values', async () => {
    const specDocs: Json[] = await fromSpec('/api/getDocuments');
    const docs: Json[] = (await fromLegacy('/api/getDocuments')).data;
    specDocs.forEach((s, i) => {
      const d = docs[i];
      expect(JSON.parse(d.nqa_area_id)).toEqual(s.nqa_area_id);
      expect(JSON.parse(d.service_type_id)).toEqual(s.service_type_id.map((t: Json) => t.id));
      expect(d.excluded_services).toBe(s.excluded_services);
      expect(d.date).toBe(`${s.date} 00:00:00`);
      expect(d.services).toEqual(s.services.map((x: Json) => ({ id: String(x.id), name: x.name })));
      for (const [k, v] of scalars(s)) if (k !== 'date') expect(d[k], k).toBe(asColumn(v));
      if (s.uploaded_file) {
        expect(d.uploaded_file.file_size).toBe(String(s.uploaded_file.file_size));
        expect(d.uploaded_file.document_url).toBe(s.uploaded_file.document_url);
      } else expect(d.uploaded_file).toBeNull();
    });
    expect(docs.some((d) => d.notify_service === '1') && docs.some((d) => d.notify_service === '0')).toBe(true);
  });

  it('newsletters and focus files: a date with a time', async () => {
    const specLetters: Json[] = await fromSpec('/api/newsletter-get-all');
    const letters: Json[] = (await fromLegacy('/api/newsletter-get-all')).data;
    expect(letters.map((n) => n.date)).toEqual(specLetters.map((n) => `${n.date} 00:00:00`));
    expect(letters[0].size).toBe(String(specLetters[0].size));
    const focus: Json[] = (await fromLegacy('/api/document-fom-list')).data;
    expect(focus[0].uploaded_files[0].date).toMatch(DATETIME);
  });

  it('the sign-in token expires at a zoneless UTC datetime, and created_at is zoneless too', async () => {
    const res = await legacy.request('POST', '/api/portal-login', loginBody('admin@example.com', 'Admin123!'));
    expect(res.status).toBe(200);
    expect(res.body.expires_at).toMatch(DATETIME);
    expect(Date.parse(`${res.body.expires_at.replace(' ', 'T')}Z`)).toBeGreaterThan(Date.now());

    const registered = await legacy.request('POST', '/api/register', {
      name: 'Nadia Rahman',
      email: 'nadia@dialect.example.org',
      password: 'Secret123!',
      service_name: 'Wattle Grove Early Learning',
      ...clientCredentials(),
    });
    expect(registered.status).toBe(200);
    const account = (await fromLegacy(`/api/user/${registered.body.data.id}`)).data;
    expect(account).toMatchObject({ user_type: 'admin', email: 'nadia@dialect.example.org' });
    expect(account.created_at).toMatch(DATETIME);
  });
});

describe('legacy leaves out what only the fixture invents', () => {
  it("users' access flag and services, services' admin email and soft-delete mark", async () => {
    const users: Json[] = (await fromLegacy('/api/fetch-users/all')).data;
    expect(users.some((u) => 'access_approved' in u || 'services' in u)).toBe(false);
    expect(users[0].roles).toEqual([{ name: expect.any(String) }]);
    const services: Json[] = (await fromLegacy('/api/services-get-all')).data;
    expect(services.some((s) => 'admin_email' in s || 'deleted_at' in s)).toBe(false);
  });

  it("a service's documents carry their availability in uploaded_file only, a document without a file too", async () => {
    const rows: Json[] = (await fromLegacy('/api/document-by-service/1')).data;
    expect(rows.some((r) => 'availability' in r)).toBe(false);
    expect(rows.every((r) => ['ENABLE', 'DISABLE'].includes(r.uploaded_file?.availability))).toBe(true);
    const fileless = rows.find((r) => r.uploaded_file.document_url === undefined)!;
    expect(fileless.uploaded_file).toEqual({ availability: expect.any(String) });

    const off = await send('PUT', '/api/document-availability', {
      service_id: 1,
      id: Number(fileless.id),
      availability: 'DISABLE',
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ id: fileless.id, uploaded_file: { availability: 'DISABLE' } });
    expect('availability' in off.body.data).toBe(false);
    const after: Json[] = (await fromLegacy('/api/document-by-service/1')).data;
    expect(after.find((r) => r.id === fileless.id)?.uploaded_file).toEqual({ availability: 'DISABLE' });
  });
});

describe('legacy sign-in and errors', () => {
  const login = (body: Json) => legacy.request('POST', '/api/portal-login', { ...clientCredentials(), ...body });

  it('a wrong password answers 200 with status false and the error object', async () => {
    const res = await login({ username: 'admin@example.com', password: 'wrong password' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: false, error: { message: m.login.invalid } });
  });

  it('validation errors and other failures keep their status and body', async () => {
    const invalid = await login({ username: '', password: '' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ username: [m.validation.required], password: [m.validation.required] });
    const missing = await legacy.request('GET', '/api/services-get/99999', undefined, token);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual((await spec.request('GET', '/api/services-get/99999', undefined, specToken)).body);
    expect((await legacy.request('GET', '/api/user')).status).toBe(401);
  });
});

describe('legacy accepts the same requests', () => {
  it('creates and updates a user', async () => {
    const created = await send('POST', '/api/create-user', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@dialect.example.org',
      user_type: 'admin',
      notify_email: true,
      description: '',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ first_name: 'Ada', notify_email: '1', description: null });
    expect(created.body.data.id).toMatch(/^\d+$/);
    const id = Number(created.body.data.id);
    const updated = await send('POST', '/api/update-user', {
      id,
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'ada@dialect.example.org',
      user_type: 'member',
      notify_email: false,
      description: 'Moved',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: String(id), first_name: 'Grace', notify_email: '0' });
    const stored = (await fromLegacy('/api/fetch-users/member')).data.find((u: Json) => u.id === String(id));
    expect(stored).toMatchObject({ last_name: 'Hopper', roles: [{ name: 'member' }], description: 'Moved' });
  });

  it('creates and updates a document; acknowledgements keep their shape', async () => {
    const created = await send('POST', '/api/new-document', {
      category: 1,
      upload_or_generate: 2,
      file_title: 'Dialect policy',
      file_version: '1.0',
      date: '2026-10-01',
      description: 'Written in the editor.',
      content: '<p>Hello</p>',
      nqa_area_id: [2, 5],
      document_type_id: 1,
      service_type_id: [1, 3],
      services: [],
      excluded_services: [2],
      notify_service: 0,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: true, message: message('documents.created') });
    const doc = created.body.data[0];
    expect(doc).toMatchObject({ nqa_area_id: '[2,5]', service_type_id: '[1,3]', date: '2026-10-01 00:00:00' });
    const updated = await send('PUT', '/api/document-update', { id: Number(doc.id), file_title: 'Dialect policy v2' });
    expect(updated.status).toBe(200);
    expect(updated.body.status).toBe(true);
    const stored = (await fromLegacy('/api/getDocuments')).data.find((d: Json) => d.id === doc.id);
    expect(stored).toMatchObject({ file_title: 'Dialect policy v2', excluded_services: '[2]' });

    const newsletter = (await fromLegacy('/api/newsletter-get-all')).data[0];
    const deleted = await send('DELETE', `/api/newsletter-delete/${newsletter.id}`);
    expect(deleted.body).toBe(messages.acknowledgement.deleted);
  });

  it('serves stored files as they are', async () => {
    const doc = (await fromLegacy('/api/getDocuments')).data.find((d: Json) => d.uploaded_file);
    const read = async (api: ApiProcess, t: string) => {
      const res = await fetch(api.baseUrl + doc.uploaded_file.document_url, {
        headers: { Authorization: `Bearer ${t}` },
      });
      expect(res.status).toBe(200);
      return { type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const [fromLegacyFile, fromSpecFile] = [await read(legacy, token), await read(spec, specToken)];
    expect(fromLegacyFile.bytes.length).toBe(Number(doc.uploaded_file.file_size));
    expect(fromLegacyFile).toEqual(fromSpecFile);
  });
});
