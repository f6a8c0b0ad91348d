/**
 * A company's addresses and contact details grouped by type, with adding,
 * changing and (where SPEC §5 allows) removing for those who may change them.
 * Used by the company pages and the office's company tab.
 */
import { Paper } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { LoadState } from '../../../components/data/LoadState';
import { useApiList } from '../../../components/data/useApiResource';
import { PanelHeading } from '../../../components/PanelHeading';
import { apiFetch } from '../../../dataProvider/httpClient';
import { addressLines } from '../../../domain/addresses';
import type { Address } from '../../../domain/api/addresses';
import { AddressDialog } from './AddressDialog';
import { AddressGroups } from './AddressGroups';
import { ConfirmRemoval } from '../../../components/removal/ConfirmRemoval';
import { useRemoval } from '../../../components/removal/useRemoval';

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
  const list = useApiList<Address>(`/companies/${companyId}/addresses`);
  const [editing, setEditing] = useState<Editing>(null);

  const typeName = (address: Address) => translate(`pateva.address.types.${address.addressTypeId}`, { _: String(address.addressTypeId) });
  const summary = (address: Address) => addressLines(address, translate).map((line) => line.text).join(', ') || typeName(address);

  const changed = () => {
    list.reload();
    onChanged?.();
  };
  const removal = useRemoval((address: Address) => apiFetch(`/companies/${companyId}/addresses/${address.id}`, { method: 'DELETE' }), {
    removed: 'addresses.toasts.removed',
    failed: 'addresses.toasts.removeFailed',
    onRemoved: changed,
  });

  const saved = () => {
    toast('success', editing?.address ? 'addresses.toasts.saved' : 'addresses.toasts.added');
    setEditing(null);
    changed();
  };

  return (
    <Paper sx={{ p: 3 }}>
      <PanelHeading title="addresses.title" addLabel="addresses.add" onAdd={canChange ? () => setEditing({ address: null }) : undefined} />
      <LoadState state={list} loadingText="addresses.loading" failedText="addresses.loadFailed" emptyText="addresses.empty" retryText="addresses.retry">
        {(addresses) => (
          <AddressGroups addresses={addresses} summary={summary} actions={canChange ? { edit: (address) => setEditing({ address }), remove: removal.ask } : undefined} />
        )}
      </LoadState>
      {editing && (
        <AddressDialog
          companyId={companyId}
          registrationNumber={registrationNumber}
          address={editing.address}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      <ConfirmRemoval removal={removal} texts="addresses.confirm" args={(address) => ({ type: typeName(address), text: summary(address) })} />
    </Paper>
  );
}
