import { createContext, useContext } from 'react';
import type { Id } from '../../../types.ts';
import type { DocumentRow } from '../../../dataProvider/documents.ts';

/** The list's dialogs live once; row and header menus start them here, so both run the same flow. */
export interface DocumentActions {
  /** `everyone`: 'Delete for everyone', for a document linked to services. */
  startDelete: (ids: Id[], everyone?: boolean) => void;
  startServices?: (mode: 'add' | 'remove', docs: DocumentRow[]) => void;
  startCollections?: (mode: 'add' | 'add_one' | 'remove', ids: Id[]) => void;
  showServices?: (doc: DocumentRow) => void;
  startMarkReviewed?: (docs: DocumentRow[]) => void;
  /** Called when a row's menu opens, so a chosen item's dialog and choices are already here. */
  prepare?: (doc?: DocumentRow) => void;
}

export const DocumentActionsContext = createContext<DocumentActions | null>(null);

export function useDocumentActions(): DocumentActions {
  const ctx = useContext(DocumentActionsContext);
  if (!ctx) throw new Error('useDocumentActions must be used inside a DocumentActionsContext');
  return ctx;
}
