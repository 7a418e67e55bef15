import { useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/index.ts';
import type { EditedDocument } from './formValues.ts';
import type { DocumentEditState } from '../paths.ts';

function fromState(state: unknown): EditedDocument | null {
  const doc = (state as Partial<DocumentEditState> | null)?.document;
  return typeof doc?.id === 'number' ? doc : null;
}

// Route state shows at once, and the back end is still asked: a document deleted elsewhere since the list was drawn
// is `missing`. A failed read is `error`, not `missing`: a failing server is not a deleted document.
export function useEditedDocument() {
  const dp = useDataProvider<PortalDataProvider>();
  const stateDoc = fromState(useLocation().state);
  const [params] = useSearchParams();
  const paramId = Number(params.get('id'));
  const id = stateDoc?.id ?? (Number.isInteger(paramId) && paramId > 0 ? paramId : null);
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['documentForms', 'getDocument', id],
    queryFn: () => dp.getDocument(id ?? 0),
    enabled: id !== null,
    gcTime: 0,
  });
  const retry = () => void refetch();
  if (stateDoc) return { document: stateDoc, loading: false, missing: data === null, error: null, retry };
  if (id === null) return { document: null, loading: false, missing: true, error: null, retry };
  return { document: data ?? null, loading: isPending, missing: !isPending && !error && !data, error, retry };
}
