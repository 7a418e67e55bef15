// documents getList (document-management §2, §4): each source filter reads its own endpoint, the first set wins.
import type { GetListParams } from 'ra-core';
import type { QueryClient } from '@tanstack/react-query';
import { keptList } from './keptList.ts';
import type { ResourceHandlers } from './types.ts';
import { serviceTypeIdsOf, type DocumentRow } from './documentFields.ts';
import type { DocumentSource } from './documents.ts';
import type { FilterValues, ListPipelineSpec } from '../shared/listPipeline.ts';
import { inReviewWindow, type ReviewClock, type ReviewWindow } from '../shared/review.ts';
import { NQA_AREAS } from '../shared/constants.ts';

// a type, not an interface: it is also a plain FilterValues record
export type DocumentsFilter = {
  tab?: number;
  q?: string;
  type?: number[];
  stype?: number[];
  services?: number[];
  files?: number[];
  collections?: number[];
  due?: ReviewWindow;
};

export const SOURCE_FILTERS = ['services', 'files', 'collections'] as const;
const SOURCE_KINDS = { services: 'services', files: 'file_types', collections: 'collections' } as const;

/** A comma list too: a saved view may hold one. */
export function idsOf(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : [];
  return parts.map(Number).filter((n) => Number.isInteger(n) && n > 0);
}

export const tabOf = (value: unknown): number =>
  (NQA_AREAS as readonly number[]).includes(Number(value)) ? Number(value) : NQA_AREAS[0];

export const dueOf = (value: unknown): ReviewWindow | undefined =>
  value === 'overdue' || String(value) === '1'
    ? 'overdue'
    : String(value) === '30'
      ? 30
      : String(value) === '90'
        ? 90
        : undefined;

export function documentSourceOf(filter: FilterValues): DocumentSource {
  for (const key of SOURCE_FILTERS) {
    const ids = idsOf(filter[key]);
    if (ids.length) return { kind: SOURCE_KINDS[key], ids };
  }
  return { kind: 'all' };
}

export const sourceKey = (source: DocumentSource): string =>
  source.kind === 'all' ? 'all' : `${source.kind}:${source.ids.join(',')}`;

function sourceOfKey(key: string): DocumentSource {
  const [kind, ids] = key.split(':');
  const list = idsOf(ids);
  return (kind === 'services' || kind === 'file_types' || kind === 'collections') && list.length
    ? { kind, ids: list }
    : { kind: 'all' };
}

export const searchText = (d: DocumentRow): string =>
  [d.file_title, d.webinar_title, d.description, d.webinar_description]
    .filter((t): t is string => typeof t === 'string' && t !== '')
    .join('\n');

/** A global webinar is for every service type (§4). */
export function matchesServiceTypes(d: DocumentRow, serviceTypes: readonly number[]): boolean {
  if (serviceTypes.length === 0 || Number(d.global_webinar) === 1) return true;
  const own = serviceTypeIdsOf(d);
  return serviceTypes.some((t) => own.includes(t));
}

const isClock = (v: unknown): v is ReviewClock => typeof v === 'object' && v !== null && 'today' in v && 'months' in v;

export const documentsListSpec: ListPipelineSpec<DocumentRow> = {
  searchText,
  where: ({ tab, type, stype, due, review }) => {
    const area = tabOf(tab);
    const types = idsOf(type);
    const serviceTypes = idsOf(stype);
    const window = dueOf(due);
    const clock = isClock(review) ? review : null;
    return (d) =>
      d.nqa_area_id.includes(area) &&
      (types.length === 0 || types.includes(Number(d.document_type_id))) &&
      (!window || !clock || inReviewWindow(d, window, clock)) &&
      matchesServiceTypes(d, serviceTypes);
  },
};

export function documentsList(
  listDocuments: (source: DocumentSource) => Promise<DocumentRow[]>,
  queryClient: QueryClient | undefined,
): ResourceHandlers {
  const list = keptList<DocumentRow>({
    resource: 'documents',
    spec: documentsListSpec,
    queryClient,
    load: (key) => listDocuments(sourceOfKey(key)),
    sourceOf: (filter) => {
      const rest = { ...filter };
      for (const key of SOURCE_FILTERS) delete rest[key];
      return { source: sourceKey(documentSourceOf(filter)), filter: rest };
    },
  });
  return {
    getList: (_resource: string, params: GetListParams) => list.getList(params),
    getAll: list.getAll,
  } as ResourceHandlers;
}
