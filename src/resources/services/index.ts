import { lazy } from 'react';
import type { PortalResource } from '../types.ts';

const services: PortalResource = {
  name: 'services',
  recordRepresentation: 'name',
  routes: [
    { path: '/services', Component: lazy(() => import('./ServiceList.tsx')) },
    { path: '/create-new-service', Component: lazy(() => import('./ServiceCreate.tsx')) },
    { path: '/update-service', Component: lazy(() => import('./ServiceEdit.tsx')) },
  ],
};
export default services;
