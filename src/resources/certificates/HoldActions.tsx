/**
 * The office's actions on a certificate the association issued: suspend, withdraw, reinstate, each
 * behind a confirmation that asks the reason (the declared actions refuse one without it, in
 * Finnish, before and after sending); which ones show follows the certificate's held status.
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Controller } from 'react-hook-form';
import { useActionForm } from '../../components/actions/useActionForm';
import { HOLD_ACTIONS, type HoldAction } from '../../domain/certificateStatus';
import { reinstateCertificate, suspendCertificate, withdrawCertificate } from '../../domain/api/certificateActions';
import type { OfficeCertificateRecord } from '../../domain/entities/officeCertificate';

const ACTIONS = { suspend: suspendCertificate, withdraw: withdrawCertificate, reinstate: reinstateCertificate } as const;

function HoldDialog({ certificate, kind, onClose }: { certificate: OfficeCertificateRecord; kind: HoldAction; onClose: () => void }) {
  const translate = useTranslate();
  const number = certificate.certificateNumber ?? '';
  const { form, onSubmit, pending, generalError, fieldError } = useActionForm(
    ACTIONS[kind],
    { certId: certificate.id },
    { defaultValues: { reason: '' }, success: translate(`officeCertificates.actions.done.${kind}`), failure: 'officeCertificates.actions.failed', onSuccess: onClose },
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="hold-dialog-title" fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="hold-dialog-title">{translate(`officeCertificates.actions.confirmTitle.${kind}`, { number })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{translate(`officeCertificates.actions.confirmBody.${kind}`)}</DialogContentText>
          <Controller
            control={form.control}
            name="reason"
            render={({ field }) => (
              <TextField
                id="hold-reason"
                label={translate('officeCertificates.actions.reason')}
                {...field}
                required
                multiline
                minRows={2}
                error={!!fieldError('reason')}
                helperText={fieldError('reason')}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            )}
          />
          {generalError && <Alert severity="error">{generalError}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('officeCertificates.actions.cancel')}</Button>
          <Button type="submit" variant="contained" color={kind === 'reinstate' ? 'primary' : 'error'} disabled={pending}>
            {translate(`officeCertificates.actions.${kind}`)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

export function HoldActions({ certificate }: { certificate: OfficeCertificateRecord }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<HoldAction | null>(null);
  if (!certificate.issuedByAssociation) return <Typography variant="body2">{translate('officeCertificates.actions.none')}</Typography>;
  const available = (Object.keys(HOLD_ACTIONS) as HoldAction[]).filter((kind) =>
    (HOLD_ACTIONS[kind].from as readonly string[]).includes(certificate.heldStatus) && !(kind === 'suspend' && certificate.status === 'expired'),
  );
  if (available.length === 0) return <Typography variant="body2">{translate('officeCertificates.actions.closed')}</Typography>;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {available.map((kind) => (
          <Button key={kind} variant="outlined" color={kind === 'reinstate' ? 'primary' : 'error'} onClick={() => setOpen(kind)}>
            {translate(`officeCertificates.actions.${kind}`)}
          </Button>
        ))}
      </Box>
      {open && <HoldDialog certificate={certificate} kind={open} onClose={() => setOpen(null)} />}
    </>
  );
}
