/**
 * The meeting's last steps on its page (issue 20): "Päätä kokous" (the office or the board's
 * chairman, once the meeting is under way), then the office's "Lähetä päätökset" and "Arkistoi".
 * Only the next step is offered, each behind a confirmation saying what it does; the server
 * refuses any other order with a Finnish message, shown here.
 */
import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { useAction } from '../../components/actions/useAction';
import { useCurrentUser } from '../../authProvider/currentUser';
import { archiveMeeting, endMeeting, notifyMeeting } from '../../domain/api/boardCloseActions';
import { BoardMemberRole } from '../../domain/boardMeetings';
import type { BoardMeeting } from '../../domain/entities/board';
import { hasOfficePermission } from '../../domain/permissions';

type Step = 'end' | 'notify' | 'archive';

/** The step that comes next for this user, if any. */
function nextStep(meeting: BoardMeeting, office: boolean, chairman: boolean): Step | null {
  if (meeting.statusText !== 'active') return null;
  if (!meeting.endedAt) return office || chairman ? 'end' : null;
  if (!office) return null;
  return meeting.notifiedAt ? 'archive' : 'notify';
}

export function CloseButtons({ meeting }: { meeting: BoardMeeting }) {
  const translate = useTranslate();
  const current = useCurrentUser();
  const user = current.status === 'signedIn' ? current.user : null;
  const office = hasOfficePermission(user);
  const chairman = user?.boards.find((board) => board.id === meeting.boardId)?.boardMemberRoleId === BoardMemberRole.chairman;
  const [confirming, setConfirming] = useState(false);
  const options = { failure: 'pateva.errors.server', refreshOnError: true } as const;
  const end = useAction(endMeeting, { ...options, success: 'meetingClose.end.done' });
  const notify = useAction(notifyMeeting, { ...options, success: 'meetingClose.notify.done' });
  const archive = useAction(archiveMeeting, { ...options, success: 'meetingClose.archive.done' });
  const step = nextStep(meeting, office, chairman);
  if (!step) return null;
  const action = { end, notify, archive }[step];
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      {action.error && <Alert severity="error">{action.error}</Alert>}
      <Button variant="contained" color={step === 'archive' ? 'inherit' : 'primary'} disabled={action.pending} onClick={() => setConfirming(true)}>
        {translate(`meetingClose.${step}.button`)}
      </Button>
      <Confirm
        isOpen={confirming}
        title={`meetingClose.${step}.title`}
        content={`meetingClose.${step}.body`}
        translateOptions={{ title: meeting.title, count: meeting.applicationCount }}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          await action.run({ id: meeting.id });
        }}
      />
    </Box>
  );
}
