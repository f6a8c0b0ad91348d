/**
 * The deviation modal of SPEC §2 for the company: the deviation (question, description, severity,
 * due date, the auditor's comment), its history, and while it is in progress the company admin's
 * fix — the taken action, evidence files (PDF/JPEG/PNG; removal after confirmation) and
 * "Lähetä korjaus" after confirmation.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { useActionMutation } from '../../../components/actions/useAction';
import { useActionForm } from '../../../components/actions/useActionForm';
import { FileUpload, IMAGE_TYPES, PDF_TYPES } from '../../../components/files/FileUpload';
import { API_BASE } from '../../../dataProvider/httpClient';
import { addDeviationFile, removeDeviationFile, sendDeviationFix, writeTakenAction } from '../../../domain/api/deviationActions';
import { DeviationSeverity, DeviationStatus } from '../../../domain/auditCodes';
import type { Deviation, DeviationFile } from '../../../domain/deviations';
import { formatDate } from '../../../domain/formats';
import { DeviationHistory, LookupName } from '../../../resources/deviations/DeviationParts';

interface Props {
  companyId: number;
  deviation: Deviation;
  canAnswer: boolean;
  onClose: () => void;
}

const EVIDENCE_TYPES = [...PDF_TYPES, ...IMAGE_TYPES];

export function DeviationDialog({ companyId, deviation, canAnswer, onClose }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const titleId = useId();
  const params = { id: companyId, deviationId: deviation.id };
  const editable = canAnswer && deviation.statusId === DeviationStatus.inProgress;
  const [removing, setRemoving] = useState<DeviationFile | null>(null);
  const [confirmSend, setConfirmSend] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const { form, onSubmit, submit, pending, generalError: formError, fieldError } = useActionForm(writeTakenAction, params, { defaultValues: { taken_action: deviation.takenAction ?? '' }, success: 'deviations.dialog.saved' });
  const addition = useActionMutation(addDeviationFile);
  const removal = useActionMutation(removeDeviationFile, { refreshOnError: true });
  const sending = useActionMutation(sendDeviationFix, { refreshOnError: true });
  const base = `/companies/${companyId}/deviations/${deviation.id}/files`;
  const actionError = fieldError('taken_action');

  const remove = async (file: DeviationFile) => {
    try {
      await removal.mutateAsync({ params: { ...params, fileId: file.id } });
      toast('success', 'deviations.dialog.removed');
    } catch (error) {
      toast('error', error instanceof Error && error.message ? error.message : 'pateva.errors.server');
    }
    setRemoving(null);
  };

  const send = async () => {
    setConfirmSend(false);
    setSendError(null);
    try {
      // The text as typed goes first, so that what is sent is what the company sees; a refused save sends nothing.
      if (form.getValues('taken_action') !== (deviation.takenAction ?? '') && !(await submit())) return;
      await sending.mutateAsync({ params });
      toast('success', 'deviations.dialog.sent');
    } catch (error) {
      setSendError(error instanceof Error && error.message ? error.message : translate('pateva.errors.server'));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{translate('deviations.dialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {deviation.questionText && (
            <Typography>
              <strong>{translate('deviations.dialog.question')}:</strong> {deviation.questionText}
            </Typography>
          )}
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <strong>{translate('deviations.dialog.description')}:</strong> {deviation.description}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Typography>
              <strong>{translate('deviations.dialog.severity')}:</strong> <LookupName lookup="deviation-severities" value={deviation.severityId} />
            </Typography>
            <Typography>
              <strong>{translate('deviations.dialog.status')}:</strong> <LookupName lookup="deviation-statuses" value={deviation.statusId} />
            </Typography>
            <Typography color={deviation.overdue ? 'error' : undefined}>
              <strong>{translate('deviations.dialog.due')}:</strong> {formatDate(deviation.toBeFixedByDate)}
              {deviation.overdue ? ` (${translate('deviations.overdue')})` : ''}
            </Typography>
          </Stack>
          {deviation.auditorComment && (
            <Alert severity="info">
              {translate('deviations.dialog.auditorComment')}: {deviation.auditorComment}
            </Alert>
          )}
          {deviation.statusId === DeviationStatus.ready && <Alert severity="info">{translate('deviations.dialog.waiting')}</Alert>}
          {deviation.statusId === DeviationStatus.acceptedFixed && <Alert severity="success">{translate('deviations.dialog.accepted')}</Alert>}

          <form onSubmit={onSubmit} noValidate>
            <Stack spacing={1}>
              <TextField
                label={translate('deviations.dialog.takenAction')}
                multiline
                minRows={3}
                fullWidth
                disabled={!editable}
                error={!!actionError}
                helperText={actionError}
                {...form.register('taken_action')}
              />
              {formError && <Alert severity="error">{formError}</Alert>}
              {editable && (
                <div>
                  <Button type="submit" variant="outlined" disabled={pending}>
                    {translate('deviations.dialog.saveAction')}
                  </Button>
                </div>
              )}
            </Stack>
          </form>

          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {translate('deviations.dialog.files')}
          </Typography>
          {deviation.files.length === 0 ? (
            <Typography>{translate('deviations.dialog.noFiles')}</Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {deviation.files.map((file) => (
                <Stack component="li" key={file.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Link href={`${API_BASE}${base}/${file.id}`} aria-label={translate('deviations.dialog.download', { name: file.name })} sx={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
                    {file.name}
                  </Link>
                  {editable && (
                    <Button size="small" color="error" onClick={() => setRemoving(file)} aria-label={translate('deviations.dialog.removeLabel', { name: file.name })}>
                      {translate('deviations.dialog.remove')}
                    </Button>
                  )}
                </Stack>
              ))}
            </Stack>
          )}
          {editable && deviation.severityId === DeviationSeverity.serious && <Typography variant="body2">{translate('deviations.dialog.seriousHint')}</Typography>}
          {editable && (
            <FileUpload
              label={translate('deviations.dialog.upload')}
              accept={EVIDENCE_TYPES}
              upload={(file, options) => addition.mutateAsync({ params, input: { fields: {}, files: { file }, ...options } })}
              onUploaded={() => toast('success', 'deviations.dialog.uploaded')}
            />
          )}

          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {translate('deviations.dialog.history')}
          </Typography>
          <DeviationHistory history={deviation.history} />
          {sendError && <Alert severity="error">{sendError}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {editable && (
          <Button variant="contained" onClick={() => setConfirmSend(true)} disabled={sending.isPending}>
            {translate('deviations.dialog.sendFix')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('deviations.dialog.close')}</Button>
      </DialogActions>
      <Confirm
        isOpen={confirmSend}
        title={translate('deviations.dialog.sendTitle')}
        content={translate('deviations.dialog.sendContent')}
        confirm={translate('deviations.dialog.sendFix')}
        onConfirm={send}
        onClose={() => setConfirmSend(false)}
      />
      <Confirm
        isOpen={removing !== null}
        title={translate('deviations.dialog.removeTitle')}
        content={translate('deviations.dialog.removeContent', { name: removing?.name ?? '' })}
        confirm={translate('deviations.dialog.remove')}
        onConfirm={() => (removing ? remove(removing) : undefined)}
        onClose={() => setRemoving(null)}
      />
    </Dialog>
  );
}
