/**
 * A company's financial year (tilikausi) with the figures the office judges financial standing by,
 * the key ratios computed from them (src/domain/finances.ts), and its documents (SPEC §3 financial
 * document types) as `files`.
 */
import { z } from 'zod';
import { currentRatio, equityRatio, FINANCIAL_DOCUMENT_TYPE_IDS, operatingMargin, quickRatio, type FinancialFigures } from '../finances';
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { computed, date, datetime, id, reference, text } from './fields';
import { fiscalYear, headCount, money } from './fieldsFinance';

export const FINANCIAL_DOCUMENT_LOOKUP = 'financial-document-types';

/** A document of the year: the stored file and the SPEC §3 document types it is (a combined statement is several). */
export const financialYearFileSchema = z.object({
  id: z.number().int().positive(),
  financialYearId: z.number().int().positive(),
  fileTypeIds: z.array(z.number().int()),
  name: z.string(),
  mimeType: z.string(),
  byteSize: z.number().int(),
  createdAt: z.string(),
});
export type FinancialYearFile = z.infer<typeof financialYearFileSchema>;

/** The figures' ratios, as the list and the show view give them. */
export const financialRatios = (f: FinancialFigures) => ({
  equityRatio: equityRatio(f),
  quickRatio: quickRatio(f),
  currentRatio: currentRatio(f),
  operatingMargin: operatingMargin(f),
});

const ratio = z.number().nullable();

type Add = (field: 'periodEnd' | 'year' | 'inventories', message: string) => void;
interface RuleValues {
  year?: number | null;
  periodStart?: string | null;
  periodEnd?: string | null;
  inventories?: number | null;
  currentAssets?: number | null;
}

function periodRule({ periodStart, periodEnd }: RuleValues, add: Add): void {
  if (!periodStart || !periodEnd) return;
  if (periodEnd <= periodStart) return add('periodEnd', 'Päättymispäivän on oltava alkupäivän jälkeen.');
  // Kirjanpitolaki 4:3: a financial period is at most 18 months.
  const limit = new Date(`${periodStart}T00:00:00Z`);
  limit.setUTCMonth(limit.getUTCMonth() + 18);
  if (new Date(`${periodEnd}T00:00:00Z`) >= limit) add('periodEnd', 'Tilikausi voi olla enintään 18 kuukautta.');
}

function yearRule({ year, periodEnd }: RuleValues, add: Add): void {
  if (year != null && periodEnd && Number(periodEnd.slice(0, 4)) !== year) add('year', 'Tilikauden vuosi on sen päättymisvuosi.');
}

function inventoriesRule({ inventories, currentAssets }: RuleValues, add: Add): void {
  if (inventories != null && currentAssets != null && inventories > currentAssets) {
    add('inventories', 'Vaihto-omaisuus sisältyy vaihtuviin vastaaviin: se ei voi olla niitä suurempi.');
  }
}

/** The rules across fields over a whole record (an update merged with what is stored): field → message. */
export function financialYearRuleErrors(values: RuleValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const add: Add = (field, message) => void (errors[field] ??= message);
  periodRule(values, add);
  yearRule(values, add);
  inventoriesRule(values, add);
  return errors;
}
const noList = { list: false } as const;

export const financialYear = defineEntity({
  resource: 'financial-years',
  path: 'companies/:companyId/financial-years',
  fields: {
    id: id(),
    companyId: reference('companies', { fromPath: true }),
    year: fiscalYear({ sortable: true }),
    periodStart: date({ required: 'Tilikauden alkupäivä on pakollinen.', malformed: 'Anna alkupäivä muodossa pp.kk.vvvv.', list: false }),
    periodEnd: date({ required: 'Tilikauden päättymispäivä on pakollinen.', malformed: 'Anna päättymispäivä muodossa pp.kk.vvvv.', sortable: true }),
    turnover: money({ label: 'Liikevaihto', nonNegative: true }),
    operatingProfit: money({ label: 'Liikevoitto', ...noList }),
    netResult: money({ label: 'Tilikauden tulos' }),
    equity: money({ label: 'Oma pääoma', ...noList }),
    balanceSheetTotal: money({ label: 'Taseen loppusumma', nonNegative: true, ...noList }),
    receivedAdvances: money({ label: 'Saadut ennakot', nonNegative: true, ...noList }),
    currentAssets: money({ label: 'Vaihtuvat vastaavat', nonNegative: true, ...noList }),
    inventories: money({ label: 'Vaihto-omaisuus', nonNegative: true, ...noList }),
    currentLiabilities: money({ label: 'Lyhytaikainen vieras pääoma', nonNegative: true, ...noList }),
    personnelCount: headCount({ label: 'Henkilöstö' }),
    additionalInfo: text({ max: 2000, multiline: true, list: false }),
    equityRatio: computed(ratio, {}),
    quickRatio: computed(ratio, noList),
    currentRatio: computed(ratio, noList),
    operatingMargin: computed(ratio, noList),
    files: computed(z.array(financialYearFileSchema), { list: false, show: false }),
    createdAt: datetime({ list: false }),
    updatedAt: datetime({ list: false }),
  },
  // Each check reads fields that travel together (a partial update's merged record is checked again by the service).
  checks: [
    { reads: ['periodStart', 'periodEnd'], check: (values, add) => periodRule(values, add) },
    { reads: ['year', 'periodEnd'], check: (values, add) => yearRule(values, add) },
    { reads: ['inventories', 'currentAssets'], check: (values, add) => inventoriesRule(values, add) },
  ],
});

export type FinancialYear = EntityRecord<typeof financialYear>;
export type FinancialYearBody = EntityBody<typeof financialYear>;
export const FINANCIAL_YEAR_FILE_TYPES = FINANCIAL_DOCUMENT_TYPE_IDS;
