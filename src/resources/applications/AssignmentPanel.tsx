/** Vastuut: the office's responsible person and the auditor of the application (possible unless archived). */
import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCurrentUser } from '../../authProvider/currentUser';
import type { OfficeApplication } from '../../domain/api/applicationReview';
import { useAssignees } from './ApplicationList';
import { Panel } from './OfficePanels';
import { useAction } from '../../components/actions/useAction';
import { assignApplication } from '../../domain/api/applicationReviewActions';

export function AssignmentPanel({ application }: { application: OfficeApplication }) {
  const translate = useTranslate();
  const assignees = useAssignees();
  const current = useCurrentUser();
  const action = useAction(assignApplication, { success: 'applicationReview.assignment.saved', failure: 'applicationReview.saveFailed' });
  const [responsible, setResponsible] = useState<number | ''>(application.patevaResponsiblePersonId ?? '');
  const [auditor, setAuditor] = useState<number | ''>(application.auditorUser?.id ?? '');
  const editable = application.review.canAssign;
  const myPersonId = current.status === 'signedIn' ? current.user.personId : null;
  const save = (personId: number | '') =>
    action.run({ appId: application.id }, { body: { pateva_responsible_person_id: personId === '' ? null : personId, auditor_user_id: auditor === '' ? null : auditor } });
  const options = (list: Array<{ id: number; name: string }> | undefined, selected: number | '') => {
    const known = list ?? [];
    // A person assigned earlier who is no longer staff still shows by id until changed.
    const missing = selected !== '' && !known.some((entry) => entry.id === selected) ? [{ id: selected, name: `#${selected}` }] : [];
    return [...known, ...missing];
  };
  return (
    <Panel id="assignment" title={translate('applicationReview.assignment.title')}>
      {!editable && <Alert severity="info">{translate('applicationReview.assignment.notPossible')}</Alert>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField select size="small" id="assignment-responsible" label={translate('applicationReview.assignment.responsible')} value={responsible} onChange={(event) => setResponsible(event.target.value === '' ? '' : Number(event.target.value))} disabled={!editable} sx={{ minWidth: 240 }}>
          <MenuItem value="">{translate('applicationReview.assignment.none')}</MenuItem>
          {options(assignees.data?.officePeople, responsible).map((person) => (
            <MenuItem key={person.id} value={person.id}>
              {person.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" id="assignment-auditor" label={translate('applicationReview.assignment.auditor')} value={auditor} onChange={(event) => setAuditor(event.target.value === '' ? '' : Number(event.target.value))} disabled={!editable} sx={{ minWidth: 240 }}>
          <MenuItem value="">{translate('applicationReview.assignment.none')}</MenuItem>
          {options(assignees.data?.auditors, auditor).map((user) => (
            <MenuItem key={user.id} value={user.id}>
              {user.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" size="small" onClick={() => save(responsible)} disabled={!editable || action.pending}>
          {translate('applicationReview.assignment.save')}
        </Button>
        {myPersonId !== null && responsible !== myPersonId && (
          <Button
            size="small"
            onClick={() => {
              setResponsible(myPersonId);
              void save(myPersonId);
            }}
            disabled={!editable || action.pending}
          >
            {translate('applicationReview.assignment.assignToMe')}
          </Button>
        )}
      </Box>
      {action.error && <Alert severity="error">{action.error}</Alert>}
    </Panel>
  );
}
