/**
 * /referenssin-vahvistus/:id/:hash?expires&signature: the page a reference's client opens from the
 * mailed link (no sign-in). Shows the reference, and the client confirms, corrects (with a comment)
 * or declines, and may leave feedback. Loaded on demand, without react-admin, like the sign-in pages.
 */
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router-dom';
import { ApiError, apiFetch } from '../../dataProvider/httpClient';
import { formatDate, formatDateTime } from '../../domain/formats';
import type { ConfirmationAnswer, ConfirmationView } from '../../domain/referenceConfirmation';
import { interpolate } from '../../i18n/lightTranslate';
import { fiReferenceConfirmation as t } from '../../i18n/fiReferenceConfirmation';
import { AuthCard } from '../auth/AuthCard';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; view: ConfirmationView };

const messageOf = (error: unknown) => (error instanceof ApiError ? error.body?.message : undefined) ?? t.failed;

export default function ReferenceConfirmationPage() {
  const { id = '', hash = '' } = useParams();
  const [params] = useSearchParams();
  const path = `/reference-confirmations/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`;
  const query = { expires: params.get('expires'), signature: params.get('signature') };
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [answer, setAnswer] = useState<ConfirmationAnswer>('confirm');
  const [comment, setComment] = useState('');
  const [feedback, setFeedback] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);

  useEffect(() => {
    apiFetch<ConfirmationView>(path, { query }).then(
      (view) => setLoad({ state: 'ready', view }),
      (failure: unknown) => setLoad({ state: 'failed', message: messageOf(failure) }),
    );
    // The link is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (answer === 'correct' && comment.trim() === '') {
      setCommentError(t.commentRequired);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const view = await apiFetch<ConfirmationView>(path, { method: 'POST', query, body: { answer, comment, feedback } });
      setLoad({ state: 'ready', view });
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.body?.errors?.comment?.[0] : undefined;
      if (fieldError) setCommentError(fieldError);
      else setError(messageOf(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title={t.title} wide>
      {load.state === 'loading' && <Typography role="status">{t.loading}</Typography>}
      {load.state === 'failed' && (
        <Alert severity="error" role="alert">
          {load.message}
        </Alert>
      )}
      {load.state === 'ready' && (
        <>
          <Typography sx={{ mb: 2 }}>{interpolate(t.intro, { company: load.view.companyName })}</Typography>
          <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
            {load.view.title}
          </Typography>
          <Box component="dl" sx={{ '& dt': { fontWeight: 600, mt: 1 }, '& dd': { m: 0, whiteSpace: 'pre-line' } }}>
            {load.view.clientName && (
              <>
                <dt>{t.client}</dt>
                <dd>{load.view.clientName}</dd>
              </>
            )}
            {load.view.address && (
              <>
                <dt>{t.address}</dt>
                <dd>{load.view.address}</dd>
              </>
            )}
            {(load.view.workStartDate || load.view.workEndDate) && (
              <>
                <dt>{t.period}</dt>
                <dd>{[load.view.workStartDate, load.view.workEndDate].map((day) => (day ? formatDate(day) : '')).join(' – ')}</dd>
              </>
            )}
            {load.view.workDescription && (
              <>
                <dt>{t.description}</dt>
                <dd>{load.view.workDescription}</dd>
              </>
            )}
          </Box>
          {load.view.status !== 'pending' ? (
            <Alert severity="success" sx={{ mt: 2 }} role="status">
              {t.thanks[load.view.status]} {load.view.answeredAt ? interpolate(t.answeredAt, { date: formatDateTime(load.view.answeredAt) }) : ''}
            </Alert>
          ) : (
            <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }}>
              <FormControl>
                <FormLabel id="confirmation-answer">{t.answerLegend}</FormLabel>
                <RadioGroup aria-labelledby="confirmation-answer" value={answer} onChange={(event) => setAnswer(event.target.value as ConfirmationAnswer)}>
                  <FormControlLabel value="confirm" control={<Radio />} label={t.confirm} />
                  <FormControlLabel value="correct" control={<Radio />} label={t.correct} />
                  <FormControlLabel value="decline" control={<Radio />} label={t.decline} />
                </RadioGroup>
              </FormControl>
              <TextField
                label={t.comment}
                value={comment}
                onChange={(event) => {
                  setComment(event.target.value);
                  setCommentError(null);
                }}
                required={answer === 'correct'}
                error={!!commentError}
                helperText={commentError ?? undefined}
                multiline
                minRows={2}
                fullWidth
                margin="normal"
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
              <TextField
                label={t.feedback}
                value={feedback}
                onChange={(event) => setFeedback(event.target.value)}
                multiline
                minRows={2}
                fullWidth
                margin="normal"
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
              {error && (
                <Alert severity="error" role="alert" sx={{ my: 1 }}>
                  {error}
                </Alert>
              )}
              <Button type="submit" variant="contained" disabled={sending}>
                {sending ? t.sending : t.send}
              </Button>
            </Box>
          )}
        </>
      )}
    </AuthCard>
  );
}
