/** The /audit area (SPEC §2), a lazy chunk of its own; companies are read-only here. */
import { Resource } from 'react-admin';
import { companiesReadOnly } from '../../resources/companies';
import { StaffAdmin } from '../shared/StaffAdmin';
import { auditQuestionsResource } from '../../resources/auditQuestions';

export default function AuditArea() {
  return (
    <StaffAdmin area="audit" basename="/audit">
      <Resource {...companiesReadOnly} />
      <Resource {...auditQuestionsResource} />
    </StaffAdmin>
  );
}
