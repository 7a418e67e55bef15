import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/**
 * What went wrong, in words: a catalogue key the data provider answers (no connection: 'Server communication
 * error') with the browser's reason beside it, or the server's own message.
 */
function reasonOf(error: Error, translate: (key: string, options?: Record<string, unknown>) => string): string {
  const body: unknown = 'body' in error ? error.body : undefined;
  const detail =
    body && typeof body === 'object' && 'reason' in body && typeof body.reason === 'string' ? body.reason : '';
  const text = translate(error.message, { _: error.message });
  return detail ? `${text} (${detail})` : text;
}

/**
 * A list's failed load or refresh: the reason and a Retry button, so a failure never reads as an empty
 * list. With rows from before, they stay on screen and this says they could not be refreshed. The failure is
 * also logged, as portal-core §8 asks of load failures.
 */
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
  /** Catalogue key (with %{reason}) for a read that is not a list's rows, or a list's own wording. */
  message?: string;
  /** Catalogue key (with %{reason}) when rows from before stay shown; `message` unless given. */
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
