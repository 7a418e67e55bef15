import { useCallback, useMemo, useState } from 'react';
import {
  useEvent,
  useRecordSelection,
  useStore,
  type ListControllerResult,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import {
  filterRows,
  indexRows,
  pageRows,
  sortRows,
  type FilterValues,
  type ListPipelineSpec,
} from '../shared/listPipeline.ts';

export interface ListParams {
  filter: FilterValues;
  sort: SortPayload;
  page: number;
}

export interface UseRowsListOptions<T extends RaRecord> {
  resource: string;
  /** Search, other filters: see src/shared/listPipeline.ts. A stable object (module constant or memoised). */
  spec: ListPipelineSpec<T>;
  perPage: number;
  sort: SortPayload;
  /**
   * Where sort, search and page live between visits (react-admin's store), with the row selection; false keeps
   * them in the component only.
   */
  storeKey: string | false;
}

export type RowsListResult<T extends RaRecord> = ListControllerResult<T> & {
  /** The last collection fetched (kept through a failed refresh). */
  collection: T[] | undefined;
  setParams: (update: (p: ListParams) => ListParams) => void;
};

/** What a list shows of the read its rows come from (a react-query result has all of it). */
export interface RowsQueryState {
  error: Error | null;
  isPending: boolean;
  isLoading: boolean;
  isFetching: boolean;
  isPaused: boolean;
  refetch: () => unknown;
}

/**
 * A react-admin list context over rows read some other way than a resource's getList (one service's documents):
 * `rows` is the whole answer, undefined until it has come; `query` its read's state, for the loading and error
 * views and Retry. Sort, filters and page are computed from the kept rows (src/shared/listPipeline.ts, one memo per
 * stage) and kept in react-admin's store under `storeKey`. The lists over a resource use react-admin's own list
 * controller (src/dataProvider/keptList.ts); this one stays because its rows' query and its invalidations belong
 * to the documents list (documentsQuery.ts), and react-admin's useList keeps no params in the store and
 * serialises every row on each render.
 */
export function useRowsList<T extends RaRecord>({
  resource,
  spec,
  perPage,
  sort: defaultSort,
  storeKey,
  rows: collection,
  query,
}: UseRowsListOptions<T> & { rows: T[] | undefined; query: RowsQueryState }): RowsListResult<T> {
  const defaults: ListParams = useMemo(() => ({ filter: {}, sort: defaultSort, page: 1 }), [defaultSort]);
  // Both hooks always run (hooks cannot be conditional); storeKey picks which one holds the params.
  const [stored, setStored] = useStore<ListParams>(`${storeKey || resource}.collectionParams`, defaults);
  const [local, setLocal] = useState<ListParams>(defaults);
  const params = storeKey ? stored : local;
  const setParams = useCallback(
    (update: (p: ListParams) => ListParams) => (storeKey ? setStored(update) : setLocal(update)),
    [storeKey, setStored],
  );

  const indexed = useMemo(() => (collection ? indexRows(collection) : undefined), [collection]);
  const matched = useMemo(
    () => (indexed ? filterRows(indexed, params.filter, spec) : undefined),
    [indexed, params.filter, spec],
  );
  const view = useMemo(
    () => (indexed && matched ? sortRows(indexed, matched, params.sort, spec) : undefined),
    [indexed, matched, params.sort, spec],
  );
  const paged = useMemo(() => (view ? pageRows(view, params.page, perPage) : undefined), [view, params.page, perPage]);

  const [selectedIds, selection] = useRecordSelection<T>(
    storeKey ? { resource, storeKey } : { resource, disableSyncWithStore: true },
  );

  const setPage = useCallback((page: number) => setParams((p) => ({ ...p, page })), [setParams]);
  const setSort = useCallback((sort: SortPayload) => setParams((p) => ({ ...p, sort, page: 1 })), [setParams]);
  const setFilters = useCallback(
    (filter: FilterValues) => {
      const clean: FilterValues = {};
      for (const [k, v] of Object.entries(filter ?? {})) if (v !== undefined && v !== '' && v !== null) clean[k] = v;
      setParams((p) => ({ ...p, filter: clean, page: 1 }));
    },
    [setParams],
  );
  // stable whatever the caller passes (a list over two reads gives a new function at each render)
  const retry = useEvent(() => void query.refetch());
  // react-admin renews its selection callbacks once it has registered the list's store key (an effect after the
  // first mount): stable ones keep the list context, and so every row, from rendering again for it.
  const onSelect = useEvent(selection.select);
  const onToggleItem = useEvent(selection.toggle);
  const onUnselectItems = useEvent(() => selection.clearSelection());
  const onSelectAll = useEvent(() => selection.select((view ?? []).map((r) => r.id)));

  return useMemo(() => {
    const page = paged?.page ?? params.page;
    const total = view?.length;
    return {
      resource,
      collection,
      setParams,
      data: paged?.rows,
      total,
      meta: undefined,
      // the error stays beside the kept rows: a failed refresh must not read as "no records"
      error: query.error,
      isPending: query.isPending,
      isLoading: query.isLoading,
      isFetching: query.isFetching,
      isPaused: query.isPaused,
      isPlaceholderData: false,
      refetch: retry,
      sort: params.sort,
      setSort,
      page,
      perPage,
      setPage,
      setPerPage: () => undefined,
      hasNextPage: total !== undefined && page * perPage < total,
      hasPreviousPage: page > 1,
      filterValues: params.filter,
      displayedFilters: {},
      setFilters,
      showFilter: () => undefined,
      hideFilter: () => undefined,
      selectedIds,
      onSelect,
      onToggleItem,
      onUnselectItems,
      onSelectAll,
      defaultTitle: '',
      exporter: false,
    } as RowsListResult<T>;
  }, [
    resource,
    collection,
    setParams,
    paged,
    view,
    params,
    perPage,
    query.error,
    query.isPending,
    query.isLoading,
    query.isFetching,
    query.isPaused,
    retry,
    setSort,
    setPage,
    setFilters,
    selectedIds,
    onSelect,
    onToggleItem,
    onUnselectItems,
    onSelectAll,
  ]);
}
