/** Adding or changing one office: the API's schema in the browser, the server's 422 messages beside the inputs. */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorMessage } from '../../../components/form/ErrorMessage';
import { serverFieldErrors, useApiAction } from '../../../components/form/useApiAction';
import { validate, type FieldErrors } from '../../../components/form/validate';
import { apiFetch } from '../../../dataProvider/httpClient';
import { OFFICE_FIELDS, officeSchema } from '../../../domain/schemas/office';
import type { Office } from '../../../domain/api/offices';

type Field = (typeof OFFICE_FIELDS)[number];
type Values = Record<Field, string>;

interface Props {
  companyId: number;
  /** null: adding a new office. */
  office: Office | null;
  onClose: () => void;
  onSaved: (saved: Office) => void;
}

export function OfficeDialog({ companyId, office, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const [values, setValues] = useState<Values>(() => ({
    name: office?.name ?? '',
    description: office?.description ?? '',
    street: office?.street ?? '',
    zipcode: office?.zipcode ?? '',
    city: office?.city ?? '',
    country: office?.country ?? 'FI',
  }));
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const { sending, error, run, clearError } = useApiAction();
  const errors: FieldErrors = { ...serverFieldErrors(error), ...clientErrors };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(OFFICE_FIELDS.map((field) => [field, values[field].trim() === '' ? null : values[field]]));
    const checked = validate(officeSchema, body);
    if (!checked.ok) {
      setClientErrors(checked.errors);
      clearError();
      return;
    }
    setClientErrors({});
    const url = office ? `/companies/${companyId}/offices/${office.id}` : `/companies/${companyId}/offices`;
    const result = await run(() => apiFetch<Office>(url, { method: office ? 'PUT' : 'POST', body }));
    if (result.ok) onSaved(result.value);
  };

  const input = (field: Field, options: { required?: boolean; multiline?: boolean; helperText?: string } = {}) => (
    <TextField
      id={`office-${field}`}
      name={field}
      label={translate(`offices.fields.${field}`)}
      value={values[field]}
      onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
      error={!!errors[field]}
      helperText={errors[field] ?? options.helperText}
      required={options.required}
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
      fullWidth
      margin="dense"
    />
  );

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate(office ? 'offices.dialog.editTitle' : 'offices.dialog.addTitle')}</DialogTitle>
        <DialogContent>
          {input('name', { required: true })}
          {input('description', { multiline: true })}
          {input('street')}
          {input('zipcode')}
          {input('city')}
          {input('country', { helperText: translate('offices.fields.countryHelp') })}
          <ErrorMessage error={error} fields={OFFICE_FIELDS} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>{translate('offices.dialog.cancel')}</Button>
          <Button type="submit" variant="contained" loading={sending} disabled={sending}>{translate('offices.dialog.save')}</Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
