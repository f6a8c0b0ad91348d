/** IBAN (ISO 13616): the country, two check digits and the account, checked by mod 97 (DOMAIN.md formats). */

/** "FI21 1234 5600 0007 85" → "FI2112345600000785". */
export const normalizeIban = (input: string) => input.replace(/\s+/g, '').toUpperCase();

export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  // The first four characters go to the end, letters become numbers (A = 10 … Z = 35), and the remainder by 97 is 1.
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
