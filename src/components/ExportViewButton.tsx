import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useNotify } from 'react-admin';

/**
 * react-admin's ExportButton as the in-memory lists use it (its Button, label and icon; a failure is its error
 * notification): the rows are the list's own view, so no exporter and no related-records fetcher.
 */
export function ExportViewButton({ onExport, disabled }: { onExport: () => Promise<void>; disabled?: boolean }) {
  const notify = useNotify();
  const onClick = () => void onExport().catch(() => notify('ra.notification.http_error', { type: 'error' }));
  return (
    <Button label="ra.action.export" disabled={disabled} onClick={onClick}>
      <DownloadIcon />
    </Button>
  );
}
