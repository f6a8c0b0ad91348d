/**
 * The office's application page names the board meeting the application is on (issue 20): the
 * meeting's title and time, linked to the meeting's page. Nothing when it is on no meeting.
 */
import { Alert, Box, Link as MuiLink, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BoardMeeting } from '../../domain/entities/board';
import { formatDateTime } from '../../domain/formats';

export function MeetingLink({ meetingId }: { meetingId: number | null | undefined }) {
  const translate = useTranslate();
  const meeting = useGetOne<BoardMeeting>('board-meetings', { id: meetingId ?? 0 }, { enabled: !!meetingId });
  if (!meetingId) return null;
  return (
    <Box component="section" aria-labelledby="application-meeting-title">
      <Typography id="application-meeting-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('applicationMeeting.title')}
      </Typography>
      {meeting.isPending && <Typography variant="body2">{translate('applicationMeeting.loading')}</Typography>}
      {meeting.error && <Alert severity="error">{translate('applicationMeeting.loadFailed')}</Alert>}
      {meeting.data && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <MuiLink component={Link} to={`/office/board-meetings/${meetingId}/show`}>
            {meeting.data.title}
          </MuiLink>
          {` – ${meeting.data.boardName}, ${formatDateTime(meeting.data.meetingTime)}`}
        </Typography>
      )}
    </Box>
  );
}
