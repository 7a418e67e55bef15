import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { documentPaths } from '../documents/paths.ts';

export function SaveSuccessDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Dialog open={!!message} onClose={onClose} aria-describedby="service-saved-message">
      <DialogContent>
        <DialogContentText id="service-saved-message">{message ? translate(message) : ''}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('app.services.keep_editing')}
        </Button>
        <Button variant="contained" onClick={() => navigate(documentPaths.list())}>
          {translate('app.services.back_to_documents')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
