import type { Id } from '../../types.ts';
import type { LoadedDocument } from '../../dataProvider/documentFields.ts';
import { isServiceSpecificCategory, type UPLOAD_OR_GENERATE } from '../../shared/constants.ts';
import { idSearch, type ScreenLink } from '../types.ts';

export const PATH = {
  list: '/nqa-documents',
  create: '/create-new-document',
  edit: '/edit-document',
  editServiceSpecific: '/edit-service-document',
} as const;

export const documentPaths = {
  list: () => PATH.list,
  create: () => PATH.create,
  edit: (id: Id) => `${PATH.edit}${idSearch(id)}`,
  editServiceSpecific: (id: Id) => `${PATH.editServiceSpecific}${idSearch(id)}`,
};

export interface DocumentEditState {
  document?: LoadedDocument;
  /** Saving, or leaving without saving, goes back there. */
  from?: string;
}
// document-management §2. The row goes along only when `current`: after a change a kept row may be the document
// as it was, and an edit made from it would write the old fields back.
export const toDocumentEdit = (
  document: LoadedDocument,
  { current = true, from }: { current?: boolean; from?: string } = {},
): ScreenLink<DocumentEditState> => ({
  pathname: isServiceSpecificCategory(document.category) ? PATH.editServiceSpecific : PATH.edit,
  search: idSearch(document.id),
  state: { ...(current ? { document } : {}), ...(from ? { from } : {}) },
});

/** Only one of the portal's own addresses, never another site's. */
export function editOpenedFrom(state: unknown): string | undefined {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

export const CREATE_TABS = ['nqa', 'focus', 'service_specific'] as const;
export type CreateTab = (typeof CREATE_TABS)[number];
export interface CreateDocumentState {
  tab?: CreateTab;
  upload_or_generate?: (typeof UPLOAD_OR_GENERATE)[keyof typeof UPLOAD_OR_GENERATE];
  service?: { id: number; name: string };
}
export const toDocumentCreate = (state: CreateDocumentState): ScreenLink<CreateDocumentState> => ({
  pathname: PATH.create,
  search: '',
  state,
});
