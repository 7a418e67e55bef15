import { lazyScreen } from '../../loading/lazyScreen.ts';
import { collectionQuery } from '../../components/collectionQuery.ts';
import type { PortalResource } from '../types.ts';
import { PATH } from './paths.ts';

const newsletters: PortalResource = {
  name: 'newsletters',
  recordRepresentation: 'title',
  routes: [
    {
      path: PATH.list,
      Component: lazyScreen(() => import('./NewsletterPage.tsx')),
      early: () => [{ name: 'newslettersGetAll' }],
      query: (dataProvider) => collectionQuery(dataProvider, 'newsletters'),
    },
    { path: PATH.edit, Component: lazyScreen(() => import('./NewsletterEdit.tsx')) },
  ],
};
export default newsletters;
