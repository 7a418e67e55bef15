import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import { serverErrors } from './serverErrors.ts';
import { documentPaths } from '../index.ts';
import { useDocumentsChanged } from '../list/documentsQuery.ts';

/**
 * The save handler both edit screens share: on success 'Document successfully updated.' and back to the list;
 * otherwise 'Error on updating' (spec §7) with the server's field errors returned to the form.
 */
/** `settled`: called once the save is answered, either way (the upload progress goes). */
export function useUpdateSubmit<V>(update: (values: V) => Promise<unknown> | undefined, settled?: () => void) {
  const notify = useNotify();
  const navigate = useNavigate();
  const documentsChanged = useDocumentsChanged();
  return async (values: V) => {
    try {
      const pending = update(values);
      if (!pending) return undefined;
      await pending;
      // the kept lists showed the document as it was (and 'Edit file' would have carried that to the next edit)
      void documentsChanged();
      notify('app.documentForms.updated', { type: 'success' });
      navigate(documentPaths.list());
      return undefined;
    } catch (e) {
      notify('app.documentForms.error_updating', { type: 'error' });
      return serverErrors(e, () => undefined);
    } finally {
      settled?.();
    }
  };
}
