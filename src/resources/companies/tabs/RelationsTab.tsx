/** Konsernisuhteet in the staff areas: the list with each relation's status, linking, removal, and consent for the company (office staff). */
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { EntityExportButton } from '../../../components/entity/EntityExportButton';
import type { ExportColumns } from '../../../components/entity/entityExporter';
import { relationship, type Relationship } from '../../../domain/entities/relationship';
import { RelationForm } from '../../../pages/company/relations/RelationForm';
import { RelationsList } from '../../../pages/company/relations/RelationsList';
import { RemoveRelationConfirm } from '../../../pages/company/relations/RemoveRelationConfirm';
import { useRemoveRelation } from '../../../pages/company/relations/useRemoveRelation';
import { RejectRelationConfirm } from '../../../pages/company/relations/RelationConsentButtons';
import { useRelationConsent } from '../../../pages/company/relations/useRelationConsent';
import { relationStatusKey } from '../../../domain/relationships';
import { i18nProvider } from '../../../i18n/i18nProvider';
import { useOfficeCanChange } from '../../../authProvider/useOfficeCanChange';

/** The status in the file as the list writes it ("Odottaa hyväksyntää", "Voimassa"), not the code. */
const exportColumns: ExportColumns = {
  status: (record) => i18nProvider.translate(relationStatusKey(record.status as Relationship['status'])),
};

function CompanyRelations({ companyId }: { companyId: number }) {
  const canChange = useOfficeCanChange();
  // react-admin refreshes the list after the removal by itself.
  const removal = useRemoveRelation(companyId, () => undefined);
  // Office staff may also answer for a company asked to consent (the accept and reject routes allow them).
  const consent = useRelationConsent(companyId);
  return (
    <Box>
      <EntityExportButton entity={relationship} meta={{ companyId }} sort={{ field: 'companyRelationshipTypeId', order: 'ASC' }} columns={exportColumns} />
      <RelationsList companyId={companyId} onRemove={canChange ? removal.ask : undefined} consent={canChange ? consent : undefined} />
      {canChange && <RelationForm companyId={companyId} />}
      <RemoveRelationConfirm relationship={removal.confirming} sending={removal.sending} onConfirm={removal.confirm} onClose={removal.cancel} />
      <RejectRelationConfirm consent={consent} />
    </Box>
  );
}

export function RelationsTab() {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return <CompanyRelations companyId={record.id} />;
}
