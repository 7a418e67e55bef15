import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useNotify } from 'react-admin';
import { documentPaths } from '../paths.ts';
import { RecordLoadError } from '../../../components/RecordLoadError.tsx';

/** An edit screen opened without a document, or with an unknown id: say so, and show the documents list. */
export function MissingDocument() {
  const notify = useNotify();
  useEffect(() => notify('app.documents.not_found', { type: 'warning' }), [notify]);
  return <Navigate to={documentPaths.list()} replace />;
}

/** An edit screen whose document could not be read (the API failing): the reason, a retry and the way back. */
export function DocumentLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <RecordLoadError
      message="app.documents.document_load_failed"
      error={error}
      backTo={documentPaths.list()}
      backLabel="app.documents.back_to_list"
      onRetry={onRetry}
    />
  );
}
