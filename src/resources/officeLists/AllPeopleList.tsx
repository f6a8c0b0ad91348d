/** Henkilöt: the active people of every company (GET /people), by last name at first. */
import { FunctionField, SearchInput, SelectInput, useTranslate, type RaRecord } from 'react-admin';
import { labelKey } from '../../domain/entities/entity';
import { allPeople, PERSON_ROLES, type AllPeopleRecord } from '../../domain/entities/officeLists';
import { CompanyFilter } from './CompanyFilter';
import { OfficeEntityList } from './OfficeEntityList';

const fullName = (record: RaRecord) => {
  const { person } = record as AllPeopleRecord;
  return `${person.lastName} ${person.firstName}`;
};

export function AllPeopleList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('pateva.officeLists.peopleSearch')} sx={{ minWidth: 300 }} />,
    <CompanyFilter key="company_id" source="company_id" label={labelKey(allPeople, 'company')} />,
    <SelectInput
      key="role"
      source="role"
      label="pateva.officeLists.role"
      choices={PERSON_ROLES.map((role) => ({ id: role, name: labelKey(allPeople, role) }))}
    />,
  ];
  return (
    <OfficeEntityList
      entity={allPeople}
      sort={{ field: 'person', order: 'ASC' }}
      filters={filters}
      companyTab="people"
      columns={{
        person: <FunctionField source="person" label={labelKey(allPeople, 'person')} render={fullName} />,
        // The role label says who is an admin; the display roles are in the CSV file and on the company's page.
        companyAdmin: null,
        companyManagingDirector: null,
        companyContactPerson: null,
        companyProductionManagement: null,
      }}
      exportColumns={{ person: fullName }}
    />
  );
}
