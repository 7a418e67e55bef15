import { usePrefetchQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import { parseListState } from './list/listState.ts';
import { documentsListQuery } from './list/documentsQuery.ts';
import DocumentList from './DocumentList.tsx';

/**
 * /nqa-documents: asks for the documents before the list's first render, whose own query then finds them on their
 * way. The whole collection (10,000 documents on production data) is the longest wait of the first render. On a
 * first load the boot has already asked (the route's early read, src/boot/preload.ts), and this takes that answer.
 */
export default function DocumentListRoute() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [params] = useSearchParams();
  usePrefetchQuery(documentsListQuery(dataProvider, parseListState(params).source));
  return <DocumentList />;
}
