/**
 * Tilan muutos: a button for each status the office may move the application to (possibleStatuses
 * from the server), each behind a confirmation with an optional message for the history; returning
 * to the company ("Palauta kysymyksin") also takes questions the company answers. A return needs a
 * message or a question, and a question field left empty is marked, not dropped: each dialog is a
 * form of its declared action (useActionForm), checked with the route's own schema before sending.
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Controller, type ControllerRenderProps } from 'react-hook-form';
import { useActionForm } from '../../components/actions/useActionForm';
import { ApplicationStatus } from '../../domain/codes';
import { QUESTION_TEXT_MAX, type OfficeApplication } from '../../domain/api/applicationReview';
import { changeApplicationStatus, returnApplication } from '../../domain/api/applicationReviewActions';
import { Panel } from './OfficePanels';

type Target = { id: number; name: string };

interface DialogProps {
  application: OfficeApplication;
  target: Target;
  onClose: () => void;
}

/** The message input of either dialog, for its form's `message` (a Controller's render). */
const messageInput =
  (label: string, error: string | undefined) =>
  ({ field }: { field: Pick<ControllerRenderProps, 'onChange' | 'onBlur' | 'name' | 'ref'> & { value?: string | null } }) => (
    <TextField id="status-message" label={label} {...field} value={field.value ?? ''} multiline minRows={2} error={!!error} helperText={error} slotProps={{ htmlInput: { maxLength: 2000 } }} />
  );

function DialogFrame({ title, confirm, pending, generalError, onSubmit, onClose, children }: { title: string; confirm: string; pending: boolean; generalError?: string; onSubmit: () => void; onClose: () => void; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="status-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="status-dialog-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {children}
        {generalError && <Alert severity="error">{generalError}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('applicationReview.status.cancel')}</Button>
        <Button variant="contained" onClick={onSubmit} disabled={pending}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A move to another status, with an optional message for the history. */
function StatusChangeDialog({ application, target, onClose }: DialogProps) {
  const translate = useTranslate();
  const { form, onSubmit, pending, generalError, fieldError } = useActionForm(
    changeApplicationStatus,
    { appId: application.id },
    { defaultValues: { application_status_id: target.id, message: '' }, success: translate('applicationReview.status.changed', { status: target.name }), failure: 'applicationReview.saveFailed', onSuccess: onClose },
  );
  return (
    <DialogFrame
      title={translate('applicationReview.status.confirmTitle', { status: target.name })}
      confirm={translate('applicationReview.status.confirm')}
      pending={pending}
      generalError={generalError ?? fieldError('application_status_id')}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    >
      <Controller control={form.control} name="message" render={messageInput(translate('applicationReview.status.message'), fieldError('message'))} />
    </DialogFrame>
  );
}

/** "Palauta kysymyksin": a message and questions the company answers; one of them at least. */
function ReturnDialog({ application, onClose }: DialogProps) {
  const translate = useTranslate();
  const { form, onSubmit, pending, generalError, fieldError } = useActionForm(
    returnApplication,
    { appId: application.id },
    { defaultValues: { message: '', questions: [''] }, success: translate('applicationReview.status.returned'), failure: 'applicationReview.saveFailed', onSuccess: onClose },
  );
  const questions = form.watch('questions') ?? [];
  // A removed question takes its mark with it; the marks of the ones after it move up.
  const setQuestions = (next: string[]) => {
    form.clearErrors();
    form.setValue('questions', next);
  };
  return (
    <DialogFrame
      title={translate('applicationReview.status.returnTitle')}
      confirm={translate('applicationReview.status.returnConfirm')}
      pending={pending}
      generalError={generalError ?? fieldError('questions')}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    >
      <Controller control={form.control} name="message" render={messageInput(translate('applicationReview.status.returnMessage'), fieldError('message'))} />
      {questions.map((question, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            id={`return-question-${index}`}
            label={translate('applicationReview.status.question', { n: index + 1 })}
            value={question}
            onChange={(event) => form.setValue(`questions.${index}`, event.target.value)}
            multiline
            fullWidth
            error={!!fieldError(`questions.${index}`)}
            helperText={fieldError(`questions.${index}`)}
            slotProps={{ htmlInput: { maxLength: QUESTION_TEXT_MAX } }}
          />
          <IconButton aria-label={translate('applicationReview.status.removeQuestion', { n: index + 1 })} onClick={() => setQuestions(questions.filter((_, i) => i !== index))}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      {questions.length < 20 && (
        <Box>
          <Button size="small" onClick={() => setQuestions([...questions, ''])}>
            {translate('applicationReview.status.addQuestion')}
          </Button>
        </Box>
      )}
    </DialogFrame>
  );
}

export function StatusActions({ application }: { application: OfficeApplication }) {
  const translate = useTranslate();
  const [target, setTarget] = useState<Target | null>(null);
  return (
    <Panel id="status" title={translate('applicationReview.status.title')}>
      {application.possibleStatuses.length === 0 ? (
        <Typography variant="body2">{translate('applicationReview.status.none')}</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {application.possibleStatuses.map((status) => (
            <Button key={status.id} variant="outlined" onClick={() => setTarget(status)}>
              {status.id === ApplicationStatus.returned ? translate('applicationReview.status.returnButton') : translate('applicationReview.status.moveTo', { status: status.name })}
            </Button>
          ))}
        </Box>
      )}
      {target &&
        (target.id === ApplicationStatus.returned ? (
          <ReturnDialog application={application} target={target} onClose={() => setTarget(null)} />
        ) : (
          <StatusChangeDialog application={application} target={target} onClose={() => setTarget(null)} />
        ))}
    </Panel>
  );
}
