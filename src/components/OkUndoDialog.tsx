import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslate } from 'react-admin';

// react-admin's undoable toast commits on timeout; the spec asks for a modal that waits for the administrator.
export function OkUndoDialog({
  open,
  message,
  onOk,
  onUndo,
  busy,
  detail,
}: {
  open: boolean;
  message: string;
  /** A line of its own under the message, so the spec's words stay as they are. */
  detail?: string;
  onOk: () => void;
  onUndo: () => void;
  busy?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onUndo} aria-describedby="ok-undo-message">
      <DialogContent>
        <DialogContentText id="ok-undo-message">{message}</DialogContentText>
        {detail && <DialogContentText>{detail}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onUndo} disabled={busy}>
          {translate('app.common.undo')}
        </Button>
        <Button variant="contained" onClick={onOk} disabled={busy} autoFocus>
          {translate('app.common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
