import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useTranslate } from 'react-admin';

/**
 * A question with a confirming button (REMOVE, DELETE, ...) and CANCEL. Not react-admin's <Confirm>: that one needs
 * a title and says 'Cancel'; the spec's confirmations are a bare question with the spec's own button words.
 */
export function ConfirmDialog({
  open,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
}: {
  open: boolean;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="xs">
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('app.common.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {translate(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
