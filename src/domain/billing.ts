/** A reference's total billing in euros: SPEC's total billing units (total-billing-units) are €, t€ and M€. */
const UNIT_FACTORS: Record<number, number> = { 1: 1, 2: 1_000, 3: 1_000_000 };

export function billingInEuros(amount: number | string | null, unitId: number | null): number | null {
  return amount === null ? null : Number(amount) * (UNIT_FACTORS[unitId ?? 1] ?? 1);
}
