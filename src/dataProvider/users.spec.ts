import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './httpClient.ts';
import { createDataProvider } from './index.ts';

const baseUrls = { portal: 'https://portal.example', qip: 'https://qip.example' };
const apiUsers = [
  {
    id: 1,
    first_name: 'Zoe',
    last_name: 'Adams',
    email: 'zoe@example.org',
    description: 'Cook',
    roles: [{ name: 'admin' }],
    notify_email: 1,
    access_approved: true,
    services: [3],
  },
  {
    id: 2,
    first_name: 'amy',
    last_name: 'Brown',
    email: 'amy@example.org',
    description: 'Educator',
    roles: [{ name: 'member' }],
    notify_email: 0,
    access_approved: false,
    services: [1, 2],
  },
  {
    id: 3,
    first_name: 'Mia',
    last_name: 'Clark',
    email: 'mia@example.org',
    description: '',
    roles: [{ name: 'member' }],
    notify_email: 2,
    services: [],
  },
];

function setup(status = 200, body: unknown = apiUsers) {
  const fetch = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  const dp = createDataProvider(createHttpClient({ baseUrls, getToken: () => 'tok', fetch }));
  const sent = (i = 0) => {
    const [url, init] = fetch.mock.calls[i];
    return {
      url: String(url),
      method: init?.method,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: init?.headers,
    };
  };
  return { dp, fetch, sent };
}

describe('users data provider', () => {
  it('getList fetches /api/fetch-users/{role} and maps role and notify', async () => {
    const { dp, sent } = setup();
    const res = await dp.getList('users', {
      filter: { role: 'member' },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'first_name', order: 'ASC' },
    });
    expect(sent()).toMatchObject({ url: 'https://portal.example/api/fetch-users/member', method: 'GET' });
    expect(sent().headers).toMatchObject({ Authorization: 'Bearer tok', Accept: 'application/json' });
    expect(res.total).toBe(3);
    expect(res.data.map((u) => u.first_name)).toEqual(['amy', 'Mia', 'Zoe']);
    expect(res.data.find((u) => u.id === 1)).toMatchObject({
      user_type: 'admin',
      notify_email: true,
      access_approved: true,
    });
    expect(res.data.find((u) => u.id === 2)).toMatchObject({
      user_type: 'member',
      notify_email: false,
      access_approved: false,
    });
    // "true when the server value is not 0"; the spec's answer carries no access status, so none is made up
    expect(res.data.find((u) => u.id === 3)).toMatchObject({ notify_email: true, services: [] });
    expect(res.data.find((u) => u.id === 3)).not.toHaveProperty('access_approved');
  });

  it('defaults the filter to all, searches case-insensitively and filters by service', async () => {
    const { dp, sent } = setup();
    const byName = await dp.getList('users', {
      filter: { q: 'BROWN' },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(sent().url).toBe('https://portal.example/api/fetch-users/all');
    expect(byName.data.map((u) => u.id)).toEqual([2]);
    const byService = await dp.getList('users', {
      filter: { services: [3, 2] },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(byService.data.map((u) => u.id)).toEqual([1, 2]);
  });

  it('create posts exactly the spec fields (plus services)', async () => {
    const { dp, sent } = setup(201, { ...apiUsers[1], id: 9 });
    const res = await dp.create('users', {
      data: {
        first_name: 'amy',
        last_name: 'Brown',
        email: 'amy@example.org',
        user_type: 'member',
        notify_email: false,
        description: 'Educator',
        services: ['1', 2],
      },
    });
    expect(sent()).toEqual({
      url: 'https://portal.example/api/create-user',
      method: 'POST',
      headers: expect.anything(),
      body: {
        first_name: 'amy',
        last_name: 'Brown',
        email: 'amy@example.org',
        user_type: 'member',
        notify_email: false,
        description: 'Educator',
        services: [1, 2],
      },
    });
    expect(res.data).toMatchObject({ id: 9, user_type: 'member', notify_email: false });
  });

  it('update posts the user object with its id', async () => {
    const { dp, sent } = setup(200, { ...apiUsers[0], first_name: 'Zed' });
    await dp.update('users', {
      id: 1,
      data: { first_name: 'Zed', notify_email: true },
      previousData: {
        id: 1,
        last_name: 'Adams',
        email: 'zoe@example.org',
        user_type: 'admin',
        description: 'Cook',
        services: [3],
      },
    });
    expect(sent()).toMatchObject({ url: 'https://portal.example/api/update-user', method: 'POST' });
    expect(sent().body).toEqual({
      id: 1,
      first_name: 'Zed',
      last_name: 'Adams',
      email: 'zoe@example.org',
      user_type: 'admin',
      notify_email: true,
      description: 'Cook',
      services: [3],
    });
  });

  it('delete and deleteMany use the userId and comma-separated users queries', async () => {
    const { dp, sent } = setup(200, { message: 'Deleted' });
    await dp.delete('users', { id: 4, previousData: { id: 4 } });
    expect(sent(0)).toMatchObject({
      url: 'https://portal.example/api/delete-user/?userId=4',
      method: 'DELETE',
      body: undefined,
    });
    const res = await dp.deleteMany('users', { ids: [4, 5, 6] });
    expect(sent(1)).toMatchObject({
      url: 'https://portal.example/api/delete-users/?users=4%2C5%2C6',
      method: 'DELETE',
    });
    expect(res.data).toEqual([4, 5, 6]);
  });

  it('approveAccess / revokeAccess: one user by POST, several by the bulk DELETE; true on 200/201', async () => {
    const { dp, sent } = setup(200, { message: 'ok' });
    expect(await dp.approveAccess([7])).toBe(true);
    expect(sent(0)).toMatchObject({
      url: 'https://portal.example/api/access-approve',
      method: 'POST',
      body: { userId: 7, access_approve: true },
    });
    expect(await dp.revokeAccess([7])).toBe(true);
    expect(sent(1).body).toEqual({ userId: 7, access_approve: false });
    await dp.approveAccess([7, 8]);
    expect(sent(2)).toMatchObject({
      url: 'https://portal.example/api/users-access-approve/?users=7%2C8',
      method: 'DELETE',
    });
    await dp.revokeAccess([7, 8]);
    expect(sent(3)).toMatchObject({
      url: 'https://portal.example/api/users-access-revoke/?users=7%2C8',
      method: 'DELETE',
    });
  });

  it('approveAccess is false when the server refuses', async () => {
    const { dp } = setup(404, { message: 'User not found.' });
    expect(await dp.approveAccess([7, 8])).toBe(false);
  });

  it('a 422 reaches the form as field errors', async () => {
    const { dp } = setup(422, {
      message: 'This email is already taken.',
      errors: { email: ['This email is already taken.'] },
    });
    await expect(dp.create('users', { data: { email: 'x@y.org' } })).rejects.toMatchObject({
      status: 422,
      body: { errors: { email: 'This email is already taken.' } },
    });
  });

  // A failed load still logs (spec §8) but must not look like success, so it is not an empty list.
  it('a users load failure is logged and fails with its reason (never an empty list); a lost session fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const params = { filter: {}, pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const } };
    await expect(setup(500, { message: 'boom' }).dp.getList('users', params)).rejects.toMatchObject({
      status: 500,
      message: 'boom',
    });
    expect(error).toHaveBeenCalled();
    await expect(setup(401, { message: 'Unauthenticated.' }).dp.getList('users', params)).rejects.toMatchObject({
      status: 401,
    });
    error.mockRestore();
  });
});
