import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** Instead of react-admin's 'Element does not exist' and a silent redirect, which leaves the record unaccounted for. */
export function RecordLoadError({
  message,
  error,
  backTo,
  backLabel,
  onRetry,
}: {
  /** Catalogue key. */
  message: string;
  error: unknown;
  backTo: string;
  /** Catalogue key. */
  backLabel: string;
  onRetry?: () => void;
}) {
  const translate = useTranslate();
  const raw = error instanceof Error ? error.message : String(error ?? '');
  // A 404 is said plainly: the provider's wording varies.
  const reason =
    (error as { status?: number } | null)?.status === 404
      ? translate('app.record.not_found')
      : translate(raw, { _: raw });
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        <Box sx={{ display: 'flex', gap: 1 }}>
          {onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {translate('app.record.retry')}
            </Button>
          )}
          <Button color="inherit" size="small" component={Link} to={backTo}>
            {translate(backLabel)}
          </Button>
        </Box>
      }
    >
      <AlertTitle>{translate(message)}</AlertTitle>
      {reason && translate('app.record.reason', { reason })}
    </Alert>
  );
}
