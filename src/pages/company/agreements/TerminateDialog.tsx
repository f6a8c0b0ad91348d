/**
 * Terminating an agreement (its address `…/agreements/31/terminate`): a reason in a react-admin form
 * validated by the termination's declaration; the declared terminateAgreement action
 * (src/domain/api/agreementActions.ts), which refreshes exactly the queries it touches; SPEC §8
 * toasts for 1500 ms (SPEC §9).
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { Form, TextInput, useTranslate } from 'react-admin';
import { useAgreementToast } from '../../../areas/shared/notify';
import { useActionMutation } from '../../../components/actions/useAction';
import { useEntityResolver } from '../../../components/entity/useEntityResolver';
import { hasFieldErrors, httpFieldErrors } from '../../../components/form/httpErrorFields';
import { labelKey } from '../../../domain/entities/entity';
import { agreementTermination, type CompanyAgreement } from '../../../domain/entities/agreement';
import { TOAST_TEXTS } from '../../../domain/toastTexts';
import { terminateAgreement } from '../../../domain/api/agreementActions';

interface Props {
  companyId: number;
  agreement: CompanyAgreement;
  onClose: () => void;
}

export function TerminateDialog({ companyId, agreement: terminating, onClose }: Props) {
  const translate = useTranslate();
  const agreementToast = useAgreementToast();
  const resolver = useEntityResolver(agreementTermination);
  const terminate = useActionMutation(terminateAgreement);
  const sending = terminate.isPending;

  // react-admin sets what this answers as the fields' errors (the server's 422 beside the reason).
  const submit = async (values: FieldValues) => {
    try {
      await terminate.mutateAsync({ params: { id: companyId, agreementId: terminating.id }, input: { body: { terminate_reason: String(values.terminateReason ?? '') } } });
      agreementToast('success', TOAST_TEXTS.agreementTerminated);
      onClose();
      return undefined;
    } catch (error) {
      if (hasFieldErrors(error)) return httpFieldErrors(error);
      agreementToast('warning', TOAST_TEXTS.agreementTerminationFailed);
      onClose();
      return undefined;
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="terminate-title" fullWidth maxWidth="sm">
      <Form key={terminating.id} resolver={resolver} onSubmit={submit} noValidate disableInvalidFormNotification>
        <DialogTitle id="terminate-title">{translate('agreements.terminateTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('agreements.terminateContent', { name: terminating.product.name })}</DialogContentText>
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
