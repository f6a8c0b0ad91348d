/**
 * The company's questions on an application (issue 11): the office's catalogue questions for the
 * application's type and the questions the office asked when it returned the application, with the
 * company's answers. `editable` (the page knows the status and the caller's permission) and the
 * server's own `editable` both must allow answering; otherwise the answers are shown as read.
 */
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PatevaDataProvider } from '../../../../dataProvider';
import { ANSWER_MAX, type ApplicationAnswers as Answers } from '../../../../domain/api/applicationReview';
import { serverMessage } from '../../../../components/form/httpErrorFields';
import { TOAST_DEFAULT_DURATION_MS } from '../../../../domain/toasts';

interface Props {
  companyId: number;
  applicationId: number;
  editable: boolean;
}

const key = (companyId: number, applicationId: number) => ['companies', companyId, 'applications', applicationId, 'answers'];

function AnswersForm({ companyId, applicationId, data, editable }: Props & { data: Answers }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const queryClient = useQueryClient();
  const [catalogue, setCatalogue] = useState<Record<number, string>>(() => Object.fromEntries(data.answers.map((a) => [a.questionId, a.answer ?? ''])));
  const [office, setOffice] = useState<Record<number, string>>(() => Object.fromEntries(data.officeQuestions.map((q) => [q.id, q.answer ?? ''])));
  const save = useMutation({
    mutationFn: () =>
      dataProvider.call<Answers>(`/companies/${companyId}/applications/${applicationId}/answers`, {
        method: 'PUT',
        body: {
          answers: data.answers.map((a) => ({ question_id: a.questionId, answer: catalogue[a.questionId] ?? '' })),
          office_answers: data.officeQuestions.map((q) => ({ id: q.id, answer: office[q.id] ?? '' })),
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(key(companyId, applicationId), saved);
      notify('applicationAnswers.saved', { type: 'success', autoHideDuration: TOAST_DEFAULT_DURATION_MS });
    },
  });
  const canWrite = editable && data.editable;
  const question = (id: string, text: string, value: string, onChange: (value: string) => void) =>
    canWrite ? (
      <TextField key={id} id={id} label={text} value={value} onChange={(event) => onChange(event.target.value)} multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: ANSWER_MAX } }} />
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
          {data.officeQuestions.map((q) => question(`office-question-${q.id}`, q.text, office[q.id] ?? '', (value) => setOffice((all) => ({ ...all, [q.id]: value }))))}
        </Box>
      )}
      {data.answers.length > 0 && (
        <Box component="section" aria-labelledby="answers-catalogue" sx={{ display: 'grid', gap: 2 }}>
          <Typography id="answers-catalogue" variant="subtitle1" component="h3">
            {translate('applicationAnswers.catalogue')}
          </Typography>
          {data.answers.map((a) => question(`question-${a.questionId}`, a.text, catalogue[a.questionId] ?? '', (value) => setCatalogue((all) => ({ ...all, [a.questionId]: value }))))}
        </Box>
      )}
      {save.isError && <Alert severity="error">{serverMessage(save.error) ?? translate('applicationAnswers.saveFailed')}</Alert>}
      {canWrite && (
        <Box>
          <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending}>
            {translate('applicationAnswers.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** The application's questions and answers (one request, shared by the page's notice and the form). */
export function useApplicationAnswers(companyId: number, applicationId: number) {
  const dataProvider = useDataProvider<PatevaDataProvider>();
  return useQuery({
    queryKey: key(companyId, applicationId),
    queryFn: ({ signal }) => dataProvider.call<Answers>(`/companies/${companyId}/applications/${applicationId}/answers`, { signal }),
    // A refusal (403/404) does not pass by retrying; the page's own reload asks again.
    retry: false,
  });
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
