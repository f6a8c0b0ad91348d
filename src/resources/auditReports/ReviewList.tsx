/**
 * /audit/reviews: the master auditor's reports awaiting review (issue 21) — the programmes whose
 * report is a draft with a review asked (`GET /api/audit-programs?report_status_id=2&review_asked=true`),
 * each opening its report, where "Tarkasta" gives the review dialog.
 */
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { Link, Title, useCreatePath, useGetList, useTranslate } from 'react-admin';
import { useCurrentUser } from '../../authProvider/currentUser';
import { useLookup } from '../../components/entity/useLookup';
import { AuditReportStatus } from '../../domain/auditCodes';
import { formatDate, formatDateTime } from '../../domain/formats';
import { isAuditMaster, isSysadmin } from '../../domain/permissions';
import { FactList } from '../../components/FactList';

/** What the list shows of a programme (the programme list's answer; fields it may leave out are optional). */
interface ProgramRow {
  id: number;
  companyName?: string | null;
  certificateTypeId?: number | null;
  auditKindId?: number | null;
  primaryAuditorName?: string | null;
  plannedStartDate?: string | null;
  reviewAskedAt?: string | null;
}

function ReviewRows() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const certificates = useLookup('certificate-kinds');
  const auditKinds = useLookup('audit-kinds');
  const { data, isPending, error } = useGetList<ProgramRow>('audit-programs', {
    pagination: { page: 1, perPage: 100 },
    filter: { reportStatusId: AuditReportStatus.draft, reviewAsked: true },
  });
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{translate('auditReport.loading')}</Typography>
      </Box>
    );
  }
  if (error) return <Alert severity="error">{translate('auditReport.reviews.loadFailed')}</Alert>;
  if (!data?.length) return <Typography color="text.secondary">{translate('auditReport.reviews.empty')}</Typography>;
  const name = (list: typeof certificates.data, id: number | null | undefined) => list?.find((entry) => entry.id === id)?.shortDescription ?? '';
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {data.map((program) => {
        const facts: Array<[string, string]> = [
          [translate('auditReport.reviews.certificate'), name(certificates.data, program.certificateTypeId)],
          [translate('auditReport.reviews.auditKind'), name(auditKinds.data, program.auditKindId)],
          [translate('auditReport.reviews.auditor'), program.primaryAuditorName ?? ''],
          [translate('auditReport.reviews.plannedStartDate'), formatDate(program.plannedStartDate)],
          [translate('auditReport.reviews.askedAt'), formatDateTime(program.reviewAskedAt)],
        ];
        return (
          <Paper component="li" key={program.id} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {program.companyName ?? `#${program.id}`}
            </Typography>
            <FactList facts={facts.filter(([, value]) => value)} />
            <Box>
              <Button variant="contained" size="small" component={Link} to={`${createPath({ resource: 'audit-programs', type: 'edit', id: program.id })}/report`}>
                {translate('auditReport.reviews.open')}
              </Button>
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}

export function ReviewList() {
  const translate = useTranslate();
  const current = useCurrentUser();
  const user = current.status === 'signedIn' ? current.user : null;
  const master = isAuditMaster(user) || isSysadmin(user);
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('auditReport.reviews.title')} />
      <Typography variant="h5" component="h1">
        {translate('auditReport.reviews.title')}
      </Typography>
      {current.status !== 'signedIn' ? null : master ? <ReviewRows /> : <Alert severity="info">{translate('auditReport.reviews.onlyMaster')}</Alert>}
    </Box>
  );
}
