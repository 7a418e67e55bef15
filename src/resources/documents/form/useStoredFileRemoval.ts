import { useNotify } from 'react-admin';
import { isNewUpload } from '../../../dataProvider/files.ts';
import { useDocumentsChanged } from '../list/documentsQuery.ts';

/**
 * The edit pages' file removal, as react-admin FileInput's `validateFileRemoval`: removing the stored file asks
 * the server to delete it and leaves the form only when that succeeded (a failure keeps the file shown and says
 * why); a file chosen but not yet sent just leaves the form.
 */
export function useStoredFileRemoval(remove: (() => Promise<unknown>) | undefined, doneMessage: string) {
  const notify = useNotify();
  const documentsChanged = useDocumentsChanged();
  if (!remove) return undefined;
  return async (file: unknown): Promise<boolean> => {
    if (isNewUpload(file)) return true;
    try {
      await remove();
    } catch (e) {
      notify('app.common.request_failed', { type: 'error', messageArgs: { reason: (e as Error).message } });
      throw e;
    }
    notify(doneMessage, { type: 'success' });
    void documentsChanged(); // the document has no file now, wherever it is listed
    return true;
  };
}

/** FileInput's `validateFileRemoval`: resolves to allow the removal, rejects to keep the file. */
export type FileRemovalCheck = (file: unknown) => Promise<boolean>;
