/** A reference's line of details, shown beside it in the industry and in the picker alike. */
import type { ReferenceFit } from '../../../domain/applicationIndustryProgress';
import { formatDate, formatMoney } from '../../../domain/formats';

/** "30.06.2024 · 28 kk · 2 500 000 €": the end, the age and the billing of a reference. */
export function referenceDetails(
  translate: (key: string, options?: Record<string, unknown>) => string,
  reference: { workEndDate: string | null; totalBilling: number | null },
  fit: ReferenceFit | undefined,
  maxReferenceAge: number | null,
): string {
  return [
    reference.workEndDate ? formatDate(reference.workEndDate) : translate('applications.industries.ageUnknown'),
    fit?.months !== null && fit?.months !== undefined ? translate('applications.industries.age', { months: fit.months }) : null,
    fit?.counts && maxReferenceAge !== null ? translate('applications.industries.ageOk') : null,
    reference.totalBilling !== null ? formatMoney(reference.totalBilling) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
