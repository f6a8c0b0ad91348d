/**
 * An auditor's costs of one audit programme (issue 21; SPEC §3 Auditor cost): the preparation, site
 * and report hours with their dates, travelling hours, kilometres driven and the euros of travel,
 * per diems and lodging. Every number is ≥ 0 (a decimal comma is read too); what a write leaves out
 * stays. The report's send rule reads `hoursComplete`: preparation, site and report hours all set.
 */
import { z, type ZodType } from 'zod';
import { optionalDate } from './schemas/dates';

/** A decimal ≥ 0 with at most `decimals` decimals, up to `max`; "1,5" and "1.5" both read; empty is null. */
function decimal(max: number, decimals: number, invalid: string): ZodType<number | null | undefined> {
  const pattern = decimals === 1 ? /^\d+([.,]\d)?$/ : /^\d+([.,]\d{1,2})?$/;
  return z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: invalid })
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const text = typeof value === 'string' ? value.replace(/[\s\u00a0]/g, '') : value;
      if (text === null || text === '') return null;
      const number = typeof text === 'number' ? text : pattern.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
      const scaled = Number.isFinite(number) ? Math.round(number * 10 ** decimals) : Number.NaN;
      if (!Number.isFinite(number) || number < 0 || number > max || Math.abs(scaled - number * 10 ** decimals) > 1e-6) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return scaled / 10 ** decimals;
    })
    .meta({ anyOf: [{ type: 'number', minimum: 0, maximum: max }, { type: 'null' }], 'x-rules': [invalid] });
}

function count(max: number, invalid: string): ZodType<number | null | undefined> {
  return z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: invalid })
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const text = typeof value === 'string' ? value.trim() : value;
      if (text === null || text === '') return null;
      const number = typeof text === 'number' ? text : /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isInteger(number) || number < 0 || number > max) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return number;
    })
    .meta({ anyOf: [{ type: 'integer', minimum: 0, maximum: max }, { type: 'null' }], 'x-rules': [invalid] });
}

const HOURS = 'Tuntien on oltava luku 0–9999 (enintään kaksi desimaalia).';
const EUROS = 'Summan on oltava euromäärä 0–99 999 999 (enintään kaksi desimaalia).';
const KM = 'Kilometrien on oltava luku 0–9 999 999 (enintään yksi desimaali).';
const PCS = 'Määrän on oltava kokonaisluku 0–1000.';
const DATE = 'Päivämäärä ei kelpaa (pp.kk.vvvv).';

/** `PUT /api/audit-programs/{programId}/costs/{personId}`: what it leaves out stays, null clears. */
export const auditorCostWriteSchema = z
  .object({
    preparation_hours: decimal(9999, 2, HOURS),
    preparation_date: optionalDate(DATE),
    site_hours: decimal(9999, 2, HOURS),
    site_date: optionalDate(DATE),
    report_hours: decimal(9999, 2, HOURS),
    report_date: optionalDate(DATE),
    travelling_hours: decimal(9999, 2, HOURS),
    distance_driven: decimal(9_999_999, 1, KM),
    other_travelling_costs: decimal(99_999_999, 2, EUROS),
    per_diem: decimal(99_999_999, 2, EUROS),
    lodging_costs: decimal(99_999_999, 2, EUROS),
    per_diem_pcs: count(1000, PCS),
    half_per_diem_pcs: count(1000, PCS),
  })
  .partial()
  .strict();
export type AuditorCostWrite = z.input<typeof auditorCostWriteSchema>;

/** The fields of a write, in the form's order (the browser's inputs, the CSV's columns). */
export const AUDITOR_COST_FIELDS = Object.keys(auditorCostWriteSchema.shape) as Array<keyof typeof auditorCostWriteSchema.shape>;
export const AUDITOR_COST_DATE_FIELDS = ['preparation_date', 'site_date', 'report_date'] as const;
/** The hours the report's send rule needs (report helper: "a report cannot be sent before its auditors' hours are in"). */
export const REQUIRED_HOURS = ['preparation_hours', 'site_hours', 'report_hours'] as const;

const amount = z.number().nullable();
const day = z.string().nullable();

/** One auditor's row of a programme (all null until they write it). */
export const auditorCostSchema = z.object({
  programId: z.number().int().positive(),
  personId: z.number().int().positive(),
  personName: z.string(),
  /** The auditor's place in the programme. */
  role: z.enum(['primary', 'secondary']),
  preparationHours: amount,
  preparationDate: day,
  siteHours: amount,
  siteDate: day,
  reportHours: amount,
  reportDate: day,
  travellingHours: amount,
  distanceDriven: amount,
  otherTravellingCosts: amount,
  perDiem: amount,
  lodgingCosts: amount,
  perDiemPcs: z.number().int().nullable(),
  halfPerDiemPcs: z.number().int().nullable(),
  /** Preparation, site and report hours are all in. */
  hoursComplete: z.boolean(),
  /** Preparation + site + report + travelling hours. */
  totalHours: z.number(),
  /** Other travelling costs + per diem + lodging, euros. */
  totalEuros: z.number(),
  /** The caller may change this row (the auditor themself, or the office). */
  canWrite: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type AuditorCost = z.infer<typeof auditorCostSchema>;

export const costTotalsSchema = z.object({ hours: z.number(), distanceDriven: z.number(), euros: z.number() });
export type CostTotals = z.infer<typeof costTotalsSchema>;

/** `GET /api/audit-programs/{programId}/costs`: every auditor's row and the programme's totals. */
export const programCostsSchema = z.object({
  programId: z.number().int().positive(),
  companyName: z.string(),
  rows: z.array(auditorCostSchema),
  totals: costTotalsSchema,
});
export type ProgramCosts = z.infer<typeof programCostsSchema>;

/** The sums of auditor cost rows: each field, the hours and the euros together. */
const costSumsSchema = z.object({
  preparationHours: z.number(),
  siteHours: z.number(),
  reportHours: z.number(),
  travellingHours: z.number(),
  distanceDriven: z.number(),
  otherTravellingCosts: z.number(),
  perDiem: z.number(),
  lodgingCosts: z.number(),
  perDiemPcs: z.number().int(),
  halfPerDiemPcs: z.number().int(),
  totalHours: z.number(),
  totalEuros: z.number(),
});
export type CostSums = z.infer<typeof costSumsSchema>;

/** One auditor's totals over a period (`GET /api/auditor-costs`). */
export const auditorTotalsSchema = costSumsSchema.extend({
  personId: z.number().int().positive(),
  personName: z.string(),
  programCount: z.number().int(),
});
export type AuditorTotals = z.infer<typeof auditorTotalsSchema>;
export const auditorTotalsListSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  data: z.array(auditorTotalsSchema),
  totals: costTotalsSchema,
});
export type AuditorTotalsList = z.infer<typeof auditorTotalsListSchema>;

/** One programme's totals over a period (`GET /api/auditor-costs/programs`): its auditors' rows together. */
export const programTotalsSchema = costSumsSchema.extend({
  programId: z.number().int().positive(),
  companyId: z.number().int().positive(),
  companyName: z.string(),
  /** The programme's day the period counts it by: its start, else its planned start (yyyy-MM-dd). */
  day: z.string().nullable(),
  auditorCount: z.number().int(),
});
export type ProgramTotals = z.infer<typeof programTotalsSchema>;
export const programTotalsListSchema = auditorTotalsListSchema.extend({ data: z.array(programTotalsSchema) });
export type ProgramTotalsList = z.infer<typeof programTotalsListSchema>;

/** The period's query: yyyy-MM-dd days, `from` ≤ `to`; either may be left out. */
export const costPeriodQuerySchema = z
  .object({
    from: z.iso.date({ error: 'Alkupäivän on oltava muotoa vvvv-kk-pp.' }).optional(),
    to: z.iso.date({ error: 'Loppupäivän on oltava muotoa vvvv-kk-pp.' }).optional(),
  })
  .strict();
/** The handler's rule (published as the routes' rule): the period runs forwards. */
export const PERIOD_ORDER_MESSAGE = 'Alkupäivä ei voi olla loppupäivän jälkeen.';

/** The sums' CSV columns, after each grouping's own. */
const SUMS_CSV: ReadonlyArray<readonly [string, keyof CostSums]> = [
  ['Valmistelutunnit', 'preparationHours'],
  ['Paikan päällä (h)', 'siteHours'],
  ['Raportointitunnit', 'reportHours'],
  ['Matkatunnit', 'travellingHours'],
  ['Ajetut km', 'distanceDriven'],
  ['Muut matkakulut (€)', 'otherTravellingCosts'],
  ['Päivärahat (€)', 'perDiem'],
  ['Majoitus (€)', 'lodgingCosts'],
  ['Kokopäivärahat (kpl)', 'perDiemPcs'],
  ['Osapäivärahat (kpl)', 'halfPerDiemPcs'],
  ['Tunnit yhteensä', 'totalHours'],
  ['Eurot yhteensä', 'totalEuros'],
];

/** The CSV file's columns: Finnish header → the totals' field (issue 21; `;` separated with a BOM). */
export const AUDITOR_TOTALS_CSV: ReadonlyArray<readonly [string, keyof AuditorTotals]> = [
  ['Auditoija', 'personName'],
  ['Ohjelmia', 'programCount'],
  ...SUMS_CSV,
];

/** The per-programme CSV's columns. */
export const PROGRAM_TOTALS_CSV: ReadonlyArray<readonly [string, keyof ProgramTotals]> = [
  ['Ohjelma', 'programId'],
  ['Yritys', 'companyName'],
  ['Päivä', 'day'],
  ['Auditoijia', 'auditorCount'],
  ...SUMS_CSV,
];

/** The totals' grouping: per auditor (`/api/auditor-costs`) or per programme (`/api/auditor-costs/programs`). */
export type CostGrouping = 'auditor' | 'program';

/** The CSV export's address (a download link, not a data call). */
export const auditorCostsCsvPath = (period: { from?: string; to?: string }, by: CostGrouping = 'auditor'): string => {
  const query = new URLSearchParams(Object.entries(period).filter((entry): entry is [string, string] => !!entry[1]));
  const text = query.toString();
  return `/api/auditor-costs${by === 'program' ? '/programs' : ''}/csv${text ? `?${text}` : ''}`;
};
