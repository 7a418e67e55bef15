import { useCallback, useMemo, useState } from 'react';
import { useEvent, type FilterPayload, type ListControllerResult, type SortPayload } from 'react-admin';
import type { DocumentRow, DocumentSource } from '../../../dataProvider/documents.ts';
import type { Id } from '../../../types.ts';
import { toggled } from '../../../shared/ids.ts';
import type { ListState } from './listState.ts';
import { filterChangeOf, filterValuesOf } from './listFilterValues.ts';
import { PER_PAGE } from './useDocumentRows.ts';

const NO_FILTERS = {};
const noop = () => undefined;

interface Options {
  data: DocumentRow[] | undefined;
  view: DocumentRow[];
  pageData: DocumentRow[];
  shownPage: number;
  sort: ListState['sort'];
  source: DocumentSource;
  /** The tab, search and filters, carried as the context's filterValues (listFilterValues.ts). */
  state: ListState;
  update: (change: Partial<ListState>) => void;
  refetch: ListControllerResult['refetch'];
  isFetching: boolean;
}

/**
 * react-admin's list context over the documents view (its page, sort and paging write the list state) and the row
 * selection, which a new source clears: what was selected may not be in it.
 */
export function useDocumentsListContext({
  data,
  view,
  pageData,
  shownPage,
  sort,
  source,
  state,
  update,
  refetch,
  isFetching,
}: Options) {
  const [selectedIds, setSelectedIds] = useState<Id[]>([]);
  const onToggleItem = useCallback((id: Id) => setSelectedIds((s) => toggled(s, id)), []);
  const onUnselectItems = useCallback(() => setSelectedIds([]), []);
  const [selectionSource, setSelectionSource] = useState(source);
  if (selectionSource !== source) {
    setSelectionSource(source);
    if (selectedIds.length > 0) setSelectedIds([]);
  }

  const setPage = useCallback((p: number) => update({ page: p }), [update]);
  const setSort = useCallback((s: SortPayload) => update({ sort: { field: s.field, order: s.order } }), [update]);
  const { tab, search, documentTypes, serviceTypes, due } = state;
  const filterValues = useMemo(
    () => filterValuesOf({ tab, search, documentTypes, serviceTypes, source, due }),
    [tab, search, documentTypes, serviceTypes, source, due],
  );
  const setFilters = useCallback((values: FilterPayload) => update(filterChangeOf(values)), [update]);
  const total = view.length;
  const listContext = useMemo((): ListControllerResult<DocumentRow> => {
    const base = {
      sort,
      setSort,
      page: shownPage,
      perPage: PER_PAGE,
      setPage,
      setPerPage: noop,
      filterValues,
      displayedFilters: NO_FILTERS,
      setFilters,
      showFilter: noop,
      hideFilter: noop,
      selectedIds,
      onSelect: setSelectedIds,
      onToggleItem,
      onUnselectItems,
      onSelectAll: () => setSelectedIds(view.map((d) => d.id)),
      resource: 'documents',
      refetch,
      isFetching,
      isLoading: false,
      hasPreviousPage: shownPage > 1,
      hasNextPage: shownPage * PER_PAGE < total,
    };
    return data === undefined
      ? { ...base, data: undefined, total: undefined, meta: undefined, error: null, isPending: true }
      : { ...base, data: pageData, total, error: null, isPending: false };
  }, [
    data,
    pageData,
    total,
    view,
    sort,
    setSort,
    filterValues,
    setFilters,
    shownPage,
    setPage,
    selectedIds,
    onToggleItem,
    onUnselectItems,
    refetch,
    isFetching,
  ]);

  const rowsMap = useMemo(() => new Map((data ?? []).map((d) => [d.id, d])), [data]);
  // read when a bulk action runs, and stable: the table (its columns, so every row) does not render again with it
  const selectedRows = useEvent(() => selectedIds.flatMap((id) => rowsMap.get(id) ?? []));

  return { listContext, selectedIds, selectedRows, onUnselectItems };
}
