/** A company's offices (yksiköt): list, add, change, remove (with confirmation); SPEC §8 toasts. */
import { Alert, Box, Button, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { ApiError, apiFetch } from '../../../dataProvider/httpClient';
import { countryName } from '../../../domain/addresses';
import { TOAST_TEXTS } from '../../../domain/toasts';
import { ConfirmRemoval } from '../addresses/ConfirmRemoval';
import { useListResource } from '../addresses/useListResource';
import { OfficeDialog } from './OfficeDialog';
import type { Office } from '../../../domain/api/offices';

interface Props {
  companyId: number;
  canChange: boolean;
}

const addressText = (office: Office) =>
  [office.street, [office.zipcode, office.city].filter(Boolean).join(' '), office.street || office.city ? countryName(office.country) : null]
    .filter(Boolean)
    .join(', ');

export function OfficesPanel({ companyId, canChange }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const list = useListResource<Office>(`/companies/${companyId}/offices`);
  const [editing, setEditing] = useState<{ office: Office | null } | null>(null);
  const [removing, setRemoving] = useState<Office | null>(null);
  const [sending, setSending] = useState(false);

  const saved = () => {
    toast('success', editing?.office ? TOAST_TEXTS.officeEdited : TOAST_TEXTS.officeAdded);
    setEditing(null);
    list.reload();
  };

  const remove = async () => {
    if (!removing) return;
    setSending(true);
    try {
      await apiFetch(`/companies/${companyId}/offices/${removing.id}`, { method: 'DELETE' });
      toast('success', TOAST_TEXTS.officeDeleted);
      list.reload();
    } catch (error) {
      toast('error', error instanceof ApiError && error.body?.message ? error.body.message : 'offices.toasts.removeFailed');
    } finally {
      setSending(false);
      setRemoving(null);
    }
  };

  let content;
  if (list.status === 'loading') {
    content = <Typography color="text.secondary">{translate('offices.loading')}</Typography>;
  } else if (list.status === 'failed') {
    content = (
      <Alert severity="error" action={<Button onClick={list.reload}>{translate('offices.retry')}</Button>}>
        {translate('offices.loadFailed')}
      </Alert>
    );
  } else if (list.rows.length === 0) {
    content = <Typography color="text.secondary">{translate('offices.empty')}</Typography>;
  } else {
    content = (
      <Table size="small" aria-label={translate('offices.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('offices.columns.name')}</TableCell>
            <TableCell>{translate('offices.columns.description')}</TableCell>
            <TableCell>{translate('offices.columns.address')}</TableCell>
            {canChange && <TableCell align="right">{translate('offices.columns.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {list.rows.map((office) => (
            <TableRow key={office.id}>
              <TableCell>{office.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line' }}>{office.description ?? ''}</TableCell>
              <TableCell>{addressText(office)}</TableCell>
              {canChange && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" aria-label={translate('offices.editLabel', { name: office.name })} onClick={() => setEditing({ office })}>
                    {translate('offices.edit')}
                  </Button>
                  <Button size="small" color="error" aria-label={translate('offices.removeLabel', { name: office.name })} onClick={() => setRemoving(office)}>
                    {translate('offices.remove')}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <Paper sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">{translate('offices.title')}</Typography>
        {canChange && <Button variant="contained" onClick={() => setEditing({ office: null })}>{translate('offices.add')}</Button>}
      </Box>
      {content}
      {editing && <OfficeDialog companyId={companyId} office={editing.office} onClose={() => setEditing(null)} onSaved={saved} />}
      <ConfirmRemoval
        open={!!removing}
        title={translate('offices.confirm.title')}
        body={removing ? translate('offices.confirm.body', { name: removing.name }) : ''}
        confirmLabel={translate('offices.confirm.confirm')}
        cancelLabel={translate('offices.confirm.cancel')}
        sending={sending}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </Paper>
  );
}
