/** Asks before a destructive action. */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  title: string;
  body: string;
  confirmLabel: string;
  sending: boolean;
  error?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog({ title, body, confirmLabel, sending, error, onCancel, onConfirm }: Props) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onCancel} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
        {error}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('company.people.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={sending} disabled={sending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
