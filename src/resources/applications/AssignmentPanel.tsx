/**
 * Vastuut: the office's responsible person and the auditor of the application (possible unless
 * archived), a form of its declared action (useActionForm): checked with the route's own schema
 * before sending, a refusal beside its select.
 */
import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useCurrentUser } from '../../authProvider/currentUser';
import type { OfficeApplication } from '../../domain/api/applicationReview';
import { useAssignees } from './ApplicationList';
import { Panel } from './OfficePanels';
import { useActionForm } from '../../components/actions/useActionForm';
import { assignApplication } from '../../domain/api/applicationReviewActions';

type Choice = { id: number; name: string };

export function AssignmentPanel({ application }: { application: OfficeApplication }) {
  const translate = useTranslate();
  const assignees = useAssignees();
  const current = useCurrentUser();
  const { form, onSubmit, pending, generalError, fieldError } = useActionForm(
    assignApplication,
    { appId: application.id },
    {
      defaultValues: { pateva_responsible_person_id: application.patevaResponsiblePersonId ?? null, auditor_user_id: application.auditorUser?.id ?? null },
      success: 'applicationReview.assignment.saved',
      failure: 'applicationReview.saveFailed',
    },
  );
  const editable = application.review.canAssign;
  const myPersonId = current.status === 'signedIn' ? current.user.personId : null;
  const responsible = form.watch('pateva_responsible_person_id');
  const options = (list: Choice[] | undefined, selected: number | null | undefined): Choice[] => {
    const known = list ?? [];
    // A person assigned earlier who is no longer staff still shows by id until changed.
    const missing = selected != null && !known.some((entry) => entry.id === selected) ? [{ id: selected, name: `#${selected}` }] : [];
    return [...known, ...missing];
  };
  const select = (name: 'pateva_responsible_person_id' | 'auditor_user_id', id: string, label: string, list: Choice[] | undefined) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          size="small"
          id={id}
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          onBlur={field.onBlur}
          error={!!fieldError(name)}
          helperText={fieldError(name)}
          disabled={!editable}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{translate('applicationReview.assignment.none')}</MenuItem>
          {options(list, field.value).map((entry) => (
            <MenuItem key={entry.id} value={entry.id}>
              {entry.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  return (
    <Panel id="assignment" title={translate('applicationReview.assignment.title')}>
      {!editable && <Alert severity="info">{translate('applicationReview.assignment.notPossible')}</Alert>}
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {select('pateva_responsible_person_id', 'assignment-responsible', translate('applicationReview.assignment.responsible'), assignees.data?.officePeople)}
        {select('auditor_user_id', 'assignment-auditor', translate('applicationReview.assignment.auditor'), assignees.data?.auditors)}
        <Button type="submit" variant="contained" size="small" disabled={!editable || pending}>
          {translate('applicationReview.assignment.save')}
        </Button>
        {myPersonId !== null && responsible !== myPersonId && (
          <Button
            size="small"
            onClick={() => {
              form.setValue('pateva_responsible_person_id', myPersonId);
              void onSubmit();
            }}
            disabled={!editable || pending}
          >
            {translate('applicationReview.assignment.assignToMe')}
          </Button>
        )}
      </Box>
      {generalError && <Alert severity="error">{generalError}</Alert>}
    </Panel>
  );
}
