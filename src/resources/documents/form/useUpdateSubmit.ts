import { useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { serverErrors } from './serverErrors.ts';
import { documentPaths, editOpenedFrom } from '../paths.ts';
import { useDocumentsChanged } from '../list/documentsQuery.ts';

/** The save of both edit screens (spec §7). */
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
      // the kept lists show the document as it was, and 'Edit file' would carry that to the next edit
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
