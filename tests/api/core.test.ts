/** Fixture contract: authentication on every route, sign-in, bad input answers, token expiry, reset, start-up. */
import { describe, expect, it } from 'vitest';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { endpoints, endpointPath, type EndpointName } from '../../src/dataProvider/endpoints.ts';
import {
  clientCredentials,
  freshDataDir,
  loginBody,
  runToExit,
  startApi,
  useFixtureApi,
  type ApiProcess,
  type Json,
} from './helpers.ts';

/**
 * Sign-in and registration are public (portal-core §7). servicePortalConfig is the fixture-only configuration of
 * the demo 'View as service' receiving page, public like a built bundle (see mock-api/handlers/services.ts).
 */
const PUBLIC_ROUTES: EndpointName[] = ['portalLogin', 'emailLogin', 'register', 'servicePortalConfig'];

/** Fills every `{param}` of an endpoint with 1. */
function samplePath(name: EndpointName): string {
  const params: Record<string, number> = {};
  for (const m of endpoints[name].path.matchAll(/\{(\w+)\}/g)) params[m[1]] = 1;
  return endpointPath(name, params);
}

let api: ApiProcess;
let token: string;

useFixtureApi({ resetEachTest: false }, (a, t) => {
  api = a;
  token = t;
});

describe('a bearer token is required', () => {
  const names = (Object.keys(endpoints) as EndpointName[]).filter((n) => !PUBLIC_ROUTES.includes(n));

  it.each(names)('%s answers 401 with a JSON reason without a token', async (name) => {
    const ep = endpoints[name];
    const res = await api.request(ep.method, samplePath(name), ep.method === 'GET' ? undefined : {});
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message).toMatch(/Unauthenticated/);
  });

  it.each(names)('%s answers 401 with an unknown token', async (name) => {
    const ep = endpoints[name];
    const res = await api.request(
      ep.method,
      samplePath(name),
      ep.method === 'GET' ? undefined : {},
      'not-a-real-token',
    );
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/invalid or has expired/);
  });

  it('the demo service-portal configuration is public', async () => {
    const res = await api.request('GET', endpoints.servicePortalConfig.path);
    expect(res.status).toBe(200);
    expect(res.body.handoffPassphrase).toBe(process.env.VITE_HANDOFF_PASSPHRASE);
  });

  it('stored files need a token too', async () => {
    const docs = await api.request('GET', '/api/getDocuments', undefined, token);
    const url: string = docs.body.find((d: { uploaded_file: { document_url: string } | null }) => d.uploaded_file)
      .uploaded_file.document_url;
    expect((await api.request('GET', url)).status).toBe(401);
    const ok = await fetch(api.baseUrl + url, { headers: { Authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect((await ok.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('public routes do not ask for a token (they answer 422 for an empty body, not 401)', async () => {
    for (const name of ['portalLogin', 'emailLogin', 'register'] as const) {
      // registration checks the client credentials before the body: they are sent here
      const body = name === 'register' ? clientCredentials() : {};
      const res = await api.request('POST', endpoints[name].path, body);
      if (name === 'emailLogin') {
        // an empty email/password is simply a failed sign-in
        expect(res.status).toBe(401);
        expect(res.body.status).toBe(false);
      } else {
        expect(res.status).toBe(422);
        expect(res.body.errors).toBeTypeOf('object');
      }
    }
  });
});

describe('sign-in', () => {
  it('a good login returns access_token and expires_at about 12 hours ahead', async () => {
    const before = Date.now();
    const res = await api.request('POST', '/api/portal-login', {
      ...loginBody('admin@example.com', 'Admin123!'),
      grant_type: 'password',
      remember_me: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.access_token).toMatch(/^[0-9a-f]{64}$/);
    const expires = Date.parse(res.body.expires_at);
    const twelveHours = 12 * 60 * 60 * 1000;
    expect(expires - before).toBeGreaterThan(twelveHours - 60_000);
    expect(expires - Date.now()).toBeLessThan(twelveHours + 60_000);
    const me = await api.request('GET', '/api/user', undefined, res.body.access_token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: 1, email: 'admin@example.com', user_type: 'SUPER_ADMIN' });
    expect(me.body.password_hash).toBeUndefined();
  });

  it('a wrong password gives 401 with status false and the catalogue wording', async () => {
    const res = await api.request('POST', '/api/portal-login', loginBody('admin@example.com', 'wrong-password'));
    expect(res.status).toBe(401);
    expect(res.body.status).toBe(false);
    expect(res.body.message).toBe('Invalid Username or Password');
    expect(res.body.access_token).toBeUndefined();
  });

  it('an unknown user is refused the same way', async () => {
    const res = await api.request('POST', '/api/portal-login', loginBody('nobody@example.com', 'Admin123!'));
    expect(res.status).toBe(401);
    expect(res.body.status).toBe(false);
  });

  it('wrong client credentials are refused', async () => {
    const res = await api.request('POST', '/api/portal-login', {
      ...loginBody('admin@example.com', 'Admin123!'),
      client_secret: 'not-the-secret',
    });
    expect(res.status).toBe(401);
    expect(res.body.status).toBe(false);
  });

  it('a centre admin gets a token from the API; GET /api/user tells the portal it is not SUPER_ADMIN', async () => {
    const centreToken = await api.login('centre.admin@example.com', 'Centre123!');
    const me = await api.request('GET', '/api/user', undefined, centreToken);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('centre.admin@example.com');
    expect(me.body.user_type).toBe('ADMIN');
  });

  it('the email login form answers status, user and auth.accessToken', async () => {
    const res = await api.request('POST', '/api/login', { email: 'admin@example.com', password: 'Admin123!' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.user.email).toBe('admin@example.com');
    const me = await api.request('GET', '/api/user', undefined, res.body.auth.accessToken);
    expect(me.body.id).toBe(1);
  });
});

describe('bad input', () => {
  it('malformed JSON gives 400 with a reason', async () => {
    const res = await api.request('POST', '/api/portal-login', undefined, undefined, {
      rawBody: '{"username": "admin@',
      contentType: 'application/json',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });

  it('a wrong content type gives 415', async () => {
    const res = await api.request('POST', '/api/new-document', undefined, token, {
      rawBody: 'file_title=x',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/application\/json/);
  });

  it('a body over the limit gives 413 and stores nothing', async () => {
    const before = await api.request('GET', '/api/document-get-all', undefined, token);
    const huge = JSON.stringify({
      file_title: 'x',
      attachments: [{ file_name: 'big.pdf', base64_image: 'A'.repeat(31 * 1024 * 1024) }],
    });
    const res = await api.request('POST', '/api/new-document', undefined, token, { rawBody: huge });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/larger than/);
    const after = await api.request('GET', '/api/document-get-all', undefined, token);
    expect(after.body.length).toBe(before.body.length);
  });

  it('invalid fields give 422 with { message, errors: { field: [text] } }', async () => {
    const res = await api.request('POST', '/api/portal-login', { username: '', password: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });
    expect(res.body.message).toBe('This field is required. (and 1 more error)');
  });

  it('an unknown route answers 404 JSON, never a stack trace', async () => {
    const res = await api.request('GET', '/api/no-such-route', undefined, token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No route for GET /api/no-such-route.');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('test reset', () => {
  it('POST /__test__/reset restores the seed (and drops issued tokens)', async () => {
    const own = await api.login();
    const del = await api.request('DELETE', '/api/soft-delete-multiple-documents', { document_id: [1] }, own);
    expect(del.status).toBe(200);
    const hidden = await api.request('GET', '/api/getDocuments', undefined, own);
    expect(hidden.body.some((d: { id: number }) => d.id === 1)).toBe(false);

    const reset = await api.request('POST', '/__test__/reset');
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ reset: true });

    expect((await api.request('GET', '/api/user', undefined, own)).status).toBe(401);
    token = await api.login();
    const back = await api.request('GET', '/api/getDocuments', undefined, token);
    expect(back.body.some((d: { id: number }) => d.id === 1)).toBe(true);
    // the seed's files are back too
    const url = back.body.find((d: { uploaded_file: { document_url: string } | null }) => d.uploaded_file).uploaded_file
      .document_url;
    const file = await fetch(api.baseUrl + url, { headers: { Authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
  });

  it('gives back the same seed every time, records and files, whatever changed in between', async () => {
    const seedNow = async () => {
      expect((await api.request('POST', '/__test__/reset')).status).toBe(200);
      token = await api.login();
      const read = async (p: string) => (await api.request('GET', p, undefined, token)).body as Json[];
      const [documents, services, users] = await Promise.all(
        ['/api/getDocuments', '/api/services-get-all', '/api/fetch-users/all'].map(read),
      );
      const withFile = documents.filter((d) => d.uploaded_file);
      const bytes = await Promise.all(
        withFile.map(async (d) => {
          const res = await fetch(api.baseUrl + d.uploaded_file.document_url, {
            headers: { Authorization: `Bearer ${token}` },
          });
          return Buffer.from(await res.arrayBuffer()).toString('base64');
        }),
      );
      return { documents, services, users, bytes };
    };
    const first = await seedNow();
    expect(first.bytes.length).toBeGreaterThan(0);
    const [doc] = first.documents;
    expect(
      (await api.request('DELETE', '/api/soft-delete-multiple-documents', { document_id: [doc.id] }, token)).status,
    ).toBe(200);
    const [service] = first.services;
    expect(
      (await api.request('PUT', `/api/services-update/${service.id}`, { description: 'changed' }, token)).status,
    ).toBe(200);
    expect(await seedNow()).toEqual(first);
  });

  it('is off unless MOCK_API_ALLOW_RESET=1', async () => {
    const plain = await startApi({ env: { MOCK_API_ALLOW_RESET: '0' } });
    try {
      const res = await plain.request('POST', '/__test__/reset');
      expect(res.status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});

describe('token expiry', () => {
  it('a token stops working once TOKEN_TTL_SECONDS have passed', async () => {
    const short = await startApi({ env: { TOKEN_TTL_SECONDS: '2' } });
    try {
      const res = await short.request('POST', '/api/portal-login', loginBody('admin@example.com', 'Admin123!'));
      const expiresAt = Date.parse(res.body.expires_at);
      expect(expiresAt - Date.now()).toBeLessThanOrEqual(2000);
      expect((await short.request('GET', '/api/user', undefined, res.body.access_token)).status).toBe(200);
      // Bounded poll: ask until the server refuses the token.
      const deadline = Date.now() + 15_000;
      let status = 200;
      while (status === 200 && Date.now() < deadline) {
        status = (await short.request('GET', '/api/user', undefined, res.body.access_token)).status;
        if (status === 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(401);
      expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
      const again = await short.request('GET', '/api/user', undefined, res.body.access_token);
      expect(again.body.message).toMatch(/invalid or has expired/);
    } finally {
      await short.stop();
    }
  });
});

describe('start-up with a damaged database', () => {
  it('a corrupt db.json is restored from db.last-good.json', async () => {
    const dir = freshDataDir();
    const first = await startApi({ dataDir: dir });
    const t = await first.login();
    const reg = await first.request('POST', '/api/register', {
      name: 'Durable Dana',
      email: 'dana@example.com.au',
      password: 'Password1!',
      user_type: 'ADMIN',
      service_name: 'Dana Early Learning',
      service_cat: 1,
      center_user_type: 'admin',
      ...clientCredentials(),
    });
    expect(reg.status).toBe(200);
    expect(t).toBeTruthy();
    await first.stop();
    // The registration is in db.json; a later restart copies it to the good copy.
    const second = await startApi({ dataDir: dir });
    await second.stop();

    await fs.writeFile(path.join(dir, 'db.json'), '{"version":1,"accounts":[{"id":1,');
    const third = await startApi({ dataDir: dir });
    try {
      expect(third.output()).toMatch(/restored the last good copy/);
      const t3 = await third.login('dana@example.com.au', 'Password1!');
      const me = await third.request('GET', '/api/user', undefined, t3);
      expect(me.body.email).toBe('dana@example.com.au');
      // and the restored copy was written back as db.json
      const text = await fs.readFile(path.join(dir, 'db.json'), 'utf8');
      expect(JSON.parse(text).accounts.some((a: { email: string }) => a.email === 'dana@example.com.au')).toBe(true);
    } finally {
      await third.stop();
    }
  });

  it('an empty db.json is restored as well', async () => {
    const dir = freshDataDir();
    const first = await startApi({ dataDir: dir });
    await first.stop();
    await fs.writeFile(path.join(dir, 'db.json'), '');
    const again = await startApi({ dataDir: dir });
    try {
      expect(again.output()).toMatch(/is empty; restored the last good copy/);
      expect(await again.login()).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await again.stop();
    }
  });

  it('with both files corrupt the server refuses to start: exit code 2 and a clear message, files untouched', async () => {
    const dir = freshDataDir();
    const first = await startApi({ dataDir: dir });
    await first.stop();
    await fs.writeFile(path.join(dir, 'db.json'), 'garbage {{{');
    await fs.writeFile(path.join(dir, 'db.last-good.json'), 'more garbage');
    const { code, output } = await runToExit(dir);
    expect(code).toBe(2);
    expect(output).toMatch(/is corrupt \(not valid JSON\) and there is no good copy to restore/);
    expect(output).toMatch(/npm run api:reset/);
    expect(await fs.readFile(path.join(dir, 'db.json'), 'utf8')).toBe('garbage {{{');
    expect(await fs.readFile(path.join(dir, 'db.last-good.json'), 'utf8')).toBe('more garbage');
  });
});
