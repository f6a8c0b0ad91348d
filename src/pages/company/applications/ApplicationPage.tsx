/**
 * One application (/companies/{id}/applications/{appId}): the header (type, status, dates), why it
 * cannot be changed when it cannot, the renewal's changes, the form of its family (editing), the
 * checklist with the send, cancel and delete actions beside it, and the status history.
 */
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadingLine } from '../../../components/LoadingLine';
import { httpStatus } from '../../../components/form/httpErrorFields';
import type { Application } from '../../../domain/api/applications';
import { companyCanEdit } from '../../../domain/applications';
import { ApplicationStatus } from '../../../domain/codes';
import { formatDate } from '../../../domain/formats';
import { ApplicationEditor } from './ApplicationEditor';
import { BoardDecisionCard } from '../../../components/BoardDecisionCard';
import { ApplicationAnswers, useApplicationAnswers } from './questions/ApplicationAnswers';
import { useApplication } from './queries';
import { StatusChip } from './StatusChip';

interface Props {
  companyId: number;
  canChange: boolean;
}

export function ApplicationPage({ companyId, canChange }: Props) {
  const translate = useTranslate();
  const applicationId = Number(useParams().applicationId);
  const valid = Number.isInteger(applicationId) && applicationId > 0;
  const { data, isPending, error, refetch } = useApplication(companyId, valid ? applicationId : 0);
  const back = (
    <Link component={RouterLink} to={`/companies/${companyId}/applications`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
      <ArrowBackIcon fontSize="small" />
      {translate('applications.backToList')}
    </Link>
  );
  if (!valid || error) {
    const missing = !valid || httpStatus(error) === 404 || httpStatus(error) === 403;
    return (
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        {back}
        <Alert severity="error" action={missing ? undefined : <Button color="inherit" size="small" onClick={() => void refetch()}>{translate('applications.retry')}</Button>}>
          {translate(missing ? 'applications.page.notFound' : 'applications.page.loadFailed')}
        </Alert>
      </Paper>
    );
  }
  if (isPending) {
    return (
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        {back}
        <LoadingLine text={translate('applications.page.loading')} />
      </Paper>
    );
  }
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      {back}
      <ApplicationHeader application={data} />
      <BoardDecisionCard companyId={companyId} applicationId={data.id} statusId={data.applicationStatusId} />
      <ReadOnlyNotice companyId={companyId} application={data} canChange={canChange} />
      <RenewalChanges application={data} />
      <ApplicationEditor key={data.id} companyId={companyId} application={data} canChange={canChange} />
      {/* The catalogue's questions for this type and the office's questions when it returned the application. */}
      <Box sx={{ mt: 3 }}>
        <ApplicationAnswers companyId={companyId} applicationId={data.id} editable={canChange && companyCanEdit(data.applicationStatusId)} />
      </Box>
    </Paper>
  );
}

function ApplicationHeader({ application }: { application: Application }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">{application.target.name}</Typography>
        <StatusChip statusId={application.applicationStatusId} name={application.status.name} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('applications.page.openedAt', { date: formatDate(application.openedAt) })}
        {application.sentAt && ` · ${translate('applications.page.sentAt', { date: formatDate(application.sentAt) })}`}
      </Typography>
    </Box>
  );
}

function ReadOnlyNotice({ companyId, application, canChange }: { companyId: number; application: Application; canChange: boolean }) {
  const translate = useTranslate();
  const status = application.applicationStatusId;
  if (status === ApplicationStatus.returned && canChange) return <ReturnedNotice companyId={companyId} application={application} />;
  if (companyCanEdit(status)) {
    return canChange ? null : <Alert severity="info" sx={{ mb: 2 }}>{translate('applications.page.readOnlyPermission')}</Alert>;
  }
  const key = application.sentAt && status !== ApplicationStatus.canceled ? 'applications.page.readOnlySent' : 'applications.page.readOnlyStatus';
  return <Alert severity="info" sx={{ mb: 2 }}>{translate(key, { status: application.status.name })}</Alert>;
}

/**
 * A returned application: what the office said when it returned it, and "answer the questions"
 * only while the office has questions without an answer (issue 18 §7).
 */
function ReturnedNotice({ companyId, application }: { companyId: number; application: Application }) {
  const translate = useTranslate();
  const { data } = useApplicationAnswers(companyId, application.id);
  const unanswered = (data?.officeQuestions ?? []).some((question) => !question.answer?.trim());
  const message = application.history.filter((entry) => entry.toStatusId === ApplicationStatus.returned).at(-1)?.message;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <Typography variant="body2">{translate(unanswered ? 'applications.page.returnedQuestions' : 'applications.page.returned')}</Typography>
      {message && <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>{translate('applications.page.returnedMessage', { message })}</Typography>}
    </Alert>
  );
}

/** A renewal or an extension: what it copied and what has changed since (changesSinceSource). */
function RenewalChanges({ application }: { application: Application }) {
  const translate = useTranslate();
  if (!application.source) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <Typography variant="body2">
        {translate('applications.page.source', { date: application.source.sentAt ? formatDate(application.source.sentAt) : '–' })}
      </Typography>
      {application.changesSinceSource.length === 0 ? (
        <Typography variant="body2">{translate('applications.page.noChanges')}</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>{translate('applications.page.changesTitle')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {application.changesSinceSource.map((line) => (
              <li key={line}>
                <Typography variant="body2">{line}</Typography>
              </li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
}
