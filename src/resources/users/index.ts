import { lazy } from 'react';
import type { PortalResource } from '../types.ts';

const users: PortalResource = {
  name: 'users',
  recordRepresentation: 'email',
  routes: [
    { path: '/user-management', Component: lazy(() => import('./UserList.tsx')) },
    { path: '/create-new-user', Component: lazy(() => import('./UserCreate.tsx')) },
    { path: '/update-user', Component: lazy(() => import('./UserEdit.tsx')) },
  ],
};
export default users;
