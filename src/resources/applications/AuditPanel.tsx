/**
 * "Auditointi" on the office's page of a certificate application (issue 21): the audit's state —
 * its programme (a link to it) or "Suunnittele auditointi" (the programme form filled in with the
 * application), the report's status and the open deviations; when the report is ready, the hint
 * that the evaluation can be finished and the application attached to a board meeting (the review
 * sections' proposal and the meeting's agenda do that). Other applications have no audit.
 */
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { useLookupNameOf } from '../../components/entity/useLookup';
import type { OfficeApplication } from '../../domain/api/applicationReview';
import { staffDeviations } from '../../domain/api/deviationActions';
import { AuditReportStatus, DeviationSeverity, DeviationStatus } from '../../domain/auditCodes';
import { AUDITED_KIND_OF_APPLICATION } from '../../domain/auditCycle';
import type { AuditProgram } from '../../domain/entities/auditProgram';
import { formatDate } from '../../domain/formats';
import { Panel } from './OfficePanels';

/** The programme form of /office/audit-programs/create, filled in with the application (react-admin reads `source`). */
export const planAuditPath = (applicationId: number) => `/office/audit-programs/create?source=${encodeURIComponent(JSON.stringify({ applicationId }))}`;
export const programPath = (programId: number) => `/office/audit-programs/${programId}/show`;

function ProgramState({ program }: { program: AuditProgram }) {
  const translate = useTranslate();
  const auditKind = useLookupNameOf('audit-kinds');
  const status = useLookupNameOf('audit-program-statuses');
  const reportStatus = useLookupNameOf('report-statuses');
  const deviations = useActionQuery(staffDeviations, {}, { query: { program_id: program.id, paginate: 'false' } });
  const open = (deviations.data?.data ?? []).filter((deviation) => deviation.statusId !== DeviationStatus.acceptedFixed);
  const seriousOpen = open.filter((deviation) => deviation.severityId === DeviationSeverity.serious).length;
  const auditors = [program.primaryAuditorName, program.secondaryAuditorName].filter(Boolean).join(', ');
  const rows: Array<[string, string]> = [
    [translate('resources.audit-programs.fields.auditKindId'), auditKind(program.auditKindId)],
    [translate('resources.audit-programs.fields.statusId'), status(program.statusId)],
    [translate('resources.audit-programs.fields.plannedStartDate'), program.plannedStartDate ? formatDate(program.plannedStartDate) : '–'],
    [translate('companyAudits.who'), auditors || '–'],
    [translate('auditPrograms.application.reportStatus'), program.reportStatusId === null ? translate('auditPrograms.application.noReport') : reportStatus(program.reportStatusId)],
    [translate('auditPrograms.application.openDeviations'), deviations.data ? String(open.length) : deviations.isError ? '?' : '…'],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1, border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Box>
        <Link component={RouterLink} to={programPath(program.id)}>
          {translate('auditPrograms.application.open')}
        </Link>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {deviations.isError && <Alert severity="error">{translate('auditPrograms.reportModal.deviationsFailed')}</Alert>}
      {seriousOpen > 0 && <Alert severity="warning">{translate('auditPrograms.application.seriousOpen')}</Alert>}
      {program.reportStatusId === AuditReportStatus.ready && <Alert severity="success">{translate('auditPrograms.application.readyHint')}</Alert>}
    </Box>
  );
}

export function AuditPanel({ application, editable }: { application: OfficeApplication; editable: boolean }) {
  const translate = useTranslate();
  const audited = AUDITED_KIND_OF_APPLICATION[application.applicationTypeId] !== undefined;
  const { data, isPending, error } = useGetList<AuditProgram>(
    'audit-programs',
    { filter: { application_id: application.id }, pagination: { page: 1, perPage: 10 }, sort: { field: 'plannedStartDate', order: 'DESC' } },
    { enabled: audited },
  );
  if (!audited) return null;
  return (
    <Panel id="audit" title={translate('auditPrograms.application.title')}>
      {isPending && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <span>{translate('auditPrograms.application.loading')}</span>
        </Stack>
      )}
      {error && <Alert severity="error">{translate('auditPrograms.application.loadFailed')}</Alert>}
      {data && data.length === 0 && (
        <>
          <Typography variant="body2">{translate('auditPrograms.application.none')}</Typography>
          {editable && (
            <Box>
              <Button component={RouterLink} to={planAuditPath(application.id)} variant="contained">
                {translate('auditPrograms.application.plan')}
              </Button>
            </Box>
          )}
        </>
      )}
      {data?.map((program) => <ProgramState key={program.id} program={program} />)}
    </Panel>
  );
}
