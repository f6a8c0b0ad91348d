/**
 * The /company-restructuring area (SPEC §2), a lazy chunk of its own: its front page is the
 * restructuring wizard with the record of past restructurings (issue 22 §2); companies are read-only here.
 */
import { Resource } from 'react-admin';
import { companiesReadOnly } from '../../resources/companies';
import { StaffAdmin } from '../shared/StaffAdmin';
import { RestructuringHome } from './RestructuringHome';

export default function CompanyRestructuringArea() {
  return (
    <StaffAdmin area="companyRestructuring" basename="/company-restructuring" dashboard={RestructuringHome}>
      <Resource {...companiesReadOnly} />
    </StaffAdmin>
  );
}
