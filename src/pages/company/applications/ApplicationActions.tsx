/**
 * The company's status actions on one application, each after a confirmation: "Lähetä hakemus"
 * (only when the checklist has no FAIL and nothing is unsaved), "Peru hakemus" and "Poista" — each
 * offered only when the server's possibleStatuses (send, cancel) or companyCanDelete allow it.
 */
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../areas/shared/notify';
import { errorMessage } from '../../../components/form/httpErrorFields';
import { useActionMutation } from '../../../components/actions/useAction';
import { cancelApplication, sendApplication } from '../../../domain/api/applicationActions';
import type { Application } from '../../../domain/api/applications';
import { companyCanDelete } from '../../../domain/applications';
import { ApplicationStatus } from '../../../domain/codes';
import { DeleteApplicationDialog } from './DeleteApplicationDialog';

interface Props {
  companyId: number;
  application: Application;
  canChange: boolean;
  /** Nothing in the checklist fails (and it has been read). */
  checklistPasses: boolean;
  dirty: boolean;
}

export function ApplicationActions({ companyId, application, canChange, checklistPasses, dirty }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<'send' | 'cancel' | 'delete' | null>(null);
  // Each refreshes the company's application pages (the declaration's touches).
  const send = useActionMutation(sendApplication, { refreshOnError: true });
  const cancel = useActionMutation(cancelApplication, { refreshOnError: true });
  if (!canChange) return null;
  const may = (statusId: number) => application.possibleStatuses.some((status) => status.id === statusId);
  const canSend = may(ApplicationStatus.sent);
  const canCancel = may(ApplicationStatus.canceled);
  const canDelete = companyCanDelete(application.applicationStatusId);
  if (!canSend && !canCancel && !canDelete) return null;

  const params = { id: companyId, appId: application.id };
  const run = async (action: 'send' | 'cancel') => {
    try {
      if (action === 'send') await send.mutateAsync({ params });
      else await cancel.mutateAsync({ params, input: { body: {} } });
      toast('success', action === 'send' ? 'applications.actions.sent' : 'applications.actions.canceled');
    } catch (error) {
      toast('error', errorMessage(error, action === 'send' ? 'applications.actions.sendFailed' : 'applications.actions.cancelFailed'));
    }
    setConfirming(null);
  };

  const sendBlocked = !checklistPasses || dirty;
  return (
    <Stack spacing={1}>
      {canSend && (
        <>
          <Button variant="contained" size="large" disabled={sendBlocked} onClick={() => setConfirming('send')} aria-describedby="send-hint">
            {translate('applications.actions.send')}
          </Button>
          {sendBlocked && (
            <Typography id="send-hint" variant="body2" color="text.secondary">
              {translate(dirty ? 'applications.actions.sendUnsaved' : 'applications.actions.sendHint')}
            </Typography>
          )}
        </>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {canCancel && (
          <Button variant="outlined" color="warning" sx={{ color: 'text.primary' }} onClick={() => setConfirming('cancel')}>
            {translate('applications.actions.cancel')}
          </Button>
        )}
        {canDelete && (
          <Button variant="outlined" color="error" onClick={() => setConfirming('delete')}>
            {translate('applications.actions.delete')}
          </Button>
        )}
      </Stack>
      <Confirm
        isOpen={confirming === 'send' || confirming === 'cancel'}
        title={confirming === 'cancel' ? 'applications.actions.cancelTitle' : 'applications.actions.sendTitle'}
        content={confirming === 'cancel' ? 'applications.actions.cancelBody' : 'applications.actions.sendBody'}
        confirm={confirming === 'cancel' ? 'applications.actions.cancel' : 'applications.actions.send'}
        cancel="applications.actions.close"
        confirmColor={confirming === 'cancel' ? 'warning' : 'primary'}
        loading={send.isPending || cancel.isPending}
        onConfirm={() => void run(confirming === 'cancel' ? 'cancel' : 'send')}
        onClose={() => setConfirming(null)}
      />
      {confirming === 'delete' && (
        <DeleteApplicationDialog
          companyId={companyId}
          application={application}
          onClose={() => setConfirming(null)}
          onDeleted={() => navigate(`/companies/${companyId}/applications`)}
        />
      )}
    </Stack>
  );
}
