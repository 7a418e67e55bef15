/** Fixture contract of the user endpoints (portal-core §7 Users), against a real fixture process. */
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

const all = async (filter = 'all') =>
  (await api.request('GET', `/api/fetch-users/${filter}`, undefined, token)).body as Json[];
const newUser = (over: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada.lovelace@example.org',
  user_type: 'member',
  notify_email: false,
  description: 'Educational leader',
  ...over,
});

describe('GET /api/fetch-users/{filter}', () => {
  it('lists every user with the spec fields, and filters by role', async () => {
    const users = await all();
    expect(users.length).toBeGreaterThan(10);
    expect(Object.keys(users[0])).toEqual(
      expect.arrayContaining(['id', 'first_name', 'last_name', 'email', 'description', 'roles', 'notify_email']),
    );
    const members = await all('member');
    const admins = await all('admin');
    expect(members.every((u) => u.roles[0].name === 'member')).toBe(true);
    expect(admins.every((u) => u.roles[0].name === 'admin')).toBe(true);
    expect(members.length + admins.length).toBe(users.length);
    expect(admins.length).toBeGreaterThan(0);
  });

  it('refuses an unknown filter and a missing token', async () => {
    expect((await api.request('GET', '/api/fetch-users/owners', undefined, token)).status).toBe(404);
    expect((await api.request('GET', '/api/fetch-users/all')).status).toBe(401);
  });
});

describe('POST /api/create-user', () => {
  it('creates a user (201) that the list then holds, role from user_type, notify 0/1', async () => {
    const r = await api.request(
      'POST',
      '/api/create-user',
      newUser({ user_type: 'admin', notify_email: true, services: [1, 2] }),
      token,
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      first_name: 'Ada',
      email: 'ada.lovelace@example.org',
      roles: [{ name: 'admin' }],
      notify_email: 1,
      services: [1, 2],
    });
    const stored = (await all('admin')).find((u) => u.id === r.body.id);
    expect(stored).toMatchObject({ last_name: 'Lovelace', description: 'Educational leader', notify_email: 1 });
  });

  it('defaults to a member', async () => {
    const r = await api.request('POST', '/api/create-user', newUser({ user_type: undefined }), token);
    expect(r.body.roles).toEqual([{ name: 'member' }]);
  });

  it('answers 422 with field errors from the catalogue and stores nothing', async () => {
    const before = (await all()).length;
    const r = await api.request(
      'POST',
      '/api/create-user',
      { first_name: '', email: 'not-an-email', user_type: 'owner' },
      token,
    );
    expect(r.status).toBe(422);
    expect(r.body.errors).toMatchObject({
      first_name: [m.validation.required],
      last_name: [m.validation.required],
      email: [m.validation.email],
      user_type: [m.validation.invalid_value],
    });
    expect((await all()).length).toBe(before);
  });

  it('refuses a taken email, whatever its case', async () => {
    const taken = (await all())[0].email as string;
    const r = await api.request('POST', '/api/create-user', newUser({ email: taken.toUpperCase() }), token);
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({
      message: m.validation.unique_email,
      errors: { email: [m.validation.unique_email] },
    });
  });

  it('refuses unknown services', async () => {
    const r = await api.request('POST', '/api/create-user', newUser({ services: [999_999] }), token);
    expect(r.status).toBe(422);
    expect(r.body.errors.services).toEqual([m.validation.invalid_value]);
  });
});

describe('POST /api/update-user', () => {
  it('updates the user object', async () => {
    const u = (await all())[3];
    const r = await api.request(
      'POST',
      '/api/update-user',
      {
        id: u.id,
        first_name: 'Grace',
        last_name: 'Hopper',
        email: u.email,
        user_type: 'admin',
        notify_email: false,
        description: 'Moved',
      },
      token,
    );
    expect(r.status).toBe(200);
    const stored = (await all()).find((x) => x.id === u.id);
    expect(stored).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      roles: [{ name: 'admin' }],
      notify_email: 0,
      description: 'Moved',
    });
  });

  it('keeps the record whole on a duplicate email (422) and answers 404 for an unknown id', async () => {
    const [a, b] = await all();
    // "the user object" of portal-core §3: user_type from the first role, not the list's roles and access fields
    const user = {
      id: a.id,
      first_name: a.first_name,
      last_name: a.last_name,
      email: a.email,
      description: a.description,
      user_type: a.roles[0].name,
      notify_email: a.notify_email,
    };
    const r = await api.request('POST', '/api/update-user', { ...user, first_name: 'Changed', email: b.email }, token);
    expect(r.status).toBe(422);
    expect(r.body.errors.email).toEqual([m.validation.unique_email]);
    expect((await all()).find((x) => x.id === a.id)).toEqual(a);
    const missing = await api.request('POST', '/api/update-user', { ...user, id: 999_999, email: 'x@y.org' }, token);
    expect(missing.status).toBe(404);
  });
});

describe('DELETE /api/delete-user/ and /api/delete-users/', () => {
  it('deletes one user by userId', async () => {
    const u = (await all())[0];
    const r = await api.request('DELETE', `/api/delete-user/?userId=${u.id}`, undefined, token);
    expect(r.status).toBe(200);
    expect((await all()).some((x) => x.id === u.id)).toBe(false);
    expect((await api.request('DELETE', `/api/delete-user/?userId=${u.id}`, undefined, token)).status).toBe(404);
  });

  it('deletes several users from a comma-separated users query', async () => {
    const ids = (await all()).slice(0, 3).map((u) => u.id);
    const r = await api.request('DELETE', `/api/delete-users/?users=${ids.join(',')}`, undefined, token);
    expect(r.status).toBe(200);
    expect(r.body.ids).toEqual(ids);
    const left = await all();
    expect(left.some((u) => ids.includes(u.id))).toBe(false);
  });

  it('changes nothing when one id is unknown (404) or the list is malformed (422)', async () => {
    const before = await all();
    const ids = before.slice(0, 2).map((u) => u.id);
    expect(
      (await api.request('DELETE', `/api/delete-users/?users=${ids.join(',')},999999`, undefined, token)).status,
    ).toBe(404);
    expect((await api.request('DELETE', '/api/delete-users/?users=1,abc', undefined, token)).status).toBe(422);
    expect((await api.request('DELETE', '/api/delete-users/', undefined, token)).status).toBe(422);
    expect((await all()).length).toBe(before.length);
  });
});

describe('access approve and revoke', () => {
  it('POST /api/access-approve sets one user access', async () => {
    const u = (await all()).find((x) => x.access_approved)!;
    const r = await api.request('POST', '/api/access-approve', { userId: u.id, access_approve: false }, token);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(m.users.access_changed);
    expect((await all()).find((x) => x.id === u.id)!.access_approved).toBe(false);
    await api.request('POST', '/api/access-approve', { userId: u.id, access_approve: true }, token);
    expect((await all()).find((x) => x.id === u.id)!.access_approved).toBe(true);
  });

  it('POST /api/access-approve validates the flag and the id', async () => {
    const u = (await all())[0];
    const bad = await api.request('POST', '/api/access-approve', { userId: u.id, access_approve: 'yes' }, token);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.access_approve).toEqual([m.validation.required]);
    expect(
      (await api.request('POST', '/api/access-approve', { userId: 999_999, access_approve: true }, token)).status,
    ).toBe(404);
  });

  it('DELETE /api/users-access-approve/ and /api/users-access-revoke/ change several users', async () => {
    const ids = (await all()).slice(0, 4).map((u) => u.id);
    const revoke = await api.request('DELETE', `/api/users-access-revoke/?users=${ids.join(',')}`, undefined, token);
    expect(revoke.status).toBe(200);
    expect((await all()).filter((u) => ids.includes(u.id)).every((u) => u.access_approved === false)).toBe(true);
    const approve = await api.request('DELETE', `/api/users-access-approve/?users=${ids.join(',')}`, undefined, token);
    expect(approve.status).toBe(200);
    expect((await all()).filter((u) => ids.includes(u.id)).every((u) => u.access_approved === true)).toBe(true);
    expect((await api.request('DELETE', '/api/users-access-approve/?users=999999', undefined, token)).status).toBe(404);
  });
});

describe('strict bodies (only the spec fields of each call)', () => {
  it('create refuses an alias or a list-only field with 422 naming it, and stores no user', async () => {
    const before = await all();
    for (const [extra, field] of [
      [{ role: 'admin' }, 'role'],
      [{ roles: [{ name: 'admin' }] }, 'roles'],
      [{ access_approved: true }, 'access_approved'],
    ] as const) {
      const r = await api.request('POST', '/api/create-user', newUser(extra), token);
      expect(r.status, field).toBe(422);
      expect(r.body.errors).toEqual({ [field]: [m.validation.unknown_field] });
    }
    const proto = await api.request('POST', '/api/create-user', undefined, token, {
      rawBody: JSON.stringify(newUser()).replace(/^\{/, '{"__proto__":{"user_type":"admin"},'),
    });
    expect(proto.status).toBe(422);
    expect(Object.keys(proto.body.errors)).toEqual(['__proto__']);
    expect(await all()).toEqual(before);
  });

  it('access-approve refuses `user_id` in place of userId and changes nothing', async () => {
    const [u] = await all();
    const r = await api.request(
      'POST',
      '/api/access-approve',
      { user_id: u.id, userId: u.id, access_approve: !u.access_approved },
      token,
    );
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ user_id: [m.validation.unknown_field] });
    expect((await all()).find((x) => x.id === u.id)).toEqual(u);
  });
});
