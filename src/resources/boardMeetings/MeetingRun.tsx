/**
 * A meeting under way (issue 20): the start button (the chairman, the assistant or the office), the
 * members with their attendance — each marks their own, the chairman, the assistant and the office
 * anyone's — and the quorum shown live (src/domain/boardMeetings.ts quorumOf).
 */
import { Alert, Box, Button, Chip, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAction } from '../../components/actions/useAction';
import { useLookup } from '../../components/entity/useLookup';
import { useCurrentUser } from '../../authProvider/currentUser';
import { setAttendance, startMeeting } from '../../domain/api/boardActions';
import { BoardMemberRole } from '../../domain/boardMeetings';
import type { BoardMeeting } from '../../domain/entities/board';
import { hasOfficePermission } from '../../domain/permissions';

/** Who the user is to this meeting: the office, one who leads the board (chairman, assistant), or a member (their person id). */
function useRole(meeting: BoardMeeting) {
  const current = useCurrentUser();
  const user = current.status === 'signedIn' ? current.user : null;
  const office = hasOfficePermission(user);
  const role = user?.boards.find((board) => board.id === meeting.boardId)?.boardMemberRoleId;
  const leads = office || role === BoardMemberRole.chairman || role === BoardMemberRole.assistant;
  return { leads, personId: user?.personId ?? null };
}

export function StartButton({ meeting }: { meeting: BoardMeeting }) {
  const translate = useTranslate();
  const { leads } = useRole(meeting);
  const start = useAction(startMeeting, { success: 'meetings.started', failure: 'pateva.errors.server', refreshOnError: true });
  if (!leads || meeting.statusText !== 'in_future') return null;
  return (
    <Box>
      {start.error && <Alert severity="error">{start.error}</Alert>}
      <Button variant="contained" color="success" disabled={start.pending} onClick={() => start.run({ id: meeting.id })}>
        {translate('meetings.start')}
      </Button>
    </Box>
  );
}

export function Quorum({ meeting }: { meeting: BoardMeeting }) {
  const translate = useTranslate();
  const { quorum } = meeting;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} role="status" aria-live="polite">
      <Chip size="small" color={quorum.met ? 'success' : 'default'} label={translate(quorum.met ? 'meetings.quorum.met' : 'meetings.quorum.notMet')} />
      <Typography variant="body2">
        {translate('meetings.quorum.detail', { present: quorum.present, active: quorum.activeMembers, required: quorum.required })}
        {quorum.chairPresent ? '' : ` ${translate('meetings.quorum.noChair')}`}
      </Typography>
    </Box>
  );
}

export function MemberAttendance({ meeting }: { meeting: BoardMeeting }) {
  const translate = useTranslate();
  const roles = useLookup('board-meeting-roles');
  const attendances = useLookup('board-meeting-attendances');
  const { leads, personId } = useRole(meeting);
  const mark = useAction(setAttendance, { failure: 'pateva.errors.server', refreshOnError: true });
  const running = meeting.statusText === 'active' && meeting.endedAt === null;
  const name = (list: typeof roles, id: number | null) => list.data?.find((entry) => entry.id === id)?.shortDescription ?? '';
  if (meeting.members.length === 0) return <Typography variant="body2">{translate('meetings.noMembers')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {mark.error && <Alert severity="error">{mark.error}</Alert>}
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {meeting.members.map((member) => {
          const label = `${member.name} (${name(roles, member.boardMemberRoleId)})`;
          const editable = running && (leads || member.personId === personId);
          return (
            <Box component="li" key={member.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
              <Typography variant="body2" sx={{ flex: '1 1 200px' }}>
                {label}
                {editable ? '' : `: ${member.attendanceId === null ? translate('meetings.notMarked') : name(attendances, member.attendanceId)}`}
              </Typography>
              {editable && (
                <TextField
                  select
                  size="small"
                  label={translate('meetings.attendanceOf', { name: member.name })}
                  value={member.attendanceId ?? ''}
                  disabled={mark.pending}
                  onChange={(event) => mark.run({ id: meeting.id, memberId: member.id }, { body: { attendance: Number(event.target.value) } })}
                  sx={{ minWidth: 200 }}
                >
                  {(attendances.data ?? []).map((entry) => (
                    <MenuItem key={entry.id} value={entry.id}>
                      {entry.shortDescription}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
