/** editing_basic: PUT /people/:id through the data provider (the server applies the SPEC §5 phone rule and defaults). */
import { Paper, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Form, useTranslate, useUpdate } from 'react-admin';
import type { CompanyPerson } from '../../../domain/entities/companyPerson';
import { person as personEntity } from '../../../domain/entities/person';
import { fullName } from './labels';
import { useEntityResolver } from '../../../components/entity/useEntityResolver';
import { FormButtons, PersonInputs, personFormValues, useSaveFailure } from './personForms';

interface Props {
  person: CompanyPerson;
  onCancel: () => void;
  onSaved: () => void;
}

export function BasicForm({ person, onCancel, onSaved }: Props) {
  const translate = useTranslate();
  const resolver = useEntityResolver(personEntity);
  const record = useMemo(() => personFormValues(person.person), [person.person]);
  const [update] = useUpdate();
  const failed = useSaveFailure();

  const submit = async (values: Record<string, unknown>) => {
    try {
      // previousData is what the form started from: only what the user changed is sent, the rest is kept.
      await update(personEntity.resource, { id: person.personId, data: values, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      onSaved();
    } catch (error) {
      return failed(error);
    }
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h5" component="h2">{translate('company.people.actions.editBasic')}: {fullName(person)}</Typography>
      <Form record={record} resolver={resolver} onSubmit={submit} noValidate disableInvalidFormNotification warnWhenUnsavedChanges>
        <PersonInputs />
        <FormButtons onCancel={onCancel} />
      </Form>
    </Paper>
  );
}
