/**
 * SPEC §5's address rules, by contact type: which fields a type has, which it
 * must have, and what their values must look like, with today's Finnish
 * messages. The address declaration (entities/address.ts) runs them as its
 * checks and normalisation, on the server and in the browser alike.
 */
import { ContactType, type ContactTypeId } from './codes';
import { COUNTRY_MESSAGE, DOMESTIC_COUNTRY_MESSAGE, isCountryCode } from './countries';
import { FINNISH_ZIPCODE_MESSAGE, isFinnishZipcode } from './entities/office';

export const CONTACT_TYPE_IDS: readonly ContactTypeId[] = Object.values(ContactType);

export const isContactTypeId = (value: unknown): value is ContactTypeId =>
  typeof value === 'number' && (CONTACT_TYPE_IDS as readonly number[]).includes(value);

export const CONTACT_TYPE_MESSAGE = 'Valitse osoitteen tyyppi.';

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

/** The foreign types: their address is written on lines, their country is the person's to give. */
export const isForeignType = (typeId: number) => FOREIGN.includes(typeId);

/** Which fields a contact type has, in form order; everything else is stored as null. */
export function addressFieldsOf(typeId: number): readonly AddressField[] {
  if (FINNISH_POSTAL.includes(typeId)) return ['street', 'zipcode', 'city', 'country'];
  if (typeId === ContactType.postalPoBox) return ['poBox', 'zipcode', 'city', 'country'];
  if (FOREIGN.includes(typeId)) return ['addressLine1', 'addressLine2', 'addressLine3', 'addressLine4', 'country'];
  if (ELECTRONIC.includes(typeId)) return ['electronicAddress'];
  if (typeId === ContactType.electronicBillingFinnish) {
    return ['electronicBillingAddress', 'electronicBillingOperator', 'electronicBillingOperatorId'];
  }
  if (typeId === ContactType.coordinates) return ['location'];
  return [];
}

/** The fields a contact type must have (SPEC §5; coordinates, Facebook and Instagram need their one value too). */
export function requiredAddressFieldsOf(typeId: number): readonly AddressField[] {
  if (FINNISH_POSTAL.includes(typeId)) return ['street', 'zipcode', 'city', 'country'];
  if (typeId === ContactType.postalPoBox) return ['poBox', 'zipcode', 'city', 'country'];
  if (FOREIGN.includes(typeId)) return ['addressLine1', 'country'];
  if (ELECTRONIC.includes(typeId)) return ['electronicAddress'];
  if (typeId === ContactType.electronicBillingFinnish) {
    return ['electronicBillingAddress', 'electronicBillingOperatorId', 'electronicBillingOperator'];
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

/**
 * The fields whose presence the type decides, each with its message when the type needs it and it is
 * missing (electronicAddress's depends on the type). The declaration (entities/address.ts) checks at
 * compile time that these are its fields: the rules import nothing of it, so the two form no cycle.
 */
const REQUIRED = {
  street: 'Katuosoite on pakollinen.',
  addressLine1: 'Osoiterivi 1 on pakollinen.',
  addressLine2: 'Osoiterivi 2 on pakollinen.',
  addressLine3: 'Osoiterivi 3 on pakollinen.',
  addressLine4: 'Osoiterivi 4 on pakollinen.',
  zipcode: 'Postinumero on pakollinen.',
  city: 'Postitoimipaikka on pakollinen.',
  country: 'Maa on pakollinen.',
  location: 'Koordinaatit ovat pakolliset.',
  poBox: 'Postilokeron numero on pakollinen.',
  electronicBillingAddress: 'Verkkolaskuosoite on pakollinen.',
  electronicBillingOperator: 'Operaattorin nimi on pakollinen.',
  electronicBillingOperatorId: 'Välittäjätunnus on pakollinen.',
} as const;

export type AddressField = keyof typeof REQUIRED | 'electronicAddress';

/** Web addresses with or without the scheme: www.yritys.fi, https://yritys.fi/yhteystiedot. */
const WEB_ADDRESS = /^(https?:\/\/)?([\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(:\d{1,5})?([/?#]\S*)?$/iu;
/** A handle of a social media service: @yritys or yritys. */
const HANDLE = /^@?[\p{L}\p{N}_.]{1,60}$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const COORDINATES = /^(-?\d{1,2}(?:\.\d+)?)\s*[,;]\s*(-?\d{1,3}(?:\.\d+)?)$/;

type Add = (field: AddressField, message: string) => void;

function checkValue(type: number, field: AddressField, value: string, add: Add): void {
  if (field === 'zipcode' && hasFinnishZipcode(type) && !isFinnishZipcode(value)) add(field, FINNISH_ZIPCODE_MESSAGE);
  if (field === 'country') {
    // ISO 3166-1 alpha-2 from the list; a Finnish address's country is Finland (issue 9 #3).
    if (!isCountryCode(value)) add(field, COUNTRY_MESSAGE);
    else if (hasFinnishZipcode(type) && value.trim().toUpperCase() !== 'FI') add(field, DOMESTIC_COUNTRY_MESSAGE);
  }
  if (field === 'location') {
    const match = COORDINATES.exec(value);
    if (!match || Math.abs(Number(match[1])) > 90 || Math.abs(Number(match[2])) > 180) {
      add(field, 'Anna koordinaatit muodossa leveysaste, pituusaste (esim. 60.1699, 24.9384).');
    }
  }
  if (field === 'electronicBillingAddress' && !/^[A-Za-z0-9]{4,35}$/.test(value.replace(/\s/g, ''))) {
    add(field, 'Verkkolaskuosoitteessa voi olla vain kirjaimia ja numeroita (esim. 003701120389).');
  }
  if (field !== 'electronicAddress') return;
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

/**
 * One field of an address against its type (SPEC §5): missing when the type needs it, else its
 * value's form. A country left out of the body is FI for the domestic types, so only one sent
 * empty is missing there; a foreign address names its country.
 */
export function checkAddressField(type: number, field: AddressField, value: string | null | undefined, add: Add): void {
  if (!addressFieldsOf(type).includes(field)) return;
  if (!value) {
    const defaulted = field === 'country' && value === undefined && !isForeignType(type);
    if (requiredAddressFieldsOf(type).includes(field) && !defaulted) {
      add(field, field === 'electronicAddress' ? ELECTRONIC_REQUIRED[type] : REQUIRED[field]);
    }
    return;
  }
  checkValue(type, field, value, add);
}

/** A handle without its @ gets one (so it is not read as a web address); web addresses stay as given. */
export function normalizeElectronic(type: number, value: string): string {
  if (type === ContactType.email || type === ContactType.web || type === ContactType.linkedin) return value;
  if (value.startsWith('@') || WEB_ADDRESS.test(value)) return value;
  return `@${value}`;
}

/** An e-invoice address as operators write it: no spaces, capitals. */
export const normalizeBillingAddress = (value: string) => value.replace(/\s/g, '').toUpperCase();
