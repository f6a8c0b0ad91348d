/** editing_basic: PUT /people/:id (the server applies the SPEC §5 phone rule and defaults). */
import { Box, Button, Paper, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorMessage } from '../../../components/form/ErrorMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { serverFieldErrors, useApiAction } from '../../../components/form/useApiAction';
import { useFormValues } from '../../../components/form/useFormValues';
import { validate } from '../../../components/form/validate';
import { personSchema } from '../../../domain/schemas/people';
import { peopleApi } from './api';
import { fullName } from './labels';
import { PERSON_FIELDS, PersonFields, personValues, type PersonValues } from './PersonFields';
import type { CompanyPersonDetails } from '../../../domain/api/people';

interface Props {
  person: CompanyPersonDetails;
  onCancel: () => void;
  onSaved: () => void;
}

export function BasicForm({ person, onCancel, onSaved }: Props) {
  const translate = useTranslate();
  const { values, setField } = useFormValues<PersonValues>(personValues(person.person));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const { sending, error, run } = useApiAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(personSchema, values);
    if (!checked.ok) return setClientErrors(checked.errors);
    setClientErrors({});
    const result = await run(() => peopleApi.updatePerson(person.personId, values));
    if (result.ok) onSaved();
  };

  const errors = { ...clientErrors, ...serverFieldErrors(error) };
  return (
    <Paper sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h5" component="h2">{translate('company.people.actions.editBasic')}: {fullName(person)}</Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <PersonFields values={values} errors={errors} onChange={setField} disabled={sending} />
        <ErrorMessage error={error} fields={PERSON_FIELDS} />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <SubmitButton sending={sending} fullWidth={false}>{translate('company.people.save')}</SubmitButton>
          <Button onClick={onCancel} sx={{ mt: 2 }}>{translate('company.people.cancel')}</Button>
        </Box>
      </Box>
    </Paper>
  );
}
