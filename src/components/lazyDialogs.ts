import type { PortalDataProvider } from '../dataProvider/index.ts';
import { createElement, useCallback, useEffect, type ComponentProps } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { SERVICES_COLLECTION_READS, collectionQuery } from './collectionQuery.ts';
import { prefetchWithReads } from '../loading/readAhead.ts';
import { afterNextPaint } from './afterNextPaint.ts';
import type { ChooseServicesDialog as ChooseServices } from './ChooseServicesDialog.tsx';
import type { CollectionViewerDialog as CollectionViewer } from './CollectionViewerDialog.tsx';
import type { FilePreviewDialog as FilePreview } from './FilePreviewDialog.tsx';
import { lazyDialog } from './lazyParts.tsx';

// Loaded on first open, so a page that may open them does not load their code (dompurify, a data table) at first paint.

export const FilePreviewDialog = lazyDialog<ComponentProps<typeof FilePreview>>(
  () => import('./FilePreviewDialog.tsx').then((m) => m.FilePreviewDialog),
  (p) => p.file !== null,
);

const ChooseServicesLazy = lazyDialog<ComponentProps<typeof ChooseServices>>(
  () => import('./ChooseServicesDialog.tsx').then((m) => m.ChooseServicesDialog),
  (p) => p.open,
);

/** Opening also asks for the services, so they download beside the dialog's code rather than after it mounts. */
export function ChooseServicesDialog(props: ComponentProps<typeof ChooseServices>) {
  const prefetchServices = usePrefetchServices();
  const wantsServices = props.open && !props.choices;
  useEffect(() => {
    if (wantsServices) prefetchServices();
  }, [wantsServices, prefetchServices]);
  return createElement(ChooseServicesLazy, props);
}

/** Same call as a move to the services list, so the request leaves before the services module has loaded. */
function usePrefetchServices() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useCallback(
    () => prefetchWithReads(queryClient, collectionQuery(dataProvider, 'services'), SERVICES_COLLECTION_READS),
    [queryClient, dataProvider],
  );
}

/** Once the page has drawn, preloads the dialog's code and the services it lists, so its first open finds both. */
export function ChooseServicesAhead() {
  const prefetchServices = usePrefetchServices();
  useEffect(
    () =>
      afterNextPaint(() => {
        void ChooseServicesLazy.preload().catch(() => undefined);
        prefetchServices();
      }),
    [prefetchServices],
  );
  return null;
}

export const CollectionViewerDialog = lazyDialog<ComponentProps<typeof CollectionViewer>>(
  () => import('./CollectionViewerDialog.tsx').then((m) => m.CollectionViewerDialog),
  (p) => p.collectionId !== null,
);
