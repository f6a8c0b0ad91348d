/**
 * Auditoinnit (issue 21): the company's audit programmes — which certificate, who audits and when,
 * the programme's and the report's state — with, per programme, its self-evaluation
 * (`…/audits/12/self-evaluation`), its report once sent (`…/audits/12/report`) and, before the
 * audit starts, the admin's objection ("Esitä vastalause"). The pages are modes of the programme's
 * record address (src/domain/recordRoutes.ts), so a link in an e-mail opens them.
 */
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useActionQuery } from '../../../components/actions/useActionQuery';
import { useLookupNameOf } from '../../../components/entity/useLookup';
import { useRecordRoute } from '../../../components/records/useRecordRoute';
import { companyAuditPrograms, type CompanyAuditProgram } from '../../../domain/api/auditProgramActions';
import { formatDate } from '../../../domain/formats';
import { useCanChange, useCompany } from '../CompanyContext';
import { CompanyReportPage } from './CompanyReportPage';
import { ObjectionDialog } from './ObjectionDialog';
import { SelfEvaluationPage } from './SelfEvaluationPage';
import { FactList } from '../../../components/FactList';

/** The record modes of a programme in this section. */
export const SELF_EVALUATION_MODE = 'self-evaluation';
export const REPORT_MODE = 'report';

function ProgramItem({ program, name, canObject, onObject }: { program: CompanyAuditProgram; name: string; canObject: boolean; onObject: () => void }) {
  const translate = useTranslate();
  const route = useRecordRoute();
  const status = useLookupNameOf('audit-program-statuses');
  const reportStatus = useLookupNameOf('report-statuses');
  const auditors = [program.primaryAuditorName, program.secondaryAuditorName].filter(Boolean).join(', ');
  const day = program.startDate ?? program.plannedStartDate;
  const headingId = `audit-program-${program.id}`;
  return (
    <Stack component="li" aria-labelledby={headingId} spacing={0.5} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <FactList sx={{ gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, rowGap: 0.25 }} facts={[
          [translate('companyAudits.when'), day ? formatDate(day) : translate('companyAudits.notYet')],
          [translate('companyAudits.who'), auditors || translate('companyAudits.notYet')],
          [translate('companyAudits.status'), status(program.statusId)],
          [translate('companyAudits.reportStatus'), program.reportStatusId === null ? '–' : reportStatus(program.reportStatusId)],
        ]} />
      {program.companyObjection && (
        <Alert severity="info" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <strong>{translate('companyAudits.yourObjection')}:</strong> {program.companyObjection}
          {program.companyObjectedAt ? ` (${formatDate(program.companyObjectedAt)})` : ''}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, pt: 0.5 }}>
        <Button
          component={RouterLink}
          {...route.link({ kind: 'record', id: program.id, mode: SELF_EVALUATION_MODE, tab: null })}
          variant="outlined"
          size="small"
          aria-label={translate('companyAudits.selfEvaluationOf', { name })}
        >
          {translate('companyAudits.selfEvaluation')}
        </Button>
        {program.reportSent && (
          <Button
            component={RouterLink}
            {...route.link({ kind: 'record', id: program.id, mode: REPORT_MODE, tab: null })}
            variant="outlined"
            size="small"
            aria-label={translate('companyAudits.reportOf', { name })}
          >
            {translate('companyAudits.report')}
          </Button>
        )}
        {canObject && program.canObject && (
          <Button onClick={onObject} size="small" aria-label={translate('companyAudits.objectionOf', { name })}>
            {translate('companyAudits.objectButton')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

function ProgramList() {
  const translate = useTranslate();
  const { company } = useCompany();
  const canObject = useCanChange('admin');
  const certificate = useLookupNameOf('certificate-kinds');
  const auditKind = useLookupNameOf('audit-kinds');
  const { data, isPending, isError } = useActionQuery(companyAuditPrograms, { id: company.id }, { retry: false });
  const [objecting, setObjecting] = useState<CompanyAuditProgram | null>(null);
  const nameOf = (program: CompanyAuditProgram) => [certificate(program.certificateTypeId), auditKind(program.auditKindId)].filter(Boolean).join(' – ');
  const programs = data?.data;

  return (
    <Stack spacing={2}>
      <Typography>{translate('companyAudits.intro')}</Typography>
      {isPending && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <span>{translate('companyAudits.loading')}</span>
        </Stack>
      )}
      {isError && <Alert severity="error">{translate('companyAudits.loadFailed')}</Alert>}
      {programs && programs.length === 0 && <Typography>{translate('companyAudits.empty')}</Typography>}
      {programs && programs.length > 0 && (
        <Stack component="ul" aria-label={translate('companyAudits.listLabel')} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {programs.map((program) => (
            <ProgramItem key={program.id} program={program} name={nameOf(program)} canObject={canObject} onObject={() => setObjecting(program)} />
          ))}
        </Stack>
      )}
      {objecting && <ObjectionDialog companyId={company.id} program={objecting} name={nameOf(objecting)} onClose={() => setObjecting(null)} />}
    </Stack>
  );
}

export function AuditsSection() {
  const translate = useTranslate();
  const { company } = useCompany();
  const route = useRecordRoute();
  const view = route.view;
  if (view?.kind === 'record' && view.mode === SELF_EVALUATION_MODE) {
    return (
      <Stack spacing={1}>
        <Box>
          <Button component={RouterLink} {...route.link({ kind: 'list' })} size="small">
            {translate('companyAudits.back')}
          </Button>
        </Box>
        <SelfEvaluationPage companyId={company.id} programId={view.id} />
      </Stack>
    );
  }
  if (view?.kind === 'record' && view.mode === REPORT_MODE) return <CompanyReportPage companyId={company.id} programId={view.id} />;
  // A programme has no page of its own here: its address shows the list; a mode unknown here is no page.
  if (view === null || view.kind === 'create' || (view.kind === 'record' && view.mode !== null)) {
    return (
      <Stack spacing={2}>
        <Alert severity="warning">{translate('companyAudits.notFound')}</Alert>
        <Box>
          <Link component={RouterLink} {...route.link({ kind: 'list' })}>
            {translate('companyAudits.back')}
          </Link>
        </Box>
      </Stack>
    );
  }
  return <ProgramList />;
}
