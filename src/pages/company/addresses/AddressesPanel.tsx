/**
 * A company's addresses and contact details grouped by type, with adding,
 * changing and (where SPEC §5 allows) removing for those who may change them.
 * Used by the company pages and the office's company tab. Read and written
 * through the data provider (resource `addresses`, meta.companyId), so
 * react-query refreshes the list after every change.
 */
import { Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { ListBase, useDelete, useListContext, useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { ListState } from '../../../components/entity/ListState';
import { PanelHeading } from '../../../components/PanelHeading';
import { ConfirmRemoval, type Removal } from '../../../components/removal/ConfirmRemoval';
import { addressLines } from '../../../domain/addresses';
import { address as addressEntity, type Address } from '../../../domain/entities/address';
import { AddressDialog } from './AddressDialog';
import { AddressGroups } from './AddressGroups';

interface Props {
  companyId: number;
  registrationNumber: string;
  canChange: boolean;
  /** After a change, e.g. to reload the company that shows the addresses too. */
  onChanged?: () => void;
}

type Editing = { address: Address | null } | null;

/** "Are you sure?" and the removal through the data provider: SPEC §8 toasts, the server's refusal (409) as its message. */
function useAddressRemoval(companyId: number, onRemoved: () => void): Removal<Address> {
  const toast = useToast();
  const [remove, { isPending }] = useDelete<Address>();
  const [removing, setRemoving] = useState<Address | null>(null);
  const confirm = async () => {
    if (!removing) return;
    try {
      await remove(addressEntity.resource, { id: removing.id, previousData: removing, meta: { companyId } }, { mutationMode: 'pessimistic', returnPromise: true });
      toast('success', 'addresses.toasts.removed');
      onRemoved();
    } catch (error) {
      toast('error', error instanceof Error && error.message ? error.message : 'addresses.toasts.removeFailed');
    } finally {
      setRemoving(null);
    }
  };
  return { removing, sending: isPending, ask: setRemoving, cancel: () => setRemoving(null), confirm };
}

function AddressList({ summary, actions }: Pick<Parameters<typeof AddressGroups>[0], 'summary' | 'actions'>) {
  const translate = useTranslate();
  const { data } = useListContext<Address>();
  const addresses = data ?? [];
  if (addresses.length === 0) return <Typography sx={{ py: 1 }}>{translate('addresses.empty')}</Typography>;
  return <AddressGroups addresses={addresses} summary={summary} actions={actions} />;
}

export function AddressesPanel({ companyId, registrationNumber, canChange, onChanged }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);

  const typeName = (address: Address) => translate(`pateva.address.types.${address.addressTypeId}`, { _: String(address.addressTypeId) });
  const summary = (address: Address) => addressLines(address, translate).map((line) => line.text).join(', ') || typeName(address);

  const changed = () => onChanged?.();
  const removal = useAddressRemoval(companyId, changed);

  const saved = () => {
    toast('success', editing?.address ? 'addresses.toasts.saved' : 'addresses.toasts.added');
    setEditing(null);
    changed();
  };

  return (
    <Paper sx={{ p: 3 }}>
      {/* The API answers a company's addresses whole (by type); no paging. */}
      <ListBase resource={addressEntity.resource} queryOptions={{ meta: { companyId } }} disableSyncWithLocation perPage={1000} sort={{ field: 'id', order: 'ASC' }}>
        <PanelHeading title="addresses.title" addLabel="addresses.add" onAdd={canChange ? () => setEditing({ address: null }) : undefined} />
        <ListState loadingText="addresses.loading" failedText="addresses.loadFailed">
          <AddressList summary={summary} actions={canChange ? { edit: (address) => setEditing({ address }), remove: removal.ask } : undefined} />
        </ListState>
      </ListBase>
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
