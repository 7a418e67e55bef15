/**
 * Access control: every route of endpoints.ts walked with no token, an expired token, a centre admin's
 * token, a self-registered account's token and a super administrator's token; the account's own records (IDOR);
 * registration (client first, one account per email); logout revokes the token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, endpointPath, type EndpointName } from '../../src/dataProvider/endpoints.ts';
import { enMessages } from '../../src/i18n/en.ts';
import { messages } from '../../mock-api/lib/messages.ts';
import { clientCredentials, startApi, type ApiProcess, type Json } from './helpers.ts';

const forbidden = messages.access;
const CENTRE_ADMIN = { email: 'centre.admin@example.com', password: 'Centre123!' };
const registration = (email: string, serviceName: string) => ({
  name: 'Rosa Registered',
  email,
  password: 'Register123!',
  user_type: 'ADMIN',
  service_name: serviceName,
  service_cat: 1,
  center_user_type: 'admin',
  ...clientCredentials(),
});

/** Routes that take no token (sign-in, registration, the demo page's configuration): outside the walk. */
const routes = (Object.keys(endpoints) as EndpointName[]).filter((n) => endpoints[n].access !== 'public');

let api: ApiProcess;
let superToken: string;
let centreToken: string;
let registeredToken: string;
let registered: { id: number; center_id: number; subscription_id: string };
/** A centre neither the centre admin nor the registered account uses (the seed's service 2, checked below). */
const FOREIGN_CENTRE = 2;
/** The super administrator's account id: not the centre admin's, not the registered account's. */
const FOREIGN_ACCOUNT = 1;

const get = (path: string, token?: string) => api.request('GET', path, undefined, token);

/** A request for an endpoint naming records that belong to neither the centre admin nor the registered account. */
function foreignRequest(name: EndpointName): { method: string; path: string; body?: unknown } {
  const ep = endpoints[name];
  const params: Record<string, number> = {};
  const names = typeof ep.access === 'object' && ep.access.owner === 'self' ? FOREIGN_ACCOUNT : FOREIGN_CENTRE;
  for (const m of ep.path.matchAll(/\{(\w+)\}/g)) params[m[1]] = names;
  const query: Record<string, string | number> = {};
  if (name === 'questions') query.center_id = FOREIGN_CENTRE;
  if (name === 'attachments') Object.assign(query, { entity_id: FOREIGN_CENTRE, title: 'logo' });
  const body = ep.method === 'GET' ? undefined : name === 'createCenter' ? { user_id: FOREIGN_ACCOUNT } : {};
  return { method: ep.method, path: endpointPath(name, params, query), body };
}

/** What a signed-in account that is no super administrator gets on a route that names others' records. */
const expectedForOthers = (name: EndpointName) => (endpoints[name].access === 'signedIn' ? 'allowed' : 403);

beforeAll(async () => {
  api = await startApi();
  superToken = await api.login();
  centreToken = await api.login(CENTRE_ADMIN.email, CENTRE_ADMIN.password);
  const reg = await api.request('POST', '/api/register', registration('rosa@example.org', 'Rosa Access Walk'));
  expect(reg.status).toBe(200);
  registeredToken = reg.body.accessToken;
  const me = await get(`/api/user/${reg.body.id}`, registeredToken);
  registered = { id: reg.body.id, center_id: reg.body.center_id, subscription_id: me.body.subscription_id };
  // the walk's foreign records really are foreign to both accounts
  const users = await get(`/api/center/${FOREIGN_CENTRE}/users`, superToken);
  expect(users.status).toBe(200);
  expect(users.body.map((u: Json) => u.email)).not.toContain(CENTRE_ADMIN.email);
  expect(users.body.map((u: Json) => u.email)).not.toContain('rosa@example.org');
});
afterAll(async () => {
  await api?.stop();
});

/** A token of the kind for this route; logout revokes the token it is called with, so it gets a fresh one. */
async function tokenFor(kind: 'centre' | 'registered' | 'super', name: EndpointName): Promise<string> {
  if (name !== 'logout') return kind === 'centre' ? centreToken : kind === 'registered' ? registeredToken : superToken;
  if (kind === 'centre') return api.login(CENTRE_ADMIN.email, CENTRE_ADMIN.password);
  if (kind === 'registered') return api.login('rosa@example.org', 'Register123!');
  return api.login();
}

describe('every route of endpoints.ts, by token', () => {
  it('every route has an access rule, and only sign-in, registration and the demo configuration are public', () => {
    const open = (Object.keys(endpoints) as EndpointName[]).filter((n) => endpoints[n].access === 'public');
    expect(open.sort()).toEqual(['emailLogin', 'portalLogin', 'register', 'servicePortalConfig']);
  });

  it.each(routes)('%s: no token 401', async (name) => {
    const r = foreignRequest(name);
    const res = await api.request(r.method, r.path, r.body);
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/^Unauthenticated/);
  });

  it.each(routes)("%s: a centre admin (user_type ADMIN) is refused others' records and admin routes", async (name) => {
    const r = foreignRequest(name);
    const res = await api.request(r.method, r.path, r.body, await tokenFor('centre', name));
    if (expectedForOthers(name) === 403) {
      expect(res.status).toBe(403);
      expect(Object.values(forbidden)).toContain(res.body.message);
    } else {
      expect([401, 403]).not.toContain(res.status);
    }
  });

  it.each(routes)('%s: a self-registered account is refused the same', async (name) => {
    const r = foreignRequest(name);
    const res = await api.request(r.method, r.path, r.body, await tokenFor('registered', name));
    if (expectedForOthers(name) === 403) {
      expect(res.status).toBe(403);
      expect(Object.values(forbidden)).toContain(res.body.message);
    } else {
      expect([401, 403]).not.toContain(res.status);
    }
  });

  it.each(routes)('%s: a super administrator is let through', async (name) => {
    const r = foreignRequest(name);
    const res = await api.request(r.method, r.path, r.body, await tokenFor('super', name));
    expect([401, 403]).not.toContain(res.status);
  });
});

describe('an expired token', () => {
  let short: ApiProcess;
  let expired: string;
  beforeAll(async () => {
    // a 1 ms lifetime: the token has expired by the time its sign-in has been written to disk and answered
    short = await startApi({ env: { TOKEN_TTL_SECONDS: '0.001' } });
    expired = await short.login();
    expect((await short.request('GET', '/api/user', undefined, await short.login())).status).toBe(401);
  });
  afterAll(async () => {
    await short?.stop();
  });

  it.each(routes)('%s: 401', async (name) => {
    const r = foreignRequest(name);
    const res = await short.request(r.method, r.path, r.body, expired);
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/invalid or has expired/);
  });
});

describe('admin writes with a centre admin token change nothing', () => {
  it('deleting a service, a user or a newsletter is 403 and the record stays', async () => {
    const users = (await get('/api/fetch-users/all', superToken)).body as Json[];
    const letters = (await get('/api/newsletter-get-all', superToken)).body as Json[];
    const attempts: [string, string, unknown][] = [
      ['DELETE', endpointPath('serviceDelete', { id: 3 }), undefined],
      ['DELETE', endpointPath('userDelete'), { id: users[0].id }],
      ['DELETE', endpointPath('newsletterDelete', { id: letters[0].id }), undefined],
    ];
    for (const [method, path, body] of attempts) {
      const res = await api.request(method, path, body, centreToken);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(forbidden.super_admin_only);
    }
    expect((await get('/api/services-get/3', superToken)).status).toBe(200);
    expect(((await get('/api/fetch-users/all', superToken)).body as Json[]).map((u) => u.id)).toContain(users[0].id);
    const after = (await get('/api/newsletter-get-all', superToken)).body as Json[];
    expect(after.map((n) => n.id)).toContain(letters[0].id);
  });
});

describe('own records only (IDOR)', () => {
  it('GET /api/user/{id}: the account itself or a super administrator', async () => {
    expect((await get('/api/user/2', centreToken)).body.email).toBe(CENTRE_ADMIN.email);
    expect((await get(`/api/user/${registered.id}`, registeredToken)).body.email).toBe('rosa@example.org');
    const other = await get(`/api/user/${registered.id}`, centreToken);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(forbidden.self_only);
    expect(JSON.stringify(other.body)).not.toContain('rosa@example.org');
    expect((await get('/api/user/2', registeredToken)).status).toBe(403);
    expect((await get(`/api/user/${registered.id}`, superToken)).status).toBe(200);
    // whether an id exists is not told to another account
    expect((await get('/api/user/999999', centreToken)).status).toBe(403);
  });

  it('GET /api/stripe/paymentmethod/{id}: by customer reference or id, own only', async () => {
    const own = await get(`/api/stripe/paymentmethod/${registered.subscription_id}`, registeredToken);
    expect(own.status).toBe(200);
    expect(own.body.billing_details.email).toBe('rosa@example.org');
    expect((await get(`/api/stripe/paymentmethod/${registered.id}`, registeredToken)).status).toBe(200);
    const other = await get(`/api/stripe/paymentmethod/${registered.subscription_id}`, centreToken);
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain('rosa@example.org');
    expect((await get('/api/stripe/paymentmethod/2', registeredToken)).status).toBe(403);
    expect((await get(`/api/stripe/paymentmethod/${registered.subscription_id}`, superToken)).status).toBe(200);
  });

  it("centre routes: the centre's own users or a super administrator", async () => {
    expect((await get('/api/center/1/users', centreToken)).status).toBe(200);
    expect((await get(`/api/center/${registered.center_id}/users`, registeredToken)).status).toBe(200);
    const other = await get(`/api/center/${registered.center_id}/users`, centreToken);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(forbidden.centre_only);
    expect((await get('/api/center/1/users', registeredToken)).status).toBe(403);
    expect((await get('/api/user/2/centers', centreToken)).body.map((c: Json) => c.id)).toEqual([1]);
    expect((await get('/api/user/2/centers', registeredToken)).status).toBe(403);
    const rename = await api.request('PUT', `/api/center/${registered.center_id}`, { name: 'Renamed' }, centreToken);
    expect(rename.status).toBe(403);
    expect((await get(`/api/user/${registered.id}/centers`, registeredToken)).body[0].name).toBe('Rosa Access Walk');
    expect((await get(`/api/questions?center_id=1`, centreToken)).status).toBe(200);
    expect((await get(`/api/questions?center_id=${registered.center_id}`, centreToken)).status).toBe(403);
    expect((await get('/api/questions', centreToken)).status).toBe(200);
    expect((await get('/api/attachments?entity_id=1&title=logo', centreToken)).status).toBe(200);
    expect((await get(`/api/attachments?entity_id=${registered.center_id}&title=logo`, centreToken)).status).toBe(403);
    expect((await get('/api/attachments?entity_id=1&title=document', centreToken)).status).toBe(403);
    const own = await api.request('POST', '/api/centers', { user_id: 2, name: 'Second Centre' }, centreToken);
    expect(own.status).toBe(200);
    const foreign = await api.request('POST', '/api/centers', { user_id: registered.id, name: 'X' }, centreToken);
    expect(foreign.status).toBe(403);
  });

  it("stored files: a super administrator's; a centre's users read only their centre's logo", async () => {
    const docs = (await get('/api/getDocuments', superToken)).body as Json[];
    const docFile: string = docs.find((d) => d.uploaded_file)!.uploaded_file.document_url;
    expect((await get(docFile, superToken)).status).toBe(200);
    const refused = await get(docFile, centreToken);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(forbidden.file_forbidden);
    // a JPEG logo for service 1 (the centre admin's), put by the super administrator
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
    const jpegEnd = Buffer.concat([jpeg, Buffer.from([0xff, 0xd9])]).toString('base64');
    const branded = await api.request(
      'PUT',
      '/api/save-branding/1',
      { service_id: 1, brand_color: '#112233', skin: '#ffffff', base64_image_logo: jpegEnd, logo_name: 'logo.jpg' },
      superToken,
    );
    expect(branded.status).toBe(200);
    const logo: string = branded.body.logo_url;
    expect((await fetch(api.baseUrl + logo, { headers: { Authorization: `Bearer ${centreToken}` } })).status).toBe(200);
    expect((await get(logo, registeredToken)).status).toBe(403);
  });
});

describe('registration', () => {
  it('checks the client first: without it, nothing about the body is told (no "email taken")', async () => {
    const { client_id: _id, client_secret: _secret, ...noClient } = registration('admin@example.com', 'Taken');
    const taken = await api.request('POST', '/api/register', noClient);
    expect(taken.status).toBe(401);
    expect(JSON.stringify(taken.body)).not.toMatch(/taken/i);
    const wrong = await api.request('POST', '/api/register', { ...noClient, client_id: '3', client_secret: 'guess' });
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(wrong.body)).not.toMatch(/taken/i);
    expect((await api.request('POST', '/api/register', {})).status).toBe(401);
    // with the client, the same body is told
    const told = await api.request('POST', '/api/register', registration('admin@example.com', 'Taken'));
    expect(told.status).toBe(422);
    expect(told.body.errors.email).toEqual([enMessages.app.validation.unique_email]);
  });

  it('ten parallel registrations of one email create one account', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.request('POST', '/api/register', registration('race@example.org', `Race Centre ${i}`)),
      ),
    );
    const created = answers.filter((a) => a.status >= 200 && a.status < 300);
    expect(created).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== created[0].status)) {
      expect(a.status).toBe(422);
      expect(a.body.errors.email).toEqual([enMessages.app.validation.unique_email]);
    }
    // one account and one centre: the winner's
    const services = (await get('/api/services-get-all', superToken)).body as Json[];
    expect(services.filter((s) => String(s.name).startsWith('Race Centre'))).toHaveLength(1);
    const signIn = await api.request('POST', '/api/login', { email: 'race@example.org', password: 'Register123!' });
    expect(signIn.body.user.id).toBe(created[0].body.id);
    expect(signIn.body.user.user_type).toBe('ADMIN');
  });
});

describe('logout (POST /api/logout, ours)', () => {
  it('revokes the token it is called with; other tokens of the account keep working', async () => {
    const ending = await api.login();
    const other = await api.login();
    const out = await api.request('POST', '/api/logout', undefined, ending);
    expect(out.status).toBe(200);
    const after = await get('/api/user', ending);
    expect(after.status).toBe(401);
    expect(after.body.message).toMatch(/invalid or has expired/);
    expect((await get('/api/user', other)).status).toBe(200);
    expect((await api.request('POST', '/api/logout', undefined, ending)).status).toBe(401);
  });
});
