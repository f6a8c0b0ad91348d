/**
 * A company's addresses and contact details grouped by type, with adding,
 * changing and (where SPEC §5 allows) removing for those who may change them.
 * Used by the company pages and the office's company tab. Adding and changing
 * are addresses (`…/addresses/new`, `…/addresses/5/edit`; src/domain/recordRoutes.ts). Read and written
 * through the data provider (resource `addresses`, meta.companyId), so
 * react-query refreshes the list after every change.
 */
import { Paper, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { ListBase, useDelete, useListContext, useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { ListState } from '../../../components/entity/ListState';
import { PanelHeading } from '../../../components/PanelHeading';
import { ConfirmRemoval, type Removal } from '../../../components/removal/ConfirmRemoval';
import { addressLines } from '../../../domain/addresses';
import { address as addressEntity, type Address } from '../../../domain/entities/address';
import { AddressDialog } from './AddressDialog';
import { useRecordRoute } from '../../../components/records/useRecordRoute';
import { AddressGroups } from './AddressGroups';

interface Props {
  companyId: number;
  registrationNumber: string;
  canChange: boolean;
  /** After a change, e.g. to reload the company that shows the addresses too. */
  onChanged?: () => void;
}

/** The address an edit address names, from the list (the API answers a company's addresses whole); nothing while it loads. */
function EditedAddress({ id, children }: { id: number; children: (address: Address) => ReactNode }) {
  const { data } = useListContext<Address>();
  const found = data?.find((row) => row.id === id);
  return found ? children(found) : null;
}

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
  // An address is shown in the list only; its form closes to the list.
  const route = useRecordRoute({ showing: false });
  const { view } = route;
  const creating = canChange && view?.kind === 'create';
  const editingId = canChange && view?.kind === 'record' && view.mode === 'edit' ? view.id : null;

  const typeName = (address: Address) => translate(`pateva.address.types.${address.addressTypeId}`, { _: String(address.addressTypeId) });
  const summary = (address: Address) => addressLines(address, translate).map((line) => line.text).join(', ') || typeName(address);

  const changed = () => onChanged?.();
  const removal = useAddressRemoval(companyId, changed);

  const saved = () => {
    toast('success', editingId !== null ? 'addresses.toasts.saved' : 'addresses.toasts.added');
    route.close();
    changed();
  };

  return (
    <Paper sx={{ p: 3 }}>
      {/* The API answers a company's addresses whole (by type); no paging. */}
      <ListBase resource={addressEntity.resource} queryOptions={{ meta: { companyId } }} disableSyncWithLocation perPage={1000} sort={{ field: 'id', order: 'ASC' }}>
        <PanelHeading title="addresses.title" addLabel="addresses.add" onAdd={canChange ? () => route.go({ kind: 'create', tab: null }) : undefined} />
        <ListState loadingText="addresses.loading" failedText="addresses.loadFailed">
          <AddressList summary={summary} actions={canChange ? { edit: (address) => route.go({ kind: 'record', id: address.id, mode: 'edit', tab: null }), remove: removal.ask } : undefined} />
        </ListState>
        {creating && <AddressDialog companyId={companyId} registrationNumber={registrationNumber} address={null} onClose={route.close} onSaved={saved} />}
        {editingId !== null && (
          <EditedAddress id={editingId}>
            {(address) => <AddressDialog companyId={companyId} registrationNumber={registrationNumber} address={address} onClose={route.close} onSaved={saved} />}
          </EditedAddress>
        )}
      </ListBase>
      <ConfirmRemoval removal={removal} texts="addresses.confirm" args={(address) => ({ type: typeName(address), text: summary(address) })} />
    </Paper>
  );
}
