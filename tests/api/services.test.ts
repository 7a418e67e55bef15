/** Fixture contract of the service, collection and service-document endpoints (portal-core §7, document-management §7). */
import { describe, expect, it } from 'vitest';
import { useFixtureApi, type ApiProcess, type Json } from './helpers.ts';
import { enMessages } from '../../src/i18n/en.ts';

const m = enMessages.app;
let api: ApiProcess;
let token: string;

useFixtureApi({ resetEachTest: true }, (a, t) => {
  api = a;
  token = t;
});

const req = <T = Json>(method: string, path: string, body?: unknown) => api.request<T>(method, path, body, token);
const all = async () => (await req<Json[]>('GET', '/api/services-get-all')).body;
const one = async (id: number) => req('GET', `/api/services-get/${id}`);
const newService = (over: Json = {}) => ({
  name: 'Little Gumnuts Early Learning',
  primary_email: 'Owner@LittleGumnuts.com.au',
  service_type_id: 3,
  website_link: 'https://littlegumnuts.com.au',
  phone: '(02) 9000 1234',
  address: '1 Gum Tree Lane',
  city: 'Katoomba',
  state: 'NSW',
  postal: '2780',
  description: 'We learn outdoors.',
  ...over,
});
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]).toString(
  'base64',
);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');

describe('authentication', () => {
  it('refuses every service endpoint without a token', async () => {
    for (const [method, path] of [
      ['GET', '/api/services-get-all'],
      ['GET', '/api/services-get/1'],
      ['POST', '/api/new-service'],
      ['POST', '/api/services-soft-delete'],
      ['GET', '/api/collection-count/1'],
      ['GET', '/api/document-by-service/1'],
    ]) {
      expect((await api.request(method, path, method === 'GET' ? undefined : {})).status, `${method} ${path}`).toBe(
        401,
      );
    }
  });
});

describe('GET /api/services-get-all and /api/services-get/{id}', () => {
  it('lists live services with the spec fields and the admin email; has_portal 0 services are included', async () => {
    const list = await all();
    expect(list.length).toBeGreaterThan(30);
    expect(Object.keys(list[0])).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'has_qip',
        'has_portal',
        'admin_name',
        'primary_email',
        'service_type_id',
        'brand_color',
        'is_archive',
        'skin',
        'collection_loaded',
        'admin_email',
      ]),
    );
    expect(list.some((s) => s.has_portal === 0)).toBe(true);
    expect(list.find((s) => s.id === 1)?.admin_email).toBe('centre.admin@example.com');
  });

  // An id not written as a whole number is refused with 422 naming the parameter, not 404.
  it('answers one service, 404 for an unknown id and 422 for a malformed one', async () => {
    const r = await one(1);
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(1);
    expect((await one(99999)).status).toBe(404);
    for (const bad of ['0', 'abc', '0x1']) {
      const m = await req('GET', `/api/services-get/${bad}`);
      expect(m.status).toBe(422);
      expect(m.body.errors.id).toBeDefined();
    }
  });
});

describe('POST /api/new-service', () => {
  it('creates a portal service with defaults and stores it', async () => {
    const r = await req('POST', '/api/new-service', newService());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      name: 'Little Gumnuts Early Learning',
      primary_email: 'owner@littlegumnuts.com.au',
      service_type_id: 3,
      has_portal: 1,
      brand_color: '#000000',
      skin: '#000000',
      is_archive: false,
      collection_loaded: '[]',
      city: 'Katoomba',
    });
    expect((await one(r.body.id)).body.name).toBe('Little Gumnuts Early Learning');
    expect((await all()).some((s) => s.id === r.body.id)).toBe(true);
  });

  it('answers 422 with field errors in the catalogue wording and stores nothing', async () => {
    const before = (await all()).length;
    const r = await req('POST', '/api/new-service', {
      name: ' ',
      primary_email: 'not-an-email',
      service_type_id: 7,
      website_link: 'ftp:/x',
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({
      name: [m.validation.required],
      primary_email: [m.validation.email],
      service_type_id: [m.validation.invalid_value],
      website_link: [m.documents.validation.link_invalid],
    });
    expect((await all()).length).toBe(before);
  });

  it('rejects texts longer than 524288 characters and non-string fields', async () => {
    // The length limit holds for every call and is checked before the call's own rules (mock-api/lib/strict.ts),
    // so the two are sent apart.
    const r = await req('POST', '/api/new-service', newService({ description: 'x'.repeat(524289) }));
    expect(r.status).toBe(422);
    expect(r.body.errors.description[0]).toBe(m.validation.max_length.replace('%{max}', '524288'));
    const p = await req('POST', '/api/new-service', newService({ phone: 42 }));
    expect(p.status).toBe(422);
    expect(p.body.errors.phone).toEqual([m.validation.invalid_value]);
  });
});

describe('PUT /api/services-update/{id}', () => {
  it('updates the given fields, never the account owner email', async () => {
    const r = await req('PUT', '/api/services-update/2', {
      name: 'Renamed Centre',
      city: 'Manly',
      primary_email: 'thief@example.com',
      service_type_id: 4,
    });
    expect(r.status).toBe(200);
    const stored = (await one(2)).body;
    expect(stored).toMatchObject({ name: 'Renamed Centre', city: 'Manly', service_type_id: 4 });
    expect(stored.primary_email).not.toBe('thief@example.com');
  });

  it('validates before writing (422, record untouched) and 404s an unknown id', async () => {
    const before = (await one(2)).body;
    const r = await req('PUT', '/api/services-update/2', { name: '', city: 'Changed' });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ name: [m.validation.required] });
    expect((await one(2)).body).toEqual(before);
    expect((await req('PUT', '/api/services-update/99999', { name: 'X' })).status).toBe(404);
  });
});

describe('PUT /api/save-branding/{service_id}', () => {
  it('stores colour, skin and a JPEG logo that is then served with the token', async () => {
    const r = await req('PUT', '/api/save-branding/3', {
      service_id: 3,
      brand_color: '#1A2B3C',
      skin: '#ffffff',
      base64_image_logo: JPEG,
      logo_name: 'logo.jpg',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ brand_color: '#1a2b3c', skin: '#ffffff', logo_name: 'logo.jpg' });
    expect(r.body.logo_url).toMatch(/^\/files\/.+logo\.jpg$/);
    const file = await fetch(api.baseUrl + r.body.logo_url, { headers: { Authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).toString('base64')).toBe(JPEG);
    // colour only: the logo stays
    const again = await req('PUT', '/api/save-branding/3', { service_id: 3, brand_color: '#000000', skin: '#000000' });
    expect(again.body.logo_url).toBe(r.body.logo_url);
  });

  it('refuses a logo that is not a JPEG, a bad colour or skin, without changing anything', async () => {
    const before = (await one(3)).body;
    const png = await req('PUT', '/api/save-branding/3', {
      service_id: 3,
      brand_color: '#123456',
      skin: '#000000',
      base64_image_logo: PNG,
      logo_name: 'x.png',
    });
    expect(png.status).toBe(422);
    expect(png.body.errors).toEqual({ base64_image_logo: [m.validation.jpeg_only] });
    const bad = await req('PUT', '/api/save-branding/3', { service_id: 3, brand_color: 'red', skin: 'grey' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ brand_color: [m.validation.invalid_color], skin: [m.validation.invalid_value] });
    expect((await one(3)).body).toEqual(before);
    expect((await req('PUT', '/api/save-branding/99999', { brand_color: '#000000', skin: '#000000' })).status).toBe(
      404,
    );
  });
});

describe('POST /api/archive-service', () => {
  it('archives and un-archives', async () => {
    // "service fields" (portal-core §3 Service): admin_email is the list's column, not a field of the service
    const s = (await one(4)).body;
    delete s.admin_email;
    expect((await req('POST', '/api/archive-service', { ...s, is_archive: true })).body.is_archive).toBe(true);
    expect((await one(4)).body.is_archive).toBe(true);
    expect((await req('POST', '/api/archive-service', { ...s, is_archive: false })).body.is_archive).toBe(false);
    expect((await one(4)).body.is_archive).toBe(false);
  });

  it('validates is_archive and the id', async () => {
    expect((await req('POST', '/api/archive-service', { id: 4, is_archive: 'maybe' })).status).toBe(422);
    expect((await req('POST', '/api/archive-service', { id: 99999, is_archive: true })).status).toBe(404);
  });
});

describe('soft delete, undo and permanent delete', () => {
  it('soft-deletes a list of ids (hidden from every read), and undo brings them back', async () => {
    const r = await req('POST', '/api/services-soft-delete', { ids: [5, 6] });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ids: [5, 6] });
    const ids = (await all()).map((s) => s.id);
    expect(ids).not.toContain(5);
    expect(ids).not.toContain(6);
    expect((await one(5)).status).toBe(404);
    const u = await req('POST', '/api/services-undo-delete', { ids: [5, 6] });
    expect(u.status).toBe(200);
    expect((await all()).map((s) => s.id)).toEqual(expect.arrayContaining([5, 6]));
  });

  it('refuses an empty or malformed id list and unknown ids, changing nothing', async () => {
    expect((await req('POST', '/api/services-soft-delete', { ids: [] })).status).toBe(422);
    expect((await req('POST', '/api/services-soft-delete', { ids: ['x'] })).status).toBe(422);
    expect((await req('POST', '/api/services-soft-delete', { ids: [5, 99999] })).status).toBe(404);
    expect((await one(5)).status).toBe(200);
    expect((await req('POST', '/api/services-undo-delete', {})).status).toBe(422);
  });

  it('DELETE /api/services-delete/{id} removes the service and its users for good', async () => {
    const docs = (await req<Json[]>('GET', '/api/document-by-service/1')).body;
    expect(docs.length).toBeGreaterThan(0);
    const r = await req('DELETE', '/api/services-delete/1');
    expect(r.status).toBe(200);
    expect((await one(1)).status).toBe(404);
    expect((await all()).some((s) => s.id === 1)).toBe(false);
    // the quality back end no longer knows the centre
    const users = await req('GET', '/api/center/1/users');
    expect(users.status === 404 || (Array.isArray(users.body) && users.body.length === 0)).toBe(true);
    expect((await req('DELETE', '/api/services-delete/1')).status).toBe(404);
    expect((await req('POST', '/api/services-undo-delete', { ids: [1] })).status).toBe(404);
  });
});

describe('GET /api/services-with-document-count', () => {
  it('gives each live service its document count', async () => {
    const list = (await req<Json[]>('GET', '/api/services-with-document-count')).body;
    const first = list.find((s) => s.id === 1)!;
    expect(Object.keys(first).sort()).toEqual(['document_count', 'id', 'service_name']);
    expect(first.document_count).toBe((await req<Json[]>('GET', '/api/document-by-service/1')).body.length);
  });
});

describe('collections', () => {
  it('counts documents per service type collection', async () => {
    const r = await req('GET', '/api/collection-count/1');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['family_day_care', 'long_day_care', 'oosh', 'pre_school']);
    expect(Object.values(r.body).every((n) => typeof n === 'number')).toBe(true);
    expect((await req('GET', '/api/collection-count/99999')).status).toBe(404);
  });

  it('loading attaches the collection documents to the service; unloading detaches them', async () => {
    const service = (await one(1)).body; // a Long Daycare service with no collections loaded
    expect(service.collection_loaded).toBe('[]');
    const counts = (await req('GET', '/api/collection-count/1')).body;
    const before = (await req<Json[]>('GET', '/api/document-by-service/1')).body.map((d) => d.id);
    const loaded = await req('POST', '/api/collection-load', { service_type_id: 2, service_id: 1 });
    expect(loaded.status).toBe(200);
    expect(loaded.body.collection_loaded).toBe('[2]');
    const during = (await req<Json[]>('GET', '/api/document-by-service/1')).body;
    const attached = during.filter((d) => d.services.some((s: Json) => s.id === 1));
    expect(attached.length).toBeGreaterThanOrEqual(counts.family_day_care);
    expect(during.length).toBeGreaterThan(before.length);

    const unloaded = await req('POST', '/api/collection-unload', { service_type_id: 2, service_id: 1 });
    expect(unloaded.body.collection_loaded).toBe('[]');
    expect((await one(1)).body.collection_loaded).toBe('[]');
    expect((await req<Json[]>('GET', '/api/document-by-service/1')).body.map((d) => d.id).sort()).toEqual(
      [...before].sort(),
    );
  });

  it('validates the service type and the service', async () => {
    const r = await req('POST', '/api/collection-load', { service_type_id: 5, service_id: 0 });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['service_id', 'service_type_id']);
    expect((await req('POST', '/api/collection-unload', { service_type_id: 1, service_id: 99999 })).status).toBe(404);
  });
});

describe('documents of a service', () => {
  it('lists the documents a service sees, newest first, with its availability', async () => {
    const docs = (await req<Json[]>('GET', '/api/document-by-service/1')).body;
    expect(docs.length).toBeGreaterThan(5);
    const dates = docs.map((d) => d.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(docs.every((d) => d.availability === 'ENABLE' || d.availability === 'DISABLE')).toBe(true);
    // §3 puts it in the file too: the same value there, for every document that has a file
    const withFile = docs.filter((d) => d.uploaded_file);
    expect(withFile.length).toBeGreaterThan(0);
    expect(withFile.every((d) => d.uploaded_file.availability === d.availability)).toBe(true);
    expect(docs.every((d) => !d.deleted_at)).toBe(true);
    expect((await req('GET', '/api/document-by-service/99999')).status).toBe(404);
  });

  it('PUT /api/document-availability turns a document off and on for one service only', async () => {
    const doc = (await req<Json[]>('GET', '/api/document-by-service/1')).body.find((d) => d.uploaded_file)!;
    const off = await req('PUT', '/api/document-availability', { service_id: 1, id: doc.id, availability: 'DISABLE' });
    expect(off.status).toBe(200);
    expect(off.body.availability).toBe('DISABLE');
    expect(off.body.uploaded_file.availability).toBe('DISABLE');
    const listed = (await req<Json[]>('GET', '/api/document-by-service/1')).body.find((d) => d.id === doc.id);
    expect(listed?.availability).toBe('DISABLE');
    expect(listed?.uploaded_file.availability).toBe('DISABLE');
    const on = await req('PUT', '/api/document-availability', { service_id: 1, id: doc.id, availability: 'ENABLE' });
    expect(on.body.availability).toBe('ENABLE');
  });

  it('validates the availability request', async () => {
    expect(
      (await req('PUT', '/api/document-availability', { service_id: 1, id: 1, availability: 'MAYBE' })).status,
    ).toBe(422);
    expect(
      (await req('PUT', '/api/document-availability', { service_id: 1, id: 999999, availability: 'ENABLE' })).status,
    ).toBe(404);
    expect(
      (await req('PUT', '/api/document-availability', { service_id: 99999, id: 1, availability: 'ENABLE' })).status,
    ).toBe(404);
  });
});

describe('demo receiving page for View as service', () => {
  it('is served without a token at /view-portal-user-service (query kept) with its configuration', async () => {
    const redirect = await fetch(`${api.baseUrl}/view-portal-user-service?counter=abc`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/view-portal-user-service/?counter=abc');
    const page = await fetch(`${api.baseUrl}/view-portal-user-service/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('receive.js');
    const config = await api.request('GET', '/view-portal-user-service/config.json');
    expect(config.status).toBe(200);
    expect(config.body.handoffPassphrase).toBe(process.env.VITE_HANDOFF_PASSPHRASE);
  });
});

describe('strict bodies (only the spec fields of each call)', () => {
  it('create refuses a field that is not a service form field (admin_name, admin_email, __proto__); nothing stored', async () => {
    const before = await all();
    for (const field of ['admin_name', 'admin_email', 'services']) {
      const r = await req('POST', '/api/new-service', newService({ [field]: 'x' }));
      expect(r.status, field).toBe(422);
      expect(r.body.errors).toEqual({ [field]: [m.validation.unknown_field] });
    }
    const proto = await api.request('POST', '/api/new-service', undefined, token, {
      rawBody: JSON.stringify(newService()).replace(/^\{/, '{"__proto__":{"has_portal":0},'),
    });
    expect(proto.status).toBe(422);
    expect(Object.keys(proto.body.errors)).toEqual(['__proto__']);
    expect(await all()).toEqual(before);
  });

  it('branding refuses `logo` in place of base64_image_logo; soft delete refuses `service_ids`; nothing changes', async () => {
    const before = (await one(4)).body;
    const b = await req('PUT', '/api/save-branding/4', {
      service_id: 4,
      brand_color: '#112233',
      skin: '#ffffff',
      logo: JPEG,
    });
    expect(b.status).toBe(422);
    expect(b.body.errors).toEqual({ logo: [m.validation.unknown_field] });
    const s = await req('POST', '/api/services-soft-delete', { service_ids: [4] });
    expect(s.status).toBe(422);
    expect(s.body.errors).toEqual({ service_ids: [m.validation.unknown_field] });
    expect((await one(4)).body).toEqual(before);
  });
});
