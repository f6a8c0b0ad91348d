/**
 * Hakemukset (issue 11): the company's applications. The page state is in the address, so the
 * checklist's links to other sections can be followed and the way back leads to the same place:
 * /companies/{id}/applications is the listing, …/applications/{appId} the application (editing,
 * or showing when it cannot be changed); deleting is a confirmation on either.
 */
import { Route, Routes } from 'react-router-dom';
import { useCanChange, useCompany } from '../CompanyContext';
import { ApplicationPage } from './ApplicationPage';
import { ApplicationsList } from './ApplicationsList';

export function ApplicationsSection() {
  const { company } = useCompany();
  // Members with the applications permission (and admins, and the office) change; the others read.
  const canChange = useCanChange('applications');
  return (
    <Routes>
      <Route index element={<ApplicationsList companyId={company.id} canChange={canChange} />} />
      <Route path=":applicationId" element={<ApplicationPage companyId={company.id} canChange={canChange} />} />
    </Routes>
  );
}
