/** The /office area (SPEC §2), a lazy chunk of its own: the office may edit companies. */
import { CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { companiesEditable } from '../../resources/companies';
import { joinRequests } from '../../resources/joinRequests';
import { allAgreementsResource, allInvitesResource, allPeopleResource } from '../../resources/officeLists';
import { allCompanyCasesResource } from '../../resources/companyCases';
import { StaffAdmin } from '../shared/StaffAdmin';
import { classificationIndustriesResource } from '../../resources/classificationIndustries';
import { applicationsResource } from '../../resources/applications';
import { applicationQuestionsResource } from '../../resources/applicationQuestions';
import { officeCertificatesResource } from '../../resources/certificates';
import { boardsResource } from '../../resources/boards';
import { officeMeetingsResource } from '../../resources/boardMeetings';
import { OfficeReportPage } from '../../resources/auditReports';
import { auditQuestionsResource } from '../../resources/auditQuestions';
import { auditProgramsResource } from '../../resources/auditPrograms';
import { officeDeviationsResource } from '../../resources/deviations';
import { AuditorTotalsPage, OfficeProgramCostsPage } from '../../resources/auditorCosts';
import { auditorConflictsResource } from '../../resources/auditorConflicts';
import { AuditorContactsPage } from '../../resources/auditorContacts';
import { newsItemsResource } from '../../resources/newsItems';
import { helpPagesResource } from '../../resources/helpPages';
import { productOrdersResource, productsResource } from '../../resources/products';
import { InvoicingBasisPage } from '../../pages/invoicing/InvoicingBasisPage';

export default function OfficeArea() {
  return (
    <StaffAdmin area="office" basename="/office">
      <Resource {...companiesEditable} />
      <Resource {...joinRequests} />
      <Resource {...allPeopleResource} />
      <Resource {...allInvitesResource} />
      <Resource {...allAgreementsResource} />
      <Resource {...allCompanyCasesResource} />
      {/* The product filter of the agreements list reads them too. */}
      <Resource {...productsResource} />
      <Resource {...productOrdersResource} />
      <Resource {...classificationIndustriesResource} />
      <Resource {...applicationsResource} />
      <Resource {...applicationQuestionsResource} />
      <Resource {...officeCertificatesResource} />
      <Resource {...boardsResource} />
      <Resource {...officeMeetingsResource} />
      <Resource {...auditQuestionsResource} />
      <Resource {...auditProgramsResource} />
      <Resource {...officeDeviationsResource} />
      <Resource {...auditorConflictsResource} />
      <Resource {...newsItemsResource} />
      <Resource {...helpPagesResource} />
      <CustomRoutes>
        {/* An application's plain address (/office/applications/3, as a person would write it in an e-mail) is its review page. */}
        <Route path="/applications/:id" element={<Navigate to="show" replace />} />
        {/* A meeting's plain address opens its page (the agenda), as an application's does. */}
        <Route path="/board-meetings/:id" element={<Navigate to="show" replace />} />
        <Route path="/audit-programs/:id/report" element={<OfficeReportPage />} />
        <Route path="/audit-programs/:id/costs" element={<OfficeProgramCostsPage />} />
        <Route path="/auditor-costs" element={<AuditorTotalsPage />} />
        <Route path="/auditor-contacts" element={<AuditorContactsPage />} />

        <Route path="/invoicing-basis" element={<InvoicingBasisPage />} />
      </CustomRoutes>
    </StaffAdmin>
  );
}
