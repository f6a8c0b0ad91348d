/**
 * One audit question in the report editor: its text and guidance, the previous report's answer when
 * it differs, the answer with its finished and public flags, the observation (strengths, development
 * areas, score 0–5, deviation), the last score and open deviations beside it, the observation's
 * history (collapsible), and the question's own save state and conflict. Read-only when the caller
 * may not write.
 */
import { memo, useId, useState } from 'react';
import { Alert, Box, Button, Checkbox, Chip, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReportQuestion } from '../../domain/api/auditReport';
import { DeviationSeverity } from '../../domain/auditCodes';
import { formatDate, formatDateTime } from '../../domain/formats';
import { ConflictView } from './ConflictView';
import { RaiseDeviationDialog } from './RaiseDeviationDialog';
import type { QuestionEntry, QuestionValues, ReportSaver, WrittenField } from './reportSaver';

interface Props {
  /** The programme whose report this is (a deviation is raised on it). */
  programId: number;
  question: ReportQuestion;
  entry: QuestionEntry | undefined;
  saver: ReportSaver;
  canWrite: boolean;
  /** The severity names ('deviation-severities'). */
  severityName: (id: number) => string;
}

const SCORES = [0, 1, 2, 3, 4, 5];

function StateChip({ entry }: { entry: QuestionEntry | undefined }) {
  const translate = useTranslate();
  if (!entry) return null;
  const label =
    entry.state === 'dirty' || entry.state === 'refused'
      ? translate('auditReport.save.questionUnsaved')
      : entry.state === 'saving'
        ? translate('auditReport.save.questionSaving')
        : entry.state === 'queued'
          ? translate('auditReport.save.questionWaiting')
          : null;
  return label ? <Chip size="small" variant="outlined" color={entry.state === 'queued' ? 'warning' : 'default'} label={label} /> : null;
}

function ReadOnlyText({ label, value }: { label: string; value: string | null }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} color={value ? 'text.primary' : 'text.secondary'}>
        {value || translate('auditReport.question.empty')}
      </Typography>
    </Box>
  );
}

function QuestionEditorView({ programId, question, entry, saver, canWrite, severityName }: Props) {
  const translate = useTranslate();
  const uid = useId();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [raising, setRaising] = useState(false);
  const values: QuestionValues = entry?.values ?? {
    answer: question.answer.answer,
    finished: question.answer.finished,
    public: question.answer.public,
    strengths: question.observation.strengths,
    developmentAreas: question.observation.developmentAreas,
    score: question.observation.score,
    hasDeviation: question.observation.hasDeviation,
  };
  const change = (field: WrittenField, value: QuestionValues[WrittenField]) => saver.change(question.id, field, value);
  const errors = entry?.state === 'refused' ? (entry.error?.fields ?? {}) : {};
  const fieldError = (field: string) => errors[field] ?? errors[field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)];
  const titleId = `${uid}-title`;
  const historyId = `${uid}-history`;
  const initial = question.answer.initialAnswer;
  const text = (field: 'answer' | 'strengths' | 'developmentAreas', label: string, rows: number) =>
    canWrite ? (
      <TextField
        id={`${uid}-${field}`}
        label={label}
        value={values[field] ?? ''}
        onChange={(event) => change(field, event.target.value)}
        multiline
        minRows={rows}
        fullWidth
        error={Boolean(fieldError(field))}
        helperText={fieldError(field)}
      />
    ) : (
      <ReadOnlyText label={label} value={values[field]} />
    );
  const flag = (field: 'finished' | 'public' | 'hasDeviation', label: string) =>
    canWrite ? (
      <FormControlLabel control={<Checkbox checked={values[field]} onChange={(event) => change(field, event.target.checked)} />} label={label} />
    ) : (
      <Typography variant="body2">
        {label}: {translate(values[field] ? 'auditReport.question.yes' : 'auditReport.question.no')}
      </Typography>
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: '1 1 16rem' }}>
          {question.text}
        </Typography>
        <StateChip entry={entry} />
      </Stack>
      {question.description && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          <strong>{translate('auditReport.question.guidance')}:</strong> {question.description}
        </Typography>
      )}
      {(question.lastScore !== null || question.openDeviations.length > 0) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {question.lastScore !== null && <Chip size="small" label={`${translate('auditReport.question.lastScore')}: ${question.lastScore}`} />}
          {question.openDeviations.length > 0 && (
            <Box sx={{ flexBasis: '100%' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {translate('auditReport.question.openDeviations')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {question.openDeviations.map((deviation) => (
                  <Typography component="li" variant="body2" key={deviation.id} color={deviation.overdue ? 'error' : 'text.primary'}>
                    {severityName(deviation.severityId)}
                    {deviation.severityId === DeviationSeverity.serious ? ' ⚠' : ''}: {deviation.description} ({translate('auditReport.question.dueBy', { date: formatDate(deviation.toBeFixedByDate) })}
                    {deviation.overdue ? `, ${translate('auditReport.question.overdue')}` : ''})
                  </Typography>
                ))}
              </Box>
            </Box>
          )}
        </Box>
      )}
      {initial && initial !== (values.answer ?? '') && (
        <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          <ReadOnlyText label={translate('auditReport.question.previousAnswer')} value={initial} />
        </Box>
      )}
      {entry?.state === 'conflict' && entry.current && (
        <ConflictView mine={saver.changesOf(question.id)} current={entry.current} onKeepMine={() => saver.keepMine(question.id)} onUseSaved={() => saver.useSaved(question.id)} />
      )}
      {entry?.state === 'refused' && entry.error && Object.keys(entry.error.fields).length === 0 && (
        <Alert severity="error">{translate('auditReport.save.refused', { message: entry.error.message })}</Alert>
      )}
      {text('answer', translate('auditReport.question.answer'), 3)}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {flag('finished', translate('auditReport.question.finished'))}
        {flag('public', translate('auditReport.question.public'))}
      </Box>
      {question.answer.reviewerComment && <ReadOnlyText label={translate('auditReport.question.reviewerComment')} value={question.answer.reviewerComment} />}
      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1, sm: 1.5 }, m: 0, display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Typography component="legend" variant="body2" sx={{ fontWeight: 600, px: 0.5 }}>
          {translate('auditReport.question.observation')}
        </Typography>
        {text('strengths', translate('auditReport.question.strengths'), 2)}
        {text('developmentAreas', translate('auditReport.question.developmentAreas'), 2)}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          {canWrite ? (
            <TextField
              id={`${uid}-score`}
              select
              size="small"
              label={translate('auditReport.question.score')}
              value={values.score === null ? '' : String(values.score)}
              onChange={(event) => change('score', event.target.value === '' ? null : Number(event.target.value))}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              error={Boolean(fieldError('score'))}
              helperText={fieldError('score')}
              sx={{ minWidth: 150 }}
            >
              <option value="">{translate('auditReport.question.noScore')}</option>
              {SCORES.map((score) => (
                <option key={score} value={score}>
                  {score}
                </option>
              ))}
            </TextField>
          ) : (
            <Typography variant="body2">
              {translate('auditReport.question.score')}: {values.score ?? translate('auditReport.question.noScore')}
            </Typography>
          )}
          {flag('hasDeviation', translate('auditReport.question.hasDeviation'))}
        </Box>
        {/* Only the assigned auditors while the report is writable (canWrite); the server checks the same. */}
        {canWrite && (
          <Box>
            <Button variant="outlined" onClick={() => setRaising(true)} aria-describedby={titleId}>
              {translate('deviations.raise.open')}
            </Button>
          </Box>
        )}
      </Box>
      {raising && <RaiseDeviationDialog programId={programId} questionId={question.id} questionText={question.text} onClose={() => setRaising(false)} />}
      <Box>
        <Button size="small" aria-expanded={historyOpen} aria-controls={historyId} onClick={() => setHistoryOpen(!historyOpen)}>
          {translate('auditReport.question.history', { smart_count: question.observationHistory.length })}
        </Button>
        {historyOpen && (
          <Box id={historyId} sx={{ mt: 1 }}>
            {question.observationHistory.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate('auditReport.question.historyEmpty')}
              </Typography>
            ) : (
              <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
                {question.observationHistory.map((entryOf, index) => (
                  <Typography component="li" variant="body2" key={`${entryOf.at}-${index}`} sx={{ overflowWrap: 'anywhere' }}>
                    <strong>{translate('auditReport.question.historyEntry', { at: formatDateTime(entryOf.at), by: entryOf.by ?? '' })}</strong>
                    {' – '}
                    {translate('auditReport.question.score')}: {entryOf.score ?? translate('auditReport.question.noScore')}
                    {entryOf.hasDeviation ? `, ${translate('auditReport.question.hasDeviation')}` : ''}
                    {entryOf.strengths ? `. ${translate('auditReport.question.strengths')}: ${entryOf.strengths}` : ''}
                    {entryOf.developmentAreas ? `. ${translate('auditReport.question.developmentAreas')}: ${entryOf.developmentAreas}` : ''}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        )}
      </Box>
    </Paper>
  );
}

export const QuestionEditor = memo(QuestionEditorView);
