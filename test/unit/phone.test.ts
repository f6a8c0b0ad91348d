import { describe, expect, it } from 'vitest';
import { normalizePhone, shownPhone } from '../../src/domain/phone';

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
