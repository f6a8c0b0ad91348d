/** Hyväksy / Hylkää for one pending join request; rejecting asks first. */
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { apiFetch, ApiError } from '../../dataProvider/httpClient';
import type { JoinRequest } from '../../domain/api/joinRequests';

export function JoinRequestActions() {
  const request = useRecordContext<JoinRequest>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!request) return null;
  const name = `${request.firstName} ${request.lastName}`;

  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true);
    try {
      await apiFetch(`/companies/${request.companyId}/people/${request.personId}/${decision}`, { method: 'POST' });
      notify(translate(`pateva.joinRequests.${decision === 'approve' ? 'approved' : 'rejected'}`, { name, company: request.companyName }), {
        type: 'success',
      });
      refresh();
    } catch (error) {
      notify(error instanceof ApiError && error.body?.message ? error.body.message : translate('pateva.joinRequests.failed'), { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button size="small" variant="contained" disabled={busy} onClick={() => decide('approve')} aria-label={translate('pateva.joinRequests.approveLabel', { name })}>
        {translate('pateva.joinRequests.approve')}
      </Button>
      <Button size="small" color="error" variant="outlined" disabled={busy} onClick={() => setConfirming(true)} aria-label={translate('pateva.joinRequests.rejectLabel', { name })}>
        {translate('pateva.joinRequests.reject')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={translate('pateva.joinRequests.rejectTitle')}
        content={translate('pateva.joinRequests.rejectContent', { name, company: request.companyName })}
        confirm={translate('pateva.joinRequests.rejectConfirm')}
        cancel={translate('pateva.joinRequests.cancel')}
        onConfirm={() => decide('reject')}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
