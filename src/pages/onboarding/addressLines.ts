/** SPEC §3 display lines of a domestic address: street (or PO box), zipcode + city, country when not Finland. */
import type { Address } from './types';

export function addressLines(address: Address): string[] {
  const first = address.street || (address.poBox ? `PL ${address.poBox}` : '');
  const place = [address.zipcode, address.city].filter(Boolean).join(' ');
  const country = address.country && address.country !== 'FI' ? address.country : '';
  return [first, place, country].filter(Boolean);
}
