/**
 * The /board area (SPEC §2), a lazy chunk of its own: the meetings of the member's boards with
 * their agendas (issue 20); companies are read-only here, those on their boards' agendas.
 */
import { CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { companiesReadOnly } from '../../resources/companies';
import { boardMeetingsResource } from '../../resources/boardMeetings';
import { StaffAdmin } from '../shared/StaffAdmin';

export default function BoardArea() {
  return (
    <StaffAdmin area="board" basename="/board">
      <Resource {...boardMeetingsResource} />
      <Resource {...companiesReadOnly} />
      {/* The meeting page reads the boards' names (the filter of the office's list is not shown here). */}
      <Resource name="boards" recordRepresentation="name" />
      <CustomRoutes>
        {/* A meeting's plain address (/board/board-meetings/3, as an invitation would link it) is its page. */}
        <Route path="/board-meetings/:id" element={<Navigate to="show" replace />} />
      </CustomRoutes>
    </StaffAdmin>
  );
}
