/** Sopimukset in the staff areas: agreements in force; office staff sign and terminate them. */
import { useRecordContext, type RaRecord } from 'react-admin';
import { AgreementsPanel } from '../../../pages/company/agreements/AgreementsPanel';
import { useOfficeCanChange } from '../../../authProvider/useOfficeCanChange';
import { EntityExportButton } from '../../../components/entity/EntityExportButton';
import { agreement, type CompanyAgreement } from '../../../domain/entities/agreement';

/** The version is a number inside the version summary; the ids say nothing to a reader. */
const AGREEMENT_COLUMNS = {
  productAgreement: (record: RaRecord) => String((record as CompanyAgreement).productAgreement.version),
  productAgreementId: null,
  companyContactPersonId: null,
  patevaContactPersonId: null,
};

export function AgreementsTab() {
  const record = useRecordContext<{ id: number }>();
  const canChange = useOfficeCanChange();
  if (!record) return null;
  return (
    <>
      <EntityExportButton entity={agreement} meta={{ companyId: record.id }} sort={{ field: 'signedAt', order: 'DESC' }} columns={AGREEMENT_COLUMNS} />
      <AgreementsPanel companyId={record.id} canChange={canChange} />
    </>
  );
}
