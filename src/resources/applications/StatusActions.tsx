/**
 * Tilan muutos: a button for each status the office may move the application to (possibleStatuses
 * from the server), each behind a confirmation with an optional message for the history; returning
 * to the company ("Palauta kysymyksin") also takes questions the company answers. A return needs a
 * message or a question, and a question field left empty is marked, not dropped: the dialog checks
 * with the route's own schemas before sending.
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ApplicationStatus } from '../../domain/codes';
import { QUESTION_TEXT_MAX, returnBodySchema, statusChangeBodySchema, type OfficeApplication } from '../../domain/api/applicationReview';
import { Panel } from './OfficePanels';
import { useApplicationAction } from './useApplicationAction';

type Target = { id: number; name: string };

function StatusDialog({ application, target, onClose }: { application: OfficeApplication; target: Target; onClose: () => void }) {
  const translate = useTranslate();
  const action = useApplicationAction();
  const returning = target.id === ApplicationStatus.returned;
  const [message, setMessage] = useState('');
  const [questions, setQuestions] = useState<string[]>(returning ? [''] : []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    const body = returning ? { message, questions } : { application_status_id: target.id, message };
    const checked = (returning ? returnBodySchema : statusChangeBodySchema).safeParse(body);
    setErrors(checked.success ? {} : Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
    if (!checked.success) return;
    const ok = returning
      ? await action.run(`/applications/${application.id}/return`, 'POST', body, translate('applicationReview.status.returned'))
      : await action.run(`/applications/${application.id}/status`, 'POST', body, translate('applicationReview.status.changed', { status: target.name }));
    if (ok) onClose();
  };
  // A removed question takes its mark with it; the marks of the ones after it move up.
  const removeQuestion = (index: number) => {
    setQuestions((all) => all.filter((_, i) => i !== index));
    setErrors({});
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="status-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="status-dialog-title">{returning ? translate('applicationReview.status.returnTitle') : translate('applicationReview.status.confirmTitle', { status: target.name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          id="status-message"
          label={translate(returning ? 'applicationReview.status.returnMessage' : 'applicationReview.status.message')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={2}
          error={!!errors.message}
          helperText={errors.message}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {questions.map((question, index) => (
          <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              id={`return-question-${index}`}
              label={translate('applicationReview.status.question', { n: index + 1 })}
              value={question}
              onChange={(event) => setQuestions((all) => all.map((q, i) => (i === index ? event.target.value : q)))}
              multiline
              fullWidth
              error={!!errors[`questions.${index}`]}
              helperText={errors[`questions.${index}`]}
              slotProps={{ htmlInput: { maxLength: QUESTION_TEXT_MAX } }}
            />
            <IconButton aria-label={translate('applicationReview.status.removeQuestion', { n: index + 1 })} onClick={() => removeQuestion(index)}>
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
        {returning && questions.length < 20 && (
          <Box>
            <Button size="small" onClick={() => setQuestions((all) => [...all, ''])}>
              {translate('applicationReview.status.addQuestion')}
            </Button>
          </Box>
        )}
        {action.error && <Alert severity="error">{action.error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('applicationReview.status.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={action.pending}>
          {translate(returning ? 'applicationReview.status.returnConfirm' : 'applicationReview.status.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
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
      {target && <StatusDialog application={application} target={target} onClose={() => setTarget(null)} />}
    </Panel>
  );
}
