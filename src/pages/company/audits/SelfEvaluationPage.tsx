/**
 * The company's self-evaluation of an audit programme (issue 21; SPEC §2 self-evaluation modal):
 * the 16 evaluation report sections, each with a score select (0–5) and a comment, saved at once;
 * beside each the auditor's score once the company may see it. Read-only to members who are not
 * admins and after the report is sent. One column on a phone.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, CircularProgress, FormControl, InputLabel, MenuItem, Paper, Select, Stack, TextField, Typography } from '@mui/material';
import { useAction } from '../../../components/actions/useAction';
import { useActionQuery } from '../../../components/actions/useActionQuery';
import { selfEvaluation, writeSelfEvaluation, SELF_EVALUATION_COMMENT_MAX, type SelfEvaluation } from '../../../domain/api/selfEvaluationActions';

interface Draft {
  score: number | null;
  comment: string;
}

const SCORES = [0, 1, 2, 3, 4, 5] as const;
const draftsOf = (data: SelfEvaluation): Record<number, Draft> =>
  Object.fromEntries(data.sections.map((section) => [section.sectionId, { score: section.score, comment: section.comment ?? '' }]));

/** The programme from the props (the company's Auditoinnit section), else from the route's params. */
export function SelfEvaluationPage(props: { companyId?: number; programId?: number }) {
  const translate = useTranslate();
  const params = useParams();
  const companyId = props.companyId ?? Number(params.companyId);
  const programId = props.programId ?? Number(params.programId);
  const query = useActionQuery(selfEvaluation, { id: companyId, programId }, { retry: false });
  const save = useAction(writeSelfEvaluation, { success: 'pateva.selfEvaluation.saved', failure: 'pateva.selfEvaluation.saveFailed' });
  const [drafts, setDrafts] = useState<Record<number, Draft> | null>(null);

  useEffect(() => {
    if (query.data && drafts === null) setDrafts(draftsOf(query.data));
  }, [query.data, drafts]);

  if (query.isPending) {
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ p: 2, alignItems: "center" }}>
        <CircularProgress size={20} />
        <Typography>{translate('pateva.selfEvaluation.loading')}</Typography>
      </Stack>
    );
  }
  if (query.isError || !query.data) return <Alert severity="error">{translate('pateva.selfEvaluation.loadFailed')}</Alert>;
  const data = query.data;
  const values = drafts ?? draftsOf(data);
  const editable = data.canWrite;
  const change = (sectionId: number, patch: Partial<Draft>) => setDrafts({ ...values, [sectionId]: { ...(values[sectionId] ?? { score: null, comment: '' }), ...patch } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sections = data.sections.map((section) => ({
      section_id: section.sectionId,
      score: values[section.sectionId]?.score ?? null,
      comment: values[section.sectionId]?.comment.trim() || null,
    }));
    await save.run({ id: companyId, programId }, { body: { sections } });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 900, width: '100%' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('pateva.selfEvaluation.title')} – {data.companyName}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('pateva.selfEvaluation.intro')}</Typography>
      {data.closed && <Alert severity="info" sx={{ mb: 2 }}>{translate('pateva.selfEvaluation.closed')}</Alert>}
      {!data.closed && !editable && <Alert severity="info" sx={{ mb: 2 }}>{translate('pateva.selfEvaluation.readOnly')}</Alert>}
      <Stack spacing={2}>
        {data.sections.map((section) => {
          const value = values[section.sectionId] ?? { score: null, comment: '' };
          const labelId = `self-evaluation-score-${section.sectionId}`;
          return (
            <Paper key={section.sectionId} variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`${labelId}-title`}>
              <Typography variant="subtitle1" component="h2" id={`${labelId}-title`} gutterBottom>
                {section.sectionId}. {section.name}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
                <FormControl size="small" sx={{ minWidth: 160 }} disabled={!editable}>
                  <InputLabel id={labelId}>{translate('pateva.selfEvaluation.score')}</InputLabel>
                  <Select
                    labelId={labelId}
                    label={translate('pateva.selfEvaluation.score')}
                    value={value.score === null ? '' : String(value.score)}
                    onChange={(event) => change(section.sectionId, { score: event.target.value === '' ? null : Number(event.target.value) })}
                  >
                    <MenuItem value="">{translate('pateva.selfEvaluation.noScore')}</MenuItem>
                    {SCORES.map((score) => (
                      <MenuItem key={score} value={String(score)}>
                        {score}
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
                <TextField
                  label={translate('pateva.selfEvaluation.comment')}
                  value={value.comment}
                  onChange={(event) => change(section.sectionId, { comment: event.target.value })}
                  disabled={!editable}
                  multiline
                  minRows={2}
                  fullWidth
                  size="small"
                  slotProps={{ htmlInput: { maxLength: SELF_EVALUATION_COMMENT_MAX } }}
                />
              </Stack>
              {section.auditorScore !== null && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {translate('pateva.selfEvaluation.auditorScore')}: {section.auditorScore.toLocaleString('fi-FI')}
                </Typography>
              )}
            </Paper>
          );
        })}
      </Stack>
      {save.error && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {save.error}
        </Alert>
      )}
      {editable && (
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.pending}>
          {translate('pateva.selfEvaluation.save')}
        </Button>
      )}
    </Box>
  );
}

export default SelfEvaluationPage;
