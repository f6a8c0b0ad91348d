import { describe, expect, it } from 'vitest';
import { businessIdCheckDigit, businessIdFromBody, isValidBusinessId, normalizeBusinessId } from '../../src/domain/businessId';

describe('business ID (Y-tunnus)', () => {
  it('accepts the valid examples of DOMAIN.md', () => {
    expect(isValidBusinessId('0112038-9')).toBe(true);
    expect(isValidBusinessId('2331972-7')).toBe(true);
  });
  it('refuses a wrong check digit, a wrong shape and remainder 1', () => {
    expect(isValidBusinessId('0112038-8')).toBe(false);
    expect(isValidBusinessId('0112038 9')).toBe(false);
    expect(isValidBusinessId('')).toBe(false);
    // 0000006: 2 × 6 = 12, remainder 1: no check digit makes a valid ID of it.
    expect(businessIdCheckDigit('0000006')).toBeNull();
    for (let digit = 0; digit <= 9; digit += 1) expect(isValidBusinessId(`0000006-${digit}`)).toBe(false);
  });
  it('computes check digits by weights 7, 9, 10, 5, 8, 4, 2', () => {
    expect(businessIdCheckDigit('0112038')).toBe(9);
    expect(businessIdCheckDigit('2331972')).toBe(7);
    expect(businessIdFromBody('0112038')).toBe('0112038-9');
  });
  it('understands an ID typed without its hyphen (issue 9 #5)', () => {
    expect(normalizeBusinessId('01120389')).toBe('0112038-9');
    expect(normalizeBusinessId(' 1120389 ')).toBe('0112038-9');
    expect(isValidBusinessId('01120389')).toBe(true);
    expect(isValidBusinessId('01120388')).toBe(false);
    expect(normalizeBusinessId('011203899')).toBe('011203899');
  });
  it('gives old six-digit bodies a leading zero', () => {
    expect(normalizeBusinessId(' 112038-9 ')).toBe('0112038-9');
    expect(isValidBusinessId('112038-9')).toBe(true);
  });
});
