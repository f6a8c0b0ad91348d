import { describe, expect, it } from 'vitest';
import { billingInEuros } from '../../src/domain/billing';

describe('billingInEuros', () => {
  it('converts €, t€ and M€ to euros; no amount stays none; no unit is euros', () => {
    expect(billingInEuros(2500, 1)).toBe(2500);
    expect(billingInEuros(2500, 2)).toBe(2_500_000);
    expect(billingInEuros('3', 3)).toBe(3_000_000);
    expect(billingInEuros(null, 3)).toBeNull();
    expect(billingInEuros(400, null)).toBe(400);
  });
});
