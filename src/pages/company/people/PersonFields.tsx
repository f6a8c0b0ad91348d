/** The basic fields of a person (SPEC §3 Person), shared by the edit form and the add-professional form. */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormTextField } from '../../../components/form/FormTextField';
import { givenBirthYear } from '../../../domain/companyPeople';
import { shownPhone } from '../../../domain/phone';
import { CONTACT_LANGUAGES } from '../../../domain/schemas/people';
import type { Person } from '../../../domain/api/people';

export interface PersonValues {
  first_name: string;
  last_name: string;
  title: string;
  birth_year: string;
  phone: string;
  contact_language: string;
  email: string;
}

export const PERSON_FIELDS = ['first_name', 'last_name', 'title', 'birth_year', 'phone', 'contact_language', 'email'] as const;

export const emptyPerson: PersonValues = { first_name: '', last_name: '', title: '', birth_year: '', phone: '', contact_language: 'FI', email: '' };

export function personValues(person: Person): PersonValues {
  return {
    first_name: person.firstName,
    last_name: person.lastName,
    title: person.title ?? '',
    birth_year: String(givenBirthYear(person.birthYear) ?? ''),
    phone: shownPhone(person.phone) ?? '',
    contact_language: person.contactLanguage || 'FI',
    email: person.email ?? '',
  };
}

interface Props {
  values: PersonValues;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  disabled: boolean;
}

export function PersonFields({ values, errors, onChange, disabled }: Props) {
  const translate = useTranslate();
  const label = (name: string) => translate(`company.people.fields.${name}`);
  const text = (name: Exclude<keyof PersonValues, 'contact_language'>, extra: { required?: boolean; type?: 'email'; autoFocus?: boolean } = {}) => (
    <FormTextField name={name} label={label(name)} value={values[name]} onChange={onChange} error={errors[name]} disabled={disabled} {...extra} />
  );
  return (
    <>
      {text('first_name', { required: true, autoFocus: true })}
      {text('last_name', { required: true })}
      {text('title')}
      {text('birth_year')}
      {text('phone')}
      <TextField
        select
        id="field-contact_language"
        name="contact_language"
        label={label('contact_language')}
        value={values.contact_language}
        onChange={(event) => onChange('contact_language', event.target.value)}
        error={!!errors.contact_language}
        helperText={errors.contact_language}
        disabled={disabled}
        fullWidth
        margin="normal"
      >
        {CONTACT_LANGUAGES.map((code) => (
          <MenuItem key={code} value={code}>{translate(`company.people.languages.${code}`)}</MenuItem>
        ))}
      </TextField>
      {text('email', { type: 'email' })}
    </>
  );
}
