/** deleting: "Poista" after confirmation; a draft or a cancelled application only (companyCanDelete). */
import { Confirm, useDataProvider } from 'react-admin';
import { useState } from 'react';
import { useToast } from '../../../areas/shared/notify';
import { errorMessage } from '../../../components/form/httpErrorFields';
import type { PatevaDataProvider } from '../../../dataProvider';
import { useRefreshApplications } from './queries';

interface Props {
  companyId: number;
  application: { id: number; target: { name: string } };
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteApplicationDialog({ companyId, application, onClose, onDeleted }: Props) {
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const toast = useToast();
  const refresh = useRefreshApplications(companyId);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.deleteApplication(companyId, application.id);
      toast('success', 'applications.actions.deleted');
      onDeleted?.();
      void refresh();
    } catch (error) {
      toast('error', errorMessage(error, 'applications.actions.deleteFailed'));
    }
    setBusy(false);
    onClose();
  };
  return (
    <Confirm
      isOpen
      title="applications.actions.deleteTitle"
      content="applications.actions.deleteBody"
      translateOptions={{ name: application.target.name }}
      confirm="applications.actions.delete"
      confirmColor="warning"
      loading={busy}
      onConfirm={() => void remove()}
      onClose={onClose}
    />
  );
}
