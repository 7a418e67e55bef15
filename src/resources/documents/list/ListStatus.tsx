import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button as RaButton, useListContext, useNotify, useTranslate } from 'react-admin';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What went wrong, in words: a catalogue key the data provider answers (no connection: 'Server communication
 * error') with the browser's reason beside it, or the server's own message.
 */
function reasonOf(error: Error, translate: Translate): string {
  const body: unknown = (error as Error & { body?: unknown }).body;
  const detail =
    body && typeof body === 'object' && 'reason' in body && typeof body.reason === 'string' ? body.reason : '';
  const text = translate(error.message, { _: error.message });
  return detail ? `${text} (${detail})` : text;
}

/** The progress of a read: 'Loading {n} documents' when the count is known (§2 Dialogs). */
export function LoadingStatus({ count }: { count: number | null }) {
  const translate = useTranslate();
  return (
    <Box sx={{ px: 2, pt: 1 }}>
      <LinearProgress aria-label={translate('app.common.loading')} />
      <Typography variant="caption" color="text.secondary" role="status">
        {count ? translate('app.documents.loading_n', { smart_count: count }) : translate('app.common.loading')}
      </Typography>
    </Box>
  );
}

/** A failed read with Retry; rows kept from before stay shown, and this says so. */
export function LoadError({ error, keptRows, onRetry }: { error: Error; keptRows: boolean; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ mx: 2, my: 1 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.documents.retry')}
        </Button>
      }
    >
      {translate('app.documents.load_failed', { reason: reasonOf(error, translate) })}
      {keptRows && ` ${translate('app.documents.showing_kept')}`}
    </Alert>
  );
}

/**
 * react-admin's ExportButton as this list uses it (its Button, label and icon; disabled on an empty view; a failure
 * is its error notification), without the related-records fetcher it builds for exporters that never use it here.
 */
export function ExportViewButton({ onExport }: { onExport: () => Promise<void> }) {
  const { total } = useListContext();
  const notify = useNotify();
  const onClick = () => void onExport().catch(() => notify('ra.notification.http_error', { type: 'error' }));
  return (
    <RaButton label="ra.action.export" disabled={total === 0} onClick={onClick}>
      <DownloadIcon />
    </RaButton>
  );
}
