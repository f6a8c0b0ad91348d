import { describe, expect, it } from 'vitest';
import { canRemoveAddress } from '../../src/domain/addresses';
import { ContactType } from '../../src/domain/codes';
import { EINVOICE_OPERATORS, operatorById, ovtSuggestion } from '../../src/domain/einvoice';
import { addressFieldsOf, requiredAddressFieldsOf } from '../../src/domain/addressRules';
import { address } from '../../src/domain/entities/address';
import { formSchema, requestSchema } from '../../src/domain/entities/entity';
import { office } from '../../src/domain/entities/office';

const officeSchema = requestSchema(office);
/** The address body as the server parses it (snake_case), from the declaration. */
const addressSchema = requestSchema(address);

const errorsOf = (body: unknown): Record<string, string[]> => {
  const result = addressSchema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
};

describe('canRemoveAddress (SPEC §5: "only if it has a positive id and its electronic address or billing address is empty")', () => {
  it('needs a positive id', () => {
    expect(canRemoveAddress({})).toBe(false);
    expect(canRemoveAddress({ id: 0 })).toBe(false);
    expect(canRemoveAddress({ id: -3 })).toBe(false);
    expect(canRemoveAddress({ id: 5 })).toBe(true);
  });
  it('with a positive id: allowed when the electronic address is empty or the billing address is empty', () => {
    expect(canRemoveAddress({ id: 5, electronicAddress: null, electronicBillingAddress: null })).toBe(true);
    expect(canRemoveAddress({ id: 5, electronicAddress: 'www.yritys.fi', electronicBillingAddress: null })).toBe(true);
    expect(canRemoveAddress({ id: 5, electronicAddress: '', electronicBillingAddress: '003701120389' })).toBe(true);
    expect(canRemoveAddress({ id: 5, electronicAddress: '  ', electronicBillingAddress: '003701120389' })).toBe(true);
  });
  it('refused when both the electronic address and the billing address are filled', () => {
    expect(canRemoveAddress({ id: 5, electronicAddress: 'www.yritys.fi', electronicBillingAddress: '003701120389' })).toBe(false);
    expect(canRemoveAddress({ electronicAddress: null, electronicBillingAddress: null })).toBe(false);
  });
});

describe('e-invoicing (DOMAIN.md)', () => {
  it('suggests 0037 + the business ID digits without the hyphen', () => {
    expect(ovtSuggestion('0112038-9')).toBe('003701120389');
    expect(ovtSuggestion('2331972-7')).toBe('003723319727');
    expect(ovtSuggestion('112038-9')).toBe('003701120389');
    expect(ovtSuggestion('0112038-8')).toBeNull();
    expect(ovtSuggestion('')).toBeNull();
    expect(ovtSuggestion(null)).toBeNull();
  });
  it('lists the operators with their välittäjätunnus', () => {
    expect(EINVOICE_OPERATORS).toHaveLength(12);
    expect(EINVOICE_OPERATORS).toContainEqual({ name: 'Apix', id: '003723327487' });
    expect(EINVOICE_OPERATORS).toContainEqual({ name: 'Basware', id: 'BAWCFI22' });
    expect(EINVOICE_OPERATORS).toContainEqual({ name: 'OpusCapita', id: 'E204503' });
    expect(EINVOICE_OPERATORS).toContainEqual({ name: 'InExchange', id: 'INEXCHANGE' });
    expect(new Set(EINVOICE_OPERATORS.map((o) => o.id)).size).toBe(12);
    expect(operatorById(' bawcfi22 ')?.name).toBe('Basware');
    expect(operatorById('nope')).toBeUndefined();
  });
});

describe('address declaration (SPEC §5)', () => {
  it('required fields per type, as SPEC lists them', () => {
    for (const type of [ContactType.postalStreet, ContactType.visitingFinnish, ContactType.billingFinnish]) {
      expect(requiredAddressFieldsOf(type)).toEqual(['street', 'zipcode', 'city', 'country']);
    }
    expect(requiredAddressFieldsOf(ContactType.postalPoBox)).toEqual(['poBox', 'zipcode', 'city', 'country']);
    for (const type of [ContactType.visitingForeign, ContactType.postalForeign, ContactType.billingForeign]) {
      expect(requiredAddressFieldsOf(type)).toEqual(['addressLine1', 'country']);
    }
    for (const type of [ContactType.web, ContactType.email, ContactType.linkedin, ContactType.twitter]) {
      expect(requiredAddressFieldsOf(type)).toEqual(['electronicAddress']);
    }
    expect(requiredAddressFieldsOf(ContactType.electronicBillingFinnish)).toEqual([
      'electronicBillingAddress',
      'electronicBillingOperatorId',
      'electronicBillingOperator',
    ]);
    expect(requiredAddressFieldsOf(ContactType.coordinates)).toEqual(['location']);
    expect(addressFieldsOf(ContactType.facebook)).toEqual(['electronicAddress']);
  });

  it('checks the browser form with the same rules, under the record’s own keys', () => {
    const result = formSchema(address).safeParse({ addressTypeId: 2, country: '', poBox: '', zipcode: '123' });
    expect(result.success).toBe(false);
    expect(Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))).toEqual({
      poBox: 'Postilokeron numero on pakollinen.',
      zipcode: 'Postinumeron on oltava viisi numeroa.',
      city: 'Postitoimipaikka on pakollinen.',
      country: 'Maa on pakollinen.',
    });
  });

  it('gives Finnish messages per field', () => {
    expect(errorsOf({ address_type_id: 2, country: '' })).toEqual({
      po_box: ['Postilokeron numero on pakollinen.'],
      zipcode: ['Postinumero on pakollinen.'],
      city: ['Postitoimipaikka on pakollinen.'],
      country: ['Maa on pakollinen.'],
    });
    expect(errorsOf({ address_type_id: 5 })).toEqual({ address_line1: ['Osoiterivi 1 on pakollinen.'], country: ['Maa on pakollinen.'] });
    expect(errorsOf({ address_type_id: 7 })).toEqual({ electronic_address: ['Sähköpostiosoite on pakollinen.'] });
    expect(errorsOf({ address_type_id: 13 })).toEqual({ location: ['Koordinaatit ovat pakolliset.'] });
    expect(errorsOf({ address_type_id: 'x' })).toEqual({ address_type_id: ['Valitse osoitteen tyyppi.'] });
  });

  it('checks the Finnish zipcode of domestic types only', () => {
    expect(errorsOf({ address_type_id: 3, street: 'Katu 1', zipcode: '0010', city: 'Helsinki' })).toEqual({
      zipcode: ['Postinumeron on oltava viisi numeroa.'],
    });
    expect(errorsOf({ address_type_id: 2, po_box: '1', zipcode: 'ABCDE', city: 'Helsinki' })).toEqual({
      zipcode: ['Postinumeron on oltava viisi numeroa.'],
    });
    expect(errorsOf({ address_type_id: 4, address_line1: 'Rue 1', address_line2: '75001 Paris', country: 'FR' })).toEqual({});
  });

  it('accepts sensible links and handles, and refuses others', () => {
    const ok = (type: number, value: string) => expect(errorsOf({ address_type_id: type, electronic_address: value })).toEqual({});
    const bad = (type: number, value: string) => expect(Object.keys(errorsOf({ address_type_id: type, electronic_address: value }))).toEqual(['electronic_address']);
    ok(ContactType.web, 'www.yritys.fi');
    ok(ContactType.web, 'https://yritys.fi/yhteystiedot?kieli=fi');
    ok(ContactType.web, 'pätevä.fi');
    bad(ContactType.web, 'yritys');
    bad(ContactType.web, 'javascript:alert(1)');
    ok(ContactType.email, 'info@yritys.fi');
    bad(ContactType.email, 'info@yritys');
    bad(ContactType.email, 'www.yritys.fi');
    ok(ContactType.linkedin, 'linkedin.com/company/yritys');
    bad(ContactType.linkedin, '@yritys');
    ok(ContactType.twitter, '@yritys');
    ok(ContactType.twitter, 'https://twitter.com/yritys');
    bad(ContactType.twitter, 'kaksi sanaa');
    ok(ContactType.facebook, 'facebook.com/yritys');
    ok(ContactType.instagram, 'yritys.fi_');
    bad(ContactType.instagram, '<script>');
  });

  it('takes coordinates as latitude, longitude', () => {
    expect(errorsOf({ address_type_id: 13, location: '60.1699, 24.9384' })).toEqual({});
    expect(errorsOf({ address_type_id: 13, location: '-33.9;151.2' })).toEqual({});
    expect(Object.keys(errorsOf({ address_type_id: 13, location: 'Helsinki' }))).toEqual(['location']);
    expect(Object.keys(errorsOf({ address_type_id: 13, location: '91, 10' }))).toEqual(['location']);
  });

  it('drops fields that do not belong to the type, defaults the country to FI and tidies values', () => {
    const parsed = addressSchema.parse({
      address_type_id: 12,
      street: 'Ei tähän',
      electronic_address: 'www.ei.fi',
      electronic_billing_address: '0037 0112 0389',
      electronic_billing_operator: 'Apix',
      electronic_billing_operator_id: '003723327487',
    });
    expect(parsed).toMatchObject({
      street: null,
      electronic_address: null,
      electronic_billing_address: '003701120389',
      country: 'FI',
    });
    expect(addressSchema.parse({ address_type_id: 9, electronic_address: 'yritys' }).electronic_address).toBe('@yritys');
    expect(addressSchema.parse({ address_type_id: 4, address_line1: 'x', country: 'se' }).country).toBe('SE');
  });
});

describe('office schema', () => {
  it('needs a name; a zipcode when given has five digits; country defaults to FI', () => {
    const result = officeSchema.safeParse({ name: ' ', zipcode: '123' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Yksikön nimi on pakollinen.'],
      ['zipcode', 'Postinumeron on oltava viisi numeroa.'],
    ]);
    expect(officeSchema.parse({ name: 'Yksikkö', zipcode: '' })).toEqual({ name: 'Yksikkö', zipcode: null });
  });
});
