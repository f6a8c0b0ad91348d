import { describe, expect, it } from 'vitest';
import { isValidPhone, normalizePhone, shownPhone } from '../../src/domain/phone';

describe('person phone (SPEC §5)', () => {
  it('keeps + and a digit, with spaces removed', () => {
    expect(normalizePhone('+358 40 123 4567')).toBe('+358401234567');
    expect(normalizePhone('+46 70 123 45 67')).toBe('+46701234567');
  });
  it('removes spaces and one leading 0 and prefixes +358 otherwise', () => {
    expect(normalizePhone('040 123 4567')).toBe('+358401234567');
    expect(normalizePhone('00 123')).toBe('+3580123');
    expect(normalizePhone('401234567')).toBe('+358401234567');
  });
  it('turns an empty phone into +358', () => {
    expect(normalizePhone('')).toBe('+358');
    expect(normalizePhone(null)).toBe('+358');
    expect(normalizePhone(undefined)).toBe('+358');
  });
});

describe('phone shown', () => {
  it('shows no phone for nothing or the bare +358 a save without a number leaves', () => {
    expect(shownPhone('+358')).toBeNull();
    expect(shownPhone(null)).toBeNull();
    expect(shownPhone('')).toBeNull();
    expect(shownPhone('+358401234567')).toBe('+358401234567');
  });
});

describe('phone check (issue 9 #2)', () => {
  it('takes what the SPEC §5 rule turns into "+" and 7–15 digits, and no number at all', () => {
    for (const phone of ['040 123 4567', '+358 40 123 4567', '09 123 4567', '+46 70 123 45 67', '', null, undefined, '  ']) expect(isValidPhone(phone), String(phone)).toBe(true);
  });
  it('refuses letters, hyphens, too few or too many digits', () => {
    for (const phone of ['abc', '+358abc', '040-123 4567', '12', '+358', '+1234567890123456']) expect(isValidPhone(phone), phone).toBe(false);
  });
});
