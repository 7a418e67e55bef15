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

/**
 * Both edit screens read the document from route state (as the list loaded it, in the spec's loaded shape), or
 * load it by the id in the address.
 */
export interface DocumentEditState {
  document?: LoadedDocument;
  /**
   * The address the edit was opened from (a list with its tab, search, filters, sort and page in it, or a service's
   * page): saving, or leaving without saving, goes back there.
   */
  from?: string;
}
/**
 * 'Edit file' (document-management §2): service-specific documents have their own edit screen. The row goes along as
 * route state only when `current` (its list is not being read again): after a change, a kept row may be the document
 * as it was, and an edit made from it would write the old fields back. Without it the screen reads it by its id.
 * `from`: the address to come back to (see DocumentEditState).
 */
export const toDocumentEdit = (
  document: LoadedDocument,
  { current = true, from }: { current?: boolean; from?: string } = {},
): ScreenLink<DocumentEditState> => ({
  pathname: isServiceSpecificCategory(document.category) ? PATH.editServiceSpecific : PATH.edit,
  search: idSearch(document.id),
  state: { ...(current ? { document } : {}), ...(from ? { from } : {}) },
});

/** The address an edit screen was opened from (route state of toDocumentEdit), when it is one of the portal's. */
export function editOpenedFrom(state: unknown): string | undefined {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

export const CREATE_TABS = ['nqa', 'focus', 'service_specific'] as const;
export type CreateTab = (typeof CREATE_TABS)[number];
/** What a parent may preselect on /create-new-document: a tab, the upload/generate choice, a service. */
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
