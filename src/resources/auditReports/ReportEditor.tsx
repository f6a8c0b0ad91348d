/**
 * The auditor's report editor (issue 21), /audit/audit-programs/:id/report; the office reads the same
 * page at /office/audit-programs/:id/report. The header names the company, the certificate, the audit
 * and the report's state, and says whether everything is saved ("Tallennettu klo HH.mm"), what waits
 * for the connection, and holds the autosave switch (on by default, SPEC §4) and the report's actions.
 * The 16 sections are accordions (one open at a time is light on a phone), each with the company's
 * self-evaluation, the auditor's mean score and its questions (QuestionEditor).
 */
import { useCallback, useState, type ReactNode } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Confirm, Title, useCreatePath, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useAction } from '../../components/actions/useAction';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { useLookup } from '../../components/entity/useLookup';
import { httpFieldErrors, httpStatus } from '../../components/form/httpErrorFields';
import type { AuditReport } from '../../domain/api/auditReport';
import { auditReport, commentReportAsAuditor, requestReportReview, sendReport } from '../../domain/api/auditReportActions';
import { AuditReportStatus } from '../../domain/auditCodes';
import { formatTime } from '../../domain/formats';
import { QuestionEditor } from './QuestionEditor';
import { ReviewDialog, SummaryDialog } from './ReportDialogs';
import { useReportSaver } from './useReportSaver';
import { SelfEvaluationComparison } from '../selfEvaluation';
import type { ReportSaver, SaverSnapshot } from './reportSaver';
import { FactList } from '../../components/FactList';

const useName = (list: string) => {
  const lookup = useLookup(list);
  return (id: number | null | undefined) => lookup.data?.find((entry) => entry.id === id)?.shortDescription ?? (id === null || id === undefined ? '' : String(id));
};

export const reportPdfPath = (programId: number) => `/api/audit-programs/${programId}/report/pdf`;

function SaveStatus({ snapshot, onSave }: { snapshot: SaverSnapshot; onSave: () => void }) {
  const translate = useTranslate();
  const saving = [...snapshot.entries.values()].some((entry) => entry.state === 'saving');
  const text = snapshot.offline
    ? translate('auditReport.save.offline')
    : saving
      ? translate('auditReport.save.saving')
      : snapshot.unsaved > 0
        ? translate('auditReport.save.unsaved')
        : snapshot.lastSavedAt
          ? translate('auditReport.save.savedAt', { time: formatTime(snapshot.lastSavedAt) })
          : translate('auditReport.save.nothing');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Box role="status" aria-live="polite" sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} color={snapshot.offline ? 'warning.main' : snapshot.unsaved > 0 ? 'text.primary' : 'success.main'}>
          {text}
        </Typography>
        {snapshot.waiting > 0 && (
          <Typography variant="body2" color="warning.main">
            {translate('auditReport.save.waiting', { smart_count: snapshot.waiting })}
          </Typography>
        )}
      </Box>
      {!snapshot.autosave && (
        <Button size="small" variant="contained" onClick={onSave} disabled={snapshot.unsaved === 0}>
          {translate('auditReport.save.button')}
        </Button>
      )}
    </Box>
  );
}

function AuditorComment({ report }: { report: AuditReport }) {
  const translate = useTranslate();
  const [comment, setComment] = useState(report.auditorComment ?? '');
  const save = useAction(commentReportAsAuditor, { success: 'auditReport.actions.commentSaved' });
  const errors = httpFieldErrors(save.mutation.error);
  return (
    <Box component="form" onSubmit={(event) => { event.preventDefault(); void save.run({ id: report.programId }, { body: { auditor_comment: comment === '' ? null : comment } }); }} sx={{ display: 'grid', gap: 1 }}>
      {save.error && !errors.auditorComment && <Alert severity="error">{save.error}</Alert>}
      <TextField
        id="report-auditor-comment"
        label={translate('auditReport.actions.auditorComment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={Boolean(errors.auditorComment)}
        helperText={errors.auditorComment}
        multiline
        minRows={2}
        fullWidth
      />
      <Box>
        <Button type="submit" size="small" variant="outlined" disabled={save.pending}>
          {translate('auditReport.actions.saveComment')}
        </Button>
      </Box>
    </Box>
  );
}

type Confirming = 'send' | 'review-request' | null;

function ReportActions({ report, saver, snapshot }: { report: AuditReport; saver: ReportSaver; snapshot: SaverSnapshot }) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [reviewing, setReviewing] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const send = useAction(sendReport, { success: 'auditReport.actions.sent', refreshOnError: true });
  const request = useAction(requestReportReview, { success: 'auditReport.actions.reviewRequested', refreshOnError: true });
  const reviewPending = report.reviewAskedAt !== null && (report.reviewedAt === null || report.reviewedAt < report.reviewAskedAt);
  const canSend = report.canWrite && report.statusId === AuditReportStatus.inProgress;
  const canAskReview = report.canWrite && report.statusId === AuditReportStatus.draft && !reviewPending;
  const confirm = async () => {
    // What was typed goes first; a report is not sent over edits still waiting or in conflict.
    await saver.flush();
    if (saver.getSnapshot().unsaved > 0) {
      setBlocked(true);
      setConfirming(null);
      return;
    }
    setBlocked(false);
    const action = confirming === 'send' ? send : request;
    setConfirming(null);
    await action.run({ id: report.programId });
  };
  const error = send.error ?? request.error;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {blocked && snapshot.unsaved > 0 && <Alert severity="warning">{translate('auditReport.actions.unsavedFirst')}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canSend && (
          <Button variant="contained" onClick={() => setConfirming('send')} disabled={send.pending}>
            {translate('auditReport.actions.send')}
          </Button>
        )}
        {canAskReview && (
          <Button variant="contained" onClick={() => setConfirming('review-request')} disabled={request.pending}>
            {translate('auditReport.actions.requestReview')}
          </Button>
        )}
        {report.canReview && (
          <Button variant="contained" color="secondary" onClick={() => setReviewing(true)}>
            {translate('auditReport.actions.review')}
          </Button>
        )}
      </Stack>
      <Confirm
        isOpen={confirming !== null}
        title={confirming === 'send' ? 'auditReport.actions.sendTitle' : 'auditReport.actions.requestReviewTitle'}
        content={confirming === 'send' ? 'auditReport.actions.sendBody' : 'auditReport.actions.requestReviewBody'}
        confirm="auditReport.actions.confirm"
        cancel="auditReport.actions.cancel"
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(null)}
      />
      {reviewing && <ReviewDialog programId={report.programId} onClose={() => setReviewing(false)} />}
    </Box>
  );
}

function Editor({ report, reload, readOnly, footer }: { report: AuditReport; reload: () => Promise<AuditReport | undefined>; readOnly: boolean; footer?: ReactNode }) {
  const translate = useTranslate();
  const canWrite = report.canWrite && !readOnly;
  const { saver, snapshot } = useReportSaver(report.programId, report, reload, canWrite);
  const [expanded, setExpanded] = useState<number | false>(report.sections[0]?.sectionId ?? false);
  const [summary, setSummary] = useState(false);
  const certificateName = useName('certificate-kinds');
  const auditKindName = useName('audit-kinds');
  const statusName = useName('report-statuses');
  const severityName = useName('deviation-severities');
  const scoreText = (value: number | null | undefined) => (value === null || value === undefined ? translate('auditReport.noScore') : value.toLocaleString('fi-FI'));
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={translate('auditReport.titleOf', { name: report.companyName })} />
      <Paper sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {translate('auditReport.title')}
          </Typography>
          <Chip label={`${translate('auditReport.status')}: ${statusName(report.statusId)}`} color={report.statusId === AuditReportStatus.ready ? 'success' : 'default'} />
        </Stack>
        <FactList facts={[
            [translate('auditReport.company'), report.companyName],
            [translate('auditReport.certificateKind'), certificateName(report.certificateTypeId)],
            [translate('auditReport.auditKind'), auditKindName(report.auditKindId)],
          ]} />
        {canWrite ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <SaveStatus snapshot={snapshot} onSave={() => void saver.flush()} />
            <FormControlLabel control={<Switch checked={snapshot.autosave} onChange={(event) => saver.setAutosave(event.target.checked)} />} label={translate('auditReport.save.autosave')} />
          </Stack>
        ) : (
          <Alert severity="info">{translate('auditReport.readOnly')}</Alert>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={() => setSummary(true)}>
            {translate('auditReport.actions.summary')}
          </Button>
          <Button variant="outlined" component="a" href={reportPdfPath(report.programId)} target="_blank" rel="noopener">
            {translate('auditReport.actions.pdf')}
          </Button>
        </Stack>
        {!readOnly && <ReportActions report={report} saver={saver} snapshot={snapshot} />}
        {canWrite ? (
          <AuditorComment report={report} />
        ) : (
          report.auditorComment && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              <strong>{translate('auditReport.actions.auditorComment')}:</strong> {report.auditorComment}
            </Typography>
          )
        )}
        {footer ??
          (report.companyComment && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              <strong>{translate('auditReport.summary.companyComment')}:</strong> {report.companyComment}
            </Typography>
          ))}
      </Paper>
      <SelfEvaluationComparison companyId={report.companyId} programId={report.programId} />
      {report.sections.every((section) => section.questions.length === 0) && <Alert severity="info">{translate('auditReport.empty')}</Alert>}
      <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        {report.sections.map((section) => {
          const done = section.questions.filter((question) => (snapshot.entries.get(question.id)?.values.finished ?? question.answer.finished)).length;
          const open = expanded === section.sectionId;
          const headingId = `report-section-${section.sectionId}`;
          return (
            <Accordion
              key={section.sectionId}
              expanded={open}
              onChange={(_, isOpen) => setExpanded(isOpen ? section.sectionId : false)}
              slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h2' } }}
              disableGutters
            >
              <AccordionSummary expandIcon={<ExpandMoreIcon />} id={headingId} aria-controls={`${headingId}-content`}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, alignItems: 'baseline', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {section.sectionId}. {section.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate('auditReport.questionsDone', { done, total: section.questions.length })}
                  </Typography>
                </Box>
              </AccordionSummary>
              <AccordionDetails id={`${headingId}-content`} sx={{ display: 'grid', gap: 1.5, px: { xs: 1, sm: 2 } }}>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
                  <Box>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {translate('auditReport.selfEvaluation')}: {section.selfEvaluation ? scoreText(section.selfEvaluation.score) : translate('auditReport.noScore')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                      {section.selfEvaluation ? section.selfEvaluation.comment : translate('auditReport.selfEvaluationNone')}
                    </Typography>
                  </Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {translate('auditReport.auditorScore')}: {scoreText(section.auditorScore)}
                  </Typography>
                </Box>
                {section.questions.length === 0 && <Typography color="text.secondary">{translate('auditReport.noQuestions')}</Typography>}
                {section.questions.map((question) => (
                  <QuestionEditor key={question.id} programId={report.programId} question={question} entry={snapshot.entries.get(question.id)} saver={saver} canWrite={canWrite} severityName={severityName} />
                ))}
              </AccordionDetails>
            </Accordion>
          );
        })}
      </Box>
      {summary && <SummaryDialog report={report} statusName={statusName(report.statusId)} onClose={() => setSummary(false)} />}
    </Box>
  );
}

/** The report of a programme by its id, with its loading and refusal states. */
export function ReportView({ programId, readOnly = false, footer, notFound = 'auditReport.notFound' }: { programId: number; readOnly?: boolean; footer?: (report: AuditReport) => ReactNode; notFound?: string }) {
  const translate = useTranslate();
  const query = useActionQuery(auditReport, { id: programId }, { retry: false, enabled: Number.isInteger(programId) && programId > 0 });
  const { refetch } = query;
  const reload = useCallback(async () => (await refetch()).data, [refetch]);
  if (query.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 3 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{translate('auditReport.loading')}</Typography>
      </Box>
    );
  }
  if (query.isError || !query.data) {
    const status = httpStatus(query.error);
    return (
      <Box sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Title title={translate('auditReport.title')} />
        <Alert severity="error">{translate(status === 404 || status === 403 ? notFound : 'auditReport.loadFailed')}</Alert>
        <Button onClick={() => void refetch()}>{translate('auditReport.retry')}</Button>
      </Box>
    );
  }
  return <Editor report={query.data} reload={reload} readOnly={readOnly} footer={footer?.(query.data)} />;
}

function BackToProgram({ programId }: { programId: number }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Button component={Link} to={createPath({ resource: 'audit-programs', type: 'show', id: programId })} size="small" sx={{ mt: 1 }}>
      {translate('auditReport.back')}
    </Button>
  );
}

/** /audit/audit-programs/:id/report */
export function ReportEditorPage() {
  const programId = Number(useParams().id);
  return (
    <>
      <BackToProgram programId={programId} />
      <ReportView programId={programId} />
    </>
  );
}

/** /office/audit-programs/:id/report: the same report, read only. */
export function OfficeReportPage() {
  const programId = Number(useParams().id);
  return (
    <>
      <BackToProgram programId={programId} />
      <ReportView programId={programId} readOnly />
    </>
  );
}
