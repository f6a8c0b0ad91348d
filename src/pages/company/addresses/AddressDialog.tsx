/**
 * Adding or changing one address: the type first, then only that type's fields.
 * A react-admin form checked with the address declaration's rules (the same the
 * server runs); saved through the data provider, so every list of addresses
 * refreshes. The server's 422 messages show beside the inputs; typed values stay
 * on error. A custom form, not EntityInputs: its fields depend on the type, and
 * the e-invoice address has the operator list and the OVT suggestion.
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import {
  Form,
  SaveButton,
  TextInput,
  useCreate,
  useInput,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useFormState, useWatch, type FieldValues, type SubmitHandler } from 'react-hook-form';
import { useEntityResolver } from '../../../components/entity/useEntityResolver';
import { hasFieldErrors, httpFieldErrors } from '../../../components/form/httpErrorFields';
import { addressFieldsOf, CONTACT_TYPE_IDS, hasFinnishZipcode, isForeignType, requiredAddressFieldsOf } from '../../../domain/addressRules';
import { CountryInput } from '../../../components/entity/CountryInput';
import { address as addressEntity, type Address, type AddressField } from '../../../domain/entities/address';
import { checkedTogether, labelKey } from '../../../domain/entities/entity';
import { EINVOICE_OPERATORS, ovtSuggestion } from '../../../domain/einvoice';

const OTHER = '__other__';
const label = (field: string) => labelKey(addressEntity, field);

/** The form's type: a number once chosen, '' before. */
const typeOf = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

/** What is sent: the type and its own fields, empty ones as null (the server nulls the rest: the address is replaced). */
function typeFields(values: Record<string, unknown>): Record<string, unknown> {
  const type = typeOf(values.addressTypeId);
  const data: Record<string, unknown> = { addressTypeId: type || null };
  for (const field of addressFieldsOf(type)) {
    const value = values[field];
    data[field] = typeof value === 'string' && value.trim() !== '' ? value : null;
  }
  return data;
}

/** The contact type as a native select (keyboard- and test-friendly); changing it flips the country default. */
function TypeSelect({ onChanged }: { onChanged: () => void }) {
  const translate = useTranslate();
  const { setValue, getValues, clearErrors } = useFormContext();
  const { field, fieldState } = useInput({ source: 'addressTypeId' });
  const message = fieldState.error?.message;
  return (
    <TextField
      select
      id="address-addressTypeId"
      name={field.name}
      label={translate(label('addressTypeId'))}
      value={field.value === null || field.value === undefined ? '' : String(field.value)}
      onChange={(event) => {
        const next = event.target.value === '' ? '' : Number(event.target.value);
        const country = String(getValues('country') ?? '');
        if (typeof next === 'number' && isForeignType(next) && country.toUpperCase() === 'FI') setValue('country', '');
        if (typeof next === 'number' && !isForeignType(next) && !country) setValue('country', 'FI');
        // A Finnish address's country is Finland, whatever was chosen for another type.
        if (typeof next === 'number' && hasFinnishZipcode(next)) setValue('country', 'FI');
        field.onChange(next);
        clearErrors();
        onChanged();
      }}
      onBlur={field.onBlur}
      error={!!message}
      helperText={message ? translate(message, { _: message }) : undefined}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      required
      fullWidth
      margin="dense"
      autoFocus
    >
      <option value="">{translate('addresses.chooseType')}</option>
      {CONTACT_TYPE_IDS.map((id) => (
        <option key={id} value={String(id)}>{translate(`pateva.address.types.${id}`)}</option>
      ))}
    </TextField>
  );
}

/** The e-invoice operator from the list (filling the välittäjätunnus too), or "other" to type the name. */
function OperatorSelect({ initialOther }: { initialOther: boolean }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const name = useWatch({ name: 'electronicBillingOperator' }) as string | null | undefined;
  const { errors } = useFormState({ name: 'electronicBillingOperator' });
  const [other, setOther] = useState(initialOther);
  const message = errors.electronicBillingOperator?.message;
  const selected = other ? OTHER : (EINVOICE_OPERATORS.find((operator) => operator.name === name)?.name ?? '');
  const choose = (value: string) => {
    const operator = EINVOICE_OPERATORS.find((o) => o.name === value);
    setOther(value === OTHER);
    setValue('electronicBillingOperator', operator?.name ?? '', { shouldDirty: true });
    setValue('electronicBillingOperatorId', operator?.id ?? '', { shouldDirty: true });
  };
  return (
    <Box>
      <TextField
        select
        id="address-electronicBillingOperator-select"
        label={translate(label('electronicBillingOperator'))}
        value={selected}
        onChange={(event) => choose(event.target.value)}
        error={!other && !!message}
        helperText={!other && typeof message === 'string' ? translate(message, { _: message }) : undefined}
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
      {other && <TextInput source="electronicBillingOperator" label="addresses.operator.name" isRequired fullWidth margin="dense" />}
    </Box>
  );
}

/** The OVT address suggested from the business ID, with a button that fills it in. */
function OvtSuggestion({ suggestion }: { suggestion: string }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const current = useWatch({ name: 'electronicBillingAddress' });
  if (current === suggestion) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">{translate('addresses.ovt.suggestion', { ovt: suggestion })}</Typography>
      <Button size="small" onClick={() => setValue('electronicBillingAddress', suggestion, { shouldDirty: true })}>
        {translate('addresses.ovt.use')}
      </Button>
    </Box>
  );
}

interface FieldsProps {
  registrationNumber: string;
  initialOtherOperator: boolean;
  onTypeChanged: () => void;
}

/** The type select and, once a type is chosen, its fields in form order. */
function AddressFields({ registrationNumber, initialOtherOperator, onTypeChanged }: FieldsProps) {
  const translate = useTranslate();
  const type = typeOf(useWatch({ name: 'addressTypeId' }));
  const required = requiredAddressFieldsOf(type);
  const input = (field: AddressField, helperText?: string, text = label(field)) => (
    <TextInput key={field} source={field} label={text} isRequired={required.includes(field)} helperText={helperText} fullWidth margin="dense" />
  );
  const inputOf = (field: AddressField) => {
    switch (field) {
      case 'electronicAddress':
        return input(field, undefined, `addresses.electronicAddressLabels.${type}`);
      case 'country':
        // A Finnish address's country is Finland: shown, not chosen (issue 9 #3).
        return (
          <CountryInput
            key={field}
            source={field}
            label={label(field)}
            isRequired={required.includes(field)}
            helperText={hasFinnishZipcode(type) ? 'addresses.countryDomestic' : 'addresses.countryHelp'}
            readOnly={hasFinnishZipcode(type)}
            fullWidth
            margin="dense"
          />
        );
      case 'location':
        return input(field, 'addresses.locationHelp');
      case 'electronicBillingAddress': {
        const suggestion = ovtSuggestion(registrationNumber);
        return (
          <Box key={field}>
            {input(field)}
            {suggestion && <OvtSuggestion suggestion={suggestion} />}
          </Box>
        );
      }
      case 'electronicBillingOperator':
        return <OperatorSelect key={field} initialOther={initialOtherOperator} />;
      default:
        return input(field);
    }
  };
  return (
    <>
      <TypeSelect onChanged={onTypeChanged} />
      {type === 0 && <Typography color="text.secondary" sx={{ mt: 1 }}>{translate('addresses.dialog.chooseType')}</Typography>}
      {addressFieldsOf(type).map(inputOf)}
    </>
  );
}

interface Props {
  companyId: number;
  registrationNumber: string;
  /** null: adding a new address. */
  address: Address | null;
  onClose: () => void;
  onSaved: (saved: Address) => void;
}

/** Field errors of a refused save (react-admin shows them beside the inputs), or null when the refusal is not about a field. */
function fieldErrorsOf(error: unknown): Record<string, string> | null {
  return hasFieldErrors(error) ? httpFieldErrors(error) : null;
}

export function AddressDialog({ companyId, registrationNumber, address, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const resolver = useEntityResolver(addressEntity);
  const [create, { isPending: creating }] = useCreate<Address>();
  const [update, { isPending: updating }] = useUpdate<Address>();
  const [failure, setFailure] = useState<string | null>(null);
  const sending = creating || updating;
  const record = useMemo<Partial<RaRecord>>(() => address ?? { addressTypeId: '', country: 'FI' }, [address]);
  const initialOtherOperator =
    !!address?.electronicBillingOperator && !EINVOICE_OPERATORS.some((operator) => operator.name === address.electronicBillingOperator);

  /** Returns the server's field errors for react-admin to show beside the inputs. */
  const save: SubmitHandler<FieldValues> = async (values) => {
    setFailure(null);
    const data = typeFields(values);
    try {
      const saved = address
        ? await update(
            'addresses',
            // The whole address goes, as the server replaces it (docs/decisions.md "Addresses are replaced").
            { id: address.id, data, previousData: address, meta: { companyId, alwaysSend: checkedTogether(addressEntity) } },
            { mutationMode: 'pessimistic', returnPromise: true },
          )
        : await create('addresses', { data, meta: { companyId } }, { returnPromise: true });
      if (saved) onSaved(saved);
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      setFailure(error instanceof Error && error.message ? error.message : translate('pateva.errors.server'));
      return undefined;
    }
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {/* Errors show beside their inputs; a toast about them would hold back the next one. */}
      <Form record={record} resolver={resolver} onSubmit={save} noValidate disableInvalidFormNotification>
        <DialogTitle id={titleId}>{translate(address ? 'addresses.dialog.editTitle' : 'addresses.dialog.addTitle')}</DialogTitle>
        <DialogContent>
          <AddressFields registrationNumber={registrationNumber} initialOtherOperator={initialOtherOperator} onTypeChanged={() => setFailure(null)} />
          {failure && <Alert severity="error" sx={{ mt: 2 }}>{failure}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>{translate('pateva.entity.cancel')}</Button>
          <SaveButton label="pateva.entity.save" alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

