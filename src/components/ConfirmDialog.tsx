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
  /** Further answers, between cancel and confirm (the service delete's ARCHIVE). */
  extraActions?: ReactNode;
}

/**
 * The one 'ask before acting' dialog of the portal. A titled Yes/No question (users, newsletters, collections) is
 * react-admin's <Confirm>. The spec's other questions are a bare sentence with the spec's own button words
 * (REMOVE, DELETE, CONFIRM, CANCEL) and sometimes a third answer (the service delete's ARCHIVE): <Confirm> always
 * renders a title and only two buttons, so those are drawn here with the same props.
 */
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
