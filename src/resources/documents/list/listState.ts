/**
 * The documents list's state and its filters, as pure functions (document-management §2, §4, plus a search,
 * document type and service type filters); the rows go through the one list pipeline (src/shared/listPipeline.ts).
 *
 * State lives in the address (`?tab=3&q=fire&type=1,2&stype=2&files=6&sort=filename&order=ASC&page=2`), so reload,
 * back and a shared link restore it. The spec's three source filters (services, file types, collections) each call
 * their own endpoint and are mutually exclusive (§4): at most one of `services`, `files`, `collections` is read,
 * in that order. Tab, search, document type and service type are answered from the loaded rows and combine freely.
 */
import type { DocumentRow, DocumentSource } from '../../../dataProvider/documents.ts';
import type { ListPipelineSpec } from '../../../shared/listPipeline.ts';
import { serviceTypeIdsOf } from '../../../dataProvider/documentFields.ts';
import { PARAM } from './listParams.ts';
import { inReviewWindow, type ReviewClock, type ReviewWindow } from '../../../shared/review.ts';
import { DOCUMENT_TYPES, FILE_TYPES, NQA_AREAS, SERVICE_TYPES } from '../../../shared/constants.ts';

export type SortOrder = 'ASC' | 'DESC';

export interface ListState {
  tab: number;
  search: string;
  documentTypes: number[];
  serviceTypes: number[];
  source: DocumentSource;
  /** '' is the order the server answered. */
  sort: { field: string; order: SortOrder };
  page: number;
  /**
   * Beyond the spec, answered from the loaded rows like the type filters: only documents overdue for review, or
   * falling due within 30 or 90 days (src/shared/review.ts); false for every document.
   */
  due: false | ReviewWindow;
}

/** Columns the spec lets the user sort by (§2), by the field each one sorts. */
export const SORTABLE_FIELDS = [
  'filename',
  'upload_or_generate',
  'categoryName',
  'servicesCount',
  'belongsIn',
] as const;

export { PARAM } from './listParams.ts';

export const DEFAULT_STATE: ListState = {
  tab: NQA_AREAS[0],
  search: '',
  documentTypes: [],
  serviceTypes: [],
  source: { kind: 'all' },
  sort: { field: '', order: 'ASC' },
  page: 1,
  due: false,
};

const SERVICE_TYPE_IDS: readonly number[] = SERVICE_TYPES.map((t) => t.id);

/** Positive integer ids of a comma list, kept only when `allowed` has them (any positive id when not given). */
function ids(value: string | null, allowed?: readonly number[]): number[] {
  if (!value) return [];
  const out: number[] = [];
  for (const part of value.split(',')) {
    const n = Number(part);
    if (Number.isInteger(n) && n > 0 && (!allowed || allowed.includes(n)) && !out.includes(n)) out.push(n);
  }
  return out;
}

/** `due=1` is overdue (the filter's first address), `due=30` and `due=90` the windows ahead. */
const dueOf = (value: string | null): ListState['due'] =>
  value === '1' ? 'overdue' : value === '30' ? 30 : value === '90' ? 90 : false;

/** Reads the list state from the address; anything unknown or malformed falls back to the default. */
export function parseListState(params: URLSearchParams): ListState {
  const tab = Number(params.get(PARAM.tab));
  const page = Number(params.get(PARAM.page));
  const field = params.get(PARAM.sort) ?? '';
  const services = ids(params.get(PARAM.services));
  const fileTypes = ids(params.get(PARAM.fileTypes), FILE_TYPES);
  const collections = ids(params.get(PARAM.collections), SERVICE_TYPE_IDS);
  const source: DocumentSource = services.length
    ? { kind: 'services', ids: services }
    : fileTypes.length
      ? { kind: 'file_types', ids: fileTypes }
      : collections.length
        ? { kind: 'collections', ids: collections }
        : { kind: 'all' };
  return {
    tab: (NQA_AREAS as readonly number[]).includes(tab) ? tab : DEFAULT_STATE.tab,
    search: params.get(PARAM.search) ?? '',
    documentTypes: ids(params.get(PARAM.documentTypes), DOCUMENT_TYPES),
    serviceTypes: ids(params.get(PARAM.serviceTypes), SERVICE_TYPE_IDS),
    source,
    sort: (SORTABLE_FIELDS as readonly string[]).includes(field)
      ? { field, order: params.get(PARAM.order) === 'DESC' ? 'DESC' : 'ASC' }
      : DEFAULT_STATE.sort,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    due: dueOf(params.get(PARAM.due)),
  };
}

/** Writes the list state as address parameters, leaving defaults out so the plain list keeps its plain address. */
export function listStateParams(state: ListState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.tab !== DEFAULT_STATE.tab) p.set(PARAM.tab, String(state.tab));
  if (state.search) p.set(PARAM.search, state.search);
  if (state.documentTypes.length) p.set(PARAM.documentTypes, state.documentTypes.join(','));
  if (state.serviceTypes.length) p.set(PARAM.serviceTypes, state.serviceTypes.join(','));
  const { source } = state;
  if (source.kind === 'services') p.set(PARAM.services, source.ids.join(','));
  if (source.kind === 'file_types') p.set(PARAM.fileTypes, source.ids.join(','));
  if (source.kind === 'collections') p.set(PARAM.collections, source.ids.join(','));
  if (state.sort.field) {
    p.set(PARAM.sort, state.sort.field);
    p.set(PARAM.order, state.sort.order);
  }
  if (state.page !== 1) p.set(PARAM.page, String(state.page));
  if (state.due) p.set(PARAM.due, state.due === 'overdue' ? '1' : String(state.due));
  return p;
}

/** The documents list's address showing `change` from the default view (a tab, a filter). */
export const listAddress = (listPath: string, change: Partial<ListState>): string =>
  `${listPath}?${listStateParams({ ...DEFAULT_STATE, ...change }).toString()}`;

/**
 * The next state after a change. Every change but paging goes back to page 1 (§2: switching to another tab resets
 * the page; choosing the current tab does not, so an unchanged tab keeps it).
 */
export function changeState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change };
  if (change.page !== undefined) return next;
  const same =
    next.tab === state.tab &&
    next.search === state.search &&
    next.documentTypes === state.documentTypes &&
    next.serviceTypes === state.serviceTypes &&
    next.source === state.source &&
    next.sort === state.sort &&
    next.due === state.due;
  return same ? state : { ...next, page: 1 };
}

/** The text the search looks in: file name, webinar title and description. */
export function searchText(d: DocumentRow): string {
  return [d.file_title, d.webinar_title, d.description, d.webinar_description]
    .filter((t): t is string => typeof t === 'string' && t !== '')
    .join('\n');
}

/**
 * A document is for a service type when its service types name it, or when it is for every service (a global
 * webinar, §4): 'Family Daycare' then also lists what every Family Daycare service gets.
 */
export function matchesServiceTypes(d: DocumentRow, serviceTypes: readonly number[]): boolean {
  if (serviceTypes.length === 0) return true;
  if (Number(d.global_webinar) === 1) return true;
  const own = serviceTypeIdsOf(d);
  return serviceTypes.some((t) => own.includes(t));
}

/**
 * What the list filters its loaded rows by: the tab, document types, service types, due for review (against
 * `review`; without it the due filter passes every row) and the search (`q`).
 */
export interface DocumentFilter {
  q: string;
  tab: number;
  documentTypes: readonly number[];
  serviceTypes: readonly number[];
  due?: false | ReviewWindow;
  review?: ReviewClock;
}

/** The filter of a list state, for the pipeline. */
export const documentFilter = (
  state: Pick<ListState, 'tab' | 'search' | 'documentTypes' | 'serviceTypes' | 'due'>,
  review?: ReviewClock,
): DocumentFilter => ({
  q: state.search,
  tab: state.tab,
  documentTypes: state.documentTypes,
  serviceTypes: state.serviceTypes,
  due: state.due,
  review,
});

/** The documents list in the one list pipeline (src/shared/listPipeline.ts). */
export const documentsPipeline: ListPipelineSpec<DocumentRow, DocumentFilter> = {
  searchText,
  where:
    ({ tab, documentTypes, serviceTypes, due, review }) =>
    (d) =>
      d.nqa_area_id.includes(tab) &&
      (documentTypes.length === 0 || documentTypes.includes(Number(d.document_type_id))) &&
      (!due || !review || inReviewWindow(d, due, review)) &&
      matchesServiceTypes(d, serviceTypes),
};

/**
 * Size of an uploaded file as the list shows it (§2, in kb): a catalogue key and its value. A file under one
 * kilobyte says '<1 kb' rather than a rounded '0 kb' or '1 kb'.
 */
export function sizeLabel(
  bytes: number | string | null | undefined,
  kb: number | null,
): { key: string; kb: number } | null {
  if (kb === null) return null;
  const n = Number(bytes);
  if (Number.isFinite(n) && n >= 0 && n < 1000) return { key: 'app.documents.size_under_kb', kb: 1 };
  return { key: 'app.documents.size_kb', kb };
}
