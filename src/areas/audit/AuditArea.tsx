/** The /audit area (SPEC §2), a lazy chunk of its own; companies are read-only here. */
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { ReportEditorPage, ReviewList } from '../../resources/auditReports';
import { companiesReadOnly } from '../../resources/companies';
import { ownAuditProgramsResource } from '../../resources/auditPrograms';
import { StaffAdmin } from '../shared/StaffAdmin';
import { auditQuestionsResource } from '../../resources/auditQuestions';
import { auditDeviationsResource } from '../../resources/deviations';

import { ProgramCostsPage } from '../../resources/auditorCosts';
import { auditorConflictsResource } from '../../resources/auditorConflicts';
import { AuditorContactsPage } from '../../resources/auditorContacts';
import { SelfEvaluationComparisonPage } from '../../resources/selfEvaluation';

export default function AuditArea() {
  return (
    <StaffAdmin area="audit" basename="/audit">
      <Resource {...companiesReadOnly} />
      <CustomRoutes>
        <Route path="/audit-programs/:id/report" element={<ReportEditorPage />} />
        <Route path="/reviews" element={<ReviewList />} />
        <Route path="/audit-programs/:id/costs" element={<ProgramCostsPage />} />
        <Route path="/audit-programs/:id/self-evaluation" element={<SelfEvaluationComparisonPage />} />
        <Route path="/auditor-contacts" element={<AuditorContactsPage />} />
      </CustomRoutes>
      <Resource {...auditQuestionsResource} />
      <Resource {...ownAuditProgramsResource} />
      <Resource {...auditDeviationsResource} />

      <Resource {...auditorConflictsResource} />
    </StaffAdmin>
  );
}
