import { lazyScreen } from '../../loading/lazyScreen.ts';
import { collectionQuery } from '../../components/collectionQuery.ts';
import type { PortalResource } from '../types.ts';
import { PATH } from './paths.ts';

const users: PortalResource = {
  name: 'users',
  recordRepresentation: 'email',
  routes: [
    {
      path: PATH.list,
      Component: lazyScreen(() => import('./UserList.tsx')),
      early: () => [{ name: 'usersFetch', params: { filter: 'all' } }],
      query: (dataProvider) => collectionQuery(dataProvider, 'users'),
    },
    { path: PATH.create, Component: lazyScreen(() => import('./UserCreate.tsx')) },
    { path: PATH.edit, Component: lazyScreen(() => import('./UserEdit.tsx')) },
  ],
};
export default users;
