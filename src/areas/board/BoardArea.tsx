/** The /board area (SPEC §2), a lazy chunk of its own; companies are read-only here. */
import { Resource } from 'react-admin';
import { companiesReadOnly } from '../../resources/companies';
import { StaffAdmin } from '../shared/StaffAdmin';

export default function BoardArea() {
  return (
    <StaffAdmin area="board" basename="/board">
      <Resource {...companiesReadOnly} />
    </StaffAdmin>
  );
}
