/**
 * "Auditoijien kustannukset" (/office/auditor-costs, issue 21): each auditor's or each audit
 * programme's hours, kilometres and euros over a period (GET /api/auditor-costs[/programs]?from&to)
 * with the period's totals, and the same as a CSV file (…/csv, a plain download link: the server
 * names the file). A period whose start is after its end is refused here with the server's own
 * message, before anything is asked.
 */
import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useState, type ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { DateInput } from '../../components/form/DateInput';
import { Link as RouterLink } from 'react-router-dom';
import { auditorCostTotals, programCostTotals } from '../../domain/api/auditorCostActions';
import { auditorCostsCsvPath, PERIOD_ORDER_MESSAGE, type CostGrouping, type CostSums } from '../../domain/auditorCosts';
import { isIsoDate } from '../../domain/dates';
import { formatDate } from '../../domain/formats';
import { formatDecimal, formatEuros } from './costFormat';

const T = (key: string) => `pateva.auditorCosts.${key}`;

type Column = readonly [keyof CostSums, 'decimal' | 'euros' | 'count'];
/** The sums' columns, after the grouping's own (its name and count). */
const COLUMNS: readonly Column[] = [
  ['preparationHours', 'decimal'],
  ['siteHours', 'decimal'],
  ['reportHours', 'decimal'],
  ['travellingHours', 'decimal'],
  ['distanceDriven', 'decimal'],
  ['otherTravellingCosts', 'euros'],
  ['perDiem', 'euros'],
  ['lodgingCosts', 'euros'],
  ['perDiemPcs', 'count'],
  ['halfPerDiemPcs', 'count'],
  ['totalHours', 'decimal'],
  ['totalEuros', 'euros'],
];

const shown = (value: number, kind: Column[1]) => (kind === 'euros' ? formatEuros(value) : formatDecimal(value));

/** A row of either grouping as the table shows it: its name (a link for a programme), its count and its sums. */
interface ShownRow {
  key: number;
  name: ReactNode;
  count: number;
  sums: CostSums;
}

/** The period's rows of the grouping chosen; only the chosen one is asked for. */
function useTotals(by: CostGrouping, period: { from?: string; to?: string }, ready: boolean) {
  const auditors = useActionQuery(auditorCostTotals, {}, { query: period, enabled: ready && by === 'auditor', retry: false });
  const programs = useActionQuery(programCostTotals, {}, { query: period, enabled: ready && by === 'program', retry: false });
  if (by === 'auditor') {
    const rows: ShownRow[] | undefined = auditors.data?.data.map((row) => ({ key: row.personId, name: row.personName, count: row.programCount, sums: row }));
    return { query: auditors, rows, totals: auditors.data?.totals };
  }
  const rows: ShownRow[] | undefined = programs.data?.data.map((row) => ({
    key: row.programId,
    name: (
      <Link component={RouterLink} to={`/office/audit-programs/${row.programId}/costs`}>
        {row.companyName}
        {row.day ? ` · ${formatDate(row.day)}` : ''}
      </Link>
    ),
    count: row.auditorCount,
    sums: row,
  }));
  return { query: programs, rows, totals: programs.data?.totals };
}

/** The period as the query takes it: only whole days; a half-typed day is not asked for yet. */
function usePeriod() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const malformed = (value: string) => value !== '' && !isIsoDate(value);
  const reversed = isIsoDate(from) && isIsoDate(to) && from > to;
  const period = { ...(isIsoDate(from) ? { from } : {}), ...(isIsoDate(to) ? { to } : {}) };
  return { from, to, setFrom, setTo, period, reversed, ready: !malformed(from) && !malformed(to) && !reversed };
}

export function AuditorTotalsPage() {
  const translate = useTranslate();
  const { from, to, setFrom, setTo, period, reversed, ready } = usePeriod();
  const [by, setBy] = useState<CostGrouping>('auditor');
  const { query, rows, totals } = useTotals(by, period, ready);
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={translate(T('office.title'))} />
      <Typography variant="h5" component="h1">
        {translate(T('office.title'))}
      </Typography>
      <Typography variant="body2">{translate(T('office.intro'))}</Typography>
      <Paper sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
        <ToggleButtonGroup exclusive size="small" value={by} onChange={(_, next: CostGrouping | null) => next && setBy(next)} aria-label={translate(T('office.grouping'))} sx={{ justifySelf: 'start' }}>
          <ToggleButton value="auditor">{translate(T('office.byAuditor'))}</ToggleButton>
          <ToggleButton value="program">{translate(T('office.byProgram'))}</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <DateInput id="costs-from" label={translate(T('office.from'))} value={from} onChange={setFrom} size="small" />
          <DateInput id="costs-to" label={translate(T('office.to'))} value={to} onChange={setTo} error={reversed ? PERIOD_ORDER_MESSAGE : undefined} size="small" />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, pt: { sm: 0.5 } }}>
            {(from !== '' || to !== '') && (
              <Button
                onClick={() => {
                  setFrom('');
                  setTo('');
                }}
              >
                {translate(T('office.clear'))}
              </Button>
            )}
            <Button variant="outlined" component="a" href={auditorCostsCsvPath(period, by)} download startIcon={<DownloadIcon />} disabled={!ready}>
              {translate(T('office.csv'))}
            </Button>
          </Stack>
        </Stack>
        {query.isError && <Alert severity="error">{translate(T('loadFailed'))}</Alert>}
        {ready && query.isPending && (
          <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{translate(T('loading'))}</Typography>
          </Stack>
        )}
        {rows && rows.length === 0 && <Typography>{translate(T('office.empty'))}</Typography>}
        {rows && totals && rows.length > 0 && (
          <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={translate(T('office.title'))} role="region">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(T(by === 'auditor' ? 'columns.auditor' : 'columns.program'))}</TableCell>
                  <TableCell align="right">{translate(T(by === 'auditor' ? 'columns.programs' : 'columns.auditors'))}</TableCell>
                  {COLUMNS.map(([key]) => (
                    <TableCell key={key} align="right">
                      {translate(T(`columns.${key}`))}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.key}>
                    <TableCell component="th" scope="row">
                      {row.name}
                    </TableCell>
                    <TableCell align="right">{formatDecimal(row.count)}</TableCell>
                    {COLUMNS.map(([key, kind]) => (
                      <TableCell key={key} align="right">
                        {shown(row.sums[key], kind)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell component="th" scope="row" colSpan={COLUMNS.length}>
                    {translate(T('total'))} · {formatDecimal(totals.distanceDriven)} km
                  </TableCell>
                  <TableCell align="right">{formatDecimal(totals.hours)}</TableCell>
                  <TableCell align="right">{formatEuros(totals.euros)}</TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        )}
      </Paper>
    </Box>
  );
}
