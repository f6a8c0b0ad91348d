/**
 * What every application carries: the contact person (one of the company's people) and the
 * agreements (the Vastuu Group membership and the contract terms) as checkboxes.
 */
import { Checkbox, FormControl, FormControlLabel, FormGroup, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { ApplicationDraft } from '../../../domain/applicationForm';
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

export function AgreementsField({ draft, set, editable, errors }: Omit<Props, 'companyId'>) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Stack id="agreements" component="section" aria-labelledby={headingId} sx={{ scrollMarginTop: 80 }}>
      <Typography id={headingId} component="h3" variant="h6">{translate('applications.fields.agreements')}</Typography>
      <FormGroup>
        <FormControlLabel
          disabled={!editable}
          control={<Checkbox checked={draft.vastuuGroupAgreement} onChange={(event) => set({ vastuuGroupAgreement: event.target.checked })} />}
          label={translate('applications.fields.vastuuGroupAgreement')}
        />
        <FormControlLabel
          disabled={!editable}
          control={<Checkbox checked={draft.contractAgreement} onChange={(event) => set({ contractAgreement: event.target.checked })} />}
          label={translate('applications.fields.contractAgreement')}
        />
      </FormGroup>
      <FieldErrors messages={[...(errors.vastuuGroupAgreement ?? []), ...(errors.contractAgreement ?? [])]} />
    </Stack>
  );
}
