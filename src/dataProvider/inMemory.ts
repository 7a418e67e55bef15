import type { GetListParams, GetListResult, RaRecord } from 'ra-core';
import { runListPipeline, textOfFields, whereFields, type FilterValues } from '../shared/listPipeline.ts';

/**
 * getList over a whole collection, through the one list pipeline (src/shared/listPipeline.ts) with react-admin's
 * own list params. Filters: `q` searches `searchFields` (or every text field); `<field>_q` searches one field; any
 * other key must equal the record's value (a list: the record's value must be among them).
 */
export function listInMemory<T extends RaRecord>(
  records: T[],
  params: Partial<GetListParams>,
  searchFields?: (keyof T & string)[],
): GetListResult<T> {
  const spec = { searchText: searchFields && textOfFields<T>(searchFields), where: whereFields<T> };
  const filter: FilterValues = params.filter ?? {};
  const { all, total } = runListPipeline(records, spec, { filter, sort: params.sort });
  const { page = 1, perPage } = params.pagination ?? {};
  // A page past the end is empty, as a server's getList answers it (react-admin's pagination then moves back).
  const data = perPage && perPage > 0 ? all.slice((page - 1) * perPage, page * perPage) : all;
  return { data, total };
}
