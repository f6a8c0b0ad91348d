/**
 * PRH could not answer (SPEC §8): the error is shown and the user types the
 * company's name by hand; the searched business ID is kept, so the company can
 * still be brought into the portal.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { z } from 'zod';
import { companyNameSchema } from '../../domain/schemas/company';
import { ErrorMessage } from '../../components/form/ErrorMessage';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { httpFieldErrors, httpStatus, serverMessage } from '../../components/form/httpErrorFields';
import { validate } from '../../components/form/validate';
import type { CompanyDraft } from './companyDraft';

const nameSchema = z.object({ name: companyNameSchema });

interface Props {
  company: CompanyDraft;
  lookupError: unknown;
  creating: boolean;
  createError: unknown;
  onCreate: (name: string) => void;
}

export function ManualCompanyForm({ company, lookupError, creating, createError, onCreate }: Props) {
  const translate = useTranslate();
  const [name, setName] = useState(company.name);
  const [clientError, setClientError] = useState<string | undefined>();
  const notInPrh = httpStatus(lookupError) === 404;
  const prhSaid = serverMessage(lookupError);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(nameSchema, { name });
    setClientError(checked.ok ? undefined : checked.errors.name);
    if (checked.ok) onCreate(checked.data.name);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={translate('onboarding.manual.title')}>
      <Alert severity="warning" role="alert" sx={{ my: 2 }}>
        {translate(notInPrh ? 'onboarding.manual.notInPrh' : 'onboarding.manual.prhFailed')}
        {prhSaid ? ` (${prhSaid})` : ''}
      </Alert>
      <Typography>{translate('onboarding.manual.explain')}</Typography>
      <Typography sx={{ mt: 2 }}>
        {translate('onboarding.fields.registrationNumber')}: <strong>{company.registrationNumber}</strong>
      </Typography>
      <FormTextField name="name" label={translate('onboarding.fields.name')} value={name} required autoFocus
        onChange={(_, value) => setName(value)} error={clientError ?? httpFieldErrors(createError).name} />
      <ErrorMessage error={createError} fields={['name']} />
      <SubmitButton sending={creating} fullWidth={false}>{translate('onboarding.create.submit')}</SubmitButton>
    </Box>
  );
}
