import { createContext, useContext } from 'react';
import type { Id } from '../../../types.ts';
import type { DocumentRow } from '../../../dataProvider/documents.ts';

/**
 * The list's dialogs (delete, services, collections) live once in DocumentList; the row menu and the header cog
 * menu start them through this context, so a row action and a bulk action run the same flow. A list that offers
 * fewer (a service's documents on its page: delete only) leaves the others out, and the row menu leaves out
 * their items.
 */
export interface DocumentActions {
  /** `everyone`: 'Delete for everyone', for a document linked to services. */
  startDelete: (ids: Id[], everyone?: boolean) => void;
  startServices?: (mode: 'add' | 'remove', docs: DocumentRow[]) => void;
  startCollections?: (mode: 'add' | 'add_one' | 'remove', ids: Id[]) => void;
  showServices?: (doc: DocumentRow) => void;
  /** Beyond the spec: asks, then stores today (or a chosen day) as each document's date (review/). */
  startMarkReviewed?: (docs: DocumentRow[]) => void;
  /**
   * Called when a menu offering these actions opens (a row's menu with its document): asks for the code of the
   * dialogs they open and, with `startServices`, the services the document's 'Add to service' would list.
   */
  prepare?: (doc?: DocumentRow) => void;
}

export const DocumentActionsContext = createContext<DocumentActions | null>(null);

export function useDocumentActions(): DocumentActions {
  const ctx = useContext(DocumentActionsContext);
  if (!ctx) throw new Error('useDocumentActions must be used inside a DocumentActionsContext');
  return ctx;
}
