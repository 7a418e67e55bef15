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

/*
 * The shared dialogs, loaded when they first open (lazyDialog): the same components and props, but a page that only
 * may open them does not load their code at first paint (the file preview brings dompurify, the collection viewer a
 * data table, tabs and pagination).
 */

export const FilePreviewDialog = lazyDialog<ComponentProps<typeof FilePreview>>(
  () => import('./FilePreviewDialog.tsx').then((m) => m.FilePreviewDialog),
  (p) => p.file !== null,
);

const ChooseServicesLazy = lazyDialog<ComponentProps<typeof ChooseServices>>(
  () => import('./ChooseServicesDialog.tsx').then((m) => m.ChooseServicesDialog),
  (p) => p.open,
);

/**
 * The choose-services dialog; opening it also asks for the services collection it lists (unless given its
 * `choices`), so it downloads beside the dialog's code rather than once the code has come and the dialog mounted.
 * It is the collection the dashboard and the services list keep: kept and fresh, it is not asked for again.
 */
export function ChooseServicesDialog(props: ComponentProps<typeof ChooseServices>) {
  const prefetchServices = usePrefetchServices();
  const wantsServices = props.open && !props.choices;
  useEffect(() => {
    if (wantsServices) prefetchServices();
  }, [wantsServices, prefetchServices]);
  return createElement(ChooseServicesLazy, props);
}

/**
 * Asks for the services collection the way a move to the services list does (prefetchWithReads): its request leaves
 * at once, not once the data provider's services module has loaded.
 */
function usePrefetchServices() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useCallback(
    () => prefetchWithReads(queryClient, collectionQuery(dataProvider, 'services'), SERVICES_COLLECTION_READS),
    [queryClient, dataProvider],
  );
}

/**
 * Beside a control that opens the choose-services dialog: once the page has drawn, asks for the dialog's code and
 * for the services collection it lists, so its first open finds both here. On a page load of a list, the services'
 * request left at boot beside the list's own (the screen's `ahead` reads) and this takes its answer. Kept and fresh
 * (the dashboard's and the services list's collection), the services are not asked for again.
 */
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
