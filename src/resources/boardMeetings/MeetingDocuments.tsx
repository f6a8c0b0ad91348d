/**
 * The meeting's minutes on its page (issue 20): the minutes as a PDF, the two minute checkers with
 * their approvals, "Hyväksy pöytäkirja" for a checker once the meeting has ended, and for the office,
 * the chairman and the assistant the choice of the checkers until the first approval. Shown from the
 * meeting's start: before it there is nothing to record.
 */
import { useState } from 'react';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAction } from '../../components/actions/useAction';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { useCurrentUser } from '../../authProvider/currentUser';
import { approveMinutes, minuteCheckers, minutesPdfPath, setMinuteCheckers, type MinuteChecker } from '../../domain/api/minutesActions';
import { BoardMemberRole } from '../../domain/boardMeetings';
import type { BoardMeeting } from '../../domain/entities/board';
import { formatDateTime } from '../../domain/formats';
import { hasOfficePermission } from '../../domain/permissions';

function CheckerPicker({ meeting, checkers }: { meeting: BoardMeeting; checkers: MinuteChecker[] }) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<Array<number | ''>>([checkers[0]?.boardMemberId ?? '', checkers[1]?.boardMemberId ?? '']);
  const save = useAction(setMinuteCheckers, { success: 'minutes.checkersSaved', failure: 'pateva.errors.server' });
  const members = meeting.members.filter((member) => member.active);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      {save.error && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {save.error}
        </Alert>
      )}
      {[0, 1].map((index) => (
        <TextField
          key={index}
          select
          size="small"
          label={translate('minutes.checker', { number: index + 1 })}
          value={chosen[index]}
          onChange={(event) => setChosen((before) => before.map((value, at) => (at === index ? Number(event.target.value) : value)))}
          sx={{ minWidth: 220 }}
        >
          {members.map((member) => (
            <MenuItem key={member.id} value={member.id}>
              {member.name}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <Button
        variant="outlined"
        disabled={save.pending || chosen.includes('')}
        onClick={() => save.run({ id: meeting.id }, { body: { board_member_ids: chosen.map(Number) } })}
      >
        {translate('minutes.saveCheckers')}
      </Button>
    </Box>
  );
}

export function MeetingDocuments({ meeting }: { meeting: BoardMeeting }) {
  const translate = useTranslate();
  const current = useCurrentUser();
  const user = current.status === 'signedIn' ? current.user : null;
  const role = user?.boards.find((board) => board.id === meeting.boardId)?.boardMemberRoleId;
  const leads = hasOfficePermission(user) || role === BoardMemberRole.chairman || role === BoardMemberRole.assistant;
  const started = meeting.statusText !== 'in_future';
  const checkers = useActionQuery(minuteCheckers, { id: meeting.id }, { enabled: started });
  const approve = useAction(approveMinutes, { success: 'minutes.approved', failure: 'pateva.errors.server' });
  if (!started) return null;
  const list = checkers.data?.data ?? [];
  const own = list.find((checker) => checker.personId === user?.personId);
  const canChoose = leads && meeting.archivedAt === null && list.every((checker) => checker.approvedAt === null);
  return (
    <Box component="section" aria-labelledby="meeting-minutes" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="meeting-minutes" variant="h6" component="h2">
        {translate('minutes.title')}
      </Typography>
      <Box>
        <Button variant="outlined" component="a" href={minutesPdfPath(meeting.id)} target="_blank" rel="noopener">
          {translate('minutes.pdf')}
        </Button>
      </Box>
      <Typography variant="subtitle1" component="h3">
        {translate('minutes.checkers')}
      </Typography>
      {checkers.isError && <Alert severity="error">{translate('minutes.loadFailed')}</Alert>}
      {checkers.isSuccess && list.length === 0 && <Typography variant="body2">{translate('minutes.noCheckers')}</Typography>}
      {list.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {list.map((checker) => (
            <li key={checker.boardMemberId}>
              <Typography variant="body2">
                {checker.approvedAt
                  ? translate('minutes.approvedAt', { name: checker.name, at: formatDateTime(checker.approvedAt) })
                  : translate('minutes.notApproved', { name: checker.name })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {approve.error && <Alert severity="error">{approve.error}</Alert>}
      {own && own.approvedAt === null && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={approve.pending || meeting.endedAt === null} onClick={() => approve.run({ id: meeting.id })}>
            {translate('minutes.approve')}
          </Button>
          {meeting.endedAt === null && <Typography variant="body2">{translate('minutes.approveAfterEnd')}</Typography>}
        </Box>
      )}
      {canChoose && checkers.isSuccess && <CheckerPicker key={list.map((checker) => checker.boardMemberId).join()} meeting={meeting} checkers={list} />}
    </Box>
  );
}
