import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link } from 'react-router-dom';
import { Button as RaButton, ExportButton, useTranslate } from 'react-admin';
import { lazyDialog } from '../../components/lazyParts.tsx';
import { userPaths } from './paths.ts';

// papaparse and the import's screens stay out of the list's first load
const UserImportDialog = lazyDialog<{ open: boolean; onClose: () => void }>(
  () => import('./import/UserImportDialog.tsx').then((m) => m.UserImportDialog),
  (p) => p.open,
);

const ACTIONS_SX = { ml: 'auto', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 } as const;

export function UserListActions() {
  const translate = useTranslate();
  const [importing, setImporting] = useState(false);
  return (
    <Box sx={ACTIONS_SX}>
      {/* every user of the view: the default stops at 1,000 */}
      <ExportButton maxResults={Number.MAX_SAFE_INTEGER} />
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
