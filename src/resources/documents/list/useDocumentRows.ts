import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/index.ts';
import type { DocumentRow } from '../../../dataProvider/documents.ts';
import { PAGE_SIZE, STORAGE_KEYS } from '../../../shared/constants.ts';
import { filterRows, indexRows, pageRows, sortRows } from '../../../shared/listPipeline.ts';
import { useReviewClock } from '../../../components/useReviewClock.ts';
import { countInReviewWindow } from '../../../shared/review.ts';
import { documentFilter, documentsPipeline, type ListState } from './listState.ts';
import { documentsListQuery } from './documentsQuery.ts';

export const PER_PAGE = PAGE_SIZE.documents;
const NO_ROWS: DocumentRow[] = [];

/** How many documents the last full load answered: the 'Loading {n} documents' of the next visit (§2 Dialogs). */
function storedCount(): number | null {
  const n = Number(localStorage.getItem(STORAGE_KEYS.documentsCount));
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The documents of the current source (the whole collection, or the answer of a source filter's endpoint) and the
 * view the list state makes of them: the one list pipeline (src/shared/listPipeline.ts), one memo per stage, so a
 * page change only slices and a sort change never filters again.
 */
export function useDocumentRows(state: ListState) {
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { tab, search, sort, page, source, documentTypes, serviceTypes, due } = state;
  const review = useReviewClock();

  const docs = useQuery({
    ...documentsListQuery(dataProvider, source),
    // While another source loads, the rows shown stay (with the progress bar) rather than blanking the table.
    placeholderData: keepPreviousData,
    retry: 1,
  });
  // The last rows the server answered, shown beside an error instead of an empty list.
  const [kept, setKept] = useState<DocumentRow[] | undefined>(undefined);
  if (docs.data && !docs.isPlaceholderData && docs.data !== kept) setKept(docs.data);
  const data = docs.data ?? kept;
  useEffect(() => {
    if (source.kind === 'all' && docs.data && !docs.isPlaceholderData)
      localStorage.setItem(STORAGE_KEYS.documentsCount, String(docs.data.length));
  }, [source.kind, docs.data, docs.isPlaceholderData]);

  const indexed = useMemo(() => indexRows(data ?? NO_ROWS), [data]);
  const filter = useMemo(
    () => documentFilter({ tab, search, documentTypes, serviceTypes, due }, review),
    [tab, search, documentTypes, serviceTypes, due, review],
  );
  const filtered = useMemo(() => filterRows(indexed, filter, documentsPipeline), [indexed, filter]);
  // Shown only with the due filter on: the tabs split the due documents by area, this counts them all.
  const dueCount = useMemo(() => (due && data ? countInReviewWindow(data, due, review) : null), [due, data, review]);
  const view = useMemo(() => sortRows(indexed, filtered, sort), [indexed, filtered, sort]);
  const { rows: pageData, page: shownPage } = useMemo(() => pageRows(view, page, PER_PAGE), [view, page]);

  // An empty filter result is announced (§4, §8); the plain list just shows its empty message.
  useEffect(() => {
    if (
      source.kind !== 'all' &&
      docs.isSuccess &&
      !docs.isFetching &&
      !docs.isPlaceholderData &&
      docs.data.length === 0
    )
      notify('app.common.no_result_found', { type: 'info' });
  }, [source.kind, docs.isSuccess, docs.isFetching, docs.isPlaceholderData, docs.data, notify]);

  return {
    docs,
    /** The rows answered (or kept from the last answer), undefined until the first has come. */
    data,
    /** The whole view: tab, search, filters, sort; every page. */
    view,
    pageData,
    shownPage,
    dueCount,
    reviewMonths: review.months,
    loadingCount: docs.isFetching ? (kept?.length ?? storedCount()) : null,
  };
}
