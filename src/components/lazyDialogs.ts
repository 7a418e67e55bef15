import type { ComponentProps } from 'react';
import type { ChooseServicesDialog as ChooseServices } from './ChooseServicesDialog.tsx';
import type { CollectionViewerDialog as CollectionViewer } from './CollectionViewerDialog.tsx';
import type { FilePreviewDialog as FilePreview } from './FilePreviewDialog.tsx';
import { lazyDialog } from './lazyParts.tsx';

/*
 * The shared dialogs, loaded when they first open (lazyDialog): the same components and props, but a page that only
 * may open them does not load their code at first paint (the file preview brings dompurify, the collection viewer a
 * data table, tabs and pagination).
 */

export const FilePreviewDialog = lazyDialog<ComponentProps<typeof FilePreview>>(
  () => import('./FilePreviewDialog.tsx').then((m) => m.FilePreviewDialog),
  (p) => p.file !== null,
);

export const ChooseServicesDialog = lazyDialog<ComponentProps<typeof ChooseServices>>(
  () => import('./ChooseServicesDialog.tsx').then((m) => m.ChooseServicesDialog),
  (p) => p.open,
);

export const CollectionViewerDialog = lazyDialog<ComponentProps<typeof CollectionViewer>>(
  () => import('./CollectionViewerDialog.tsx').then((m) => m.CollectionViewerDialog),
  (p) => p.collectionId !== null,
);
