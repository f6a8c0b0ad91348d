/**
 * A company's addresses and contact details grouped by type, with adding,
 * changing and (where SPEC §5 allows) removing for those who may change them.
 * Used by the company pages and the office's company tab.
 */
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { ApiError, apiFetch } from '../../../dataProvider/httpClient';
import { addressLines, canRemoveAddress } from '../../../domain/addresses';
import type { Address } from '../../../domain/api/addresses';
import { AddressLines } from '../../../resources/companies/AddressLines';
import { AddressDialog } from './AddressDialog';
import { ConfirmRemoval } from './ConfirmRemoval';
import { useListResource } from './useListResource';

interface Props {
  companyId: number;
  registrationNumber: string;
  canChange: boolean;
  /** After a change, e.g. to reload the company that shows the addresses too. */
  onChanged?: () => void;
}

type Editing = { address: Address | null } | null;

export function AddressesPanel({ companyId, registrationNumber, canChange, onChanged }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const list = useListResource<Address>(`/companies/${companyId}/addresses`);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Address | null>(null);
  const [sending, setSending] = useState(false);

  const typeName = (address: Address) => translate(`pateva.address.types.${address.addressTypeId}`, { _: String(address.addressTypeId) });
  const summary = (address: Address) => addressLines(address, translate).map((line) => line.text).join(', ') || typeName(address);

  const changed = () => {
    list.reload();
    onChanged?.();
  };

  const saved = () => {
    toast('success', editing?.address ? 'addresses.toasts.saved' : 'addresses.toasts.added');
    setEditing(null);
    changed();
  };

  const remove = async () => {
    if (!removing?.id) return;
    setSending(true);
    try {
      await apiFetch(`/companies/${companyId}/addresses/${removing.id}`, { method: 'DELETE' });
      toast('success', 'addresses.toasts.removed');
      changed();
    } catch (error) {
      toast('error', error instanceof ApiError && error.body?.message ? error.body.message : 'addresses.toasts.removeFailed');
    } finally {
      setSending(false);
      setRemoving(null);
    }
  };

  let content;
  if (list.status === 'loading') {
    content = <Typography color="text.secondary">{translate('addresses.loading')}</Typography>;
  } else if (list.status === 'failed') {
    content = (
      <Alert severity="error" action={<Button onClick={list.reload}>{translate('addresses.retry')}</Button>}>
        {translate('addresses.loadFailed')}
      </Alert>
    );
  } else if (list.rows.length === 0) {
    content = <Typography color="text.secondary">{translate('addresses.empty')}</Typography>;
  } else {
    const types = [...new Set(list.rows.map((a) => a.addressTypeId))].sort((a, b) => a - b);
    content = (
      <Stack spacing={2}>
        {types.map((typeId) => (
          <Box component="section" key={typeId} aria-label={translate(`pateva.address.types.${typeId}`, { _: String(typeId) })}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {translate(`pateva.address.types.${typeId}`, { _: String(typeId) })}
            </Typography>
            <Stack spacing={1}>
              {list.rows
                .filter((a) => a.addressTypeId === typeId)
                .map((address) => (
                  <Box key={address.id} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, py: 0.5 }}>
                    <AddressLines address={address} />
                    {canChange && (
                      <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
                        <Button size="small" aria-label={translate('addresses.editLabel', { text: summary(address) })} onClick={() => setEditing({ address })}>
                          {translate('addresses.edit')}
                        </Button>
                        {canRemoveAddress(address) && (
                          <Button size="small" color="error" aria-label={translate('addresses.removeLabel', { text: summary(address) })} onClick={() => setRemoving(address)}>
                            {translate('addresses.remove')}
                          </Button>
                        )}
                      </Box>
                    )}
                  </Box>
                ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Paper sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">{translate('addresses.title')}</Typography>
        {canChange && (
          <Button variant="contained" onClick={() => setEditing({ address: null })}>{translate('addresses.add')}</Button>
        )}
      </Box>
      {content}
      {editing && (
        <AddressDialog
          companyId={companyId}
          registrationNumber={registrationNumber}
          address={editing.address}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      <ConfirmRemoval
        open={!!removing}
        title={translate('addresses.confirm.title')}
        body={removing ? translate('addresses.confirm.body', { type: typeName(removing), text: summary(removing) }) : ''}
        confirmLabel={translate('addresses.confirm.confirm')}
        cancelLabel={translate('addresses.confirm.cancel')}
        sending={sending}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </Paper>
  );
}
