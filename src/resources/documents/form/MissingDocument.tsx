import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useNotify } from 'react-admin';
import { documentPaths } from '../index.ts';

/** An edit screen opened without a document, or with an unknown id: say so, and show the documents list. */
export function MissingDocument() {
  const notify = useNotify();
  useEffect(() => notify('app.documents.not_found', { type: 'warning' }), [notify]);
  return <Navigate to={documentPaths.list()} replace />;
}
