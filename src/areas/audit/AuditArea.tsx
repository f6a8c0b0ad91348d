/** The /audit area (SPEC §2), a lazy chunk of its own; companies are read-only here. */
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { ReportEditorPage, ReviewList } from '../../resources/auditReports';
import { companiesReadOnly } from '../../resources/companies';
import { ownAuditProgramsResource } from '../../resources/auditPrograms';
import { StaffAdmin } from '../shared/StaffAdmin';
import { auditQuestionsResource } from '../../resources/auditQuestions';
import { auditDeviationsResource } from '../../resources/deviations';

export default function AuditArea() {
  return (
    <StaffAdmin area="audit" basename="/audit">
      <Resource {...companiesReadOnly} />
      <CustomRoutes>
        <Route path="/audit-programs/:id/report" element={<ReportEditorPage />} />
        <Route path="/reviews" element={<ReviewList />} />
      </CustomRoutes>
      <Resource {...auditQuestionsResource} />
      <Resource {...ownAuditProgramsResource} />
      <Resource {...auditDeviationsResource} />
    </StaffAdmin>
  );
}
