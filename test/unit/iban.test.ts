import { describe, expect, it } from 'vitest';
import { isValidIban, normalizeIban } from '../../src/domain/iban';

describe('IBAN', () => {
  it('takes IBANs whose check digits hold, with or without spaces', () => {
    expect(isValidIban('FI2112345600000785')).toBe(true);
    expect(isValidIban('FI21 1234 5600 0007 85')).toBe(true);
    expect(isValidIban('fi2112345600000785')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
  });
  it('refuses a wrong check digit, a short or malformed number', () => {
    expect(isValidIban('FI2112345600000786')).toBe(false);
    expect(isValidIban('FI9912345600000785')).toBe(false);
    expect(isValidIban('FI21')).toBe(false);
    expect(isValidIban('1121123456000007')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });
  it('writes an IBAN without spaces, in capitals', () => {
    expect(normalizeIban(' fi21 1234 5600 0007 85 ')).toBe('FI2112345600000785');
  });
});
