// The list endpoints answer whole collections, so getList pages a kept one, as ra-data-fakerest pages its memory.
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  HttpError,
  type GetListParams,
  type GetListResult,
  type GetManyParams,
  type GetOneParams,
  type RaRecord,
} from 'ra-core';
import { keptThisVisit } from '../loading/visit.ts';
import {
  filterRows,
  indexRows,
  pageRows,
  sortRows,
  type FilterValues,
  type IndexedRows,
  type ListPipelineSpec,
  type Row,
} from '../shared/listPipeline.ts';
import {
  collectionQueryKey,
  isCollectionKey,
  isPageQueryOf,
  keptCollectionOf,
  type KeptCollection,
} from './keptCollection.ts';

export interface KeptListOptions<T extends RaRecord> {
  resource: string;
  spec: ListPipelineSpec<T>;
  load: (source: string) => Promise<T[]>;
  sourceOf?: (filter: FilterValues) => { source: string; filter: FilterValues };
  queryClient?: QueryClient;
}

const KEPT_FILTERS = 8;

interface View<T> {
  indexed: IndexedRows<T>;
  filtered: Map<string, { rows: Row<T>[]; sorted: Map<string, T[]> }>;
}

const filterKey = (filter: FilterValues): string =>
  JSON.stringify(
    Object.entries(filter)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );

export function keptList<T extends RaRecord>({ resource, spec, load, sourceOf, queryClient }: KeptListOptions<T>) {
  const views = new WeakMap<readonly T[], View<T>>();

  const viewOf = (records: readonly T[]): View<T> => {
    let view = views.get(records);
    if (!view) views.set(records, (view = { indexed: indexRows(records), filtered: new Map() }));
    return view;
  };

  const ordered = (records: readonly T[], filter: FilterValues, sort: GetListParams['sort'] | undefined): T[] => {
    const view = viewOf(records);
    const fKey = filterKey(filter);
    let byFilter = view.filtered.get(fKey);
    if (byFilter) view.filtered.delete(fKey);
    else byFilter = { rows: filterRows(view.indexed, filter, spec), sorted: new Map() };
    view.filtered.set(fKey, byFilter);
    if (view.filtered.size > KEPT_FILTERS) view.filtered.delete(view.filtered.keys().next().value!);
    const sKey = sort?.field ? `${sort.field} ${sort.order}` : '';
    let records_ = byFilter.sorted.get(sKey);
    if (!records_) byFilter.sorted.set(sKey, (records_ = sortRows(view.indexed, byFilter.rows, sort, spec)));
    return records_;
  };

  const loadAll = async (source: string): Promise<KeptCollection<T>> => keptCollectionOf(await load(source));

  const collection = async (source: string): Promise<T[]> => {
    if (!queryClient) return load(source);
    const kept = await queryClient.fetchQuery({
      queryKey: collectionQueryKey(resource, source),
      queryFn: () => loadAll(source),
      // rows this visit read are current: a sort, filter or page pages them again; older ones are asked again
      staleTime: (query) => (keptThisVisit(query.state.dataUpdatedAt) ? Infinity : 0),
      gcTime: Infinity,
      // a refetch replaces thousands of rows; walking them to share equal ones costs more than it saves
      structuralSharing: false,
    });
    return kept.data;
  };

  const pageOf = (records: readonly T[], params: Partial<GetListParams>, filter: FilterValues): GetListResult<T> => {
    const all = ordered(records, filter, params.sort);
    const { page = 1, perPage = 0 } = params.pagination ?? {};
    // perPage 0: every row (the whole view, for an export); a page past the end answers the last one
    return { data: perPage > 0 ? pageRows(all, page, perPage).rows : all, total: all.length };
  };
  const sourceAndFilter = (params: Partial<GetListParams>) =>
    sourceOf?.(params.filter ?? {}) ?? { source: 'all', filter: params.filter ?? {} };

  if (queryClient) {
    // a collection that changed (a refresh with news, a mutation's patch) is paged again; a 304 redraws nothing
    const seen = new WeakMap<Query, unknown>();
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const { query } = event;
      if (query.queryKey[0] !== resource || !isCollectionKey(query.queryKey)) return;
      const data = (query.state.data as KeptCollection<T> | undefined)?.data;
      if (seen.get(query) === data) return;
      seen.set(query, data);
      void queryClient.invalidateQueries({ predicate: isPageQueryOf(resource) }, { cancelRefetch: false });
    });
  }

  return {
    getList: async (params: Partial<GetListParams>): Promise<GetListResult<T>> => {
      const { source, filter } = sourceAndFilter(params);
      return pageOf(await collection(source), params, filter);
    },
    getAll: () => loadAll('all'),
  };
}

export function collectionReads<T extends RaRecord>(all: () => Promise<T[]>, notFound: string) {
  return {
    getOne: async (_resource: string, params: GetOneParams) => {
      const record = (await all()).find((r) => String(r.id) === String(params.id));
      if (!record) throw new HttpError(notFound, 404, {});
      return { data: record };
    },
    getMany: async (_resource: string, params: GetManyParams) => {
      const ids = new Set(params.ids.map(String));
      return { data: (await all()).filter((r) => ids.has(String(r.id))) };
    },
  };
}
