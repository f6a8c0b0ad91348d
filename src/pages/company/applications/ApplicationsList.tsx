/**
 * listing: the company's applications — type, status, opened and sent dates — as a table, or as
 * cards on a phone; "Uusi hakemus" opens the targets; a draft or a cancelled application can be
 * deleted here after confirmation (deleting).
 */
import { Alert, Box, Button, Card, CardActions, CardContent, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LoadingLine } from '../../../components/LoadingLine';
import type { ApplicationListItem } from '../../../domain/api/applications';
import { companyCanDelete } from '../../../domain/applications';
import { formatDate } from '../../../domain/formats';
import { DeleteApplicationDialog } from './DeleteApplicationDialog';
import { NewApplicationDialog } from './NewApplicationDialog';
import { useApplications } from './queries';
import { StatusChip } from './StatusChip';

interface Props {
  companyId: number;
  canChange: boolean;
}

export function ApplicationsList({ companyId, canChange }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, isPending, error, refetch } = useApplications(companyId);
  const [choosing, setChoosing] = useState(false);
  const [deleting, setDeleting] = useState<ApplicationListItem | null>(null);
  const rows = data?.data ?? [];
  const path = (row: ApplicationListItem) => `/companies/${companyId}/applications/${row.id}`;
  const sent = (row: ApplicationListItem) => (row.sentAt ? formatDate(row.sentAt) : translate('applications.notSent'));

  const actions = (row: ApplicationListItem) => (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button size="small" component={RouterLink} to={path(row)} aria-label={translate('applications.openLabel', { name: row.target.name })}>
        {translate('applications.open')}
      </Button>
      {canChange && companyCanDelete(row.applicationStatusId) && (
        <Button size="small" color="error" onClick={() => setDeleting(row)} aria-label={translate('applications.actions.deleteLabel', { name: row.target.name })}>
          {translate('applications.actions.delete')}
        </Button>
      )}
    </Stack>
  );

  let body;
  if (isPending) body = <LoadingLine text={translate('applications.loading')} />;
  else if (error)
    body = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{translate('applications.retry')}</Button>}>
        {translate('applications.loadFailed')}
      </Alert>
    );
  else if (rows.length === 0) body = <Typography sx={{ py: 2 }}>{translate(canChange ? 'applications.emptyCanAdd' : 'applications.empty')}</Typography>;
  else if (phone)
    body = (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={translate('applications.listLabel')}>
        {rows.map((row) => (
          <Card component="li" key={row.id} variant="outlined">
            <CardContent sx={{ pb: 0 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>{row.target.name}</Typography>
              <Box sx={{ my: 0.5 }}><StatusChip statusId={row.applicationStatusId} name={row.status.name} /></Box>
              <Typography variant="body2">{translate('applications.columns.openedAt')}: {formatDate(row.openedAt)}</Typography>
              <Typography variant="body2">{translate('applications.columns.sentAt')}: {sent(row)}</Typography>
            </CardContent>
            <CardActions>{actions(row)}</CardActions>
          </Card>
        ))}
      </Stack>
    );
  else
    body = (
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('applications.listLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('applications.columns.type')}</TableCell>
              <TableCell>{translate('applications.columns.status')}</TableCell>
              <TableCell>{translate('applications.columns.openedAt')}</TableCell>
              <TableCell>{translate('applications.columns.sentAt')}</TableCell>
              <TableCell align="right">{translate('applications.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>{row.target.name}</TableCell>
                <TableCell><StatusChip statusId={row.applicationStatusId} name={row.status.name} /></TableCell>
                <TableCell>{formatDate(row.openedAt)}</TableCell>
                <TableCell>{sent(row)}</TableCell>
                <TableCell align="right">{actions(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    );

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography variant="h5" component="h2">{translate('applications.title')}</Typography>
        {canChange && (
          <Button variant="contained" onClick={() => setChoosing(true)} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            {translate('applications.add')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>{translate('applications.intro')}</Typography>
      {!canChange && <Alert severity="info" sx={{ mb: 2 }}>{translate('applications.readOnly')}</Alert>}
      {body}
      {choosing && <NewApplicationDialog companyId={companyId} onClose={() => setChoosing(false)} onCreated={(id) => navigate(`/companies/${companyId}/applications/${id}`)} />}
      {deleting && <DeleteApplicationDialog companyId={companyId} application={deleting} onClose={() => setDeleting(null)} />}
    </Paper>
  );
}
