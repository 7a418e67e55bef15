import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/** error.message is a catalogue key from the data provider, or the server's own text. */
function reasonOf(error: Error, translate: (key: string, options?: Record<string, unknown>) => string): string {
  const body: unknown = 'body' in error ? error.body : undefined;
  const detail =
    body && typeof body === 'object' && 'reason' in body && typeof body.reason === 'string' ? body.reason : '';
  const text = translate(error.message, { _: error.message });
  return detail ? `${text} (${detail})` : text;
}

/** Logged, as portal-core §8 asks of load failures; a failure must never read as an empty list. */
export function ListLoadError({
  error,
  hasRows,
  onRetry,
  retrying,
  message,
  refreshMessage,
}: {
  error: Error;
  hasRows: boolean;
  onRetry: () => void;
  retrying: boolean;
  /** Catalogue key (with %{reason}). */
  message?: string;
  /** Catalogue key (with %{reason}) while earlier rows stay shown. */
  refreshMessage?: string;
}) {
  const translate = useTranslate();
  useEffect(() => console.error('[list] load failed', error), [error]);
  const reason = reasonOf(error, translate);
  const key = hasRows
    ? (refreshMessage ?? message ?? 'app.common.list_refresh_failed')
    : (message ?? 'app.common.list_load_failed');
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {translate('app.common.retry')}
        </Button>
      }
    >
      {translate(key, { reason })}
    </Alert>
  );
}
