import { useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { serverErrors } from './serverErrors.ts';
import { documentPaths, editOpenedFrom } from '../paths.ts';
import { useDocumentsChanged } from '../list/documentsQuery.ts';

/**
 * The save handler both edit screens share: on success 'Document successfully updated.' and back to where the edit
 * was opened from (the list as it was left, or a service's page; the documents list when opened by its address);
 * otherwise 'Error on updating' (spec §7) with the server's field errors returned to the form.
 * `settled`: called once the save is answered, either way (the upload progress goes). `sendRemoval`: the stored
 * file's delete, sent first when the person removed it (useStoredFileRemoval); true when it was sent.
 */
export function useUpdateSubmit<V>(
  update: (values: V) => Promise<unknown> | undefined,
  settled?: () => void,
  sendRemoval?: () => Promise<boolean>,
) {
  const notify = useNotify();
  const navigate = useNavigate();
  const from = editOpenedFrom(useLocation().state);
  const documentsChanged = useDocumentsChanged();
  return async (values: V) => {
    let fileRemoved = false;
    try {
      fileRemoved = (await sendRemoval?.()) ?? false;
      const pending = update(values);
      if (!pending) return undefined;
      await pending;
      // the kept lists showed the document as it was (and 'Edit file' would have carried that to the next edit)
      void documentsChanged();
      notify('app.documentForms.updated', { type: 'success' });
      // replaces the edit screen's entry: Back from the list must not reopen the form on the document as it was
      navigate(from ?? documentPaths.list(), { replace: !!from });
      return undefined;
    } catch (e) {
      if (fileRemoved) void documentsChanged(); // the update failed, but the document has no file now
      notify('app.documentForms.error_updating', { type: 'error' });
      return serverErrors(e, () => undefined);
    } finally {
      settled?.();
    }
  };
}
