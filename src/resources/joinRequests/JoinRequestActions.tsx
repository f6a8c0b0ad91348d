/** Hyväksy / Hylkää for one pending join request (src/domain/api/joinRequestActions.ts); rejecting asks first. */
import { Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { useToast } from '../../areas/shared/notify';
import { errorMessage } from '../../components/form/httpErrorFields';
import type { PatevaDataProvider } from '../../dataProvider';
import { joinRequest, type JoinRequest } from '../../domain/entities/joinRequest';
import { approveJoinRequest, rejectJoinRequest } from '../../domain/api/joinRequestActions';

type Decision = 'approve' | 'reject';

export function JoinRequestActions() {
  const request = useRecordContext<JoinRequest>();
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const decide = useMutation({
    mutationFn: ({ companyId, personId, decision }: { companyId: number; personId: number; decision: Decision }) =>
      decision === 'approve'
        ? dataProvider.action(approveJoinRequest, { id: companyId, personId }, { body: {} })
        : dataProvider.action(rejectJoinRequest, { id: companyId, personId }),
    onSettled: () => setConfirming(false),
  });
  if (!request) return null;
  const name = `${request.firstName} ${request.lastName}`;

  const run = (decision: Decision) =>
    decide.mutate(
      { companyId: request.companyId, personId: request.personId, decision },
      {
        onSuccess: async () => {
          toast('success', translate(`pateva.joinRequests.${decision === 'approve' ? 'approved' : 'rejected'}`, { name, company: request.companyName }));
          await queryClient.invalidateQueries({ queryKey: [joinRequest.resource] });
        },
        onError: (error) => toast('error', errorMessage(error, 'pateva.joinRequests.failed')),
      },
    );

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button size="small" variant="contained" disabled={decide.isPending} onClick={() => run('approve')} aria-label={translate('pateva.joinRequests.approveLabel', { name })}>
        {translate('pateva.joinRequests.approve')}
      </Button>
      <Button size="small" color="error" variant="outlined" disabled={decide.isPending} onClick={() => setConfirming(true)} aria-label={translate('pateva.joinRequests.rejectLabel', { name })}>
        {translate('pateva.joinRequests.reject')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={decide.isPending}
        title={translate('pateva.joinRequests.rejectTitle')}
        content={translate('pateva.joinRequests.rejectContent', { name, company: request.companyName })}
        confirm={translate('pateva.joinRequests.rejectConfirm')}
        cancel={translate('pateva.joinRequests.cancel')}
        onConfirm={() => run('reject')}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
