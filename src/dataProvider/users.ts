/**
 * users: react-admin methods and custom methods over the portal's user endpoints (portal-core §7 Users).
 *   getList / getOne / getMany -> GET    /api/fetch-users/{filter}   filter = list filter `role` (all|member|admin),
 *                                                                     then search (q), services, sort, page in memory
 *   create                     -> POST   /api/create-user            first_name, last_name, email, user_type, notify_email, description (+ services)
 *                                                                     without a record in the answer: the user of that email
 *                                                                     in a fresh fetch-users/all
 *   update                     -> POST   /api/update-user            the user object; without a record in the answer: the user
 *                                                                     of that id in a fresh fetch-users/all
 *   delete                     -> DELETE /api/delete-user/?userId=
 *   deleteMany                 -> DELETE /api/delete-users/?users=
 *   approveAccess/revokeAccess -> POST   /api/access-approve {userId, access_approve} for one user,
 *                                 DELETE /api/users-access-approve/?users= | /api/users-access-revoke/?users= for several
 * The `users` query of the bulk calls is a comma-separated id list: the spec names the parameter, not its format.
 * The spec says these calls carry "a fixed bearer authorization header"; we send the signed-in administrator's
 * token like every other call instead, since a fixed token would be a secret hard-coded in the bundle.
 */
import {
  HttpError,
  type Identifier,
  type GetListParams,
  type GetOneParams,
  type GetManyParams,
  type CreateParams,
  type UpdateParams,
  type DeleteParams,
  type DeleteManyParams,
} from 'ra-core';
import type { HttpClient } from './httpClient.ts';
import type { ResourceHandlers } from './types.ts';
import { listInMemory } from './inMemory.ts';
import { savedRecord } from './answers.ts';
import { listOf, userSchema, type UserRecord } from '../shared/schemas/index.ts';
import { DEFAULT_USER_ROLE, formatUserIds, normaliseEmail, type UserRole } from '../shared/validation/users.ts';

export type UserFilter = 'all' | UserRole;

/** A user as the screens see it (schemas/users.ts): the role flattened from roles[0], notify as a boolean. */
export type { UserRecord };

/** The body of create and update: exactly the fields the spec lists, plus the chosen services. */
export function toUserBody(data: Partial<UserRecord>) {
  return {
    first_name: data.first_name ?? '',
    last_name: data.last_name ?? '',
    email: data.email ?? '',
    user_type: data.user_type ?? DEFAULT_USER_ROLE,
    notify_email: !!data.notify_email,
    description: data.description ?? '',
    services: (data.services ?? []).map(Number),
  };
}

const sameEmail = (a: unknown, b: unknown) => normaliseEmail(String(a ?? '')) === normaliseEmail(String(b ?? ''));

const roleFilter = (role: unknown): UserFilter => (role === 'member' || role === 'admin' ? role : 'all');

export function usersResource(http: HttpClient): ResourceHandlers {
  const fetchUsers = (filter: UserFilter = 'all'): Promise<UserRecord[]> =>
    http.read('usersFetch', listOf(userSchema), { params: { filter } });

  // react-admin's methods are generic in the record type; these answer with concrete records, hence one assertion.
  return {
    getList: async (_resource: string, params: GetListParams) => {
      const { role, services, ...rest } = (params.filter ?? {}) as Record<string, unknown>;
      let users: UserRecord[];
      try {
        users = await fetchUsers(roleFilter(role));
      } catch (e) {
        // spec §8 "Users load failure: logged"; the list then shows the failure with Retry instead of an empty
        // list, which would read as "no users"
        console.error('[users] could not load the users list', e);
        throw e;
      }
      // "by service": a user matches when they belong to any chosen service
      const wanted = Array.isArray(services) ? services.map(Number) : [];
      if (wanted.length > 0) users = users.filter((u) => u.services?.some((s) => wanted.includes(s)));
      return listInMemory(users, { ...params, filter: rest }, ['first_name', 'last_name', 'email', 'description']);
    },
    getOne: async (_resource: string, params: GetOneParams) => {
      const user = (await fetchUsers()).find((u) => String(u.id) === String(params.id));
      if (!user) throw new HttpError('app.users.not_found', 404, {});
      return { data: user };
    },
    getMany: async (_resource: string, params: GetManyParams) => {
      const ids = params.ids.map(String);
      return { data: (await fetchUsers()).filter((u) => ids.includes(String(u.id))) };
    },
    create: async (_resource: string, params: CreateParams) => {
      const body = toUserBody(params.data as Partial<UserRecord>);
      const { json } = await http.call('userCreate', { body });
      // Without a record in the answer, the new user is found by email (unique among users) in fetch-users/all.
      const data = await savedRecord(json, userSchema, {
        refetch: () => fetchUsers(),
        match: (u) => sameEmail(u.email, body.email),
      });
      return { data };
    },
    update: async (_resource: string, params: UpdateParams) => {
      const body = {
        id: Number(params.id),
        ...toUserBody({ ...params.previousData, ...params.data } as Partial<UserRecord>),
      };
      const { json } = await http.call('userUpdate', { body });
      const data = await savedRecord(json, userSchema, {
        refetch: () => fetchUsers(),
        match: (u) => String(u.id) === String(params.id),
      });
      return { data };
    },
    delete: async (_resource: string, params: DeleteParams) => {
      await http.call('userDelete', { query: { userId: String(params.id) } });
      return { data: params.previousData ?? { id: params.id } };
    },
    deleteMany: async (_resource: string, params: DeleteManyParams) => {
      await http.call('usersDelete', { query: { users: formatUserIds(params.ids) } });
      return { data: params.ids };
    },
  } as ResourceHandlers;
}

export function usersMethods(http: HttpClient) {
  /** One user: POST /api/access-approve; several: the bulk DELETE endpoint. True on 200 or 201 (spec §7). */
  const setAccess = (ids: Identifier[], approve: boolean): Promise<boolean> => {
    if (ids.length === 0) return Promise.resolve(false);
    if (ids.length === 1)
      return http.ok('userAccessApprove', { body: { userId: Number(ids[0]), access_approve: approve } });
    return http.ok(approve ? 'usersAccessApprove' : 'usersAccessRevoke', { query: { users: formatUserIds(ids) } });
  };
  return {
    approveAccess: (ids: Identifier[]) => setAccess(ids, true),
    revokeAccess: (ids: Identifier[]) => setAccess(ids, false),
  };
}
