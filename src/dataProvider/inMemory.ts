import type { GetListParams, GetListResult, RaRecord } from 'ra-core';
import { sortedBy } from '../shared/sort.ts';

/**
 * The portal's list endpoints return whole collections, so search, sort and paging happen here, in one place,
 * with react-admin's own list params. Searches are case-insensitive substring matches (spec §5); sorts are the
 * portal's one order (src/shared/sort.ts).
 * Filters: `q` searches `searchFields` (or every string field); `<field>_q` searches one field;
 * any other key must equal the record's value (arrays: the record value must be among them).
 */
export function listInMemory<T extends RaRecord>(
  records: T[],
  params: Partial<GetListParams>,
  searchFields?: (keyof T & string)[],
): GetListResult<T> {
  const filter = params.filter ?? {};
  let rows = records.filter((r) => matches(r, filter, searchFields));
  const sort = params.sort;
  if (sort?.field) {
    const field = sort.field;
    rows = sortedBy(rows, (r) => (r as Record<string, unknown>)[field], sort.order === 'DESC' ? 'DESC' : 'ASC');
  }
  const total = rows.length;
  const { page = 1, perPage } = params.pagination ?? {};
  if (perPage && perPage > 0) rows = rows.slice((page - 1) * perPage, page * perPage);
  return { data: rows, total };
}

export function includesText(value: unknown, needle: string): boolean {
  return typeof value === 'string' && value.toLocaleLowerCase().includes(needle.toLocaleLowerCase());
}

function matches<T extends RaRecord>(r: T, filter: Record<string, unknown>, searchFields?: string[]): boolean {
  const rec = r as Record<string, unknown>;
  for (const [key, want] of Object.entries(filter)) {
    if (want === undefined || want === '' || want === null) continue;
    if (key === 'q') {
      const fields = searchFields ?? Object.keys(rec).filter((k) => typeof rec[k] === 'string');
      if (!fields.some((f) => includesText(rec[f], String(want)))) return false;
    } else if (key.endsWith('_q')) {
      if (!includesText(rec[key.slice(0, -2)], String(want))) return false;
    } else if (Array.isArray(want)) {
      if (!want.map(String).includes(String(rec[key]))) return false;
    } else if (String(rec[key]) !== String(want)) {
      return false;
    }
  }
  return true;
}
