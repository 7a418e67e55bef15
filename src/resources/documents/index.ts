import { lazyScreen } from '../../loading/lazyScreen.ts';
import { servicesCollectionReads } from '../../components/collectionQuery.ts';
import type { PortalResource } from '../types.ts';
import { SOURCE_PARAMS } from './list/listParams.ts';
import { documentsListQuery } from './list/documentsQuery.ts';
import { PATH } from './paths.ts';

const documents: PortalResource = {
  name: 'documents',
  recordRepresentation: 'file_title',
  routes: [
    {
      path: PATH.list,
      Component: lazyScreen(() => import('./DocumentList.tsx')),
      early: (search) => (SOURCE_PARAMS.some((p) => search.has(p)) ? [] : [{ name: 'documentsGet' }]),
      query: (dataProvider, search) =>
        SOURCE_PARAMS.some((p) => search.has(p)) ? undefined : documentsListQuery(dataProvider, { kind: 'all' }),
      ahead: servicesCollectionReads,
    },
    { path: PATH.create, Component: lazyScreen(() => import('./DocumentCreate.tsx')) },
    { path: PATH.edit, Component: lazyScreen(() => import('./DocumentEdit.tsx')) },
    { path: PATH.editServiceSpecific, Component: lazyScreen(() => import('./ServiceDocumentEdit.tsx')) },
  ],
};
export default documents;
