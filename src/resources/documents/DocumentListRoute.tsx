import { lazy } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import { parseListState } from './list/listState.ts';
import { documentsListQuery } from './list/documentsQuery.ts';

const DocumentList = lazy(() => import('./DocumentList.tsx'));

/**
 * /nqa-documents: asks for the documents while the list's code is still loading. The whole collection (10,000
 * documents on production data) is the longest wait of the first render; started only once the list had rendered,
 * it queued behind the list's chunks and their evaluation.
 */
export default function DocumentListRoute() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [params] = useSearchParams();
  usePrefetchQuery(documentsListQuery(dataProvider, parseListState(params).source));
  return <DocumentList />;
}
