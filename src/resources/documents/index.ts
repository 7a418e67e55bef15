import { lazy } from 'react';
import type { PortalResource } from '../types.ts';

const documents: PortalResource = {
  name: 'documents',
  recordRepresentation: 'file_title',
  routes: [
    { path: '/nqa-documents', Component: lazy(() => import('./DocumentList.tsx')) },
    { path: '/create-new-document', Component: lazy(() => import('./DocumentCreate.tsx')) },
    { path: '/edit-document', Component: lazy(() => import('./DocumentEdit.tsx')) },
    { path: '/edit-service-document', Component: lazy(() => import('./ServiceDocumentEdit.tsx')) },
  ],
};
export default documents;
