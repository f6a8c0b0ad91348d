/**
 * Henkilöt in the staff areas: the company people section with the company as
 * its context. Office staff may change everything; other staff only read.
 */
import { useMemo } from 'react';
import { useRecordContext, type RaRecord } from 'react-admin';
import { EntityExportButton } from '../../../components/entity/EntityExportButton';
import { companyPerson, type CompanyPerson } from '../../../domain/entities/companyPerson';
import { useCurrentUser } from '../../../authProvider/currentUser';
import { hasOfficePermission } from '../../../domain/permissions';
import { CompanyContext, type CompanyContextValue } from '../../../pages/company/CompanyContext';
import { PeopleSection } from '../../../pages/company/people/PeopleSection';
import type { CompanyDetails } from '../../../domain/api/companies';

const noReload = () => undefined;

/** The person by name; their educations and certificates are on the person's page, not in the file. */
const PERSON_COLUMNS = {
  person: (record: RaRecord) => {
    const { person } = record as CompanyPerson;
    return `${person.lastName} ${person.firstName}`;
  },
  userId: null,
  permissions: null,
  personEducations: null,
  personCertificates: null,
};

export function PeopleTab() {
  const record = useRecordContext<CompanyDetails>();
  const userState = useCurrentUser();
  const isOffice = userState.status === 'signedIn' && hasOfficePermission(userState.user);
  const value = useMemo<CompanyContextValue | null>(
    () => (record ? { company: record, membership: null, isOffice, reload: noReload } : null),
    [record, isOffice],
  );
  if (!value) return null;
  return (
    <CompanyContext.Provider value={value}>
      <EntityExportButton entity={companyPerson} meta={{ companyId: value.company.id }} sort={{ field: 'lastName', order: 'ASC' }} columns={PERSON_COLUMNS} />
      <PeopleSection />
    </CompanyContext.Provider>
  );
}
