/** Quality back end routes (portal-core §7 'Session and sign-in') against a real fixture process. */
import { describe, expect, it } from 'vitest';
import { clientCredentials, useFixtureApi, type ApiProcess } from './helpers.ts';

let api: ApiProcess;
let token: string;
const get = (path: string, t = token) => api.request('GET', path, undefined, t);

const registration = (over: Record<string, unknown> = {}) => ({
  price: 49,
  name: 'Nadia Rahman',
  email: 'nadia@wattlegrove.com.au',
  phone: '(02) 9555 0101',
  password: 'Secret123!',
  user_type: 'ADMIN',
  service_name: 'Wattle Grove Early Learning',
  service_app_num: 'SE-00012345',
  service_cat: 1,
  center_user_type: 'admin',
  ...clientCredentials(),
  ...over,
});

useFixtureApi({ resetEachTest: false }, (a, t) => {
  api = a;
  token = t;
});

describe('POST /api/register', () => {
  it('creates an ADMIN account with a service and signs it in', async () => {
    const res = await api.request('POST', '/api/register', registration());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      accessToken: expect.stringMatching(/^[0-9a-f]{64}$/),
      center_id: expect.any(Number),
    });
    const me = await get('/api/user', res.body.accessToken);
    expect(me.body).toMatchObject({
      id: res.body.id,
      email: 'nadia@wattlegrove.com.au',
      user_type: 'ADMIN',
      name: 'Nadia Rahman',
    });
    // the password was stored hashed and works for sign-in
    const again = await api.login('nadia@wattlegrove.com.au', 'Secret123!');
    expect(again).toMatch(/^[0-9a-f]{64}$/);
    const centres = await get(`/api/user/${res.body.id}/centers`);
    expect(centres.body).toHaveLength(1);
    expect(centres.body[0]).toMatchObject({
      id: res.body.center_id,
      name: 'Wattle Grove Early Learning',
      approval_number: 'SE-00012345',
      service_cat_id: 1,
    });
    const users = await get(`/api/center/${res.body.center_id}/users`);
    expect(users.body).toEqual([
      {
        id: expect.any(Number),
        center_id: res.body.center_id,
        name: 'Nadia Rahman',
        email: 'nadia@wattlegrove.com.au',
        type: 'admin',
      },
    ]);
  });

  it('validates fields and refuses a taken email', async () => {
    // with the client credentials: without them the body is not looked at (tests/api/access.test.ts)
    const res = await api.request('POST', '/api/register', {
      user_type: 'SUPER_ADMIN',
      email: 'not-an-email',
      password: 'short',
      ...clientCredentials(),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      name: ['This field is required.'],
      service_name: ['This field is required.'],
      email: ['Please enter a valid email address.'],
      password: ['The password must be at least 8 characters.'],
      user_type: ['The selected value is invalid.'],
    });
    const taken = await api.request('POST', '/api/register', registration({ email: 'admin@example.com' }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual(['This email is already taken.']);
  });

  it('refuses wrong client credentials without creating anything', async () => {
    const res = await api.request(
      'POST',
      '/api/register',
      registration({ email: 'other@example.com.au', client_secret: 'wrong' }),
    );
    expect(res.status).toBe(401);
    const login = await api.request('POST', '/api/login', { email: 'other@example.com.au', password: 'Secret123!' });
    expect(login.status).toBe(401);
  });
});

describe('users and centres', () => {
  it('GET /api/user/{id} gives admin_id and datetime_end; unknown ids are 404', async () => {
    const res = await get('/api/user/2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 2,
      email: 'centre.admin@example.com',
      user_type: 'ADMIN',
      admin_id: 2,
      datetime_end: null,
      center_id: 1,
    });
    expect(res.body.password_hash).toBeUndefined();
    expect((await get('/api/user/999')).status).toBe(404);
  });

  it('GET /api/center/{id}/users lists the service users; the orphan service has no admin-type user', async () => {
    const first = await get('/api/center/1/users');
    expect(first.status).toBe(200);
    expect(
      first.body.some(
        (u: { type: string; email: string }) =>
          u.type.toLowerCase() === 'admin' && u.email === 'centre.admin@example.com',
      ),
    ).toBe(true);
    const services = await get('/api/services-get-all');
    const orphan = services.body.find((s: { name: string }) => s.name === 'Orphan Bay Childcare');
    expect(orphan).toBeDefined();
    const orphanUsers = await get(`/api/center/${orphan.id}/users`);
    expect(orphanUsers.status).toBe(200);
    expect(orphanUsers.body.length).toBeGreaterThan(0);
    expect(orphanUsers.body.some((u: { type: string }) => u.type.toLowerCase() === 'admin')).toBe(false);
    expect((await get('/api/center/999999/users')).status).toBe(404);
  });

  it('GET /api/user/{id}/centers lists the services of the account', async () => {
    const res = await get('/api/user/2/centers');
    expect(res.status).toBe(200);
    expect(res.body.map((c: { id: number }) => c.id)).toEqual([1]);
    expect(res.body[0]).toMatchObject({
      id: 1,
      name: 'Sunshine Early Learning Bondi',
      location_suburb: 'Bondi',
      location_state: 'NSW',
      service_cat_id: 1,
    });
    expect((await get('/api/user/1/centers')).body).toEqual([]);
    expect((await get('/api/user/999/centers')).status).toBe(404);
  });

  it('POST /api/centers creates a centre for the account, listed afterwards', async () => {
    const res = await api.request(
      'POST',
      '/api/centers',
      { user_id: 1, user_type: 'ADMIN', name: 'Auto Centre', approval_number: '#', service_cat_id: 1 },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Auto Centre', approval_number: '#', service_cat_id: 1 });
    const list = await get('/api/user/1/centers');
    expect(list.body.map((c: { id: number }) => c.id)).toEqual([res.body.id]);
    const bad = await api.request('POST', '/api/centers', { user_id: 999, name: '', service_cat_id: 9 }, token);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      user_id: ['The selected value is invalid.'],
      name: ['This field is required.'],
      service_cat_id: ['The selected value is invalid.'],
    });
  });

  it('PUT /api/center/{id} updates the centre and answers it', async () => {
    const res = await api.request(
      'PUT',
      '/api/center/1',
      {
        name: 'Sunshine Early Learning Bondi Beach',
        location_street: '12 Campbell Parade',
        location_postal_code: '2026',
        contact_email: 'hello@sunshine.com.au',
        provider_fname: 'Grace',
        operating_hours: '{"mon":"7:00-18:00"}',
        service_cat_id: 1,
        user_id: 2,
        ...clientCredentials(),
      },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 1,
      name: 'Sunshine Early Learning Bondi Beach',
      location_street: '12 Campbell Parade',
      provider_fname: 'Grace',
      contact_email: 'hello@sunshine.com.au',
    });
    const list = await get('/api/user/2/centers');
    expect(list.body[0]).toMatchObject({
      name: 'Sunshine Early Learning Bondi Beach',
      operating_hours: '{"mon":"7:00-18:00"}',
      provider_fname: 'Grace',
    });
    // the portal's own service record follows
    const portal = await get('/api/services-get-all');
    expect(portal.body.find((s: { id: number }) => s.id === 1).name).toBe('Sunshine Early Learning Bondi Beach');
  });

  it('PUT /api/center/{id} validates and 404s', async () => {
    const bad = await api.request(
      'PUT',
      '/api/center/1',
      { name: '', contact_email: 'nope', operating_hours: '{broken' },
      token,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      name: ['This field is required.'],
      contact_email: ['Please enter a valid email address.'],
      operating_hours: ['The selected value is invalid.'],
    });
    expect((await get('/api/user/2/centers')).body[0].name).toBe('Sunshine Early Learning Bondi Beach');
    expect((await api.request('PUT', '/api/center/999999', { name: 'x' }, token)).status).toBe(404);
    const creds = await api.request(
      'PUT',
      '/api/center/1',
      { name: 'x', client_id: '3', client_secret: 'wrong' },
      token,
    );
    expect(creds.status).toBe(401);
  });
});

describe('category tree and questions', () => {
  it('GET /api/categories gives the 7 areas with levels and sub-levels', async () => {
    const res = await get('/api/categories');
    expect(res.status).toBe(200);
    expect(res.body.map((c: { id: number }) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const area of res.body) {
      expect(area.parent).toBeNull();
      expect(area.children.length).toBeGreaterThanOrEqual(2);
      expect(area.children.length).toBeLessThanOrEqual(3);
      for (const level of area.children) {
        expect(level.parent).toBe(area.id);
        expect(level.label).toMatch(new RegExp(`^${area.id}\\.\\d$`));
        expect(level.children).toHaveLength(3);
        for (const sub of level.children) {
          expect(sub.parent).toBe(level.id);
          expect(sub.label.startsWith(`${level.label}.`)).toBe(true);
        }
      }
      expect(area.progress).toBeGreaterThanOrEqual(0);
      expect(area.progress).toBeLessThanOrEqual(100);
    }
    expect(res.body[1].description).toBe("Children's health and safety");
  });

  it('GET /api/category/{id} gives one node with its children; unknown is 404', async () => {
    const res = await get('/api/category/2');
    expect(res.body).toMatchObject({ id: 2, label: '2', title: 'Quality Area 2' });
    const level = await get('/api/category/22');
    expect(level.body).toMatchObject({ id: 22, label: '2.2', parent: 2, description: 'Safety' });
    expect(level.body.children.map((c: { label: string }) => c.label)).toEqual(['2.2.1', '2.2.2', '2.2.3']);
    expect((await get('/api/category/99')).status).toBe(404);
  });

  it('GET /api/questions filters by category subtree and keeps questions without a centre', async () => {
    const res = await get('/api/questions?type=nqs&center_id=1&category_id=22');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(6);
    for (const q of res.body) {
      expect(Math.floor(q.category_id / 10)).toBe(22);
      expect(q.center_id).toBeNull();
      expect(q.evidence.tasks[0]).toMatchObject({ question_id: q.id });
    }
    expect((await get('/api/questions?type=other')).body).toEqual([]);
    expect((await get('/api/questions?category_id=abc')).status).toBe(422);
    expect((await get('/api/questions?category_id=999')).status).toBe(404);
  });

  it('GET /api/question/0?id= gives a list whose first item is the question', async () => {
    const all = await get('/api/questions?category_id=1');
    const wanted = all.body[3];
    const res = await get(`/api/question/0?id=${wanted.id}`);
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual(wanted);
    expect((await get('/api/question/0')).status).toBe(422);
    expect((await get('/api/question/0?id=1')).status).toBe(404);
  });
});

describe('attachments and payment method', () => {
  it('GET /api/attachments by entity and title', async () => {
    const docs = await get('/api/getDocuments');
    const withFile = docs.body.find((d: { uploaded_file: unknown }) => d.uploaded_file);
    const res = await get(`/api/attachments?entity_id=${withFile.id}&title=document`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: withFile.uploaded_file.id,
        name: withFile.uploaded_file.document_name,
        url: withFile.uploaded_file.document_url,
        created_at: withFile.date,
        updated_at: withFile.date,
      },
    ]);
    expect((await get('/api/attachments?entity_id=1&title=logo')).status).toBe(200);
    const missing = await get('/api/attachments');
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({
      entity_id: ['This field is required.'],
      title: ['This field is required.'],
    });
    expect((await get('/api/attachments?entity_id=999999&title=document')).status).toBe(404);
  });

  it('GET /api/stripe/paymentmethod/{id} by customer reference or user id', async () => {
    const reg = await api.request('POST', '/api/register', registration({ email: 'payer@example.com.au' }));
    const user = await get(`/api/user/${reg.body.id}`);
    expect(user.body.subscription_id).toMatch(/^cus_/);
    const res = await get(`/api/stripe/paymentmethod/${user.body.subscription_id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: 'card',
      customer: user.body.subscription_id,
      card: { brand: 'visa', last4: expect.stringMatching(/^\d{4}$/) },
    });
    expect(res.body.billing_details.email).toBe('payer@example.com.au');
    expect((await get('/api/stripe/paymentmethod/cus_unknown')).status).toBe(404);
  });
});

describe('strict bodies (only the spec fields of each call)', () => {
  it('register and portal-login refuse a field the spec does not list, creating no account', async () => {
    const r = await api.request(
      'POST',
      '/api/register',
      registration({ email: 'strict@example.org', password_confirmation: 'Secret123!' }),
    );
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors)).toEqual(['password_confirmation']);
    const login = await api.request('POST', '/api/login', { email: 'strict@example.org', password: 'Secret123!' });
    expect(login.status).toBe(401);
    const portal = await api.request('POST', '/api/portal-login', {
      username: 'admin@example.com',
      password: 'Admin123!',
      grant_type: 'password',
      remember_me: 0,
      scope: '*',
    });
    expect(portal.status).toBe(422);
    expect(Object.keys(portal.body.errors)).toEqual(['scope']);
  });
});
