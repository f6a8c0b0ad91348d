/**
 * The address body of POST/PUT /api/companies/:id/addresses (SPEC §3, §5):
 * one schema whose required fields depend on the contact type. The browser
 * validates the same way before sending. Fields that do not belong to the
 * type are dropped (stored as null).
 */
import { z } from 'zod';
import { ContactType, type ContactTypeId } from '../codes';
import { COUNTRY_CODE_MESSAGE, FINNISH_ZIPCODE_MESSAGE, isCountryCode, isFinnishZipcode, optionalText as text } from './fields';

export const ADDRESS_FIELDS = [
  'street',
  'address_line1',
  'address_line2',
  'address_line3',
  'address_line4',
  'zipcode',
  'city',
  'country',
  'electronic_address',
  'location',
  'po_box',
  'electronic_billing_address',
  'electronic_billing_operator',
  'electronic_billing_operator_id',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export const CONTACT_TYPE_IDS: readonly ContactTypeId[] = Object.values(ContactType);

export const isContactTypeId = (value: unknown): value is ContactTypeId =>
  typeof value === 'number' && (CONTACT_TYPE_IDS as readonly number[]).includes(value);

const FINNISH_POSTAL: readonly number[] = [ContactType.postalStreet, ContactType.visitingFinnish, ContactType.billingFinnish];
const FOREIGN: readonly number[] = [ContactType.visitingForeign, ContactType.postalForeign, ContactType.billingForeign];
const ELECTRONIC: readonly number[] = [
  ContactType.web,
  ContactType.email,
  ContactType.linkedin,
  ContactType.twitter,
  ContactType.facebook,
  ContactType.instagram,
];

/** Which fields a contact type has, in form order; everything else is dropped. */
export function addressFieldsOf(typeId: number): readonly AddressField[] {
  if (FINNISH_POSTAL.includes(typeId)) return ['street', 'zipcode', 'city', 'country'];
  if (typeId === ContactType.postalPoBox) return ['po_box', 'zipcode', 'city', 'country'];
  if (FOREIGN.includes(typeId)) return ['address_line1', 'address_line2', 'address_line3', 'address_line4', 'country'];
  if (ELECTRONIC.includes(typeId)) return ['electronic_address'];
  if (typeId === ContactType.electronicBillingFinnish) {
    return ['electronic_billing_address', 'electronic_billing_operator', 'electronic_billing_operator_id'];
  }
  if (typeId === ContactType.coordinates) return ['location'];
  return [];
}

/** The fields a contact type must have (SPEC §5; coordinates, Facebook and Instagram need their one value too). */
export function requiredAddressFieldsOf(typeId: number): readonly AddressField[] {
  if (FINNISH_POSTAL.includes(typeId)) return ['street', 'zipcode', 'city', 'country'];
  if (typeId === ContactType.postalPoBox) return ['po_box', 'zipcode', 'city', 'country'];
  if (FOREIGN.includes(typeId)) return ['address_line1', 'country'];
  if (ELECTRONIC.includes(typeId)) return ['electronic_address'];
  if (typeId === ContactType.electronicBillingFinnish) {
    return ['electronic_billing_address', 'electronic_billing_operator_id', 'electronic_billing_operator'];
  }
  if (typeId === ContactType.coordinates) return ['location'];
  return [];
}

/** Domestic types whose postal code is a Finnish five-digit one. */
export const hasFinnishZipcode = (typeId: number) => FINNISH_POSTAL.includes(typeId) || typeId === ContactType.postalPoBox;

const ELECTRONIC_REQUIRED: Record<number, string> = {
  [ContactType.web]: 'Verkkosivujen osoite on pakollinen.',
  [ContactType.email]: 'Sähköpostiosoite on pakollinen.',
  [ContactType.linkedin]: 'LinkedIn-osoite on pakollinen.',
  [ContactType.twitter]: 'Twitter-tunnus tai -osoite on pakollinen.',
  [ContactType.facebook]: 'Facebook-osoite on pakollinen.',
  [ContactType.instagram]: 'Instagram-tunnus tai -osoite on pakollinen.',
};

const REQUIRED: Record<Exclude<AddressField, 'electronic_address'>, string> = {
  street: 'Katuosoite on pakollinen.',
  address_line1: 'Osoiterivi 1 on pakollinen.',
  address_line2: 'Osoiterivi 2 on pakollinen.',
  address_line3: 'Osoiterivi 3 on pakollinen.',
  address_line4: 'Osoiterivi 4 on pakollinen.',
  zipcode: 'Postinumero on pakollinen.',
  city: 'Postitoimipaikka on pakollinen.',
  country: 'Maa on pakollinen.',
  location: 'Koordinaatit ovat pakolliset.',
  po_box: 'Postilokeron numero on pakollinen.',
  electronic_billing_address: 'Verkkolaskuosoite on pakollinen.',
  electronic_billing_operator: 'Operaattorin nimi on pakollinen.',
  electronic_billing_operator_id: 'Välittäjätunnus on pakollinen.',
};

/** Web addresses with or without the scheme: www.yritys.fi, https://yritys.fi/yhteystiedot. */
const WEB_ADDRESS = /^(https?:\/\/)?([\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(:\d{1,5})?([/?#]\S*)?$/iu;
/** A handle of a social media service: @yritys or yritys. */
const HANDLE = /^@?[\p{L}\p{N}_.]{1,60}$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const COORDINATES = /^(-?\d{1,2}(?:\.\d+)?)\s*[,;]\s*(-?\d{1,3}(?:\.\d+)?)$/;

const base = z.object({
  address_type_id: z.number({ error: 'Valitse osoitteen tyyppi.' }).refine(isContactTypeId, 'Valitse osoitteen tyyppi.'),
  street: text(200),
  address_line1: text(200),
  address_line2: text(200),
  address_line3: text(200),
  address_line4: text(200),
  zipcode: text(20),
  city: text(100),
  /** Left out: FI (SPEC §9). Sent empty: missing. */
  country: z
    .string({ error: 'Arvon on oltava tekstiä.' })
    .trim()
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  electronic_address: text(500),
  location: text(100),
  po_box: text(20),
  electronic_billing_address: text(50),
  electronic_billing_operator: text(100),
  electronic_billing_operator_id: text(50),
});

type Base = z.output<typeof base>;

function checkValue(type: number, field: AddressField, value: string, add: (field: AddressField, message: string) => void): void {
  if (field === 'zipcode' && hasFinnishZipcode(type) && !isFinnishZipcode(value)) add(field, FINNISH_ZIPCODE_MESSAGE);
  if (field === 'country' && !isCountryCode(value)) add(field, COUNTRY_CODE_MESSAGE);
  if (field === 'location') {
    const match = COORDINATES.exec(value);
    if (!match || Math.abs(Number(match[1])) > 90 || Math.abs(Number(match[2])) > 180) {
      add(field, 'Anna koordinaatit muodossa leveysaste, pituusaste (esim. 60.1699, 24.9384).');
    }
  }
  if (field === 'electronic_billing_address' && !/^[A-Za-z0-9]{4,35}$/.test(value.replace(/\s/g, ''))) {
    add(field, 'Verkkolaskuosoitteessa voi olla vain kirjaimia ja numeroita (esim. 003701120389).');
  }
  if (field !== 'electronic_address') return;
  if (type === ContactType.email) {
    if (!EMAIL.test(value)) add(field, 'Anna kelvollinen sähköpostiosoite, esim. info@yritys.fi.');
  } else if (type === ContactType.web || type === ContactType.linkedin) {
    if (!WEB_ADDRESS.test(value)) {
      add(field, type === ContactType.web ? 'Anna verkkosivujen osoite, esim. www.yritys.fi.' : 'Anna LinkedIn-sivun osoite, esim. linkedin.com/company/yritys.');
    }
  } else if (!WEB_ADDRESS.test(value) && !HANDLE.test(value)) {
    add(field, 'Anna verkko-osoite tai tunnus, esim. @yritys.');
  }
}

/** A handle without its @ gets one (so it is not read as a web address); web addresses stay as given. */
function normalizeElectronic(type: number, value: string): string {
  if (type === ContactType.email || type === ContactType.web || type === ContactType.linkedin) return value;
  if (value.startsWith('@') || WEB_ADDRESS.test(value)) return value;
  return `@${value}`;
}

export const addressSchema = base
  .superRefine((body, ctx) => {
    const type = body.address_type_id;
    const add = (field: AddressField, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    const defaultedCountry = (field: AddressField) => field === 'country' && body.country === undefined && !FOREIGN.includes(type);
    for (const field of requiredAddressFieldsOf(type)) {
      if (!body[field] && !defaultedCountry(field)) {
        add(field, field === 'electronic_address' ? ELECTRONIC_REQUIRED[type] : REQUIRED[field]);
      }
    }
    for (const field of addressFieldsOf(type)) {
      const value = body[field];
      if (value) checkValue(type, field, value, add);
    }
  })
  .transform((body: Base) => {
    const type = body.address_type_id as ContactTypeId;
    const kept = addressFieldsOf(type);
    const out = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, kept.includes(field) ? (body[field] ?? null) : null])) as Record<
      AddressField,
      string | null
    >;
    out.country = kept.includes('country') ? (body.country ?? 'FI').toUpperCase() : 'FI';
    if (out.electronic_address) out.electronic_address = normalizeElectronic(type, out.electronic_address);
    if (out.electronic_billing_address) out.electronic_billing_address = out.electronic_billing_address.replace(/\s/g, '').toUpperCase();
    return { address_type_id: type, ...out, country: out.country };
  });

export type AddressBody = z.output<typeof addressSchema>;
