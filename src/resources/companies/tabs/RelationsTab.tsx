/** Konsernisuhteet in the staff areas: the list, linking, and removal from the list (office staff). */
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { EntityExportButton } from '../../../components/entity/EntityExportButton';
import { relationship } from '../../../domain/entities/relationship';
import { RelationForm } from '../../../pages/company/relations/RelationForm';
import { RelationsList } from '../../../pages/company/relations/RelationsList';
import { RemoveRelationConfirm } from '../../../pages/company/relations/RemoveRelationConfirm';
import { useRemoveRelation } from '../../../pages/company/relations/useRemoveRelation';
import { useOfficeCanChange } from './useOfficeCanChange';

function CompanyRelations({ companyId }: { companyId: number }) {
  const canChange = useOfficeCanChange();
  // react-admin refreshes the list after the removal by itself.
  const removal = useRemoveRelation(companyId, () => undefined);
  return (
    <Box>
      <EntityExportButton entity={relationship} meta={{ companyId }} sort={{ field: 'companyRelationshipTypeId', order: 'ASC' }} />
      <RelationsList companyId={companyId} onRemove={canChange ? removal.ask : undefined} />
      {canChange && <RelationForm companyId={companyId} />}
      <RemoveRelationConfirm relationship={removal.confirming} sending={removal.sending} onConfirm={removal.confirm} onClose={removal.cancel} />
    </Box>
  );
}

export function RelationsTab() {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return <CompanyRelations companyId={record.id} />;
}
