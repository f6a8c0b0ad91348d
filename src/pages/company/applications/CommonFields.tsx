/**
 * What every application carries: the contact person (one of the company's people) and the
 * agreements (the declaration's yes/no fields: the Vastuu Group membership, the contract terms) as checkboxes.
 */
import { Checkbox, FormControl, FormControlLabel, FormGroup, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { ApplicationDraft } from '../../../domain/applicationForm';
import type { ApplicationFamily } from '../../../domain/applications';
import { application, FAMILY_FORM_FIELDS } from '../../../domain/entities/application';
import type { Field } from '../../../domain/entities/fields';
import type { CompanyPerson } from '../../../domain/entities/companyPerson';
import { FieldErrors } from './FieldErrors';
import type { FormErrors } from './fieldErrors';

interface Props {
  companyId: number;
  draft: ApplicationDraft;
  set: (change: Partial<ApplicationDraft>) => void;
  editable: boolean;
  errors: FormErrors;
}

export function ContactPersonField({ companyId, draft, set, editable, errors }: Props) {
  const translate = useTranslate();
  const labelId = useId();
  const errorId = useId();
  const { data = [] } = useGetList<CompanyPerson>('company-people', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, meta: { companyId } });
  const choices = data
    .map((row) => ({ id: row.personId, name: [row.person?.firstName, row.person?.lastName].filter(Boolean).join(' ') || row.email || `#${row.personId}` }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fi'));
  // The saved person is offered even before the list has come, so the select shows a value.
  const value = draft.contactPersonId !== null && choices.some((choice) => choice.id === draft.contactPersonId) ? String(draft.contactPersonId) : '';
  return (
    <FormControl id="contact" fullWidth error={!!errors.contactPersonId?.length} disabled={!editable} sx={{ scrollMarginTop: 80 }}>
      <InputLabel id={labelId}>{translate('applications.fields.contactPersonId')}</InputLabel>
      <Select
        labelId={labelId}
        label={translate('applications.fields.contactPersonId')}
        value={value}
        inputProps={{ 'aria-describedby': errors.contactPersonId?.length ? errorId : undefined }}
        onChange={(event) => set({ contactPersonId: event.target.value === '' ? null : Number(event.target.value) })}
      >
        <MenuItem value="">{translate('applications.fields.noContactPerson')}</MenuItem>
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={String(choice.id)}>{choice.name}</MenuItem>
        ))}
      </Select>
      <FieldErrors id={errorId} messages={errors.contactPersonId} />
    </FormControl>
  );
}

/** The family's fields of one kind, in the declaration's order (the inputs follow the declaration, not a second list). */
export const familyFields = (family: ApplicationFamily, kind: Field['kind']) => FAMILY_FORM_FIELDS[family].filter((key) => application.fields[key].kind === kind);

/** The agreements: the family's yes/no fields as checkboxes, labelled `applications.fields.<field>`. */
export function AgreementsField({ family, draft, set, editable, errors }: Omit<Props, 'companyId'> & { family: ApplicationFamily }) {
  const translate = useTranslate();
  const headingId = useId();
  const keys = familyFields(family, 'boolean');
  return (
    <Stack id="agreements" component="section" aria-labelledby={headingId} sx={{ scrollMarginTop: 80 }}>
      <Typography id={headingId} component="h3" variant="h6">{translate('applications.fields.agreements')}</Typography>
      <FormGroup>
        {keys.map((key) => (
          <FormControlLabel
            key={key}
            disabled={!editable}
            control={<Checkbox checked={draft[key] === true} onChange={(event) => set({ [key]: event.target.checked } as Partial<ApplicationDraft>)} />}
            label={translate(`applications.fields.${key}`)}
          />
        ))}
      </FormGroup>
      <FieldErrors messages={keys.flatMap((key) => errors[key] ?? [])} />
    </Stack>
  );
}
