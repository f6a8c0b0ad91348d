/** "Are you sure?" before a removal: the confirm button is disabled while the removal is on its way. */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

/** A removal waiting for its answer: the row asked about (null while no question is open), and what the buttons do. */
export interface Removal<T> {
  removing: T | null;
  sending: boolean;
  ask: (row: T) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
}

interface Props<T> {
  removal: Removal<T>;
  /** The i18n keys' prefix: `<texts>.title`, `.body` (filled by `args`), `.confirm`, `.cancel`. */
  texts: string;
  args: (row: T) => Record<string, string>;
}

export function ConfirmRemoval<T>({ removal: { removing, sending, confirm, cancel }, texts, args }: Props<T>) {
  const translate = useTranslate();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={removing !== null} onClose={sending ? undefined : cancel} aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId}>{translate(`${texts}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{removing === null ? '' : translate(`${texts}.body`, args(removing))}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={sending}>{translate(`${texts}.cancel`)}</Button>
        <Button onClick={confirm} color="error" variant="contained" loading={sending} disabled={sending}>
          {translate(`${texts}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
