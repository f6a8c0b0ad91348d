/**
 * "Peruutetaanko kutsu?": cancelling an invite after a confirmation (a dialog, not an address). The
 * declared cancelInvite action (SPEC §7: by the invite's token; one made before tokens were kept goes
 * by its id) refreshes exactly the invite queries it touches.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAction } from '../../../components/actions/useAction';
import { cancelInvite } from '../../../domain/api/inviteActions';
import type { Invite } from '../../../domain/entities/invite';
import { TOAST_TEXTS } from '../../../domain/toastTexts';

interface Props {
  companyId: number;
  /** The invite asked about; null: the dialog is closed. */
  invite: Invite | null;
  onClose: () => void;
  onCancelled: () => void;
}

export function CancelInviteDialog({ companyId, invite, onClose, onCancelled }: Props) {
  const translate = useTranslate();
  const cancel = useAction(cancelInvite, { success: TOAST_TEXTS.inviteCanceled });
  const close = () => {
    cancel.mutation.reset();
    onClose();
  };
  const confirm = async () => {
    if (invite && (await cancel.run({ id: companyId, token: invite.token ?? String(invite.id) }))) onCancelled();
  };
  return (
    <Dialog open={invite !== null} onClose={close} aria-labelledby="invite-cancel-title">
      <DialogTitle id="invite-cancel-title">{translate('invites.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('invites.confirm.body', { email: invite?.email ?? '' })}</DialogContentText>
        {cancel.error && (
          <Typography color="error" role="alert" sx={{ mt: 2 }}>
            {translate(cancel.error, { _: cancel.error })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={cancel.pending}>{translate('invites.confirm.back')}</Button>
        <Button color="error" variant="contained" onClick={confirm} loading={cancel.pending} disabled={cancel.pending}>
          {translate('invites.confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
