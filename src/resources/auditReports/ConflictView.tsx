/**
 * A question saved by someone else since the auditor's edit began (409 'stale'): both texts side by
 * side, "Sinun tekstisi" and "Tallennettu teksti" with who saved it and when, and the two ways out —
 * keep one's own (sent again on the version that now stands) or take the saved one. Nothing is
 * overwritten before the auditor chooses.
 */
import { useId } from 'react';
import { Alert, AlertTitle, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReportQuestion } from '../../domain/api/auditReport';
import { formatDateTime } from '../../domain/formats';
import { valuesOf, WRITTEN_FIELDS, type Changes, type WrittenField } from './reportSaver';

const LABELS: Record<WrittenField, string> = {
  answer: 'auditReport.question.answer',
  finished: 'auditReport.question.finished',
  public: 'auditReport.question.public',
  strengths: 'auditReport.question.strengths',
  developmentAreas: 'auditReport.question.developmentAreas',
  score: 'auditReport.question.score',
  hasDeviation: 'auditReport.question.hasDeviation',
};

interface Props {
  mine: Changes;
  current: ReportQuestion;
  onKeepMine: () => void;
  onUseSaved: () => void;
}

export function ConflictView({ mine, current, onKeepMine, onUseSaved }: Props) {
  const translate = useTranslate();
  const uid = useId();
  const saved = valuesOf(current);
  const shown = (value: unknown) => {
    if (value === null || value === undefined || value === '') return translate('auditReport.conflict.empty');
    if (typeof value === 'boolean') return translate(value ? 'auditReport.question.yes' : 'auditReport.question.no');
    return String(value);
  };
  const fields = WRITTEN_FIELDS.filter((field) => field in mine);
  const column = (title: string, subtitle: string | null, pick: (field: WrittenField) => unknown, id: string) => (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 1.5, minWidth: 0 }}>
      <Typography id={id} variant="subtitle2" component="h4">
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="caption" color="text.secondary" component="p">
          {subtitle}
        </Typography>
      )}
      {fields.map((field) => (
        <Box key={field} sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate(LABELS[field])}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {shown(pick(field))}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
  const by = [current.updatedBy, current.updatedAt ? formatDateTime(current.updatedAt) : null].filter(Boolean).join(', ');
  return (
    <Alert severity="warning" role="alert" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <AlertTitle>{translate('auditReport.conflict.title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('auditReport.conflict.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        {column(translate('auditReport.conflict.mine'), null, (field) => mine[field], `${uid}-mine`)}
        {column(translate('auditReport.conflict.saved'), by || null, (field) => saved[field], `${uid}-saved`)}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={onKeepMine}>
          {translate('auditReport.conflict.keepMine')}
        </Button>
        <Button variant="outlined" onClick={onUseSaved}>
          {translate('auditReport.conflict.useSaved')}
        </Button>
      </Stack>
    </Alert>
  );
}
