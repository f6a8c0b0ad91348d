/** The /audit area (SPEC §2), a lazy chunk of its own; companies are read-only here. */
import { Resource } from 'react-admin';
import { companiesReadOnly } from '../../resources/companies';
import { ownAuditProgramsResource } from '../../resources/auditPrograms';
import { StaffAdmin } from '../shared/StaffAdmin';

export default function AuditArea() {
  return (
    <StaffAdmin area="audit" basename="/audit">
      <Resource {...companiesReadOnly} />
      <Resource {...ownAuditProgramsResource} />
    </StaffAdmin>
  );
}
