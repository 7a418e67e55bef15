// The spec's spelling of the list's address, defaults left out so the plain list keeps its plain address;
// react-admin's list controller has its own (`?filter={json}&...`), and DOCUMENTS_ADDRESS translates.
import { parseQueryFromLocation, type SortPayload } from 'react-admin';
import type { ListAddressSpelling } from '../../../components/ListRouter.tsx';
import {
  SOURCE_FILTERS,
  documentSourceOf,
  dueOf,
  idsOf,
  tabOf,
  type DocumentsFilter,
} from '../../../dataProvider/documentsList.ts';
import type { FilterValues } from '../../../shared/listPipeline.ts';
import { DOCUMENT_TYPES, FILE_TYPES, NQA_AREAS, SERVICE_TYPES } from '../../../shared/constants.ts';
import { PARAM } from './listParams.ts';

/** Columns the spec lets the user sort by (§2). */
export const SORTABLE_FIELDS = ['filename', 'upload_or_generate', 'categoryName', 'servicesCount', 'belongsIn'];

const SERVICE_TYPE_IDS: readonly number[] = SERVICE_TYPES.map((t) => t.id);
/** The id filters with the ids each accepts (any positive id when none are named). */
const ID_FILTERS = {
  type: DOCUMENT_TYPES,
  stype: SERVICE_TYPE_IDS,
  services: undefined,
  files: FILE_TYPES,
  collections: SERVICE_TYPE_IDS,
} as const satisfies Record<string, readonly number[] | undefined>;
const DUE_PARAM = { overdue: '1', 30: '30', 90: '90' } as const;

const uniqueIds = (value: unknown, allowed?: readonly number[]) =>
  [...new Set(idsOf(value))].filter((n) => !allowed || allowed.includes(n));

export function addressParams(filter: FilterValues, sort?: Partial<SortPayload>, page = 1): URLSearchParams {
  const p = new URLSearchParams();
  const tab = tabOf(filter.tab);
  if (tab !== NQA_AREAS[0]) p.set(PARAM.tab, String(tab));
  if (typeof filter.q === 'string' && filter.q) p.set(PARAM.search, filter.q);
  for (const key of ['type', 'stype'] as const) {
    const ids = uniqueIds(filter[key], ID_FILTERS[key]);
    if (ids.length) p.set(key, ids.join(','));
  }
  // the source filters are mutually exclusive (§4): the first one set
  const source = SOURCE_FILTERS.find((key) => uniqueIds(filter[key], ID_FILTERS[key]).length > 0);
  if (source) p.set(source, uniqueIds(filter[source], ID_FILTERS[source]).join(','));
  if (sort?.field && SORTABLE_FIELDS.includes(sort.field)) {
    p.set(PARAM.sort, sort.field);
    p.set(PARAM.order, sort.order === 'DESC' ? 'DESC' : 'ASC');
  }
  if (Number.isInteger(page) && page > 1) p.set(PARAM.page, String(page));
  const due = dueOf(filter.due);
  if (due) p.set(PARAM.due, DUE_PARAM[due]);
  return p;
}

export function viewOfAddress(search: string): { filter: DocumentsFilter; sort?: SortPayload; page?: number } {
  const p = new URLSearchParams(search);
  const filter: DocumentsFilter = {};
  if (p.has(PARAM.tab) && tabOf(p.get(PARAM.tab)) !== NQA_AREAS[0]) filter.tab = tabOf(p.get(PARAM.tab));
  const q = p.get(PARAM.search);
  if (q) filter.q = q;
  for (const key of ['type', 'stype'] as const) {
    const ids = uniqueIds(p.get(key), ID_FILTERS[key]);
    if (ids.length) filter[key] = ids;
  }
  const source = documentSourceOf(
    Object.fromEntries(SOURCE_FILTERS.map((key) => [key, uniqueIds(p.get(key), ID_FILTERS[key])])),
  );
  if (source.kind !== 'all') filter[source.kind === 'file_types' ? 'files' : source.kind] = source.ids;
  const due = dueOf(p.get(PARAM.due));
  if (due) filter.due = due;
  const field = p.get(PARAM.sort) ?? '';
  const page = Number(p.get(PARAM.page));
  return {
    filter,
    ...(SORTABLE_FIELDS.includes(field)
      ? { sort: { field, order: p.get(PARAM.order) === 'DESC' ? 'DESC' : 'ASC' } }
      : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

export const listAddress = (listPath: string, filter: DocumentsFilter): string =>
  `${listPath}?${addressParams({ ...filter }).toString()}`;

export const DOCUMENTS_ADDRESS: ListAddressSpelling = {
  toList: (search) => {
    if (!search || search === '?') return '';
    const { filter, sort, page } = viewOfAddress(search);
    const p = new URLSearchParams({ filter: JSON.stringify(filter) });
    if (sort) {
      p.set('sort', sort.field);
      p.set('order', sort.order);
    }
    if (page) p.set('page', String(page));
    return `?${p.toString()}`;
  },
  // react-admin's own writes always name perPage
  fromList: (search) => {
    if (!new URLSearchParams(search).has('perPage')) return null;
    const { filter = {}, sort, order, page } = parseQueryFromLocation({ search });
    const params = addressParams(filter, { field: sort, order }, Number(page)).toString();
    return params ? `?${params}` : '';
  },
};
