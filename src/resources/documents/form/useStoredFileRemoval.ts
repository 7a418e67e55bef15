import { useRef } from 'react';
import { useNotify } from 'react-admin';
import { isNewUpload } from '../../../dataProvider/files.ts';
import { TOAST_MS } from '../../../shared/constants.ts';

/**
 * The edit pages' removal of the stored file. Nothing changes on the server until the save: the red icon takes the
 * file out of the form only, and `sendRemoval` (part of the save) sends the delete-file call. It goes before the
 * update, as the call names the document, not its file: after an update that carries a new file it would remove
 * that one. A file dropped over the stored one without removing it is swapped by the update alone, so a refused
 * update leaves the stored file as it was. `doneMessage`: a toast of the delete's own (the spec's 'Webinar file
 * deleted!'); otherwise the save's 'Document successfully updated.' says it all.
 */
export function useStoredFileRemoval(remove: (() => Promise<unknown>) | undefined, doneMessage?: string) {
  const notify = useNotify();
  const removed = useRef(false);
  /** FileInput's `validateFileRemoval`: always allowed; removing the stored file (not one just picked) is noted. */
  const validateFileRemoval: FileRemovalCheck = (file) => {
    if (!isNewUpload(file)) removed.current = true;
    return true;
  };
  /** Sends the delete if the stored file was removed; true when it was sent (the document has changed). */
  const sendRemoval = async (): Promise<boolean> => {
    if (!remove || !removed.current) return false;
    await remove();
    removed.current = false; // gone: a retry after a refused update does not send it again
    if (doneMessage) notify(doneMessage, { type: 'success', autoHideDuration: TOAST_MS });
    return true;
  };
  return { validateFileRemoval: remove ? validateFileRemoval : undefined, sendRemoval };
}

/** FileInput's `validateFileRemoval`: true allows the removal. */
export type FileRemovalCheck = (file: unknown) => boolean;
