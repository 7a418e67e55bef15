import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, decode, decodeList } from './httpClient.ts';
import { z } from '../shared/schemas/zod.ts';
import { listOf, record } from '../shared/schemas/codecs.ts';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

const baseUrls = { portal: 'https://portal.example', qip: 'https://qip.example' };

describe('httpClient', () => {
  it('sends the bearer token, JSON headers and body to the endpoint of the right back end', async () => {
    const fetch = fakeFetch(200, { ok: 1 });
    const http = createHttpClient({ baseUrls, getToken: () => 'tok', fetch });
    await http.call('serviceUpdate', { params: { id: 7 }, body: { name: 'X' } });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('https://portal.example/api/services-update/7');
    expect(init?.method).toBe('PUT');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer tok',
      Accept: 'application/json',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'X' });
    await http.call('currentUser');
    expect(fetch.mock.calls[1][0]).toBe('https://qip.example/api/user');
  });

  it('sends no Authorization header without a token, and adds query strings', async () => {
    const fetch = fakeFetch(200, []);
    const http = createHttpClient({ baseUrls, getToken: () => null, fetch });
    await http.call('usersDelete', { query: { users: '1,2' } });
    expect(fetch.mock.calls[0][0]).toBe('https://portal.example/api/delete-users/?users=1%2C2');
    expect((fetch.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('turns Laravel field errors into an HttpError react-admin forms understand', async () => {
    const http = createHttpClient({
      baseUrls,
      getToken: () => null,
      fetch: fakeFetch(422, {
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'] },
      }),
    });
    await expect(http.call('userCreate', { body: {} })).rejects.toMatchObject({
      status: 422,
      message: 'The email has already been taken.',
      body: { errors: { email: 'The email has already been taken.' } },
    });
  });

  it('boolean helpers: true on 200 and 201, false otherwise', async () => {
    expect(
      await createHttpClient({ baseUrls, getToken: () => null, fetch: fakeFetch(201, {}) }).ok('usersAccessApprove'),
    ).toBe(true);
    expect(
      await createHttpClient({ baseUrls, getToken: () => null, fetch: fakeFetch(200, {}) }).ok('usersAccessApprove'),
    ).toBe(true);
    expect(
      await createHttpClient({ baseUrls, getToken: () => null, fetch: fakeFetch(204, {}) }).ok('usersAccessApprove'),
    ).toBe(false);
    expect(
      await createHttpClient({ baseUrls, getToken: () => null, fetch: fakeFetch(500, {}) }).ok('usersAccessApprove'),
    ).toBe(false);
  });

  it('resolves stored file paths against the portal back end and keeps absolute URLs', () => {
    const http = createHttpClient({ baseUrls, getToken: () => null, fetch: fakeFetch(200, {}) });
    expect(http.fileUrl('/files/a.pdf')).toBe('https://portal.example/files/a.pdf');
    expect(http.fileUrl('https://cdn.example/a.pdf')).toBe('https://cdn.example/a.pdf');
  });
});

describe('a list answer, decoded a slice of records at a time', () => {
  const item = record({ id: z.number(), name: z.string() });
  const list = listOf(item);
  const rows = [
    { id: 1, name: 'Sunshine' },
    { id: 2, name: 'Bondi' },
  ];

  it('reads what decode reads, in every envelope', async () => {
    for (const answer of [rows, { data: rows }, { data: { data: rows } }])
      expect(await decodeList('servicesGetAll', item, list, answer)).toEqual(decode('servicesGetAll', list, answer));
  });

  it('fails as decode fails: the record by its index and field, or the answer that is no list', async () => {
    const bad = [rows[0], { id: 'x', name: 'Bondi' }];
    const failure = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e;
      }
    };
    const expected = failure(() => decode('servicesGetAll', list, bad));
    await expect(decodeList('servicesGetAll', item, list, bad)).rejects.toMatchObject({
      message: (expected as Error).message,
      body: { field: '1.id' },
    });
    await expect(decodeList('servicesGetAll', item, list, { message: 'Nothing' })).rejects.toMatchObject({
      message: (failure(() => decode('servicesGetAll', list, { message: 'Nothing' })) as Error).message,
    });
  });

  it('lets the page run between slices of a long list', async () => {
    // every reading of the clock a millisecond later: the decode runs past its slice many times over
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    let pageRan = false;
    const seen: boolean[] = [];
    const counted = z.number().transform((v) => (seen.push(pageRan), v));
    setTimeout(() => (pageRan = true), 0);
    const decoded = await decodeList('servicesGetAll', counted, listOf(counted), [...Array(2000).keys()]);
    vi.restoreAllMocks();
    expect(decoded).toHaveLength(2000);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});
