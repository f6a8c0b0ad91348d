/**
 * The report's dialogs: the audit report modal of SPEC §2 ("Yhteenveto": status, dates, the scores
 * per section beside the company's self-evaluation, the deviations) and the master auditor's review
 * (a comment, accept or return).
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
  Box,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAction } from '../../components/actions/useAction';
import { httpFieldErrors } from '../../components/form/httpErrorFields';
import type { AuditReport } from '../../domain/api/auditReport';
import { reviewReport } from '../../domain/api/auditReportActions';
import { DeviationStatus } from '../../domain/auditCodes';
import { formatDateTime } from '../../domain/formats';
import { SectionScoresTable } from './SectionScoresTable';
import { FactList } from '../../components/FactList';

export function SummaryDialog({ report, statusName, onClose }: { report: AuditReport; statusName: string; onClose: () => void }) {
  const translate = useTranslate();
  const questions = report.sections.flatMap((section) => section.questions);
  const finished = questions.filter((question) => question.answer.finished).length;
  const deviations = new Map(questions.flatMap((question) => question.openDeviations).filter((deviation) => deviation.programId === report.programId).map((deviation) => [deviation.id, deviation]));
  const marked = questions.filter((question) => question.observation.hasDeviation).length;
  const open = [...deviations.values()].filter((deviation) => deviation.statusId !== DeviationStatus.acceptedFixed).length;
  const none = translate('auditReport.summary.none');
  const rows: Array<[string, string]> = [
    [translate('auditReport.status'), statusName],
    [translate('auditReport.summary.sentAt'), formatDateTime(report.sentAt) || none],
    [translate('auditReport.summary.reviewAskedAt'), formatDateTime(report.reviewAskedAt) || none],
    [translate('auditReport.summary.reviewedAt'), formatDateTime(report.reviewedAt) || none],
    [translate('auditReport.summary.reviewer'), report.reviewerName ?? none],
    [translate('auditReport.summary.finishedAt'), formatDateTime(report.finishedAt) || none],
    [translate('auditReport.summary.finished'), `${finished}/${questions.length}`],
    [translate('auditReport.summary.deviations'), String(Math.max(marked, deviations.size))],
    [translate('auditReport.summary.openDeviations'), String(open)],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="report-summary-title">
      <DialogTitle id="report-summary-title">{translate('auditReport.summary.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {report.companyName}
        </Typography>
        <FactList sx={{ gridTemplateColumns: 'minmax(8rem, auto) 1fr', my: 1 }} facts={rows} />
        {report.companyComment && (
          <Box sx={{ my: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {translate('auditReport.summary.companyComment')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {report.companyComment}
            </Typography>
          </Box>
        )}
        <SectionScoresTable sections={report.sections} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('auditReport.summary.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function ReviewDialog({ programId, onClose }: { programId: number; onClose: () => void }) {
  const translate = useTranslate();
  const [comment, setComment] = useState('');
  const [decision, setDecision] = useState<'' | 'accept' | 'return'>('');
  const review = useAction(reviewReport, { success: 'auditReport.actions.reviewed', refreshOnError: true });
  const errors = httpFieldErrors(review.mutation.error);
  const submit = async () => {
    const body = { reviewer_comment: comment === '' ? null : comment, accept: decision === 'accept' };
    if (await review.run({ id: programId }, { body })) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="report-review-title">
      <DialogTitle id="report-review-title">{translate('auditReport.actions.reviewTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {review.error && !errors.reviewerComment && <Alert severity="error">{review.error}</Alert>}
        <TextField
          id="report-review-comment"
          label={translate('auditReport.actions.reviewerComment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          error={Boolean(errors.reviewerComment)}
          helperText={errors.reviewerComment}
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 1 }}
        />
        <FormControl>
          <FormLabel id="report-review-decision">{translate('auditReport.actions.decision')}</FormLabel>
          <RadioGroup aria-labelledby="report-review-decision" value={decision} onChange={(event) => setDecision(event.target.value as 'accept' | 'return')}>
            <FormControlLabel value="accept" control={<Radio />} label={translate('auditReport.actions.accept')} />
            <FormControlLabel value="return" control={<Radio />} label={translate('auditReport.actions.return')} />
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('auditReport.actions.cancel')}</Button>
        <Button variant="contained" disabled={decision === '' || review.pending} onClick={() => void submit()}>
          {translate('auditReport.actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
