import type { ComponentProps } from 'react';
import type { CollectionsDialog as Collections } from './list/CollectionsDialog.tsx';
import type { DocumentServicesDialog as DocumentServices } from './list/DocumentServicesDialog.tsx';
import type { ServicesFlow as Services } from './list/ServicesFlow.tsx';
import { lazyDialog } from '../../components/lazyParts.tsx';

// Each mounted only while open; the delete flow stays in the list's chunk, so its confirmation shows at once.
const whileMounted = () => true;

export const ServicesFlow = lazyDialog<ComponentProps<typeof Services>>(
  () => import('./list/ServicesFlow.tsx').then((m) => m.ServicesFlow),
  whileMounted,
);
export const CollectionsDialog = lazyDialog<ComponentProps<typeof Collections>>(
  () => import('./list/CollectionsDialog.tsx').then((m) => m.CollectionsDialog),
  whileMounted,
);
export const DocumentServicesDialog = lazyDialog<ComponentProps<typeof DocumentServices>>(
  () => import('./list/DocumentServicesDialog.tsx').then((m) => m.DocumentServicesDialog),
  whileMounted,
);
