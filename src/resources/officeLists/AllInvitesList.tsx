/** Kutsut: the open invites of every company (GET /invites), newest first at first. */
import { SearchInput, SelectInput, useTranslate } from 'react-admin';
import { labelKey } from '../../domain/entities/entity';
import { allInvites } from '../../domain/entities/officeLists';
import { BOOLEAN_CHOICES } from './booleanChoices';
import { CompanyFilter } from './CompanyFilter';
import { OfficeEntityList } from './OfficeEntityList';

export function AllInvitesList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('pateva.officeLists.invitesSearch')} sx={{ minWidth: 300 }} />,
    <CompanyFilter key="company_id" source="company_id" label={labelKey(allInvites, 'company')} />,
    <SelectInput key="expired" source="expired" label="pateva.officeLists.expired" choices={BOOLEAN_CHOICES} />,
  ];
  return <OfficeEntityList entity={allInvites} sort={{ field: 'createdAt', order: 'DESC' }} filters={filters} companyTab="invites" />;
}
