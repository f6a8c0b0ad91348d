/**
 * The audit report modal (SPEC §2), opened from a programme's page: the report at a glance — its
 * status and dates, the auditors and the reviewer, the scores per section beside the company's
 * self-evaluation, and the programme's deviations — with the report as a PDF
 * (GET /api/audit-programs/{id}/report/pdf).
 */
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { useLookupNameOf } from '../../components/entity/useLookup';
import { API_BASE } from '../../dataProvider/httpClient';
import type { AuditReport } from '../../domain/api/auditReport';
import { auditReport } from '../../domain/api/auditReportActions';
import { SectionScoresTable } from '../auditReports';
import { staffDeviations } from '../../domain/api/deviationActions';
import type { AuditProgram } from '../../domain/entities/auditProgram';
import { formatDate, formatDateTime } from '../../domain/formats';
import { FactList } from '../../components/FactList';

export const reportPdfHref = (programId: number) => `${API_BASE}/audit-programs/${programId}/report/pdf`;

function Facts({ id, title, rows }: { id: string; title: string; rows: Array<[string, string]> }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <FactList sx={{ gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' }, rowGap: 0.25 }} facts={rows} />
    </Box>
  );
}

function Scores({ report }: { report: AuditReport }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="report-modal-scores">
      <Typography id="report-modal-scores" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('auditPrograms.reportModal.scores')}
      </Typography>
      <SectionScoresTable sections={report.sections} labelledBy="report-modal-scores" />
    </Box>
  );
}

function Deviations({ programId }: { programId: number }) {
  const translate = useTranslate();
  const severity = useLookupNameOf('deviation-severities');
  const status = useLookupNameOf('deviation-statuses');
  const { data, isPending, isError } = useActionQuery(staffDeviations, {}, { query: { program_id: programId, paginate: 'false' } });
  let body: ReactNode;
  if (isPending) body = <CircularProgress size={20} aria-label={translate('auditPrograms.reportModal.loading')} />;
  else if (isError) body = <Alert severity="error">{translate('auditPrograms.reportModal.deviationsFailed')}</Alert>;
  else if (data.data.length === 0) body = <Typography variant="body2">{translate('auditPrograms.reportModal.noDeviations')}</Typography>;
  else
    body = (
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.data.map((deviation) => (
          <Box component="li" key={deviation.id} sx={{ border: 1, borderColor: deviation.overdue ? 'error.main' : 'divider', borderRadius: 1, p: 1 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {deviation.description}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                {[severity(deviation.severityId), status(deviation.statusId), translate('auditPrograms.reportModal.due', { date: formatDate(deviation.toBeFixedByDate) })].join(' · ')}
              </Typography>
              {deviation.overdue && <Chip size="small" color="error" label={translate('auditPrograms.reportModal.overdue')} />}
            </Stack>
          </Box>
        ))}
      </Stack>
    );
  return (
    <Box component="section" aria-labelledby="report-modal-deviations">
      <Typography id="report-modal-deviations" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('auditPrograms.reportModal.deviations')}
      </Typography>
      {body}
    </Box>
  );
}

export function AuditReportModal({ program, onClose }: { program: AuditProgram; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const reportStatus = useLookupNameOf('report-statuses');
  const { data: report, isPending, isError } = useActionQuery(auditReport, { id: program.id }, { retry: false });
  const none = translate('auditPrograms.reportModal.none');
  const day = (value: string | null) => (value ? formatDate(value) : none);
  const moment = (value: string | null) => formatDateTime(value) || none;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>
        {translate('auditPrograms.reportModal.title')} – {program.companyName}
      </DialogTitle>
      {/* The summary holds no control of its own: the content is focusable so the keyboard scrolls it. */}
      <DialogContent tabIndex={0} role="region" aria-labelledby={titleId}>
        {isPending && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            <span>{translate('auditPrograms.reportModal.loading')}</span>
          </Stack>
        )}
        {isError && <Alert severity="error">{translate('auditPrograms.reportModal.loadFailed')}</Alert>}
        {report && (
          <Stack spacing={2}>
            <Facts
              id="report-modal-dates"
              title={translate('auditPrograms.reportModal.dates')}
              rows={[
                [translate('auditPrograms.reportModal.status'), reportStatus(report.statusId)],
                [translate('auditPrograms.reportModal.plannedStartDate'), day(program.plannedStartDate)],
                [translate('auditPrograms.reportModal.startDate'), day(program.startDate)],
                [translate('auditPrograms.reportModal.sentAt'), moment(report.sentAt)],
                [translate('auditPrograms.reportModal.reviewAskedAt'), moment(report.reviewAskedAt)],
                [translate('auditPrograms.reportModal.reviewedAt'), moment(report.reviewedAt)],
                [translate('auditPrograms.reportModal.finishedAt'), moment(report.finishedAt)],
              ]}
            />
            <Facts
              id="report-modal-auditors"
              title={translate('auditPrograms.reportModal.auditors')}
              rows={[
                [translate('auditPrograms.reportModal.primary'), program.primaryAuditorName ?? none],
                [translate('auditPrograms.reportModal.secondary'), program.secondaryAuditorName ?? none],
                [translate('auditPrograms.reportModal.reviewer'), report.reviewerName ?? none],
              ]}
            />
            <Scores report={report} />
            <Deviations programId={program.id} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button component="a" href={reportPdfHref(program.id)} target="_blank" rel="noopener">
          {translate('auditPrograms.reportModal.pdf')}
        </Button>
        <Button onClick={onClose}>{translate('auditPrograms.reportModal.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Raportin yhteenveto" on a programme's page: opens the modal for the record shown. */
export function ReportModalButton() {
  const translate = useTranslate();
  const program = useRecordContext<AuditProgram>();
  const [open, setOpen] = useState(false);
  if (!program) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate('auditPrograms.reportModal.button')}
      </Button>
      {open && <AuditReportModal program={program} onClose={() => setOpen(false)} />}
    </>
  );
}
