import type { GetListParams, GetListResult, RaRecord } from 'ra-core';
import { runListPipeline, textOfFields, whereFields, type FilterValues } from '../shared/listPipeline.ts';

export function listInMemory<T extends RaRecord>(
  records: T[],
  params: Partial<GetListParams>,
  searchFields?: (keyof T & string)[],
): GetListResult<T> {
  const spec = { searchText: searchFields && textOfFields<T>(searchFields), where: whereFields<T> };
  const filter: FilterValues = params.filter ?? {};
  const { all, total } = runListPipeline(records, spec, { filter, sort: params.sort });
  const { page = 1, perPage } = params.pagination ?? {};
  // A page past the end is empty, as a server answers it: react-admin's pagination then moves back.
  const data = perPage && perPage > 0 ? all.slice((page - 1) * perPage, page * perPage) : all;
  return { data, total };
}
