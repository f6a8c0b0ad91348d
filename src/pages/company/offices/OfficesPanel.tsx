/** A company's offices (yksiköt): list, add, change, remove (with confirmation); SPEC §8 toasts. */
import { Paper } from '@mui/material';
import { useState } from 'react';
import { useToast } from '../../../areas/shared/notify';
import { LoadState } from '../../../components/data/LoadState';
import { useApiList } from '../../../components/data/useApiResource';
import { PanelHeading } from '../../../components/PanelHeading';
import { apiFetch } from '../../../dataProvider/httpClient';
import { TOAST_TEXTS } from '../../../domain/toasts';
import type { Office } from '../../../domain/api/offices';
import { ConfirmRemoval } from '../../../components/removal/ConfirmRemoval';
import { useRemoval } from '../../../components/removal/useRemoval';
import { OfficeDialog } from './OfficeDialog';
import { OfficesTable } from './OfficesTable';

interface Props {
  companyId: number;
  canChange: boolean;
}

export function OfficesPanel({ companyId, canChange }: Props) {
  const toast = useToast();
  const list = useApiList<Office>(`/companies/${companyId}/offices`);
  const [editing, setEditing] = useState<{ office: Office | null } | null>(null);
  const removal = useRemoval((office: Office) => apiFetch(`/companies/${companyId}/offices/${office.id}`, { method: 'DELETE' }), {
    removed: TOAST_TEXTS.officeDeleted,
    failed: 'offices.toasts.removeFailed',
    onRemoved: list.reload,
  });

  const saved = () => {
    toast('success', editing?.office ? TOAST_TEXTS.officeEdited : TOAST_TEXTS.officeAdded);
    setEditing(null);
    list.reload();
  };

  return (
    <Paper sx={{ p: 3 }}>
      <PanelHeading title="offices.title" addLabel="offices.add" onAdd={canChange ? () => setEditing({ office: null }) : undefined} />
      <LoadState state={list} loadingText="offices.loading" failedText="offices.loadFailed" emptyText="offices.empty" retryText="offices.retry">
        {(offices) => <OfficesTable offices={offices} actions={canChange ? { edit: (office) => setEditing({ office }), remove: removal.ask } : undefined} />}
      </LoadState>
      {editing && <OfficeDialog companyId={companyId} office={editing.office} onClose={() => setEditing(null)} onSaved={saved} />}
      <ConfirmRemoval removal={removal} texts="offices.confirm" args={(office) => ({ name: office.name })} />
    </Paper>
  );
}
