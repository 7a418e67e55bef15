import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import { config } from '../../config.ts';

// subscriptions are managed in 'The Hub' (portal-core §2)
export function HubDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="hub-dialog-title">
      <DialogTitle id="hub-dialog-title">{translate('app.services.hub_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.services.hub_modal')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.close')}</Button>
        <Button variant="contained" href={config.hubUrl} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          {translate('app.services.open_hub')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
