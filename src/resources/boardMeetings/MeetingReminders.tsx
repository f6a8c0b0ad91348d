/**
 * "Muistutukset" on the office's meeting page (issue 20 "Reminders": the office sees what was sent and
 * when): each renewal reminder the meeting's dates sent — stage, company, the certificates named, how
 * many received it, when.
 */
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { meetingReminders } from '../../domain/api/meetingReminderActions';
import { formatDate, formatDateTime } from '../../domain/formats';

export function MeetingReminders({ meetingId }: { meetingId: number }) {
  const translate = useTranslate();
  const reminders = useActionQuery(meetingReminders, { id: meetingId });
  const rows = reminders.data?.data ?? [];
  return (
    <Box component="section" aria-labelledby="meeting-reminders" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="meeting-reminders" variant="h6" component="h2">
        {translate('meetingReminders.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('meetingReminders.intro')}
      </Typography>
      {reminders.isError && <Alert severity="error">{translate('meetingReminders.error')}</Alert>}
      {reminders.isSuccess && rows.length === 0 && <Typography variant="body2">{translate('meetingReminders.empty')}</Typography>}
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('meetingReminders.stage')}</TableCell>
                <TableCell>{translate('meetingReminders.company')}</TableCell>
                <TableCell>{translate('meetingReminders.certificates')}</TableCell>
                <TableCell>{translate('meetingReminders.meetingDay')}</TableCell>
                <TableCell align="right">{translate('meetingReminders.recipients')}</TableCell>
                <TableCell>{translate('meetingReminders.sentAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={`${row.stage}-${row.companyId}-${row.meetingDay}`}>
                  <TableCell>{row.stageName}</TableCell>
                  <TableCell>{row.companyName}</TableCell>
                  <TableCell>
                    {row.certificates.map((line) => (
                      <div key={line}>{line}</div>
                    ))}
                  </TableCell>
                  <TableCell>{formatDate(row.meetingDay)}</TableCell>
                  <TableCell align="right">{row.recipientCount}</TableCell>
                  <TableCell>{formatDateTime(row.sentAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
