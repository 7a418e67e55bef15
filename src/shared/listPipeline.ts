// The list endpoints answer whole collections, so every list filters, searches, sorts and pages in memory,
// memoised stage by stage: a page change never filters or sorts.
import { compareKeys, sortKey } from './sort.ts';

export type FilterValues = Record<string, unknown>;

export interface ListSort {
  field: string;
  order: 'ASC' | 'DESC';
}

export interface ListPipelineSpec<T, F extends { q?: unknown } = FilterValues> {
  searchText?: (record: T) => string;
  where?: (filter: Omit<F, 'q'>) => ((record: T) => boolean) | null;
  sortValue?: Partial<Record<string, (record: T) => unknown>>;
}

export interface Row<T> {
  readonly record: T;
  readonly at: number;
  text?: string;
}

export interface IndexedRows<T> {
  readonly rows: readonly Row<T>[];
  readonly ranks: Map<string, Float64Array>;
}

export const fieldOf = (record: unknown, field: string): unknown =>
  record !== null && typeof record === 'object' ? (record as Record<string, unknown>)[field] : undefined;

export const containsText = (value: unknown, needle: string): boolean =>
  typeof value === 'string' && value.toLocaleLowerCase().includes(needle.trim().toLocaleLowerCase());

const everyText = (record: unknown): string =>
  record !== null && typeof record === 'object'
    ? Object.values(record)
        .filter((v): v is string => typeof v === 'string')
        .join('\n')
    : '';

export const textOfFields =
  <T>(fields: readonly string[]) =>
  (record: T): string =>
    fields
      .map((f) => fieldOf(record, f))
      .filter((v): v is string => typeof v === 'string')
      .join('\n');

// `<field>_q` searches one field; any other key must equal (or be among) the record's value
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

export function indexRows<T>(data: readonly T[]): IndexedRows<T> {
  return { rows: data.map((record, at) => ({ record, at })), ranks: new Map() };
}

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

// ranked once per collection and field, so every later sort by it is a sort of numbers
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

export const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

export function pageRows<T>(records: readonly T[], page: number, perPage: number): { rows: T[]; page: number } {
  const p = Math.min(Math.max(1, page), lastPage(records.length, perPage));
  return { rows: records.slice((p - 1) * perPage, p * perPage), page: p };
}

export function pageBounds(total: number, page: number, perPage: number) {
  if (total === 0) return null;
  const p = Math.min(Math.max(1, page), lastPage(total, perPage));
  return { first: (p - 1) * perPage + 1, last: Math.min(p * perPage, total), total };
}

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
