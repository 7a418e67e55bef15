import { useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/index.ts';
import type { LoadedDocument } from '../../../dataProvider/documentForms.ts';

/** The document carried as route state (the list's 'Edit file'), as `{ record }`, `{ document }` or itself. */
function fromState(state: unknown): LoadedDocument | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as { record?: unknown; document?: unknown; id?: unknown };
  const doc = (s.record ?? s.document ?? s) as { id?: unknown };
  return typeof doc?.id === 'number' ? (doc as LoadedDocument) : null;
}

/**
 * The document an edit screen works on: from route state, else `?id=` loaded through GET /api/document-get-all.
 * `missing` when neither is given (or the id is unknown): the screen redirects to /nqa-documents.
 */
export function useEditedDocument() {
  const dp = useDataProvider<PortalDataProvider>();
  const stateDoc = fromState(useLocation().state);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const byId = !stateDoc && Number.isInteger(id) && id > 0;
  const { data, isPending, isError } = useQuery({
    queryKey: ['documentForms', 'getDocument', id],
    queryFn: () => dp.getDocument(id),
    enabled: byId,
    gcTime: 0,
  });
  if (stateDoc) return { document: stateDoc, loading: false, missing: false };
  if (!byId) return { document: null, loading: false, missing: true };
  return { document: data ?? null, loading: isPending, missing: !isPending && (isError || !data) };
}
