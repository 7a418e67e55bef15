import { createElement, startTransition, useCallback, useEffect, useState, type ComponentProps } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { SERVICES_COLLECTION_READS, collectionQuery } from './collectionQuery.ts';
import { prefetchWithReads } from '../boot/readAhead.ts';
import { afterNextPaint } from './afterNextPaint.ts';
import type { ChooseServicesDialog as ChooseServices } from './ChooseServicesDialog.tsx';
import type { CollectionViewerDialog as CollectionViewer } from './CollectionViewerDialog.tsx';
import type { FilePreviewDialog as FilePreview } from './FilePreviewDialog.tsx';
import { lazyDialog } from './lazyParts.tsx';
import { lazyComponent } from '../boot/lazyScreen.ts';
import { useHoverIntent } from './intent.ts';

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
  const dataProvider = useDataProvider();
  return useCallback(
    () => prefetchWithReads(queryClient, collectionQuery(dataProvider, 'services'), SERVICES_COLLECTION_READS),
    [queryClient, dataProvider],
  );
}

/**
 * What the choose-services dialog's first open needs, asked for ahead: its code and the services collection it lists
 * (ChooseServicesAhead, useChooseServicesIntent). Both are idempotent: kept or on their way, nothing is asked again.
 */
function usePrepareChooseServices() {
  const prefetchServices = usePrefetchServices();
  return useCallback(() => {
    void ChooseServicesLazy.preload().catch(() => undefined);
    prefetchServices();
  }, [prefetchServices]);
}

/** Mounted only once its code is here (ChooseServicesAhead), so it never shows a fallback or throws a failed load. */
const ChooseServicesRehearsal = lazyComponent(
  () => import('./ChooseServicesDialog.tsx').then((m) => m.ChooseServicesRehearsal),
  () => null,
);

/**
 * Beside a form field chosen in the choose-services dialog (the user's services: choosing them is part of filling in
 * the form): once the form has drawn, asks for the services collection and the dialog's code, then draws the dialog
 * once off the page (ChooseServicesRehearsal), so the dialog's first open finds its data, its code and its
 * components ready instead of waiting 150 to 500 ms for 2,000 services, 60 to 100 ms for its code and about 100 ms
 * for a first drawing (issue 10; the code is about 9 KB gzip, room made by the tooltips' Popper loading on demand).
 * Kept and fresh (the dashboard's and the services list's collection), the services are not asked for again. The
 * user forms have it; the document forms do not: the data provider's services module it loads put
 * /create-new-document and /edit-document over their 320 KB of first-load JS, and there a pointer resting on the
 * button asks for them (useChooseServicesIntent). The drawing is a transition: a press or a key stroke goes first.
 */
export function ChooseServicesAhead() {
  const prepare = usePrepareChooseServices();
  const [stage, setStage] = useState<'waiting' | 'drawing' | 'drawn'>('waiting');
  useEffect(
    () =>
      afterNextPaint(() => {
        prepare();
        // drawn once its code (the dialog's module, which prepare asked for) is here, with stand-ins for the services
        // still on their way; a load that failed draws nothing ahead: the dialog says what failed when it opens
        ChooseServicesRehearsal.preload().then(
          () => startTransition(() => setStage((s) => (s === 'waiting' ? 'drawing' : s))),
          () => undefined,
        );
      }),
    [prepare],
  );
  const drawn = useCallback(() => setStage('drawn'), []);
  return stage === 'drawing' ? createElement(ChooseServicesRehearsal, { onDone: drawn }) : null;
}

/**
 * Pointer handlers for the button that opens the choose-services dialog over the services collection: a pointer
 * resting on it (intent.ts) asks for the dialog's code and the services, so the press finds them on their way (the
 * dialog's first open needs both: its code and 2,000 services take hundreds of milliseconds to arrive here).
 */
export function useChooseServicesIntent() {
  return useHoverIntent(usePrepareChooseServices());
}

export const CollectionViewerDialog = lazyDialog<ComponentProps<typeof CollectionViewer>>(
  () => import('./CollectionViewerDialog.tsx').then((m) => m.CollectionViewerDialog),
  (p) => p.collectionId !== null,
);
