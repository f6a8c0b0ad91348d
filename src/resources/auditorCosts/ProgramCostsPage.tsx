/**
 * A programme's auditor costs (issue 21; SPEC §3 Auditor cost): /audit/audit-programs/:id/costs, where
 * the programme's auditor writes their own row, and /office/audit-programs/:id/costs, where the office
 * reads every row. The programme's totals (hours, kilometres, euros) and each auditor's row come first;
 * below them the form of each row the caller may write (the server's `canWrite`).
 */
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useCreatePath, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useCurrentUser } from '../../authProvider/currentUser';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { httpStatus } from '../../components/form/httpErrorFields';
import { programCosts } from '../../domain/api/auditorCostActions';
import type { ProgramCosts } from '../../domain/auditorCosts';
import { AuditorCostForm } from './AuditorCostForm';
import { formatDecimal, formatEuros } from './costFormat';
import { FactList } from '../../components/FactList';

const T = (key: string) => `pateva.auditorCosts.${key}`;

function Totals({ costs }: { costs: ProgramCosts }) {
  const translate = useTranslate();
  return (
    <FactList strongValues facts={[
        [translate(T('columns.totalHours')), `${formatDecimal(costs.totals.hours)} h`],
        [translate(T('columns.distanceDriven')), `${formatDecimal(costs.totals.distanceDriven)} km`],
        [translate(T('columns.totalEuros')), formatEuros(costs.totals.euros)],
      ]} />
  );
}

function Rows({ costs }: { costs: ProgramCosts }) {
  const translate = useTranslate();
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate(T('auditors'))}>
      <Table size="small" aria-label={translate(T('auditors'))}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(T('columns.auditor'))}</TableCell>
            <TableCell align="right">{translate(T('columns.totalHours'))}</TableCell>
            <TableCell align="right">{translate(T('columns.distanceDriven'))}</TableCell>
            <TableCell align="right">{translate(T('columns.totalEuros'))}</TableCell>
            <TableCell>{translate(T('columns.state'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {costs.rows.map((row) => (
            <TableRow key={row.personId}>
              <TableCell component="th" scope="row">
                {row.personName}
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {translate(T(`role.${row.role}`))}
                </Typography>
              </TableCell>
              <TableCell align="right">{formatDecimal(row.totalHours)}</TableCell>
              <TableCell align="right">{formatDecimal(row.distanceDriven ?? 0)}</TableCell>
              <TableCell align="right">{formatEuros(row.totalEuros)}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" label={translate(T(row.hoursComplete ? 'hoursComplete' : 'hoursIncomplete'))} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CostsView({ programId, readOnly }: { programId: number; readOnly: boolean }) {
  const translate = useTranslate();
  const me = useCurrentUser();
  const query = useActionQuery(programCosts, { id: programId }, { retry: false, enabled: Number.isInteger(programId) && programId > 0 });
  if (query.isPending) {
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', p: 3 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{translate(T('loading'))}</Typography>
      </Stack>
    );
  }
  if (query.isError || !query.data) {
    const status = httpStatus(query.error);
    return (
      <Box sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Title title={translate(T('title'))} />
        <Alert severity="error">{translate(status === 404 || status === 403 ? T('notFound') : T('loadFailed'))}</Alert>
        <Button onClick={() => void query.refetch()}>{translate(T('retry'))}</Button>
      </Box>
    );
  }
  const costs = query.data;
  const myPersonId = me.status === 'signedIn' ? me.user.personId : null;
  const writable = readOnly ? [] : costs.rows.filter((row) => row.canWrite);
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, minWidth: 0, maxWidth: 960 }}>
      <Title title={translate(T('titleOf'), { name: costs.companyName })} />
      <Paper sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {translate(T('titleOf'), { name: costs.companyName })}
        </Typography>
        {costs.rows.length === 0 ? (
          <Alert severity="info">{translate(T('noAuditors'))}</Alert>
        ) : (
          <>
            <Typography variant="subtitle1" component="h2">
              {translate(T('programTotals'))}
            </Typography>
            <Totals costs={costs} />
            <Rows costs={costs} />
          </>
        )}
        {readOnly && costs.rows.length > 0 && <Alert severity="info">{translate(T('readOnly'))}</Alert>}
      </Paper>
      {writable.map((row) => (
        <AuditorCostForm key={row.personId} programId={programId} personId={row.personId} own={row.personId === myPersonId} />
      ))}
    </Box>
  );
}

function BackToProgram({ programId }: { programId: number }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Button component={Link} to={createPath({ resource: 'audit-programs', type: 'show', id: programId })} size="small" sx={{ mt: 1 }}>
      {translate(T('back'))}
    </Button>
  );
}

/** /audit/audit-programs/:id/costs (the auditor's own row writable) and /office/audit-programs/:id/costs (read only). */
export function ProgramCostsPage({ readOnly = false }: { readOnly?: boolean }) {
  const programId = Number(useParams().id);
  return (
    <>
      <BackToProgram programId={programId} />
      <CostsView programId={programId} readOnly={readOnly} />
    </>
  );
}

export function OfficeProgramCostsPage() {
  return <ProgramCostsPage readOnly />;
}
