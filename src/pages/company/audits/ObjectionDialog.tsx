/**
 * "Esitä vastalause" (issue 21): the company's admin objects to a programme's auditor or date before
 * the audit starts. The reason is checked as the server checks it, sent after a confirmation; a
 * refusal (the audit started meanwhile) shows in the dialog and the text typed stays.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useAction } from '../../../components/actions/useAction';
import { httpFieldErrors } from '../../../components/form/httpErrorFields';
import { objectionBodySchema, objectToAuditProgram, type CompanyAuditProgram } from '../../../domain/api/auditProgramActions';

interface Props {
  companyId: number;
  program: CompanyAuditProgram;
  /** The programme's name as the list shows it (certificate and audit kind). */
  name: string;
  onClose: () => void;
}

export function ObjectionDialog({ companyId, program, name, onClose }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const [text, setText] = useState(program.companyObjection ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const send = useAction(objectToAuditProgram, { success: 'companyAudits.sent', onSuccess: onClose });
  const serverErrors = httpFieldErrors(send.mutation.error);
  const fieldError = invalid ?? serverErrors.objection ?? null;

  const ask = () => {
    const checked = objectionBodySchema.safeParse({ objection: text });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? null);
      return;
    }
    setInvalid(null);
    setConfirming(true);
  };

  const confirm = async () => {
    setConfirming(false);
    await send.run({ id: companyId, programId: program.id }, { body: { objection: text.trim() } });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('companyAudits.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{name}</Typography>
        <TextField
          label={translate('companyAudits.objectionLabel')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={!!fieldError}
          helperText={fieldError ?? translate('companyAudits.objectionHelp')}
          multiline
          minRows={4}
          fullWidth
          required
          autoFocus
        />
        {send.error && !serverErrors.objection && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {send.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('companyAudits.cancel')}</Button>
        <Button variant="contained" onClick={ask} disabled={send.pending}>
          {translate('companyAudits.send')}
        </Button>
      </DialogActions>
      <Confirm
        isOpen={confirming}
        title={translate('companyAudits.confirmTitle')}
        content={translate('companyAudits.confirmContent')}
        confirm={translate('companyAudits.send')}
        cancel={translate('companyAudits.cancel')}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
