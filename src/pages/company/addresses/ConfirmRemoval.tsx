/** "Are you sure?" before a removal: the confirm button is disabled while the removal is on its way. */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';

interface Props {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmRemoval({ open, title, body, confirmLabel, cancelLabel, sending, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={sending ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={sending}>{cancelLabel}</Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={sending} disabled={sending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
