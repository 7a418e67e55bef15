import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { Confirm, useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** A catalogue key. With a title the question is react-admin's <Confirm>. */
  title?: string;
  /** A catalogue key (shown as the question) or the dialog's own content. */
  content: ReactNode;
  contentTranslateOptions?: Record<string, unknown>;
  /** Catalogue keys of the two buttons. */
  confirm: string;
  cancel?: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  extraActions?: ReactNode;
}

/** <Confirm> always renders a title and only two buttons, so the spec's bare-sentence questions are drawn here. */
export function ConfirmDialog({
  isOpen,
  title,
  content,
  contentTranslateOptions,
  confirm,
  cancel = 'app.common.cancel',
  onConfirm,
  onClose,
  loading,
  extraActions,
}: ConfirmDialogProps) {
  const translate = useTranslate();
  const contentId = useId();
  if (title !== undefined && !extraActions) {
    return (
      <Confirm
        isOpen={isOpen}
        loading={loading}
        title={title}
        content={content}
        contentTranslateOptions={contentTranslateOptions}
        confirm={confirm}
        cancel={cancel}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    );
  }
  // no title: the question itself names the dialog (MUI would otherwise point aria-labelledby at a missing title)
  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={contentId}
      aria-describedby={contentId}
    >
      <DialogContent id={contentId}>
        {typeof content === 'string' ? (
          <DialogContentText>{translate(content, contentTranslateOptions)}</DialogContentText>
        ) : (
          content
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {translate(cancel)}
        </Button>
        {extraActions}
        <Button variant="contained" color="error" onClick={onConfirm} disabled={loading}>
          {translate(confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
