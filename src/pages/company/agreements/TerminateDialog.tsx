/** Terminating an agreement: a reason in a dialog; SPEC §8 toasts for 1500 ms (SPEC §9). */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useAgreementToast } from '../../../areas/shared/notify';
import { serverFieldErrors, useApiAction } from '../../../components/form/useApiAction';
import { validate } from '../../../components/form/validate';
import { TOAST_TEXTS } from '../../../domain/toasts';
import { terminateAgreementSchema } from '../../../domain/schemas/agreements';
import type { CompanyAgreement } from '../../../domain/api/agreements';
import { agreementsApi } from './api';

interface Props {
  companyId: number;
  agreement: CompanyAgreement | null;
  onClose: () => void;
  onTerminated: () => void;
}

export function TerminateDialog({ companyId, agreement, onClose, onTerminated }: Props) {
  const translate = useTranslate();
  const agreementToast = useAgreementToast();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { sending, run } = useApiAction();

  const close = () => {
    setReason('');
    setFieldError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreement) return;
    const checked = validate(terminateAgreementSchema, { terminate_reason: reason });
    if (!checked.ok) {
      setFieldError(checked.errors.terminate_reason);
      return;
    }
    const result = await run(() => agreementsApi.terminate(companyId, agreement.id, checked.data));
    if (result.ok) {
      agreementToast('success', TOAST_TEXTS.agreementTerminated);
      setReason('');
      setFieldError(undefined);
      onTerminated();
      return;
    }
    const server = serverFieldErrors(result.error).terminate_reason;
    if (server) {
      setFieldError(server);
      return;
    }
    agreementToast('warning', TOAST_TEXTS.agreementTerminationFailed);
    close();
  };

  return (
    <Dialog open={agreement !== null} onClose={close} aria-labelledby="terminate-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="terminate-title">{translate('agreements.terminateTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('agreements.terminateContent', { name: agreement?.product.name ?? '' })}</DialogContentText>
          <TextField
            id="terminate-reason"
            label={translate('agreements.terminateReason')}
            required
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.closest('form')?.requestSubmit();
              }
            }}
            error={!!fieldError}
            helperText={fieldError}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('agreements.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" loading={sending} disabled={sending}>
            {translate('agreements.terminateConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
