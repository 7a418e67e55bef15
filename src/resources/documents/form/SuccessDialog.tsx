import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';

/** The creation success dialog: 'The new document is now added.' with OK (spec §1, §2). */
export function SuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="document-added-title">
      <DialogTitle id="document-added-title">{translate('app.documentForms.added_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.documents.added')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate('app.common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
