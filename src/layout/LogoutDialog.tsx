import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { clearAll } from '../authProvider/storage.ts';
import { revokeSession } from '../authProvider/authApi.ts';

/** Storage is cleared and the page reloaded even when the back end lacks the call or does not answer. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const logOut = () => {
    void revokeSession().finally(() => {
      clearAll();
      window.location.reload();
    });
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="logout-question"
      slotProps={{ paper: { sx: { width: 700, maxWidth: '95vw' } } }}
    >
      <DialogContent>
        <Typography id="logout-question" variant="h6" component="p" textAlign="center" sx={{ my: 2 }}>
          {translate('app.logout.question')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
        <Button variant="contained" onClick={logOut}>
          {translate('app.logout.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
