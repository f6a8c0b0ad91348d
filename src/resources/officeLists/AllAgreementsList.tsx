/** Sopimukset: every company's agreements, in force and terminated (GET /agreements), newest first at first. */
import { FunctionField, ReferenceInput, SearchInput, SelectInput, useTranslate, type RaRecord } from 'react-admin';
import { labelKey } from '../../domain/entities/entity';
import { allAgreements, type AllAgreementsRecord } from '../../domain/entities/officeLists';
import { BOOLEAN_CHOICES } from './booleanChoices';
import { CompanyFilter } from './CompanyFilter';
import { OfficeEntityList } from './OfficeEntityList';

const version = (record: RaRecord) => String((record as AllAgreementsRecord).productAgreement.version);

export function AllAgreementsList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('pateva.officeLists.agreementsSearch')} sx={{ minWidth: 300 }} />,
    <CompanyFilter key="company_id" source="company_id" label={labelKey(allAgreements, 'company')} />,
    <ReferenceInput key="product_id" source="product_id" reference="products" label="pateva.officeLists.product">
      <SelectInput label="pateva.officeLists.product" optionText="name" />
    </ReferenceInput>,
    <SelectInput key="in_force" source="in_force" label="pateva.officeLists.inForce" choices={BOOLEAN_CHOICES} />,
  ];
  return (
    <OfficeEntityList
      entity={allAgreements}
      sort={{ field: 'signedAt', order: 'DESC' }}
      filters={filters}
      companyTab="agreements"
      columns={{
        productAgreement: <FunctionField source="productAgreement" label={labelKey(allAgreements, 'productAgreement')} sortable={false} render={version} />,
      }}
      exportColumns={{ productAgreement: version }}
    />
  );
}
