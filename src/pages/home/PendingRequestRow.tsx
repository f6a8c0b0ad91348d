/** One person asking to join: approve at once, reject only after a confirmation. */
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { formatDate } from '../../domain/formats';
import type { PendingPerson } from '../../domain/entities/joinRequest';

interface Props {
  person: PendingPerson;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

export function PendingRequestRow({ person, busy, onApprove, onReject }: Props) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const name = `${person.firstName} ${person.lastName}`;
  const requested = formatDate(person.requestedAt);
  const details = [person.email, requested && translate('home.pending.requestedAt', { date: requested })];

  return (
    <ListItem divider>
      <ListItemText primary={name} secondary={details.filter(Boolean).join(' · ')} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small" onClick={onApprove} disabled={busy}
          aria-label={translate('home.pending.approveLabel', { name })}>
          {translate('home.pending.approve')}
        </Button>
        <Button variant="outlined" color="error" size="small" onClick={() => setConfirming(true)} disabled={busy}
          aria-label={translate('home.pending.rejectLabel', { name })}>
          {translate('home.pending.reject')}
        </Button>
      </Stack>
      <Confirm
        isOpen={confirming}
        title="home.pending.rejectTitle"
        content="home.pending.rejectContent"
        translateOptions={{ name }}
        confirm="home.pending.rejectConfirm"
        cancel="home.pending.cancel"
        onConfirm={() => {
          setConfirming(false);
          onReject();
        }}
        onClose={() => setConfirming(false)}
      />
    </ListItem>
  );
}
