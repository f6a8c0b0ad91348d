/**
 * Adding or changing one address: the type first, then only that type's fields.
 * The browser checks with the API's own schema; the server's 422 messages show
 * beside the inputs; typed values stay on error.
 */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorMessage } from '../../../components/form/ErrorMessage';
import { serverFieldErrors, useApiAction } from '../../../components/form/useApiAction';
import { validate, type FieldErrors } from '../../../components/form/validate';
import { apiFetch } from '../../../dataProvider/httpClient';
import type { Address } from '../../../domain/api/addresses';
import { ContactType } from '../../../domain/codes';
import { EINVOICE_OPERATORS, ovtSuggestion } from '../../../domain/einvoice';
import {
  addressFieldsOf,
  addressSchema,
  ADDRESS_FIELDS,
  CONTACT_TYPE_IDS,
  requiredAddressFieldsOf,
  type AddressField,
} from '../../../domain/schemas/address';

type Values = Record<AddressField, string> & { address_type_id: string };

const FOREIGN: readonly number[] = [ContactType.visitingForeign, ContactType.postalForeign, ContactType.billingForeign];
const OTHER = '__other__';

const CAMEL: Record<AddressField, keyof Address> = {
  street: 'street',
  address_line1: 'addressLine1',
  address_line2: 'addressLine2',
  address_line3: 'addressLine3',
  address_line4: 'addressLine4',
  zipcode: 'zipcode',
  city: 'city',
  country: 'country',
  electronic_address: 'electronicAddress',
  location: 'location',
  po_box: 'poBox',
  electronic_billing_address: 'electronicBillingAddress',
  electronic_billing_operator: 'electronicBillingOperator',
  electronic_billing_operator_id: 'electronicBillingOperatorId',
};

function initialValues(address: Address | null): Values {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, String(address?.[CAMEL[field]] ?? '')])) as Values;
  values.address_type_id = address ? String(address.addressTypeId) : '';
  if (!values.country) values.country = 'FI';
  return values;
}

interface Props {
  companyId: number;
  registrationNumber: string;
  /** null: adding a new address. */
  address: Address | null;
  onClose: () => void;
  onSaved: (saved: Address) => void;
}

export function AddressDialog({ companyId, registrationNumber, address, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const [values, setValues] = useState<Values>(() => initialValues(address));
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [otherOperator, setOtherOperator] = useState(
    () => !!address?.electronicBillingOperator && !EINVOICE_OPERATORS.some((o) => o.name === address.electronicBillingOperator),
  );
  const { sending, error, run, clearError } = useApiAction();
  const type = Number(values.address_type_id) || 0;
  const fields = addressFieldsOf(type);
  const errors: FieldErrors = { ...serverFieldErrors(error), ...clientErrors };
  const suggestion = type === ContactType.electronicBillingFinnish ? ovtSuggestion(registrationNumber) : null;

  const set = (field: AddressField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const changeType = (next: string) => {
    setValues((current) => {
      const nextType = Number(next);
      let country = current.country;
      if (FOREIGN.includes(nextType) && country.toUpperCase() === 'FI') country = '';
      if (!FOREIGN.includes(nextType) && !country) country = 'FI';
      return { ...current, address_type_id: next, country };
    });
    setClientErrors({});
    clearError();
  };

  const chooseOperator = (value: string) => {
    if (value === OTHER) {
      setOtherOperator(true);
      setValues((current) => ({ ...current, electronic_billing_operator: '', electronic_billing_operator_id: '' }));
      return;
    }
    setOtherOperator(false);
    const operator = EINVOICE_OPERATORS.find((o) => o.name === value);
    setValues((current) => ({
      ...current,
      electronic_billing_operator: operator?.name ?? '',
      electronic_billing_operator_id: operator?.id ?? '',
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, unknown> = { address_type_id: type || null };
    for (const field of fields) body[field] = values[field].trim() === '' ? null : values[field];
    const checked = validate(addressSchema, body);
    if (!checked.ok) {
      setClientErrors(checked.errors);
      clearError();
      return;
    }
    setClientErrors({});
    const url = address?.id ? `/companies/${companyId}/addresses/${address.id}` : `/companies/${companyId}/addresses`;
    const result = await run(() => apiFetch<Address>(url, { method: address?.id ? 'PUT' : 'POST', body }));
    if (result.ok) onSaved(result.value);
  };

  const input = (field: AddressField, label: string, options: { required?: boolean; helperText?: string } = {}) => (
    <TextField
      key={field}
      id={`address-${field}`}
      name={field}
      label={label}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={!!errors[field]}
      helperText={errors[field] ?? options.helperText}
      required={options.required}
      fullWidth
      margin="dense"
    />
  );

  const required = (field: AddressField) => requiredAddressFieldsOf(type).includes(field);
  const operatorValue = otherOperator ? OTHER : (EINVOICE_OPERATORS.find((o) => o.name === values.electronic_billing_operator)?.name ?? '');

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate(address ? 'addresses.dialog.editTitle' : 'addresses.dialog.addTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            select
            id="address-address_type_id"
            name="address_type_id"
            label={translate('addresses.fields.address_type_id')}
            value={values.address_type_id}
            onChange={(event) => changeType(event.target.value)}
            error={!!errors.address_type_id}
            helperText={errors.address_type_id}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            required
            fullWidth
            margin="dense"
            autoFocus
          >
            <option value="">{translate('addresses.fields.chooseType')}</option>
            {CONTACT_TYPE_IDS.map((id) => (
              <option key={id} value={String(id)}>{translate(`pateva.address.types.${id}`)}</option>
            ))}
          </TextField>
          {type === 0 && <Typography color="text.secondary" sx={{ mt: 1 }}>{translate('addresses.dialog.chooseType')}</Typography>}
          {fields.map((field) => {
            if (field === 'electronic_address') return input(field, translate(`addresses.fields.electronic_address.${type}`), { required: true });
            if (field === 'country') {
              return input(field, translate('addresses.fields.country'), { required: required(field), helperText: translate('addresses.fields.countryHelp') });
            }
            if (field === 'location') {
              return input(field, translate('addresses.fields.location'), { required: true, helperText: translate('addresses.fields.locationHelp') });
            }
            if (field === 'electronic_billing_address') {
              return (
                <Box key={field}>
                  {input(field, translate('addresses.fields.electronic_billing_address'), { required: true })}
                  {suggestion && values.electronic_billing_address !== suggestion && (
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      <Typography variant="body2" color="text.secondary">{translate('addresses.ovt.suggestion', { ovt: suggestion })}</Typography>
                      <Button size="small" onClick={() => set('electronic_billing_address', suggestion)}>{translate('addresses.ovt.use')}</Button>
                    </Box>
                  )}
                </Box>
              );
            }
            if (field === 'electronic_billing_operator') {
              return (
                <Box key={field}>
                  <TextField
                    select
                    id="address-electronic_billing_operator_select"
                    label={translate('addresses.fields.electronic_billing_operator')}
                    value={operatorValue}
                    onChange={(event) => chooseOperator(event.target.value)}
                    error={!otherOperator && !!errors.electronic_billing_operator}
                    helperText={otherOperator ? undefined : errors.electronic_billing_operator}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    required
                    fullWidth
                    margin="dense"
                  >
                    <option value="">{translate('addresses.operator.choose')}</option>
                    {EINVOICE_OPERATORS.map((operator) => (
                      <option key={operator.id} value={operator.name}>{`${operator.name} (${operator.id})`}</option>
                    ))}
                    <option value={OTHER}>{translate('addresses.operator.other')}</option>
                  </TextField>
                  {otherOperator && input(field, translate('addresses.fields.electronic_billing_operator_name'), { required: true })}
                </Box>
              );
            }
            return input(field, translate(`addresses.fields.${field}`), { required: required(field) });
          })}
          <ErrorMessage error={error} fields={['address_type_id', ...fields]} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>{translate('addresses.dialog.cancel')}</Button>
          <Button type="submit" variant="contained" loading={sending} disabled={sending}>{translate('addresses.dialog.save')}</Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
