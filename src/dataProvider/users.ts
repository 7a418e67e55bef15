/**
 * users (portal-core §7): react-admin method -> HTTP call.
 *   getList, getOne, getMany   GET    /api/fetch-users/{all|member|admin} (kept; searched, sorted and paged in memory)
 *   create                     POST   /api/create-user
 *   update                     POST   /api/update-user
 *   delete                     DELETE /api/delete-user/?userId=
 *   deleteMany                 DELETE /api/delete-users/?users=
 *   approveAccess, revokeAccess  POST /api/access-approve (one); DELETE /api/users-access-approve|revoke/?users=
 * The bulk calls' `users` is a comma-separated id list: the spec names it, not its format. The spec's "fixed
 * bearer authorization header" would be a secret in the bundle: these calls send the signed-in token.
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

export type { UserRecord };

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

export const usersListSpec: ListPipelineSpec<UserRecord> = {
  searchText: (u) => [u.first_name, u.last_name, u.email, u.description].join('\u0000'),
  sortValue: { last_name: (u) => [u.last_name, u.first_name] },
  where: ({ services, ...rest }) => {
    const wanted = Array.isArray(services) ? services.map(Number) : [];
    const byFields = whereFields<UserRecord>(rest);
    if (wanted.length === 0) return byFields;
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
        // spec §8 "Users load failure: logged"; rethrown, as an empty list would read as "no users"
        console.error('[users] could not load the users list', e);
        throw e;
      }
    },
  });

  return {
    getList: (_resource: string, params: GetListParams) => list.getList(params),
    getAll: list.getAll,
    ...collectionReads(() => fetchUsers(), 'app.users.not_found'),
    create: async (_resource: string, params: CreateParams) => {
      const body = toUserBody(params.data as Partial<UserRecord>);
      const { json } = await http.call('userCreate', { body });
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
