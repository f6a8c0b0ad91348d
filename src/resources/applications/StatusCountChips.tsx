/**
 * The counts per status above the office's applications list (GET /applications/status-counts with
 * the list's other filters): a chip per status that has applications; choosing one filters by it.
 */
import { Alert, Box, Chip, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { applicationStatusCounts } from '../../domain/api/applicationReviewActions';
import { listQuery } from '../../dataProvider/listQuery';

export function StatusCountChips() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { application_status_id: applicationStatusId, ...others } = filterValues as Record<string, unknown>;
  const query = listQuery({ filter: others });
  const counts = useActionQuery(applicationStatusCounts, {}, { query });
  if (counts.isError) return <Alert severity="warning">{translate('applicationReview.list.countsFailed')}</Alert>;
  if (!counts.data) return null;
  const choose = (statusId: number | undefined) => setFilters({ ...others, ...(statusId ? { application_status_id: statusId } : {}) }, displayedFilters);
  return (
    <Box component="nav" aria-label={translate('applicationReview.list.countsLabel')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: { xs: 1, sm: 2 }, py: 1 }}>
      <Chip
        label={`${translate('applicationReview.list.allStatuses')} (${counts.data.counts.reduce((sum, status) => sum + status.count, 0)})`}
        color={applicationStatusId ? 'default' : 'primary'}
        onClick={() => choose(undefined)}
        aria-pressed={!applicationStatusId}
      />
      {counts.data.counts
        .filter((status) => status.count > 0 || Number(applicationStatusId) === status.statusId)
        .map((status) => (
          <Chip
            key={status.statusId}
            label={`${status.name} (${status.count})`}
            color={Number(applicationStatusId) === status.statusId ? 'primary' : 'default'}
            onClick={() => choose(status.statusId)}
            aria-pressed={Number(applicationStatusId) === status.statusId}
          />
        ))}
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
        {translate('applicationReview.list.total', { count: counts.data.total })}
      </Typography>
    </Box>
  );
}
