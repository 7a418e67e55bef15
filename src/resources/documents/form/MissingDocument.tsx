import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useNotify } from 'react-admin';
import { documentPaths } from '../paths.ts';
import { RecordLoadError } from '../../../components/RecordLoadError.tsx';

export function MissingDocument() {
  const notify = useNotify();
  useEffect(() => notify('app.documents.not_found', { type: 'warning' }), [notify]);
  return <Navigate to={documentPaths.list()} replace />;
}

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
