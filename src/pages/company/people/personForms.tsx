/**
 * What the people page's forms share: a person's inputs from the declaration, the company
 * people refresh after a change, and a failed save's messages (beside the fields, or a toast).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Button, Stack } from '@mui/material';
import { useCallback } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useToast } from '../../../areas/shared/notify';
import { EntityInputs } from '../../../components/entity/EntityInputs';
import { hasFieldErrors, httpFieldErrors } from '../../../components/form/httpErrorFields';
import { companyPerson } from '../../../domain/entities/companyPerson';
import { labelKey } from '../../../domain/entities/entity';
import { CONTACT_LANGUAGES } from '../../../domain/entities/fieldsPeople';
import { person, type Person } from '../../../domain/entities/person';
import { givenBirthYear } from '../../../domain/companyPeople';
import { shownPhone } from '../../../domain/phone';

/** The person's fields as the declaration gives them; the contact language is one of SPEC's languages. */
export function PersonInputs() {
  const translate = useTranslate();
  const choices = CONTACT_LANGUAGES.map((code) => ({ id: code, name: translate(`company.people.languages.${code}`) }));
  return (
    <EntityInputs
      entity={person}
      overrides={{ contactLanguage: <SelectInput source="contactLanguage" label={labelKey(person, 'contactLanguage')} choices={choices} fullWidth /> }}
    />
  );
}

/** The values a person's form starts from: SPEC §5's stand-ins (birth year 1901, bare +358) show as empty. */
export function personFormValues(record: Person): Omit<Person, 'birthYear'> & { birthYear: number | null } {
  return { ...record, birthYear: givenBirthYear(record.birthYear), phone: shownPhone(record.phone), contactLanguage: record.contactLanguage || 'FI' };
}

/**
 * After a person, an education or a certificate changes, every company person that carries it
 * (the page's person and the list) loads again: react-admin refreshes only the resource it wrote.
 */
export function useRefreshCompanyPeople() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [companyPerson.resource] }), [queryClient]);
}

/** A failed save: field errors for the form to show beside their inputs, anything else as a toast. */
export function useSaveFailure() {
  const toast = useToast();
  return useCallback(
    (error: unknown): Record<string, string> | undefined => {
      if (hasFieldErrors(error)) return httpFieldErrors(error);
      toast('error', error instanceof Error && error.message ? error.message : 'pateva.errors.server');
      return undefined;
    },
    [toast],
  );
}

/** Tallenna and Peruuta under a react-admin form; saving waits for the answer. */
export function FormButtons({ onCancel }: { onCancel: () => void }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
      <Button type="submit" variant="contained" loading={isSubmitting} disabled={isSubmitting}>
        {translate('company.people.save')}
      </Button>
      <Button onClick={onCancel}>{translate('company.people.cancel')}</Button>
    </Stack>
  );
}
