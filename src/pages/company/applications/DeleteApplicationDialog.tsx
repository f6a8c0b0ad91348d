/** deleting: "Poista" after confirmation; a draft or a cancelled application only (companyCanDelete). */
import { Confirm } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { errorMessage } from '../../../components/form/httpErrorFields';
import { useActionMutation } from '../../../components/actions/useAction';
import { deleteApplication } from '../../../domain/api/applicationActions';

interface Props {
  companyId: number;
  application: { id: number; target: { name: string } };
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteApplicationDialog({ companyId, application, onClose, onDeleted }: Props) {
  const toast = useToast();
  // The company's application pages refresh (the declaration's touches).
  const deletion = useActionMutation(deleteApplication, { refreshOnError: true });
  const remove = async () => {
    try {
      await deletion.mutateAsync({ params: { id: companyId, appId: application.id } });
      toast('success', 'applications.actions.deleted');
      onDeleted?.();
    } catch (error) {
      toast('error', errorMessage(error, 'applications.actions.deleteFailed'));
    }
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
      loading={deletion.isPending}
      onConfirm={() => void remove()}
      onClose={onClose}
    />
  );
}
