/**
 * users: react-admin methods and custom methods over the portal's user endpoints (portal-core §7 Users).
 *   getList / getOne / getMany -> GET    /api/fetch-users/{filter}   filter = list filter `role` (all|member|admin),
 *                                                                     kept (keptList.ts); then search (q), user_type,
 *                                                                     services, sort, page in memory
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
  type Identifier,
  type GetListParams,
  type CreateParams,
  type UpdateParams,
  type DeleteParams,
  type DeleteManyParams,
} from 'ra-core';
import type { HttpClient } from './httpClient.ts';
import type { ResourceContext, ResourceHandlers } from './types.ts';
import { collectionReads, keptList } from './keptList.ts';
import { whereFields, type ListPipelineSpec } from '../shared/listPipeline.ts';
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

/**
 * The users list: search over names, email and description; `services` keeps the users of any chosen service;
 * any other key (the list's role buttons set `user_type`) must equal the user's value. Name sorts by last name,
 * then first name (src/shared/sort.ts).
 */
export const usersListSpec: ListPipelineSpec<UserRecord> = {
  searchText: (u) => [u.first_name, u.last_name, u.email, u.description].join('\u0000'),
  sortValue: { last_name: (u) => [u.last_name, u.first_name] },
  where: ({ services, ...rest }) => {
    const wanted = Array.isArray(services) ? services.map(Number) : [];
    const byFields = whereFields<UserRecord>(rest);
    if (wanted.length === 0) return byFields;
    // "by service": a user matches when they belong to any chosen service
    return (u) => !!u.services?.some((s) => wanted.includes(s)) && (!byFields || byFields(u));
  },
};

export function usersResource({ http, queryClient }: ResourceContext): ResourceHandlers {
  const fetchUsers = (filter: UserFilter = 'all'): Promise<UserRecord[]> =>
    http.read('usersFetch', listOf(userSchema), { params: { filter } });
  const list = keptList<UserRecord>({
    resource: 'users',
    spec: usersListSpec,
    queryClient,
    // `role` picks the spec's endpoint (fetch-users/{filter}); the list itself filters fetch-users/all by user_type
    sourceOf: ({ role, ...filter }) => ({ source: roleFilter(role), filter }),
    load: async (role) => {
      try {
        return await fetchUsers(roleFilter(role));
      } catch (e) {
        // spec §8 "Users load failure: logged"; the list then shows the failure with Retry instead of an empty
        // list, which would read as "no users"
        console.error('[users] could not load the users list', e);
        throw e;
      }
    },
  });

  // react-admin's methods are generic in the record type; these answer with concrete records, hence one assertion.
  return {
    getList: (_resource: string, params: GetListParams) => list.getList(params),
    getAll: list.getAll,
    ...collectionReads(() => fetchUsers(), 'app.users.not_found'),
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
