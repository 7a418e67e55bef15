import { lazyScreen } from '../../loading/lazyScreen.ts';
import { collectionQuery, servicesCollectionReads } from '../../components/collectionQuery.ts';
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
      // the services Filter by service lists (kept: its first open is slower without, in the bench's A/B)
      ahead: servicesCollectionReads,
      query: (dataProvider) => collectionQuery(dataProvider, 'users'),
    },
    // the services the form's Choose services lists (kept: its first open is slower without, in the bench's A/B)
    { path: PATH.create, Component: lazyScreen(() => import('./UserCreate.tsx')), ahead: servicesCollectionReads },
    { path: PATH.edit, Component: lazyScreen(() => import('./UserEdit.tsx')), ahead: servicesCollectionReads },
  ],
};
export default users;
