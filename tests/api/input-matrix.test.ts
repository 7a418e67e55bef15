/**
 * "Data that goes in is data that is right": every write route of endpoints.ts, sent as the super
 * administrator with one bad value at a time (unknown field, `__proto__`, wrong type, out of range, too long),
 * answers 422 with `errors` naming the field, and the lists read back before and after are the same.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, endpointPath, type EndpointName } from '../../src/dataProvider/endpoints.ts';
import { ID_LIST_MAX, TEXT_MAX_LENGTH } from '../../src/shared/constants.ts';
import * as sharedPayloads from '../../src/shared/payloads.ts';
import { FILE_FIELDS, NUMBER_FIELDS } from '../../src/shared/payloads.ts';
import * as documentPayloads from '../../mock-api/handlers/documents/payloads.ts';
import { clientCredentials, loginBody, useFixtureApi, type ApiProcess, type Json } from './helpers.ts';

let api: ApiProcess;
let token: string;
useFixtureApi({}, (a, t) => {
  api = a;
  token = t;
});

const req = (method: string, path: string, body?: unknown) => api.request<Json>(method, path, body, token);
const TOO_LONG = 'x'.repeat(TEXT_MAX_LENGTH + 1);

/** What every write could change, read through the list calls. */
async function snapshot(): Promise<string> {
  const lists = ['/api/services-get-all', '/api/newsletter-get-all', '/api/document-get-all', '/api/fetch-users/all'];
  const out: unknown[] = [];
  for (const path of lists) {
    const r = await req('GET', path);
    expect(r.status, path).toBe(200);
    out.push(r.body);
  }
  return JSON.stringify(out);
}

/** The routes the matrix walks: method other than GET, plus the GET that deletes a webinar's file. */
const NOT_WALKED: Partial<Record<EndpointName, string>> = {
  logout: 'revokes the token the matrix signs in with, and has no body to check',
};
const writeRoutes = (Object.keys(endpoints) as EndpointName[]).filter(
  (n) => (endpoints[n].method !== 'GET' || n === 'webinarFileDelete') && !NOT_WALKED[n],
);
const pathOf = (name: EndpointName) =>
  endpointPath(name, { id: 1, service_id: 1, serviceId: 1, docId: 1, filter: 'all' });

/** A body that is valid-looking for the call, so the bad value is the only thing wrong. */
function baseBody(name: EndpointName): Json {
  switch (name) {
    case 'portalLogin':
      return { ...loginBody('admin@example.com', 'password1'), grant_type: 'password' };
    case 'emailLogin':
      return { email: 'admin@example.com', password: 'password1' };
    case 'register':
      return {
        name: 'A',
        email: 'matrix@example.com',
        password: 'password1',
        service_name: 'S',
        ...clientCredentials(),
      };
    default:
      return {};
  }
}

let serviceSpecificId = 0;
beforeAll(async () => {
  const docs = (await req('GET', '/api/document-get-all')).body as unknown as Json[];
  serviceSpecificId = docs.find((d) => d.category === 2)?.id as number;
  expect(serviceSpecificId).toBeGreaterThan(0);
});

async function expectRefused(method: string, path: string, body: unknown, field: string) {
  const before = await snapshot();
  const r = await req(method, path, body);
  expect(r.status, `${method} ${path} ${String(JSON.stringify(body)).slice(0, 120)}`).toBe(422);
  expect(Object.keys(r.body.errors ?? {}), `${method} ${path}`).toContain(field);
  expect(await snapshot()).toBe(before);
}

/** Every field name any call carries, from the spec's payload lists (ours and the documents'). */
const ALL_FIELDS = [
  ...new Set(
    [...Object.values(sharedPayloads), ...Object.values(documentPayloads)]
      .flatMap((v) => (Array.isArray(v) ? v : typeof v === 'object' && !(v instanceof Set) ? Object.values(v) : []))
      .flat()
      .filter((f): f is string => typeof f === 'string'),
  ),
];

/** Every body of `bodies(field)` for each field answers 422 naming the field; nothing is stored by any of them. */
async function expectAllRefused(method: string, path: string, fields: string[], bodies: (f: string) => Json[]) {
  const before = await snapshot();
  for (const field of fields) {
    for (const b of bodies(field)) {
      const r = await req(method, path, b);
      expect(r.status, `${method} ${path} ${field}=${JSON.stringify(b[field]).slice(0, 20)}`).toBe(422);
      expect(Object.keys(r.body.errors ?? {}), `${method} ${path}`).toContain(field);
    }
  }
  expect(await snapshot()).toBe(before);
}

/**
 * The fields a call carries, as the fixture answers it: every known field name sent as null, and the ones it calls
 * unknown taken away. Asked of the server, so the loops below walk what it really accepts.
 */
async function carried(name: EndpointName): Promise<string[]> {
  const r = await req(endpoints[name].method, pathOf(name), {
    ...Object.fromEntries(ALL_FIELDS.map((f) => [f, null])),
    ...baseBody(name),
  });
  expect(r.status, name).toBe(422);
  const unknown = new Set(Object.keys(r.body.errors ?? {}));
  return ALL_FIELDS.filter((f) => !unknown.has(f));
}

/** A GET carries no body (webinarFileDelete is walked by its path id below). */
const bodyRoutes = writeRoutes.filter((n) => endpoints[n].method !== 'GET');

describe('unknown fields and __proto__ on every write route', () => {
  it.each(bodyRoutes)('%s refuses a field the call does not have', async (name) => {
    const { method } = endpoints[name];
    await expectRefused(method, pathOf(name), { ...baseBody(name), zz_not_a_field: 1 }, 'zz_not_a_field');
  });
  it.each(bodyRoutes)('%s refuses __proto__', async (name) => {
    const { method } = endpoints[name];
    const body = JSON.parse(
      `{"__proto__": {"is_admin": true}, ${JSON.stringify(baseBody(name)).slice(1)}`.replace(', }', '}'),
    );
    await expectRefused(method, pathOf(name), body, '__proto__');
  });
});

/** Path ids that Number() reads as 1 (or as nothing) but are not whole numbers written as such. */
const BAD_PATH_IDS = ['0x1', '1e0', ' 1 ', '1.0', '-1', '0', '+1'];
const pathIdRoutes = writeRoutes.filter((n) => /\{(id|service_id)\}/.test(endpoints[n].path));

describe('path ids are whole numbers written as such', () => {
  it.each(pathIdRoutes)('%s refuses 0x1, 1e0, " 1 ", 1.0, -1, 0, +1 with 422 naming the parameter', async (name) => {
    const param = endpoints[name].path.includes('{service_id}') ? 'service_id' : 'id';
    for (const bad of BAD_PATH_IDS) {
      await expectRefused(endpoints[name].method, endpointPath(name, { [param]: bad }), undefined, param);
    }
  });
});

/** Body cases: [route, base body, field, bad value]; every one must be 422 on that field with nothing stored. */
const DOC_BASE = { document_type_id: 7, service_specific_type: 1, date: '2024-01-01', file_title: 'T' };
const BODY_CASES: [EndpointName, Json, string, unknown][] = [
  ['serviceCreate', { name: 'N', primary_email: 'a@b.co', service_type_id: 1 }, 'name', TOO_LONG],
  ['serviceCreate', { name: 'N', primary_email: 'a@b.co' }, 'service_type_id', '0x1'],
  ['serviceCreate', { name: 'N', primary_email: 'a@b.co' }, 'service_type_id', 9],
  ['serviceCreate', { name: 'N', primary_email: 'a@b.co', service_type_id: 1 }, 'description', 5],
  ['serviceUpdate', { name: 'N' }, 'name', TOO_LONG],
  ['serviceBranding', { brand_color: '#112233', skin: 'light' }, 'logo_name', TOO_LONG],
  ['serviceArchive', { is_archive: 1 }, 'id', '1e0'],
  ['serviceArchive', { is_archive: 1 }, 'id', ' 1 '],
  ['servicesSoftDelete', {}, 'ids', ['0x1']],
  ['servicesSoftDelete', {}, 'ids', [-1]],
  ['servicesUndoDelete', {}, 'ids', [1.5]],
  ['userCreate', { last_name: 'L', email: 'new@example.com', user_type: 'member' }, 'first_name', TOO_LONG],
  ['userUpdate', { first_name: 'F', last_name: 'L', email: 'x@example.com', user_type: 'member' }, 'id', '1e0'],
  ['userAccessApprove', { access_approve: true }, 'userId', ' 1 '],
  ['newsletterSave', { title: 'T', category: 'monthly_newsletter' }, 'title', TOO_LONG],
  ['newsletterSave', { title: 'T', category: 'monthly_newsletter' }, 'file_name', TOO_LONG],
  ['newsletterSave', { title: 'T' }, 'category', 5],
  ['newsletterSave', { title: 'T', category: 'monthly_newsletter' }, 'size', '5 MB'],
  ['newsletterSave', { title: 'T', category: 'monthly_newsletter' }, 'thumbnail_size', -1],
  ['documentNew', { category: 1, upload_or_generate: 1, document_type_id: 1 }, 'size', 'big'],
  ['newsletterUpdate', { title: 'T', category: 'monthly_newsletter' }, 'newsletter_id', '0x1'],
  ['documentUpdate', { file_title: 'T' }, 'id', '0x1'],
  ['documentUpdate', { id: 1 }, 'file_title', TOO_LONG],
  ['documentNew', { category: 1, upload_or_generate: 1 }, 'document_type_id', -1],
  ['documentNew', { category: 1, upload_or_generate: 1 }, 'document_type_id', 99],
  ['documentNew', { document_type_id: 1, upload_or_generate: 1 }, 'category', 'x'],
  ['documentNew', { document_type_id: 1, category: 1 }, 'upload_or_generate', 7],
  ['documentsSoftDelete', {}, 'document_id', ['0x1']],
  ['serviceLinkToDocument', { service_id: [1] }, 'document_id', ['1e0']],
  ['collectionLoad', { service_type_id: 1 }, 'service_id', '1e0'],
  ['documentAvailability', { service_id: 1, availability: 'ENABLE' }, 'id', ' 1 '],
  ['createCenter', { name: 'C' }, 'user_id', '0x1'],
];

describe('type, range and length of body fields', () => {
  it.each(BODY_CASES.map(([n, b, f, v]) => [n, f, JSON.stringify(v).slice(0, 20), b, v] as const))(
    '%s refuses %s = %s',
    async (name, field, _shown, base, value) => {
      await expectRefused(endpoints[name].method, pathOf(name), { ...base, [field]: value }, field);
    },
  );

  for (const name of ['serviceDocumentUpdate', 'documentServiceSpecificUpdate'] as const) {
    it(`${name} refuses document_type_id as text, negative, zero, unknown and 524,289 characters`, async () => {
      for (const bad of ['abc', -1, 0, 99, '0x7', TOO_LONG]) {
        const path = endpointPath(name, { id: serviceSpecificId });
        const body = name === 'serviceDocumentUpdate' ? {} : { id: serviceSpecificId };
        await expectRefused('PUT', path, { ...DOC_BASE, ...body, document_type_id: bad }, 'document_type_id');
      }
    });
  }
});

/**
 * '5' where the spec has 5: every number field (NUMBER_FIELDS, from the spec's payloads) on every write route is
 * refused when written as text or as a list of texts: 422 naming the field, nothing stored. A route that does not
 * carry the field refuses it as unknown, which is also 422 naming it.
 */
describe('numbers are written as numbers on every write route', () => {
  it.each(bodyRoutes)('%s refuses "5", ["5"] and "1e0" in each number field it carries', async (name) => {
    const { method } = endpoints[name];
    const fields = (await carried(name)).filter((f) => NUMBER_FIELDS.has(f));
    await expectAllRefused(method, pathOf(name), fields, (field) => [
      { ...baseBody(name), [field]: '5' },
      { ...baseBody(name), [field]: ['5'] },
      { ...baseBody(name), [field]: '1e0' },
    ]);
  });

  it('the message says the field is text where a number belongs', async () => {
    const r = await req('POST', endpointPath('collectionLoad'), { service_type_id: '1', service_id: 1 });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ service_type_id: ['Must be a number, not text.'] });
  });
});

/**
 * Files (FILE_FIELDS) have the upload limit instead (files.test.ts); a client id or secret that is not the client's
 * is a 401 before the body is read (register, sign-in), which the access tests assert.
 */
const LENGTH_FIELDS = ALL_FIELDS.filter((f) => !FILE_FIELDS.has(f) && f !== 'client_id' && f !== 'client_secret');

describe('length: no field of any write route stores more than the limit', () => {
  it.each(bodyRoutes)(`%s refuses ${TEXT_MAX_LENGTH + 1} characters in every field`, async (name) => {
    const { method } = endpoints[name];
    const fields = (await carried(name)).filter((f) => LENGTH_FIELDS.includes(f));
    await expectAllRefused(method, pathOf(name), fields, (field) => [{ ...baseBody(name), [field]: TOO_LONG }]);
  });
});

describe('specific cases of bad input', () => {
  it('DELETE /api/services-delete/0x1 deletes nothing; service 1 is still there', async () => {
    await expectRefused('DELETE', endpointPath('serviceDelete', { id: '0x1' }), undefined, 'id');
    expect((await req('GET', endpointPath('serviceGet', { id: 1 }))).status).toBe(200);
  });

  // How long the refusal takes is a speed question for `npm run bench`; here: refused, on the field, nothing kept.
  it('a million ids are refused with 422', async () => {
    const million = Array.from({ length: 1_000_000 }, (_, i) => i + 1);
    for (const [name, body] of [
      ['serviceLinkToDocument', { document_id: million, service_id: [1] }],
      ['servicesSoftDelete', { ids: million }],
    ] as const) {
      const r = await req(endpoints[name].method, endpointPath(name), body);
      expect(r.status, name).toBe(r.status === 413 ? 413 : 422);
      if (r.status === 422) expect(Object.keys(r.body.errors)).toContain(Object.keys(body)[0]);
    }
    // just over the limit is refused, the limit itself is a list like any other (unknown ids: the field's error)
    const over = Array.from({ length: ID_LIST_MAX + 1 }, (_, i) => i + 1);
    const r = await req('POST', endpointPath('serviceLinkToDocument'), { document_id: over, service_id: [1] });
    expect(r.status).toBe(422);
    expect(r.body.errors.document_id.join(' ')).toContain(String(ID_LIST_MAX));
  });

  it('a password of 0 is not text: register and the email sign-in answer 422 on password', async () => {
    await expectRefused('POST', endpointPath('register'), { ...baseBody('register'), password: 0 }, 'password');
    await expectRefused('POST', endpointPath('register'), { ...baseBody('register'), password: 12345678 }, 'password');
    await expectRefused('POST', endpointPath('emailLogin'), { email: 'admin@example.com', password: 0 }, 'password');
    await expectRefused('POST', endpointPath('portalLogin'), { ...baseBody('portalLogin'), password: 0 }, 'password');
  });
});
