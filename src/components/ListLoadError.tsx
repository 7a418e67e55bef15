import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

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
}: {
  error: Error;
  hasRows: boolean;
  onRetry: () => void;
  retrying: boolean;
  /** Catalogue key (with %{reason}) for a read that is not a list's rows; a list's wording by default. */
  message?: string;
}) {
  const translate = useTranslate();
  useEffect(() => console.error('[list] load failed', error), [error]);
  const reason = translate(error.message, { _: error.message });
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
      {translate(message ?? (hasRows ? 'app.common.list_refresh_failed' : 'app.common.list_load_failed'), { reason })}
    </Alert>
  );
}
