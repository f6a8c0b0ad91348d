/** The cases taken to a board meeting (issue 22 §1), on the meeting's page: company, type, title and status. */
import { Alert, Box, List, ListItem, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { useLookup } from '../../components/entity/useLookup';
import { meetingCases } from '../../domain/api/companyCaseActions';
import { CASE_TYPE_LOOKUP } from '../../domain/entities/companyCase';
import { CaseStatusChip } from '../../pages/company/cases/CaseStatusChip';

export function MeetingCases() {
  const record = useRecordContext<{ id: number }>();
  return record ? <CasesOf meetingId={record.id} /> : null;
}

function CasesOf({ meetingId }: { meetingId: number }) {
  const translate = useTranslate();
  const types = useLookup(CASE_TYPE_LOOKUP);
  const cases = useActionQuery(meetingCases, { id: meetingId });
  return (
    <Box component="section" aria-labelledby="meeting-cases">
      <Typography id="meeting-cases" variant="h6" component="h2">
        {translate('companyCases.meeting.title')}
      </Typography>
      {cases.isPending ? (
        <Typography>{translate('companyCases.loading')}</Typography>
      ) : cases.error || !cases.data ? (
        <Alert severity="error">{translate('companyCases.meeting.loadFailed')}</Alert>
      ) : cases.data.data.length === 0 ? (
        <Typography>{translate('companyCases.meeting.empty')}</Typography>
      ) : (
        <List dense>
          {cases.data.data.map((item) => (
            <ListItem key={item.id} sx={{ display: 'block', px: 0 }}>
              <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                {item.companyName}: {item.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {types.data?.find((type) => type.id === item.caseTypeId)?.shortDescription}
              </Typography>
              <CaseStatusChip status={item.status} overdue={false} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
