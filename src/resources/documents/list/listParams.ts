// on their own, so the boot can read the address without loading the list's code
export const PARAM = {
  tab: 'tab',
  search: 'q',
  documentTypes: 'type',
  serviceTypes: 'stype',
  services: 'services',
  fileTypes: 'files',
  collections: 'collections',
  sort: 'sort',
  order: 'order',
  page: 'page',
  /** Beyond the spec: `due=1` overdue, `30`, `90` (src/shared/review.ts). */
  due: 'due',
} as const;

/** The source filters: each calls its own endpoint instead of GET getDocuments (document-management §4). */
export const SOURCE_PARAMS = [PARAM.services, PARAM.fileTypes, PARAM.collections] as const;
