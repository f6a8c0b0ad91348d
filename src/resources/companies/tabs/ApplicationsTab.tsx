/**
 * Hakemukset in the office's company view (issue 18): the company's applications, newest first, each
 * opening the office's application page (review, files, references). GET /applications with company_id.
 */
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { Link, useCreatePath, useGetList, useRecordContext, useTranslate } from 'react-admin';
import type { OfficeApplicationListItem } from '../../../domain/api/applicationReview';
import { formatDate } from '../../../domain/formats';

/** More than a company ever has open or kept; the office list pages the rest. */
const PER_PAGE = 100;

export function ApplicationsTab() {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data, isPending, error } = useGetList<OfficeApplicationListItem>(
    'applications',
    { filter: { company_id: record?.id }, sort: { field: 'openedAt', order: 'DESC' }, pagination: { page: 1, perPage: PER_PAGE } },
    { enabled: !!record?.id },
  );
  if (!record?.id) return null;
  if (isPending) return <CircularProgress size={24} aria-label={translate('applicationReview.companyTab.loading')} />;
  if (error) return <Alert severity="error">{translate('applicationReview.companyTab.loadFailed')}</Alert>;
  if (!data?.length) return <Typography>{translate('applicationReview.companyTab.empty')}</Typography>;
  return (
    <Box component="ul" aria-label={translate('applicationReview.companyTab.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((application) => (
        <Box component="li" key={application.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Link to={createPath({ resource: 'applications', type: 'show', id: application.id })} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {translate('applicationReview.companyTab.item', { id: application.id, target: application.target.name })}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {[
              application.status.name,
              translate('applicationReview.companyTab.openedAt', { date: formatDate(application.openedAt) }),
              application.sentAt ? translate('applicationReview.companyTab.sentAt', { date: formatDate(application.sentAt) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
