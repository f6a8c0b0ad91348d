/**
 * The company's questions on an application (issue 11): the office's catalogue questions for the
 * application's type and the questions the office asked when it returned the application, with the
 * company's answers. `editable` (the page knows the status and the caller's permission) and the
 * server's own `editable` both must allow answering; otherwise the answers are shown as read.
 */
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useActionForm } from '../../../../components/actions/useActionForm';
import { useActionQuery } from '../../../../components/actions/useActionQuery';
import { applicationAnswers, saveApplicationAnswers } from '../../../../domain/api/applicationActions';
import { ANSWER_MAX, type ApplicationAnswers as Answers } from '../../../../domain/api/applicationReview';

interface Props {
  companyId: number;
  applicationId: number;
  editable: boolean;
}

function AnswersForm({ companyId, applicationId, data, editable }: Props & { data: Answers }) {
  const translate = useTranslate();
  // The server's answers refresh after a save (the action's touches), and the form starts from them again.
  const { form, onSubmit, pending, generalError, fieldError } = useActionForm(
    saveApplicationAnswers,
    { id: companyId, appId: applicationId },
    {
      defaultValues: {
        answers: data.answers.map((a) => ({ question_id: a.questionId, answer: a.answer ?? '' })),
        office_answers: data.officeQuestions.map((q) => ({ id: q.id, answer: q.answer ?? '' })),
      },
      success: 'applicationAnswers.saved',
      failure: 'applicationAnswers.saveFailed',
    },
  );
  const canWrite = editable && data.editable;
  const question = (id: string, text: string, name: `answers.${number}.answer` | `office_answers.${number}.answer`, value: string | null) =>
    canWrite ? (
      <Controller
        key={id}
        control={form.control}
        name={name}
        render={({ field }) => (
          <TextField
            id={id}
            label={text}
            {...field}
            value={field.value ?? ''}
            error={!!fieldError(name)}
            helperText={fieldError(name)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: ANSWER_MAX } }}
          />
        )}
      />
    ) : (
      <Box key={id}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {text}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {value || translate('applicationAnswers.noAnswer')}
        </Typography>
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {!canWrite && <Alert severity="info">{translate('applicationAnswers.readOnly')}</Alert>}
      {data.officeQuestions.length > 0 && (
        <Box component="section" aria-labelledby="answers-office" sx={{ display: 'grid', gap: 2 }}>
          <Typography id="answers-office" variant="subtitle1" component="h3">
            {translate('applicationAnswers.office')}
          </Typography>
          {data.officeQuestions.map((q, index) => question(`office-question-${q.id}`, q.text, `office_answers.${index}.answer`, q.answer))}
        </Box>
      )}
      {data.answers.length > 0 && (
        <Box component="section" aria-labelledby="answers-catalogue" sx={{ display: 'grid', gap: 2 }}>
          <Typography id="answers-catalogue" variant="subtitle1" component="h3">
            {translate('applicationAnswers.catalogue')}
          </Typography>
          {data.answers.map((a, index) => question(`question-${a.questionId}`, a.text, `answers.${index}.answer`, a.answer))}
        </Box>
      )}
      {generalError && <Alert severity="error">{generalError}</Alert>}
      {canWrite && (
        <Box>
          <Button variant="contained" onClick={() => void onSubmit()} disabled={pending}>
            {translate('applicationAnswers.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** The application's questions and answers (one request, shared by the page's notice and the form). */
export function useApplicationAnswers(companyId: number, applicationId: number) {
  // A refusal (403/404) does not pass by retrying; the page's own reload asks again.
  return useActionQuery(applicationAnswers, { id: companyId, appId: applicationId }, { retry: false });
}

export function ApplicationAnswers({ companyId, applicationId, editable }: Props) {
  const translate = useTranslate();
  const answers = useApplicationAnswers(companyId, applicationId);
  return (
    <Box component="section" aria-labelledby="application-answers-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="application-answers-title" variant="h6" component="h2">
        {translate('applicationAnswers.title')}
      </Typography>
      {answers.isPending ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography variant="body2">{translate('applicationAnswers.loading')}</Typography>
        </Box>
      ) : answers.isError ? (
        <Alert severity="error">{translate('applicationAnswers.loadFailed')}</Alert>
      ) : answers.data.answers.length === 0 && answers.data.officeQuestions.length === 0 ? (
        <Typography variant="body2">{translate('applicationAnswers.empty')}</Typography>
      ) : (
        // Remounted when the server's answers change, so that the form starts from what is stored.
        <AnswersForm key={answers.dataUpdatedAt} companyId={companyId} applicationId={applicationId} data={answers.data} editable={editable} />
      )}
    </Box>
  );
}
