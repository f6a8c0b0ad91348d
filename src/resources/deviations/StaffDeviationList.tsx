/**
 * The staff's deviation lists (issue 21) over GET /api/deviations, which answers an auditor only their
 * programmes' deviations:
 * - /audit/deviations "Tarkastettavat poikkeamat": fixes waiting for review first (sort readyFirst);
 *   the modal approves or returns a fix.
 * - /office/deviations "Poikkeamat": every company's, by due date, overdue rows red with "Myöhässä"
 *   in words; filters company, status, severity, overdue; each row links to its programme; read only.
 * A deviation opens in the deviation modal at `…/deviations/12` (src/domain/recordRoutes.ts), so it
 * survives a reload and can be sent as a link; closing returns to the list with its filters.
 * On a phone the rows are cards.
 */
import { Box, Chip, Link as MuiLink, Paper, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement } from 'react';
import { Datagrid, FunctionField, List, SelectInput, useBasename, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ListPagination } from '../../components/entity/ListPagination';
import { LookupInput } from '../../components/entity/LookupInput';
import { RecordBaseContext } from '../../components/records/RecordBaseContext';
import { useRecordRoute } from '../../components/records/useRecordRoute';
import type { DeviationListItem } from '../../domain/deviations';
import { formatDate } from '../../domain/formats';
import { DEFAULT_PAGE_SIZE } from '../../domain/schemas/list';
import { CompanyFilter } from '../officeLists/CompanyFilter';
import { LookupName } from './DeviationParts';
import { StaffDeviationDialog } from './StaffDeviationDialog';

type Area = 'audit' | 'office';

const COLUMN = (name: string) => `deviations.staff.columns.${name}`;
const OVERDUE_CHOICES = [
  { id: 'true', name: 'deviations.staff.filters.yes' },
  { id: 'false', name: 'deviations.staff.filters.no' },
];

function filtersOf(area: Area): ReactElement[] {
  const common = [
    <LookupInput key="status_id" source="status_id" lookup="deviation-statuses" label="deviations.staff.filters.status" alwaysOn />,
    <SelectInput key="overdue" source="overdue" label="deviations.staff.filters.overdue" choices={OVERDUE_CHOICES} alwaysOn />,
  ];
  if (area === 'audit') return common;
  return [
    <CompanyFilter key="company_id" source="company_id" label="deviations.staff.filters.company" alwaysOn />,
    ...common,
    <LookupInput key="severity_id" source="severity_id" lookup="deviation-severities" label="deviations.staff.filters.severity" alwaysOn />,
  ];
}

/** The link that opens the deviation modal: the deviation's own description, so a keyboard reaches it. */
function OpenLink({ deviation }: { deviation: DeviationListItem }) {
  const translate = useTranslate();
  const route = useRecordRoute();
  return (
    <MuiLink
      component={RouterLink}
      {...route.link({ kind: 'record', id: deviation.id, mode: null, tab: null })}
      aria-label={translate('deviations.staff.open', { description: deviation.description })}
      sx={{ overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
    >
      {deviation.description}
    </MuiLink>
  );
}

/** The office's company cell: a link to the deviation's programme. */
function Company({ deviation, area }: { deviation: DeviationListItem; area: Area }) {
  const translate = useTranslate();
  const basename = useBasename();
  if (area === 'audit') return <>{deviation.companyName}</>;
  return (
    <MuiLink
      component={RouterLink}
      to={`${basename}/audit-programs/${deviation.programId}/show`}
      aria-label={translate('deviations.staff.openProgram', { company: deviation.companyName })}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {deviation.companyName}
    </MuiLink>
  );
}

function Overdue({ deviation }: { deviation: DeviationListItem }) {
  const translate = useTranslate();
  return deviation.overdue ? <Chip size="small" color="error" label={translate('deviations.overdue')} /> : null;
}

// A light red wash that keeps the text's contrast in both modes; "Myöhässä" says it in words too.
const OVERDUE_WASH = 'rgba(198, 40, 40, 0.12)';
const overdueRow = (record: DeviationListItem) => (record.overdue ? { backgroundColor: OVERDUE_WASH } : {});

function Cards({ area }: { area: Area }) {
  const translate = useTranslate();
  const { data } = useListContext<DeviationListItem>();
  if (!data?.length) return <Typography sx={{ p: 2 }}>{translate('deviations.staff.noMatch')}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {data.map((deviation) => (
        <Paper
          component="li"
          variant="outlined"
          key={deviation.id}
          sx={{ p: 1.5, display: 'grid', gap: 0.5, borderColor: deviation.overdue ? 'error.main' : 'divider', ...overdueRow(deviation) }}
        >
          <OpenLink deviation={deviation} />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {translate(COLUMN('company'))}: <Company deviation={deviation} area={area} />
          </Typography>
          {deviation.questionText && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {translate(COLUMN('question'))}: {deviation.questionText}
            </Typography>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
            <Typography variant="body2">
              {translate(COLUMN('severity'))}: <LookupName lookup="deviation-severities" value={deviation.severityId} />
            </Typography>
            <Typography variant="body2">
              {translate(COLUMN('status'))}: <LookupName lookup="deviation-statuses" value={deviation.statusId} />
            </Typography>
            <Typography variant="body2">
              {translate(COLUMN('due'))}: {formatDate(deviation.toBeFixedByDate)}
            </Typography>
            <Overdue deviation={deviation} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function Rows({ area }: { area: Area }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <Cards area={area} />;
  return (
    <Datagrid
      bulkActionButtons={false}
      rowClick={false}
      rowSx={(record) => overdueRow(record as DeviationListItem)}
      empty={<Typography sx={{ p: 2 }}>{translate('deviations.staff.noMatch')}</Typography>}
      sx={{ overflowX: 'auto' }}
    >
      <FunctionField<DeviationListItem> source="companyName" label={COLUMN('company')} render={(record) => <Company deviation={record} area={area} />} />
      <FunctionField<DeviationListItem> source="questionText" label={COLUMN('question')} sortable={false} render={(record) => record.questionText ?? ''} />
      <FunctionField<DeviationListItem> source="description" label={COLUMN('description')} sortable={false} render={(record) => <OpenLink deviation={record} />} />
      <FunctionField<DeviationListItem> source="severityId" label={COLUMN('severity')} sortable={false} render={(record) => <LookupName lookup="deviation-severities" value={record.severityId} />} />
      <FunctionField<DeviationListItem> source="statusId" label={COLUMN('status')} render={(record) => <LookupName lookup="deviation-statuses" value={record.statusId} />} />
      <FunctionField<DeviationListItem> source="toBeFixedByDate" label={COLUMN('due')} render={(record) => formatDate(record.toBeFixedByDate)} />
      <FunctionField<DeviationListItem> source="overdue" label={COLUMN('overdue')} sortable={false} render={(record) => <Overdue deviation={record} />} />
    </Datagrid>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 'auto', maxWidth: 480 }}>
      <Typography variant="h6" component="p">
        {translate('deviations.staff.empty')}
      </Typography>
    </Box>
  );
}

function Modal({ area }: { area: Area }) {
  const route = useRecordRoute();
  if (route.view?.kind !== 'record') return null;
  return <StaffDeviationDialog key={route.view.id} deviationId={route.view.id} canDecide={area === 'audit'} onClose={route.close} />;
}

function StaffDeviationList({ area }: { area: Area }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <RecordBaseContext.Provider value={`${basename}/deviations`}>
      <Typography sx={{ mt: 2 }}>{translate(area === 'audit' ? 'deviations.staff.auditIntro' : 'deviations.staff.officeIntro')}</Typography>
      <List
        resource="deviations"
        title={area === 'audit' ? 'deviations.staff.auditTitle' : 'deviations.staff.officeTitle'}
        sort={area === 'audit' ? { field: 'readyFirst', order: 'ASC' } : { field: 'toBeFixedByDate', order: 'ASC' }}
        perPage={DEFAULT_PAGE_SIZE}
        filters={filtersOf(area)}
        exporter={false}
        empty={<Empty />}
        pagination={<ListPagination />}
      >
        <Rows area={area} />
      </List>
      <Modal area={area} />
    </RecordBaseContext.Provider>
  );
}

export const AuditDeviationList = () => <StaffDeviationList area="audit" />;
export const OfficeDeviationList = () => <StaffDeviationList area="office" />;
