/**
 * One application for the office (GET /applications/{appId}): summary, assignment, status change
 * (only to possibleStatuses), the nine review sections, industries, offices, files, review tasks,
 * questions and answers, and the history.
 */
import { Alert, CircularProgress, Divider, Paper, Typography } from '@mui/material';
import { FactList } from '../../components/FactList';
import { ShowBase, useShowContext, useTranslate } from 'react-admin';
import type { OfficeApplication } from '../../domain/api/applicationReview';
import { application as applicationEntity } from '../../domain/entities/application';
import { labelKey } from '../../domain/entities/entity';
import { formatDate } from '../../domain/formats';
import { BoardDecisionCard } from '../../components/BoardDecisionCard';
import { AssignmentPanel } from './AssignmentPanel';
import { AuditPanel } from './AuditPanel';
import { MeetingLink } from './MeetingLink';
import { FilesPanel, IndustriesPanel, OfficesPanel, TasksPanel } from './OfficePanels';
import { QuestionsPanel, HistoryPanel } from './QuestionsHistory';
import { ReviewSections } from './ReviewSections';
import { StatusActions } from './StatusActions';

/** The application's own text fields, in the declaration's order. */
const OWN_TEXTS = (Object.keys(applicationEntity.fields) as Array<keyof typeof applicationEntity.fields>).filter((key) => {
  const field = applicationEntity.fields[key];
  return field.kind === 'text' && field.input !== null;
});

function Summary({ application }: { application: OfficeApplication }) {
  const translate = useTranslate();
  const rows: Array<[string, string]> = [
    ['applicationReview.show.company', `${application.companyName}`],
    ['applicationReview.show.type', application.target.name],
    ['applicationReview.show.status', application.status.name],
    ['applicationReview.show.openedAt', formatDate(application.openedAt)],
    ['applicationReview.show.sentAt', application.sentAt ? formatDate(application.sentAt) : translate('applicationReview.show.notSent')],
  ];
  // The company's own words: the declaration's free texts (the industry description), under their labels.
  for (const key of OWN_TEXTS) {
    const value = application[key];
    if (typeof value === 'string' && value) rows.push([labelKey(applicationEntity, key), value]);
  }
  return (
    <FactList facts={rows.map(([label, value]) => [translate(label), value] as const)} strongLabels stackOnPhone preWrap />
  );
}

function ApplicationPage() {
  const translate = useTranslate();
  const { record, isPending, error } = useShowContext<OfficeApplication>();
  // Opened from the list, react-admin shows the list's row until the application itself arrives:
  // a row has no review yet, so the page waits for the whole application.
  if (isPending || (record && !('review' in record) && !error)) return <CircularProgress aria-label={translate('ra.page.loading')} sx={{ m: 4 }} />;
  if (error || !record) return <Alert severity="error">{translate('applicationReview.show.loadFailed')}</Alert>;
  // An archived application is read only; an auditor (no possibleStatuses, no office rights) never reaches the office area.
  const editable = record.review.canAssign;
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 }, mt: 2, display: 'grid', gap: 3 }}>
      <Typography variant="h5" component="h1">
        {translate('applicationReview.show.title', { id: record.id, company: record.companyName })}
      </Typography>
      <Summary application={record} />
      <MeetingLink meetingId={record.boardMeetingId} />
      <BoardDecisionCard companyId={record.companyId} applicationId={record.id} statusId={record.applicationStatusId} />
      <AssignmentPanel key={`assign-${record.updatedAt}`} application={record} />
      <StatusActions application={record} />
      <AuditPanel application={record} editable={editable} />
      <Divider />
      <ReviewSections appId={record.id} sections={record.review.sections} canReview={record.review.canReview} />
      <IndustriesPanel application={record} editable={editable} />
      <OfficesPanel application={record} editable={editable} />
      <FilesPanel application={record} editable={editable} />
      <TasksPanel application={record} editable={editable} />
      <QuestionsPanel application={record} />
      <HistoryPanel application={record} />
    </Paper>
  );
}

export function ApplicationShow() {
  return (
    <ShowBase>
      <ApplicationPage />
    </ShowBase>
  );
}
