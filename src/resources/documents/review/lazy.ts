import type { ComponentProps } from 'react';
import type { MarkReviewedDialog as Dialog } from './MarkReviewedDialog.tsx';
import { lazyDialog } from '../../../components/lazyParts.tsx';

/** Mounted only while open and loaded when first opened, as the documents list's other dialogs (listDialogs.ts). */
export const MarkReviewedDialog = lazyDialog<ComponentProps<typeof Dialog>>(
  () => import('./MarkReviewedDialog.tsx').then((m) => m.MarkReviewedDialog),
  () => true,
);
