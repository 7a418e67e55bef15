import { lazy } from 'react';
import type { PortalResource } from '../types.ts';

const newsletters: PortalResource = {
  name: 'newsletters',
  recordRepresentation: 'title',
  routes: [
    { path: '/newsletter', Component: lazy(() => import('./NewsletterPage.tsx')) },
    { path: '/edit-newsletter', Component: lazy(() => import('./NewsletterEdit.tsx')) },
  ],
};
export default newsletters;
