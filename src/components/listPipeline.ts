import type { RaRecord, SortPayload } from 'ra-core';
import { compareKeys, sortKey } from '../shared/sort.ts';

/**
 * The lists whose endpoint answers a whole collection (services, dashboard services, users, newsletters) sort,
 * search and page the rows they already hold, in three stages that each depend only on what changed:
 *   1. sort    (data, sort)             once per fetched collection and per sort: keys computed once per row
 *   2. filter  (sorted rows, filters)   per keystroke: a linear scan over lower-cased search text, kept per row
 *   3. page    (filtered rows, page)    a slice
 * so a page change never sorts or filters, and a search never sorts. Searches are case-insensitive substring
 * matches (portal-core §5); sorts are the portal's one order (src/shared/sort.ts: case-insensitive, missing values
 * last), ties keep the answer's order.
 */

export type FilterValues = Record<string, unknown>;

export interface ListPipelineSpec<T extends RaRecord> {
  /** The text the `q` search looks in (joined fields); lower-cased once per row by the pipeline. */
  searchText: (record: T) => string;
  /**
   * The list's other filters (everything but `q`): a predicate for the current values, or null when none is set.
   * Only filters the spec answers from the loaded data belong here.
   */
  where?: (filter: FilterValues) => ((record: T) => boolean) | null;
  /** What a column sorts by when it is not the field's own value (the users' name: last name, then first name). */
  sortValue?: Partial<Record<string, (record: T) => unknown>>;
}

export interface Row<T> {
  record: T;
  /** Lower-cased search text, worked out on the first search (most visits never search; 5,000 users take ms). */
  text?: string;
}

/** Stage 0, once per fetched collection: each row, to keep its search text once a search asks for it. */
export function indexRows<T extends RaRecord>(data: readonly T[]): Row<T>[] {
  return data.map((record) => ({ record }));
}

/**
 * Each row's rank under one field (equal keys share a rank, missing values are Infinity), computed once per kept
 * collection and field: the collator's comparisons run once, and every later sort by that field, either way, is a
 * sort of numbers (a column header clicked again costs a few milliseconds instead of 2,000 rows of collation).
 */
const rankCache = new WeakMap<readonly object[], Map<string, Float64Array>>();
function ranksOf<T extends RaRecord>(
  rows: readonly Row<T>[],
  field: string,
  valueOf: (record: T) => unknown,
): Float64Array {
  let byField = rankCache.get(rows);
  if (!byField) rankCache.set(rows, (byField = new Map()));
  const cached = byField.get(field);
  if (cached) return cached;
  const keys = rows.map((row) => sortKey(valueOf(row.record)));
  const order: number[] = [];
  for (let i = 0; i < keys.length; i++) if (keys[i] !== null) order.push(i);
  order.sort((a, b) => compareKeys(keys[a], keys[b]));
  const ranks = new Float64Array(rows.length).fill(Infinity);
  let rank = 0;
  for (let n = 0; n < order.length; n++) {
    if (n > 0 && compareKeys(keys[order[n - 1]], keys[order[n]]) !== 0) rank = n;
    ranks[order[n]] = rank;
  }
  byField.set(field, ranks);
  return ranks;
}

/** Stage 1: rows in the order of `sort` (a new array; `rows` is left as it is). */
export function sortRows<T extends RaRecord>(
  rows: readonly Row<T>[],
  sort: SortPayload | undefined,
  spec?: Pick<ListPipelineSpec<T>, 'sortValue'>,
): Row<T>[] {
  if (!sort?.field) return [...rows];
  const dir = sort.order === 'DESC' ? -1 : 1;
  const field = sort.field;
  const valueOf = spec?.sortValue?.[field] ?? ((record: T) => (record as Record<string, unknown>)[field]);
  const ranks = ranksOf(rows, field, valueOf);
  const order = rows.map((_, i) => i);
  order.sort((a, b) => {
    const ra = ranks[a];
    const rb = ranks[b];
    if (ra === rb) return a - b;
    if (ra === Infinity) return 1;
    if (rb === Infinity) return -1;
    return (ra - rb) * dir;
  });
  return order.map((i) => rows[i]);
}

/** Stage 2: the rows the filters keep, in their order. `q` is the search; the rest goes to the spec's `where`. */
export function filterRows<T extends RaRecord>(
  rows: readonly Row<T>[],
  filter: FilterValues,
  spec: ListPipelineSpec<T>,
): T[] {
  const { q, ...rest } = filter;
  const needle = typeof q === 'string' ? q.trim().toLocaleLowerCase() : '';
  const where = spec.where?.(rest) ?? null;
  const out: T[] = [];
  for (const row of rows) {
    if (needle && !(row.text ??= spec.searchText(row.record).toLocaleLowerCase()).includes(needle)) continue;
    if (where && !where(row.record)) continue;
    out.push(row.record);
  }
  return out;
}

/** The last page that has rows (1 when there are none). */
export const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** Stage 3: one page of rows; a page past the end shows the last one (after a delete or a narrower search). */
export function pageRows<T>(records: readonly T[], page: number, perPage: number): { rows: T[]; page: number } {
  const p = Math.min(Math.max(1, page), lastPage(records.length, perPage));
  return { rows: records.slice((p - 1) * perPage, p * perPage), page: p };
}

/** 'first-last of total' bounds (1-based) of a page, or null when there is nothing; a page past the end is the last. */
export function pageBounds(total: number, page: number, perPage: number) {
  if (total === 0) return null;
  const p = Math.min(Math.max(1, page), lastPage(total, perPage));
  return { first: (p - 1) * perPage + 1, last: Math.min(p * perPage, total), total };
}

/** The three stages at once (the hook memoises them one by one). */
export function runListPipeline<T extends RaRecord>(
  data: readonly T[],
  spec: ListPipelineSpec<T>,
  params: { filter: FilterValues; sort?: SortPayload; page: number; perPage: number },
) {
  const filtered = filterRows(sortRows(indexRows(data), params.sort, spec), params.filter, spec);
  const { rows, page } = pageRows(filtered, params.page, params.perPage);
  return { rows, page, total: filtered.length };
}

/** Case-insensitive substring test of one value (the dashboard's Email search and similar one-field filters). */
export const containsText = (value: unknown, needle: string) =>
  typeof value === 'string' && value.toLocaleLowerCase().includes(needle.trim().toLocaleLowerCase());
