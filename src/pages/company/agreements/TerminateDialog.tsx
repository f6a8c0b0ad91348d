/**
 * Terminating an agreement: a reason in a react-admin form validated by the termination's
 * declaration; the declared terminateAgreement action (src/domain/api/agreementActions.ts); SPEC §8 toasts for 1500 ms (SPEC §9).
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { useAgreementToast } from '../../../areas/shared/notify';
import { useEntityResolver } from '../../../components/entity/useEntityResolver';
import { hasFieldErrors, httpFieldErrors } from '../../../components/form/httpErrorFields';
import type { PatevaDataProvider } from '../../../dataProvider';
import { labelKey } from '../../../domain/entities/entity';
import { agreement, agreementTermination, type CompanyAgreement } from '../../../domain/entities/agreement';
import { TOAST_TEXTS } from '../../../domain/toasts';
import { terminateAgreement } from '../../../domain/api/agreementActions';

interface Props {
  companyId: number;
  agreement: CompanyAgreement | null;
  onClose: () => void;
}

export function TerminateDialog({ companyId, agreement: terminating, onClose }: Props) {
  const translate = useTranslate();
  const agreementToast = useAgreementToast();
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const queryClient = useQueryClient();
  const resolver = useEntityResolver(agreementTermination);
  const [sending, setSending] = useState(false);

  // react-admin sets what this answers as the fields' errors (the server's 422 beside the reason).
  const submit = async (values: FieldValues) => {
    if (!terminating) return undefined;
    setSending(true);
    try {
      await dataProvider.action(terminateAgreement, { id: companyId, agreementId: terminating.id }, { body: { terminate_reason: String(values.terminateReason ?? '') } });
      agreementToast('success', TOAST_TEXTS.agreementTerminated);
      await queryClient.invalidateQueries({ queryKey: [agreement.resource] });
      onClose();
      return undefined;
    } catch (error) {
      if (hasFieldErrors(error)) return httpFieldErrors(error);
      agreementToast('warning', TOAST_TEXTS.agreementTerminationFailed);
      onClose();
      return undefined;
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={terminating !== null} onClose={onClose} aria-labelledby="terminate-title" fullWidth maxWidth="sm">
      <Form key={terminating?.id} resolver={resolver} onSubmit={submit} noValidate disableInvalidFormNotification>
        <DialogTitle id="terminate-title">{translate('agreements.terminateTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('agreements.terminateContent', { name: terminating?.product.name ?? '' })}</DialogContentText>
          <TextInput
            source="terminateReason"
            label={labelKey(agreementTermination, 'terminateReason')}
            isRequired
            fullWidth
            multiline
            minRows={2}
            onKeyDown={(event) => {
              // Enter sends, as in the other one-field dialogs; Shift+Enter is a new line.
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                (event.currentTarget as HTMLElement).closest('form')?.requestSubmit();
              }
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('agreements.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" loading={sending} disabled={sending}>
            {translate('agreements.terminateConfirm')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
