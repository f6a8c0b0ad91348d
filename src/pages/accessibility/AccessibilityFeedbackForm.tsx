/** The statement's feedback channel: a message and an optional reply address, to Pätevä's office. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState, type FormEvent } from 'react';
import { apiFetch } from '../../dataProvider/httpClient';
import { requestSchema } from '../../domain/entities/entity';
import { accessibilityFeedback } from '../../domain/entities/accessibilityFeedback';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { serverFieldErrors, useApiAction } from '../../components/form/useApiAction';
import { validate, type FieldErrors } from '../../components/form/validate';
import { fiAccessibility } from '../../i18n/fiAccessibility';
import { AuthErrorMessage } from '../auth/AuthErrorMessage';

const t = fiAccessibility.accessibility.feedback;
const bodySchema = requestSchema(accessibilityFeedback);
const FIELDS = ['message', 'email'] as const;

export function AccessibilityFeedbackForm() {
  const [values, setValues] = useState({ message: '', email: '' });
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);
  const { sending, error, run } = useApiAction();
  const errors = { ...serverFieldErrors(error), ...clientErrors };
  const change = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(bodySchema, values);
    setClientErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const result = await run(() => apiFetch('/accessibility-feedback', { method: 'POST', body: checked.data }));
    if (result.ok) setSent(true);
  };

  if (sent) {
    return (
      <Alert severity="success" role="status" sx={{ my: 2 }}>
        {t.sent}
      </Alert>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormTextField name="message" label={t.message} required rows={4} value={values.message} onChange={change} error={errors.message} />
      <FormTextField name="email" type="email" autoComplete="email" label={t.email} helperText={t.emailHelp} value={values.email} onChange={change} error={errors.email} />
      <AuthErrorMessage error={error} fields={FIELDS} />
      <SubmitButton sending={sending} fullWidth={false}>
        {t.send}
      </SubmitButton>
    </Box>
  );
}
