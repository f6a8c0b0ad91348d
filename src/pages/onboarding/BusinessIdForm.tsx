/** The Y-tunnus search: validated in the browser with the same rule the server uses (check digit included). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { z } from 'zod';
import { businessIdSchema } from '../../domain/schemas/company';
import { validate } from '../../components/form/validate';

const searchSchema = z.object({ registration_number: businessIdSchema });

interface Props {
  searching: boolean;
  onSearch: (registrationNumber: string) => void;
}

export function BusinessIdForm({ searching, onSearch }: Props) {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(searchSchema, { registration_number: value });
    setError(checked.ok ? undefined : checked.errors.registration_number);
    if (checked.ok) onSearch(checked.data.registration_number);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        id="field-registration_number"
        name="registration_number"
        label={translate('onboarding.search.label')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={!!error}
        helperText={error ?? translate('onboarding.search.help')}
        autoComplete="off"
        required
        sx={{ minWidth: 260 }}
      />
      <Button type="submit" variant="contained" loading={searching} disabled={searching} sx={{ mt: 1 }}>
        {translate('onboarding.search.submit')}
      </Button>
    </Box>
  );
}
