/**
 * "Auditoijien kustannukset" (/office/auditor-costs, issue 21): each auditor's hours, kilometres and
 * euros over a period (GET /api/auditor-costs?from&to) with the period's totals, and the same as a
 * CSV file (/api/auditor-costs/csv, a plain download link: the server names the file). A period whose
 * start is after its end is refused here with the server's own message, before anything is asked.
 */
import { Alert, Box, Button, CircularProgress, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { DateInput } from '../../components/form/DateInput';
import { auditorCostTotals } from '../../domain/api/auditorCostActions';
import { auditorCostsCsvPath, PERIOD_ORDER_MESSAGE, type AuditorTotals } from '../../domain/auditorCosts';
import { isIsoDate } from '../../domain/dates';
import { formatDecimal, formatEuros } from './costFormat';

const T = (key: string) => `pateva.auditorCosts.${key}`;

type Column = readonly [keyof AuditorTotals, 'decimal' | 'euros' | 'count'];
const COLUMNS: readonly Column[] = [
  ['programCount', 'count'],
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

const shown = (value: string | number, kind: Column[1]) => (typeof value === 'string' ? value : kind === 'euros' ? formatEuros(value) : formatDecimal(value));

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
  const query = useActionQuery(auditorCostTotals, {}, { query: period, enabled: ready, retry: false });
  const list = query.data;
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={translate(T('office.title'))} />
      <Typography variant="h5" component="h1">
        {translate(T('office.title'))}
      </Typography>
      <Typography variant="body2">{translate(T('office.intro'))}</Typography>
      <Paper sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
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
            <Button variant="outlined" component="a" href={auditorCostsCsvPath(period)} download startIcon={<DownloadIcon />} disabled={!ready}>
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
        {list && list.data.length === 0 && <Typography>{translate(T('office.empty'))}</Typography>}
        {list && list.data.length > 0 && (
          <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={translate(T('office.title'))} role="region">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(T('columns.auditor'))}</TableCell>
                  {COLUMNS.map(([key]) => (
                    <TableCell key={key} align="right">
                      {translate(T(`columns.${key === 'programCount' ? 'programs' : key}`))}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.map((row) => (
                  <TableRow key={row.personId}>
                    <TableCell component="th" scope="row">
                      {row.personName}
                    </TableCell>
                    {COLUMNS.map(([key, kind]) => (
                      <TableCell key={key} align="right">
                        {shown(row[key], kind)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell component="th" scope="row" colSpan={COLUMNS.length - 1}>
                    {translate(T('total'))} · {formatDecimal(list.totals.distanceDriven)} km
                  </TableCell>
                  <TableCell align="right">{formatDecimal(list.totals.hours)}</TableCell>
                  <TableCell align="right">{formatEuros(list.totals.euros)}</TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        )}
      </Paper>
    </Box>
  );
}
