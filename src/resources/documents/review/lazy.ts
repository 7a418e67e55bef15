import type { ComponentProps } from 'react';
import type { MarkReviewedDialog as Dialog } from './MarkReviewedDialog.tsx';
import { lazyDialog } from '../../../components/lazyParts.tsx';

export const MarkReviewedDialog = lazyDialog<ComponentProps<typeof Dialog>>(
  () => import('./MarkReviewedDialog.tsx').then((m) => m.MarkReviewedDialog),
  () => true,
);
