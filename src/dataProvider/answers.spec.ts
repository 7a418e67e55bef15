/**
 * Answer shapes: the spec's 'Created' / 'Deleted' (as JSON or as plain text), `{ message }`, a bare
 * record, `{ data }`, `{ message, data }`, a list and `{ data: [...] }` all give the saved record, and what an
 * answer does not carry is read again. Each case drives the real data provider over a fake fetch.
 */
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './httpClient.ts';
import { createDataProvider } from './index.ts';
import { z } from '../shared/schemas/zod.ts';
import { idsOf, recordIn } from './answers.ts';
import { id, listOf } from '../shared/schemas/index.ts';
import { blankService } from '../shared/records.ts';

const baseUrls = { portal: 'https://portal.example', qip: 'https://qip.example' };

/** An answer: a value sent as JSON, or `{ text }` sent as a plain-text body (Laravel's `return 'Created';`). */
type Answer = unknown | { text: string };
const isText = (a: Answer): a is { text: string } => !!a && typeof a === 'object' && 'text' in a;

/** A provider whose fake fetch answers `write` to the first non-GET call and `read(url)` to every GET. */
function setup(write: Answer, read: (url: string) => unknown) {
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const a = method === 'GET' ? read(String(url)) : write;
    if (isText(a)) return new Response(a.text, { status: 201, headers: { 'Content-Type': 'text/html' } });
    return new Response(JSON.stringify(a), {
      status: method === 'POST' ? 201 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const dp = createDataProvider(createHttpClient({ baseUrls, getToken: () => 'tok', fetch }));
  const calls = () =>
    fetch.mock.calls.map(
      ([url, init]) => `${init?.method ?? 'GET'} ${String(url).replace(/^https:\/\/\w+\.example/, '')}`,
    );
  return { dp, calls };
}

describe('answers.ts reads each shape', () => {
  const rec = { id: 7, title: 'x' };
  const schema = z.object({ id, title: z.string() });
  it.each([
    ['bare record', rec, rec, undefined],
    ['{ data: record }', { data: rec }, rec, undefined],
    ["{ message: 'Created', data: record }", { message: 'Created', data: rec }, rec, undefined],
    ["bare 'Created'", 'Created', undefined, undefined],
    ["{ message: 'Created' }", { message: 'Created' }, undefined, undefined],
    [
      "{ message: 'Deleted', id }: names a record, does not carry it",
      { message: 'Deleted', id: 7 },
      undefined,
      undefined,
    ],
    ['bare list', [rec], undefined, [rec]],
    ['{ data: [list] }', { data: [rec] }, undefined, [rec]],
    ['a paginator { data: { data: [list] } }', { data: { current_page: 1, data: [rec] } }, undefined, [rec]],
    ['null (an empty body)', null, undefined, undefined],
  ])('%s', (_name, json, record, list) => {
    expect(recordIn(json, schema)).toEqual(record);
    const asList = listOf(schema).safeParse(json);
    if (Array.isArray(list)) expect(asList.data).toEqual(list);
    else expect(asList.success).toBe(false);
  });

  it('idsOf reads { id }, { ids } and { data: { id } }', () => {
    expect(idsOf({ message: 'Deleted', id: 3 })).toEqual([3]);
    expect(idsOf({ ids: [1, 2] })).toEqual([1, 2]);
    expect(idsOf({ data: { id: 4 } })).toEqual([4]);
    expect(idsOf('Deleted')).toBeUndefined();
  });
});

// --- newsletters: POST /api/newsletter-save answers 'Created' in the spec ---

const pdf = new File(['%PDF-1.4 x'], 'June.pdf', { type: 'application/pdf' });
const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'june.png', { type: 'image/png' });
const newsletterForm = {
  title: 'June news',
  date: '2026-06-01',
  category: 'monthly_newsletter',
  notify_service: false,
  file: { rawFile: pdf },
  thumbnail: { rawFile: png },
};
const storedNewsletter = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  title: 'June news',
  date: '2026-06-01',
  category: 'monthly_newsletter',
  notify_service: 0,
  document_name: 'June.pdf',
  document_url: `/files/${id}.pdf`,
  type: 'application/pdf',
  size: 10,
  label: 'June.pdf',
  thumbnail_label: 'june.png',
  thumbnail_type: 'image/png',
  thumbnail_size: 4,
  thumbnail_url: `/files/${id}.png`,
  ...over,
});
// An older newsletter of the same title: the one just created is the newest.
const newsletterList = [storedNewsletter(3), storedNewsletter(12), storedNewsletter(5, { title: 'May news' })];

describe('newsletter save: every answer shape gives the new newsletter', () => {
  it.each([
    ["'Created' as plain text (the spec)", { text: 'Created' }],
    ["'Created' as a JSON string", 'Created'],
    ["{ message: 'Created' }", { message: 'Created' }],
  ])('%s: reads newsletter-get-all again and takes the newest match', async (_name, answer) => {
    const { dp, calls } = setup(answer, () => newsletterList);
    const res = await dp.create('newsletters', { data: newsletterForm });
    expect(res.data.id).toBe(12);
    expect(calls()).toEqual(['POST /api/newsletter-save', 'GET /api/newsletter-get-all']);
  });

  it.each([
    ['a bare record', storedNewsletter(20)],
    ['{ data: record }', { data: storedNewsletter(20) }],
    ["{ message: 'Created', data: record }", { message: 'Created', data: storedNewsletter(20) }],
  ])('%s: no second call', async (_name, answer) => {
    const { dp, calls } = setup(answer, () => newsletterList);
    expect((await dp.create('newsletters', { data: newsletterForm })).data.id).toBe(20);
    expect(calls()).toEqual(['POST /api/newsletter-save']);
  });

  it.each([
    ['a list', newsletterList],
    ['{ data: [list] }', { data: newsletterList }],
  ])('%s: the match is taken from the answer', async (_name, answer) => {
    const { dp, calls } = setup(answer, () => []);
    expect((await dp.create('newsletters', { data: newsletterForm })).data.id).toBe(12);
    expect(calls()).toEqual(['POST /api/newsletter-save']);
  });

  it('finds the new newsletter when the back end holds its date as a date-time', async () => {
    const { dp } = setup('Created', () => [storedNewsletter(30, { date: '2026-06-01 00:00:00' })]);
    expect((await dp.create('newsletters', { data: newsletterForm })).data.id).toBe(30);
  });

  it('no match anywhere is an error, not a made-up record', async () => {
    const { dp } = setup('Created', () => [storedNewsletter(5, { title: 'May news' })]);
    await expect(dp.create('newsletters', { data: newsletterForm })).rejects.toMatchObject({
      message: 'app.common.saved_record_missing',
    });
  });

  it("update answering { message: 'Updated' } reads the newsletter again by id", async () => {
    const { dp, calls } = setup({ message: 'Updated' }, () => [
      storedNewsletter(3, { title: 'Renamed' }),
      storedNewsletter(12),
    ]);
    const res = await dp.update('newsletters', {
      id: 3,
      data: { ...newsletterForm, title: 'Renamed', file: null, thumbnail: null },
      previousData: storedNewsletter(3),
    });
    expect(res.data).toMatchObject({ id: 3, title: 'Renamed' });
    expect(calls()).toEqual(['PUT /api/newsletter-update', 'GET /api/newsletter-get-all']);
  });

  it.each([
    ["'Deleted' (the spec)", { text: 'Deleted' }],
    ["{ message: 'Deleted', id }", { message: 'Deleted', id: 3 }],
    ['an empty body', null],
  ])('delete answering %s gives the deleted record', async (_name, answer) => {
    const { dp } = setup(answer, () => []);
    expect((await dp.delete('newsletters', { id: 3, previousData: storedNewsletter(3) })).data.id).toBe(3);
  });
});

// --- users: POST /api/create-user (answer not shown) ---

const apiUser = (id: number, email: string, over: Record<string, unknown> = {}) => ({
  id,
  first_name: 'Ana',
  last_name: 'Lee',
  email,
  description: '',
  roles: [{ name: 'member' }],
  notify_email: 0,
  ...over,
});
const userForm = {
  first_name: 'Ana',
  last_name: 'Lee',
  email: 'Ana.Lee@Example.org',
  user_type: 'member',
  notify_email: false,
  description: '',
};

describe('user create and update: every answer shape gives the user', () => {
  it.each([
    ["'Created' as plain text", { text: 'Created' }],
    ["{ message: 'Created' }", { message: 'Created' }],
    ['{ status: true } (no record)', { status: true }],
  ])('%s: finds the user by email in fetch-users/all', async (_name, answer) => {
    const { dp, calls } = setup(answer, () => [apiUser(1, 'someone@example.org'), apiUser(9, 'ana.lee@example.org')]);
    const res = await dp.create('users', { data: userForm });
    expect(res.data).toMatchObject({ id: 9, email: 'ana.lee@example.org', user_type: 'member', notify_email: false });
    expect(calls()).toEqual(['POST /api/create-user', 'GET /api/fetch-users/all']);
  });

  it.each([
    ['a bare record', apiUser(9, 'ana.lee@example.org', { roles: [{ name: 'admin' }], notify_email: 1 })],
    ['{ data: record }', { data: apiUser(9, 'ana.lee@example.org', { roles: [{ name: 'admin' }], notify_email: 1 }) }],
    [
      "{ message: 'Created', user-as-data }",
      { message: 'Created', data: apiUser(9, 'ana.lee@example.org', { roles: [{ name: 'admin' }], notify_email: 1 }) },
    ],
  ])('%s: mapped to the screen record without a second call', async (_name, answer) => {
    const { dp, calls } = setup(answer, () => []);
    const res = await dp.create('users', { data: userForm });
    expect(res.data).toMatchObject({ id: 9, user_type: 'admin', notify_email: true });
    expect(calls()).toEqual(['POST /api/create-user']);
  });

  it("update answering { message: 'Updated' } reads the user again by id", async () => {
    const { dp, calls } = setup({ message: 'Updated' }, () => [
      apiUser(4, 'ana.lee@example.org', { first_name: 'Anna' }),
    ]);
    const res = await dp.update('users', { id: 4, data: { ...userForm, first_name: 'Anna' }, previousData: { id: 4 } });
    expect(res.data).toMatchObject({ id: 4, first_name: 'Anna' });
    expect(calls()).toEqual(['POST /api/update-user', 'GET /api/fetch-users/all']);
  });

  it('a list answer of fetch-users under { data } is read as the list', async () => {
    const { dp } = setup(null, () => ({ data: [apiUser(1, 'a@example.org'), apiUser(2, 'b@example.org')] }));
    const res = await dp.getList('users', {
      filter: {},
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(res.data.map((u) => u.id)).toEqual([1, 2]);
  });
});

// --- services: POST /api/new-service, PUT /api/services-update/{id}, and actions on one service ---

const svc = (id: number, name: string, email: string) =>
  blankService(id, name, 1, { primary_email: email, admin_name: 'Owner' });

describe('service create, update and actions: every answer shape gives the service', () => {
  const form = { name: 'Banksia', primary_email: 'owner@banksia.org', service_type_id: 1 };

  it.each([
    ["'Created' as plain text", { text: 'Created' }],
    ["{ message: 'Created' }", { message: 'Created' }],
  ])('create answering %s: the newest service of that name and owner in services-get-all', async (_name, answer) => {
    const { dp, calls } = setup(answer, () => [
      svc(2, 'Banksia', 'other@x.org'),
      svc(8, 'Banksia', 'OWNER@banksia.org'),
      svc(5, 'Acacia', 'owner@banksia.org'),
    ]);
    expect((await dp.create('services', { data: form })).data.id).toBe(8);
    expect(calls()).toEqual(['POST /api/new-service', 'GET /api/services-get-all']);
  });

  it.each([
    ['a bare record', svc(8, 'Banksia', 'owner@banksia.org')],
    ['{ data: record }', { data: svc(8, 'Banksia', 'owner@banksia.org') }],
  ])('create answering %s needs no second call', async (_name, answer) => {
    const { dp, calls } = setup(answer, () => []);
    expect((await dp.create('services', { data: form })).data.id).toBe(8);
    expect(calls()).toEqual(['POST /api/new-service']);
  });

  it.each([
    ["{ message: 'Updated' }", { message: 'Updated' }],
    ["'Updated' as plain text", { text: 'Updated' }],
  ])('update answering %s reads services-get/{id} again (record bare or under data)', async (_name, answer) => {
    const { dp, calls } = setup(answer, () => ({ data: svc(8, 'Renamed', 'owner@banksia.org') }));
    const res = await dp.update('services', {
      id: 8,
      data: { ...form, name: 'Renamed' },
      previousData: svc(8, 'Banksia', 'owner@banksia.org'),
    });
    expect(res.data).toMatchObject({ id: 8, name: 'Renamed' });
    expect(calls()).toEqual(['PUT /api/services-update/8', 'GET /api/services-get/8']);
  });

  it('getOne reads a record under data, and a 404 when the answer holds none', async () => {
    expect(
      (await setup(null, () => ({ data: svc(8, 'Banksia', 'o@x.org') })).dp.getOne('services', { id: 8 })).data.name,
    ).toBe('Banksia');
    await expect(setup(null, () => ({ message: 'Not found' })).dp.getOne('services', { id: 8 })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('archive, branding and collection load without a record in the answer read the service again', async () => {
    const { dp, calls } = setup({ message: 'Archived' }, () => svc(8, 'Banksia', 'o@x.org'));
    expect((await dp.archiveService(svc(8, 'Banksia', 'o@x.org'), true)).id).toBe(8);
    expect((await dp.saveBranding(8, { brand_color: '#112233', skin: '#000000' })).id).toBe(8);
    expect((await dp.loadCollection(8, 1)).id).toBe(8);
    expect(calls()).toEqual([
      'POST /api/archive-service',
      'GET /api/services-get/8',
      'PUT /api/save-branding/8',
      'GET /api/services-get/8',
      'POST /api/collection-load',
      'GET /api/services-get/8',
    ]);
  });

  it('soft delete answering a message keeps the ids asked for; lists under data are read', async () => {
    const counts = [{ id: 1, service_name: 'A', document_count: 2 }];
    const users = [{ id: 4, center_id: 1, name: 'Ann', email: 'ann@x.org', type: 'Admin' }];
    const { dp } = setup({ message: 'Deleted' }, (url) => ({ data: url.includes('/center/') ? users : counts }));
    expect(await dp.softDeleteServices([1, 2])).toEqual({ ids: [1, 2] });
    expect(await dp.servicesWithDocumentCount()).toEqual(counts);
    expect(await dp.serviceUsers(1)).toEqual(users);
  });
});
