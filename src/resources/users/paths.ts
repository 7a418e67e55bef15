import type { Id } from '../../types.ts';
import type { UserRecord } from '../../dataProvider/users.ts';
import { idSearch, type ScreenLink } from '../types.ts';

export const PATH = { list: '/user-management', create: '/create-new-user', edit: '/update-user' } as const;

export const userPaths = {
  list: () => PATH.list,
  create: () => PATH.create,
  edit: (id: Id) => `${PATH.edit}${idSearch(id)}`,
};

export type UserEditState = UserRecord;
export const toUserEdit = (user: UserRecord): ScreenLink<UserEditState> => ({
  pathname: PATH.edit,
  search: idSearch(user.id),
  state: user,
});
