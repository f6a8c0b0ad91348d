/** The /office area (SPEC §2), a lazy chunk of its own: the office may edit companies. */
import { Resource } from 'react-admin';
import { companiesEditable } from '../../resources/companies';
import { joinRequests } from '../../resources/joinRequests';
import { StaffAdmin } from '../shared/StaffAdmin';

export default function OfficeArea() {
  return (
    <StaffAdmin area="office" basename="/office">
      <Resource {...companiesEditable} />
      <Resource {...joinRequests} />
    </StaffAdmin>
  );
}
