/** Hyväksy / Hylkää for one pending join request (src/domain/api/joinRequestActions.ts); rejecting asks first. */
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { useToast } from '../../areas/shared/notify';
import { useActionMutation } from '../../components/actions/useAction';
import { errorMessage } from '../../components/form/httpErrorFields';
import type { JoinRequest } from '../../domain/entities/joinRequest';
import { approveJoinRequest, rejectJoinRequest } from '../../domain/api/joinRequestActions';

type Decision = 'approve' | 'reject';

export function JoinRequestActions() {
  const request = useRecordContext<JoinRequest>();
  const translate = useTranslate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  // Each decision refreshes the desk's list (what the actions touch).
  const approval = useActionMutation(approveJoinRequest);
  const rejection = useActionMutation(rejectJoinRequest);
  const pending = approval.isPending || rejection.isPending;
  if (!request) return null;
  const name = `${request.firstName} ${request.lastName}`;

  const run = async (decision: Decision) => {
    const params = { id: request.companyId, personId: request.personId };
    try {
      if (decision === 'approve') await approval.mutateAsync({ params, input: { body: {} } });
      else await rejection.mutateAsync({ params });
      toast('success', translate(`pateva.joinRequests.${decision === 'approve' ? 'approved' : 'rejected'}`, { name, company: request.companyName }));
    } catch (error) {
      toast('error', errorMessage(error, 'pateva.joinRequests.failed'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button size="small" variant="contained" disabled={pending} onClick={() => void run('approve')} aria-label={translate('pateva.joinRequests.approveLabel', { name })}>
        {translate('pateva.joinRequests.approve')}
      </Button>
      <Button size="small" color="error" variant="outlined" disabled={pending} onClick={() => setConfirming(true)} aria-label={translate('pateva.joinRequests.rejectLabel', { name })}>
        {translate('pateva.joinRequests.reject')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={translate('pateva.joinRequests.rejectTitle')}
        content={translate('pateva.joinRequests.rejectContent', { name, company: request.companyName })}
        confirm={translate('pateva.joinRequests.rejectConfirm')}
        cancel={translate('pateva.joinRequests.cancel')}
        onConfirm={() => void run('reject')}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
