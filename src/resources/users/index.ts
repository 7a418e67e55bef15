import { lazyScreen } from '../../boot/lazyScreen.ts';
import { collectionQuery, servicesCollectionReads } from '../../components/collectionQuery.ts';
import type { Id } from '../../types.ts';
import type { UserRecord } from '../../dataProvider/users.ts';
import { idSearch, type PortalResource, type ScreenLink } from '../types.ts';

const PATH = { list: '/user-management', create: '/create-new-user', edit: '/update-user' } as const;

export const userPaths = {
  list: () => PATH.list,
  create: () => PATH.create,
  edit: (id: Id) => `${PATH.edit}${idSearch(id)}`,
};

/** /update-user receives the user itself as route state (portal-core §2). */
export type UserEditState = UserRecord;
export const toUserEdit = (user: UserRecord): ScreenLink<UserEditState> => ({
  pathname: PATH.edit,
  search: idSearch(user.id),
  state: user,
});

const users: PortalResource = {
  name: 'users',
  recordRepresentation: 'email',
  routes: [
    {
      path: PATH.list,
      Component: lazyScreen(() => import('./UserList.tsx')),
      early: () => [{ name: 'usersFetch', params: { filter: 'all' } }],
      // the services Filter by service lists
      ahead: servicesCollectionReads,
      query: (dataProvider) => collectionQuery(dataProvider, 'users'),
      dataModule: 'users',
    },
    // the services the form's Choose services lists
    { path: PATH.create, Component: lazyScreen(() => import('./UserCreate.tsx')), ahead: servicesCollectionReads },
    { path: PATH.edit, Component: lazyScreen(() => import('./UserEdit.tsx')), ahead: servicesCollectionReads },
  ],
};
export default users;
