/**
 * SPEC §3 Address: a company's address or contact detail. Which fields it has and
 * needs depends on its contact type (SPEC §5): the rules are in ../addressRules.ts,
 * run here as the declaration's checks (one per field, so every missing field shows
 * at once) and its normalisation (the type's fields kept, the others null).
 */
import {
  addressFieldsOf,
  checkAddressField,
  CONTACT_TYPE_MESSAGE,
  isContactTypeId,
  normalizeBillingAddress,
  normalizeElectronic,
  type AddressField as RuleField,
} from '../addressRules';
import { defineEntity, type EntityBody, type EntityCheck, type EntityRecord, type ValuesOf } from './entity';
import { countryCode, id, lookup, reference, text } from './fields';


export const CONTACT_TYPE_LOOKUP = 'contact-types';

const fields = {
  id: id(),
  companyId: reference('companies', { fromPath: true }),
  addressTypeId: lookup(CONTACT_TYPE_LOOKUP, { required: CONTACT_TYPE_MESSAGE }),
  street: text({ max: 200 }),
  addressLine1: text({ max: 200 }),
  addressLine2: text({ max: 200 }),
  addressLine3: text({ max: 200 }),
  addressLine4: text({ max: 200 }),
  zipcode: text({ max: 20 }),
  city: text({ max: 100 }),
  country: countryCode(),
  electronicAddress: text({ max: 500 }),
  location: text({ max: 100 }),
  poBox: text({ max: 20 }),
  electronicBillingAddress: text({ max: 50 }),
  electronicBillingOperator: text({ max: 100 }),
  electronicBillingOperatorId: text({ max: 50 }),
};

type Fields = typeof fields;

/** The fields whose presence the contact type decides: every field a client sends but the type itself. */
export type AddressField = Exclude<keyof ValuesOf<Fields>, 'addressTypeId'>;

/** Fails to compile when the rules (../addressRules.ts) and these fields name different fields. */
type Exactly<T extends true> = T;
export type RulesNameTheFields = Exactly<[AddressField] extends [RuleField] ? ([RuleField] extends [AddressField] ? true : false) : false>;

const ADDRESS_FIELDS = (Object.keys(fields) as Array<keyof Fields>).filter(
  (key): key is AddressField => fields[key].input !== null && key !== 'addressTypeId',
);

const checks: Array<EntityCheck<Fields>> = [
  {
    reads: ['addressTypeId'],
    check: (values, add) => {
      if (!isContactTypeId(values.addressTypeId)) add('addressTypeId', CONTACT_TYPE_MESSAGE);
    },
  },
  // One rule per field, each reading the type: a field's own error (too long) holds back only its own rule.
  ...ADDRESS_FIELDS.map(
    (field): EntityCheck<Fields> => ({
      reads: ['addressTypeId', field],
      check: (values, add) => checkAddressField(values.addressTypeId, field, values[field], add),
    }),
  ),
];

export const address = defineEntity({
  resource: 'addresses',
  path: 'companies/:companyId/addresses',
  fields,
  checks,
  normalize: (values) => {
    const type = values.addressTypeId;
    const kept = addressFieldsOf(type);
    const normalized = { ...values };
    for (const field of ADDRESS_FIELDS) normalized[field] = kept.includes(field) ? (values[field] ?? null) : null;
    // Left out, a domestic country is FI (SPEC §9); types without a country store FI too.
    normalized.country = kept.includes('country') ? (values.country ?? 'FI') : 'FI';
    if (normalized.electronicAddress) normalized.electronicAddress = normalizeElectronic(type, normalized.electronicAddress);
    if (normalized.electronicBillingAddress) normalized.electronicBillingAddress = normalizeBillingAddress(normalized.electronicBillingAddress);
    return normalized;
  },
});

export type Address = EntityRecord<typeof address>;
export type AddressBody = EntityBody<typeof address>;
