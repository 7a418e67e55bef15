import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { createHttpClient, decode, fieldErrorsOf, withFormFieldNames } from './httpClient.ts';
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
    const failure = await http.call('userCreate', { body: {} }).catch((e: unknown) => e);
    expect(fieldErrorsOf(failure)).toEqual({ email: 'The email has already been taken.' });
    expect(fieldErrorsOf(new Error('offline'))).toBeUndefined();
    // under the form's names, the first error of a name kept; another error passes as it is
    const renamed = withFormFieldNames(
      new HttpError('Invalid', 422, {
        errors: { base64_image: ['Not a PDF'], label: ['Too long'], title: 'Required' },
      }),
      (k) => (k === 'title' ? k : 'file'),
    );
    expect(fieldErrorsOf(renamed)).toEqual({ file: 'Not a PDF', title: 'Required' });
    expect(renamed).toMatchObject({ status: 422, message: 'Invalid' });
    const offline = new Error('offline');
    expect(withFormFieldNames(offline, () => 'file')).toBe(offline);
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

describe('a list answer read', () => {
  const list = listOf(record({ id: z.number(), name: z.string() }));
  const rows = [
    { id: 1, name: 'Sunshine' },
    { id: 2, name: 'Bondi' },
  ];
  const readOf = (answer: unknown) =>
    createHttpClient({ baseUrls, getToken: () => 'tok', fetch: fakeFetch(200, answer) }).read('servicesGetAll', list);
  const failure = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return e;
    }
  };

  it('gives what decode gives', async () => {
    expect(await readOf({ data: rows })).toEqual(decode('servicesGetAll', list, { data: rows }));
  });

  it('fails as decode fails: the record by its index and field, or the answer that is no list', async () => {
    for (const answer of [[rows[0], { id: 'x', name: 'Bondi' }], { message: 'Nothing' }]) {
      const expected = failure(() => decode('servicesGetAll', list, answer)) as { message: string; body: unknown };
      await expect(readOf(answer)).rejects.toMatchObject({ message: expected.message, body: expected.body });
    }
  });
});

describe('an answer kept by its ETag', () => {
  const list = listOf(record({ id: z.number(), name: z.string() }));
  const rows = [{ id: 1, name: 'Sunshine' }];

  it('asks again with If-None-Match; a 304 gives back the very rows decoded before, a 200 the new ones', async () => {
    let answer: Response = new Response(JSON.stringify(rows), { status: 200, headers: { ETag: '"v1"' } });
    const fetch = vi.fn(async () => answer);
    const http = createHttpClient({ baseUrls, getToken: () => 'kept-tok', fetch });
    const first = await http.read('newslettersGetAll', list);
    expect(first).toEqual(rows);

    answer = new Response(null, { status: 304, headers: { ETag: '"v1"' } });
    const decodeSpy = vi.spyOn(list, 'decodeInSlices');
    const again = await http.read('newslettersGetAll', list);
    expect(again).toBe(first);
    expect(decodeSpy).not.toHaveBeenCalled();
    expect((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers).toMatchObject({
      'If-None-Match': '"v1"',
    });

    answer = new Response(JSON.stringify([{ id: 2, name: 'Bondi' }]), { status: 200, headers: { ETag: '"v2"' } });
    expect(await http.read('newslettersGetAll', list)).toEqual([{ id: 2, name: 'Bondi' }]);
  });

  it('a back end without ETags is asked plainly and decoded every time', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(rows), { status: 200 }));
    const http = createHttpClient({ baseUrls, getToken: () => 'plain-tok', fetch });
    const first = await http.read('newslettersGetAll', list);
    const again = await http.read('newslettersGetAll', list);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty('If-None-Match');
  });
});
