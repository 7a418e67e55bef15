import { useRef } from 'react';
import { useNotify } from 'react-admin';
import { isNewUpload } from '../../../dataProvider/files.ts';
import { TOAST_MS } from '../../../shared/constants.ts';

// Nothing changes on the server until the save. The delete goes before the update: the call names the document,
// not its file, so after an update that carries a new file it would remove that one.
export function useStoredFileRemoval(remove: (() => Promise<unknown>) | undefined, doneMessage?: string) {
  const notify = useNotify();
  const removed = useRef(false);
  const validateFileRemoval: FileRemovalCheck = (file) => {
    if (!isNewUpload(file)) removed.current = true;
    return true;
  };
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
