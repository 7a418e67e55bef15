/**
 * The one in-memory list pipeline. The portal's list endpoints answer whole collections, so every list (the
 * collection lists, the documents list, the data provider's getList) filters, searches, sorts and pages the rows it
 * already holds, in four stages:
 *   0. index   (data)                        once per fetched collection
 *   1. filter  (indexed rows, filter)        the list's own filters (`where`), then the `q` search
 *   2. sort    (filtered rows, sort)         the portal's one order (src/shared/sort.ts)
 *   3. page    (sorted rows, page)           a slice; a page past the end shows the last one
 * A hook memoises the stages one by one, so a page change never filters or sorts and a sort change never filters.
 * Searches are case-insensitive substrings (portal-core §5), trimmed; sorts are case-insensitive, missing values
 * last whichever the direction, ties in the answer's order.
 */
import { compareKeys, sortKey } from './sort.ts';

export type FilterValues = Record<string, unknown>;

/** A column order, as react-admin's SortPayload gives it; no field keeps the answer's order. */
export interface ListSort {
  field: string;
  order: 'ASC' | 'DESC';
}

export interface ListPipelineSpec<T, F extends { q?: unknown } = FilterValues> {
  /** The text the `q` search looks in (joined fields); every text field of the record when not given. */
  searchText?: (record: T) => string;
  /**
   * The list's other filters (everything but `q`): a predicate for the current values, or null when none is set.
   * Only filters the spec answers from the loaded data belong here.
   */
  where?: (filter: Omit<F, 'q'>) => ((record: T) => boolean) | null;
  /** What a column sorts by when it is not the field's own value (the users' name: last name, then first name). */
  sortValue?: Partial<Record<string, (record: T) => unknown>>;
}

export interface Row<T> {
  readonly record: T;
  /** Its place in the answer: ties keep it, and it reads the row's rank. */
  readonly at: number;
  /** Lower-cased search text, worked out on the first search: most visits never search. */
  text?: string;
}

export interface IndexedRows<T> {
  readonly rows: readonly Row<T>[];
  /** Each row's rank per sort field, worked out on the first sort by that field (ranksOf). */
  readonly ranks: Map<string, Float64Array>;
}

/** A record's field, read by name (a column's `source`, a filter's key). */
export const fieldOf = (record: unknown, field: string): unknown =>
  record !== null && typeof record === 'object' ? (record as Record<string, unknown>)[field] : undefined;

/** Case-insensitive substring test of one value, the needle trimmed (an empty needle matches any text). */
export const containsText = (value: unknown, needle: string): boolean =>
  typeof value === 'string' && value.toLocaleLowerCase().includes(needle.trim().toLocaleLowerCase());

/** Every text field of a record, joined: the search of a list that names no fields. */
const everyText = (record: unknown): string =>
  record !== null && typeof record === 'object'
    ? Object.values(record)
        .filter((v): v is string => typeof v === 'string')
        .join('\n')
    : '';

/** The search text of the named fields, joined. */
export const textOfFields =
  <T>(fields: readonly string[]) =>
  (record: T): string =>
    fields
      .map((f) => fieldOf(record, f))
      .filter((v): v is string => typeof v === 'string')
      .join('\n');

/**
 * Filters by field, for a getList whose filter keys are field names: `<field>_q` searches one field; any other key
 * must equal the record's value (a list: the record's value must be among them). Empty values are no filter.
 */
export function whereFields<T>(filter: FilterValues): ((record: T) => boolean) | null {
  const tests: ((record: T) => boolean)[] = [];
  for (const [key, want] of Object.entries(filter)) {
    if (want === undefined || want === '' || want === null) continue;
    if (key.endsWith('_q')) {
      const field = key.slice(0, -2);
      tests.push((r) => containsText(fieldOf(r, field), String(want)));
    } else if (Array.isArray(want)) {
      const among = want.map(String);
      tests.push((r) => among.includes(String(fieldOf(r, key))));
    } else {
      tests.push((r) => String(fieldOf(r, key)) === String(want));
    }
  }
  return tests.length === 0 ? null : (r) => tests.every((t) => t(r));
}

/** Stage 0, once per fetched collection: each row with its place, to keep its search text and ranks. */
export function indexRows<T>(data: readonly T[]): IndexedRows<T> {
  return { rows: data.map((record, at) => ({ record, at })), ranks: new Map() };
}

/** Stage 1: the rows the filters keep, in their order. `q` is the search; the rest goes to the spec's `where`. */
export function filterRows<T, F extends { q?: unknown }>(
  indexed: IndexedRows<T>,
  filter: F,
  spec: ListPipelineSpec<T, F>,
): Row<T>[] {
  const { q, ...rest } = filter;
  const needle = q === undefined || q === null ? '' : String(q).trim().toLocaleLowerCase();
  const where = spec.where?.(rest) ?? null;
  const textOf = spec.searchText ?? everyText;
  if (!needle && !where) return [...indexed.rows];
  const out: Row<T>[] = [];
  for (const row of indexed.rows) {
    if (where && !where(row.record)) continue;
    if (needle && !(row.text ??= textOf(row.record).toLocaleLowerCase()).includes(needle)) continue;
    out.push(row);
  }
  return out;
}

/**
 * Each row's rank under one field (equal keys share a rank, missing values are Infinity), computed once per indexed
 * collection and field: the collator's comparisons run once, and every later sort by that field, either way and
 * of any filtered part of the collection, is a sort of numbers.
 */
function ranksOf<T>(indexed: IndexedRows<T>, field: string, valueOf: (record: T) => unknown): Float64Array {
  const cached = indexed.ranks.get(field);
  if (cached) return cached;
  const { rows } = indexed;
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
  indexed.ranks.set(field, ranks);
  return ranks;
}

/** Stage 2: the records of `rows` (rows of `indexed`) in the order of `sort`, as a new array. */
export function sortRows<T>(
  indexed: IndexedRows<T>,
  rows: readonly Row<T>[],
  sort: ListSort | undefined,
  spec?: Pick<ListPipelineSpec<T>, 'sortValue'>,
): T[] {
  if (!sort?.field) return rows.map((row) => row.record);
  const dir = sort.order === 'DESC' ? -1 : 1;
  const field = sort.field;
  const valueOf = spec?.sortValue?.[field] ?? ((record: T) => fieldOf(record, field));
  const ranks = ranksOf(indexed, field, valueOf);
  const sorted = [...rows].sort((a, b) => {
    const ra = ranks[a.at];
    const rb = ranks[b.at];
    if (ra === rb) return a.at - b.at;
    if (ra === Infinity) return 1;
    if (rb === Infinity) return -1;
    return (ra - rb) * dir;
  });
  return sorted.map((row) => row.record);
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

/**
 * The stages at once (a hook memoises them one by one): `rows` is the page, `all` every row of the view (for an
 * export or a select-all), `total` their count. Without `perPage` the page is every row.
 */
export function runListPipeline<T, F extends { q?: unknown }>(
  data: readonly T[],
  spec: ListPipelineSpec<T, F>,
  params: { filter: F; sort?: ListSort; page?: number; perPage?: number },
) {
  const indexed = indexRows(data);
  const all = sortRows(indexed, filterRows(indexed, params.filter, spec), params.sort, spec);
  const perPage = params.perPage && params.perPage > 0 ? params.perPage : Math.max(1, all.length);
  const { rows, page } = pageRows(all, params.page ?? 1, perPage);
  return { rows, all, page, total: all.length };
}
