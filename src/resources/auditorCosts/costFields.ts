/** The cost form's inputs in groups (SPEC §3 Auditor cost), each a field of the write body; labels in fiAuditWork. */
import type { AuditorCost, AuditorCostWrite } from '../../domain/auditorCosts';
import { inputText } from './costFormat';

export type CostField = keyof AuditorCostWrite;
export type CostFieldKind = 'decimal' | 'count' | 'date';

export interface CostGroup {
  key: 'work' | 'travel' | 'allowances';
  fields: ReadonlyArray<readonly [CostField, CostFieldKind]>;
}

export const COST_GROUPS: readonly CostGroup[] = [
  {
    key: 'work',
    fields: [
      ['preparation_hours', 'decimal'],
      ['preparation_date', 'date'],
      ['site_hours', 'decimal'],
      ['site_date', 'date'],
      ['report_hours', 'decimal'],
      ['report_date', 'date'],
    ],
  },
  {
    key: 'travel',
    fields: [
      ['travelling_hours', 'decimal'],
      ['distance_driven', 'decimal'],
      ['other_travelling_costs', 'decimal'],
    ],
  },
  {
    key: 'allowances',
    fields: [
      ['per_diem', 'decimal'],
      ['per_diem_pcs', 'count'],
      ['half_per_diem_pcs', 'count'],
      ['lodging_costs', 'decimal'],
    ],
  },
];

/** The form's values from a stored row: numbers as Finnish text, dates as yyyy-MM-dd, nothing as empty. */
export function costFormValues(row: AuditorCost): Record<CostField, string> {
  return {
    preparation_hours: inputText(row.preparationHours),
    preparation_date: row.preparationDate ?? '',
    site_hours: inputText(row.siteHours),
    site_date: row.siteDate ?? '',
    report_hours: inputText(row.reportHours),
    report_date: row.reportDate ?? '',
    travelling_hours: inputText(row.travellingHours),
    distance_driven: inputText(row.distanceDriven),
    other_travelling_costs: inputText(row.otherTravellingCosts),
    per_diem: inputText(row.perDiem),
    lodging_costs: inputText(row.lodgingCosts),
    per_diem_pcs: inputText(row.perDiemPcs),
    half_per_diem_pcs: inputText(row.halfPerDiemPcs),
  };
}
