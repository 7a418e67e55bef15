import { lazyScreen } from '../../loading/lazyScreen.ts';
import { collectionQuery, servicesCollectionReads } from '../../components/collectionQuery.ts';
import type { PortalResource } from '../types.ts';
import { PATH } from './paths.ts';

const services: PortalResource = {
  name: 'services',
  recordRepresentation: 'name',
  routes: [
    {
      path: PATH.list,
      Component: lazyScreen(() => import('./ServiceList.tsx')),
      early: servicesCollectionReads,
      query: (dataProvider) => collectionQuery(dataProvider, 'services'),
    },
    { path: PATH.create, Component: lazyScreen(() => import('./ServiceCreate.tsx')) },
    { path: PATH.edit, Component: lazyScreen(() => import('./ServiceEdit.tsx')) },
  ],
};
export default services;
