/**
 * SPEC §3 address display lines: domestic types show street, zipcode and
 * city, country; foreign types show addressLine1-4 and country; link-like
 * types (web, email, linkedin, twitter) are links.
 */
import type { Address } from './entities/address';
import { ContactType, LINK_LIKE_CONTACT_TYPES, type ContactTypeId } from './codes';
import { countryName } from './countries';

export { countryName };

/**
 * An address to show: its type and whatever fields are known. A stored address
 * (SPEC §3 Address as the API answers it, ./entities/address.ts) is one; so are a
 * PRH address and one typed in, before they are saved (no id, fields missing).
 */
export type AddressLike = Pick<Address, 'addressTypeId'> & Partial<Omit<Address, 'addressTypeId'>>;

export interface AddressLine {
  text: string;
  /** Set for link-like types; only http(s) and mailto ever come out. */
  href?: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const DOMESTIC: readonly number[] = [ContactType.postalStreet, ContactType.visitingFinnish, ContactType.billingFinnish];
const FOREIGN: readonly number[] = [ContactType.visitingForeign, ContactType.postalForeign, ContactType.billingForeign];

function linkHref(typeId: number, value: string): string {
  if (typeId === ContactType.email) return `mailto:${value}`;
  if (/^https?:\/\//i.test(value)) return value;
  if (typeId === ContactType.twitter && value.startsWith('@')) return `https://twitter.com/${value.slice(1)}`;
  return `https://${value}`;
}

const joined = (...parts: Array<string | null | undefined>) => parts.filter((p) => p && p.trim()).join(' ');

export function addressLines(address: AddressLike, translate: Translate): AddressLine[] {
  const type = address.addressTypeId;
  const lines: Array<string | null | undefined> = [];
  if (LINK_LIKE_CONTACT_TYPES.includes(type as ContactTypeId)) {
    const value = (address.electronicAddress ?? '').trim();
    return value ? [{ text: value, href: linkHref(type, value) }] : [];
  }
  if (DOMESTIC.includes(type)) {
    lines.push(address.street, joined(address.zipcode, address.city), countryName(address.country));
  } else if (type === ContactType.postalPoBox) {
    const poBox = address.poBox ? translate('pateva.address.poBox', { poBox: address.poBox }) : null;
    lines.push(poBox, joined(address.zipcode, address.city), countryName(address.country));
  } else if (FOREIGN.includes(type)) {
    lines.push(
      address.addressLine1,
      address.addressLine2,
      address.addressLine3,
      address.addressLine4,
      countryName(address.country),
    );
  } else if (type === ContactType.electronicBillingFinnish) {
    const operator = address.electronicBillingOperator
      ? translate('pateva.address.operator', {
          operator: address.electronicBillingOperator,
          operatorId: address.electronicBillingOperatorId ?? '',
        })
      : null;
    lines.push(address.electronicBillingAddress, operator);
  } else if (type === ContactType.coordinates) {
    lines.push(address.location);
  } else {
    // Facebook, Instagram and types added later: the stored value as plain text.
    lines.push(address.electronicAddress);
  }
  return lines.filter((line): line is string => !!line && !!line.trim()).map((text) => ({ text }));
}

const isEmpty = (value: string | null | undefined) => !value || !value.trim();

/**
 * SPEC §5, literally: "An address can be removed only if it has a positive id
 * and its electronic address or billing address is empty."
 */
export function canRemoveAddress(address: Pick<AddressLike, 'id' | 'electronicAddress' | 'electronicBillingAddress'>): boolean {
  const positiveId = typeof address.id === 'number' && address.id > 0;
  return positiveId && (isEmpty(address.electronicAddress) || isEmpty(address.electronicBillingAddress));
}
