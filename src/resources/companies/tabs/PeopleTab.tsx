/**
 * Henkilöt in the staff areas: the company people section with the company as
 * its context. Office staff may change everything; other staff only read.
 */
import { useMemo } from 'react';
import { useRecordContext } from 'react-admin';
import { useCurrentUser } from '../../../authProvider/currentUser';
import { hasOfficePermission } from '../../../domain/permissions';
import { CompanyContext, type CompanyContextValue } from '../../../pages/company/CompanyContext';
import { PeopleSection } from '../../../pages/company/people/PeopleSection';
import type { CompanyDetails } from '../../../domain/api/companies';

const noReload = () => undefined;

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
      <PeopleSection personInAddress={false} />
    </CompanyContext.Provider>
  );
}
