/**
 * Financial standing (issue 10, docs/decisions.md "Finances"): key ratios computed the Finnish way,
 * and what the financial statements of a company lack (GET /companies/{id}/financial-years/validate).
 * Pure: the server answers with it, the browser shows the same numbers.
 */

/** SPEC §3 financial document types. */
export const FINANCIAL_DOCUMENT_TYPES = {
  balanceSheet: 1,
  profitAndLoss: 2,
  auditReport: 3,
  incomeStatement: 5,
  profitAndLossAndBalanceSheet: 9,
} as const;
export const FINANCIAL_DOCUMENT_TYPE_IDS = [1, 2, 3, 5, 9] as const;

export interface FinancialFigures {
  turnover?: number | null;
  operatingProfit?: number | null;
  equity?: number | null;
  balanceSheetTotal?: number | null;
  receivedAdvances?: number | null;
  currentAssets?: number | null;
  inventories?: number | null;
  currentLiabilities?: number | null;
}

const known = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Omavaraisuusaste % = oma pääoma / (taseen loppusumma − saadut ennakot) × 100 (one decimal). */
export function equityRatio(f: FinancialFigures): number | null {
  if (!known(f.equity) || !known(f.balanceSheetTotal)) return null;
  const base = f.balanceSheetTotal - (f.receivedAdvances ?? 0);
  return base > 0 ? round((f.equity / base) * 100, 1) : null;
}

/** Quick ratio (happotesti) = (vaihtuvat vastaavat − vaihto-omaisuus) / lyhytaikainen vieras pääoma (two decimals). */
export function quickRatio(f: FinancialFigures): number | null {
  if (!known(f.currentAssets) || !known(f.currentLiabilities) || f.currentLiabilities <= 0) return null;
  return round((f.currentAssets - (f.inventories ?? 0)) / f.currentLiabilities, 2);
}

/** Current ratio = vaihtuvat vastaavat / lyhytaikainen vieras pääoma (two decimals). */
export function currentRatio(f: FinancialFigures): number | null {
  if (!known(f.currentAssets) || !known(f.currentLiabilities) || f.currentLiabilities <= 0) return null;
  return round(f.currentAssets / f.currentLiabilities, 2);
}

/** Liikevoittoprosentti = liikevoitto / liikevaihto × 100 (one decimal). */
export function operatingMargin(f: FinancialFigures): number | null {
  if (!known(f.operatingProfit) || !known(f.turnover) || f.turnover <= 0) return null;
  return round((f.operatingProfit / f.turnover) * 100, 1);
}

export interface FinancialYearForValidation {
  year: number;
  /** yyyy-MM-dd */
  periodEnd: string;
  /** The document types of each of the year's files (a file may be of several types). */
  fileTypeIds: readonly number[];
}

/** The years a validation looks at: the two latest whose period has ended by `today` (yyyy-MM-dd). */
export function latestClosedYears<Y extends FinancialYearForValidation>(years: readonly Y[], today: string): Y[] {
  return years
    .filter((y) => y.periodEnd < today)
    .toSorted((a, b) => (a.periodEnd === b.periodEnd ? b.year - a.year : a.periodEnd < b.periodEnd ? 1 : -1))
    .slice(0, 2);
}

export const FINANCE_MESSAGES = {
  none: 'Tilinpäätöstietoja ei ole lisätty. Lisää kahden viimeisimmän päättyneen tilikauden tiedot ja tilinpäätösasiakirjat.',
  onlyOne: (year: number) => `Vain yhden päättyneen tilikauden (${year}) tiedot on lisätty. Lisää myös sitä edeltävän tilikauden tiedot ja asiakirjat.`,
  balanceSheet: (year: number) => `Tilikaudelta ${year} puuttuu tase (tai yhdistetty tuloslaskelma ja tase).`,
  profitAndLoss: (year: number) => `Tilikaudelta ${year} puuttuu tuloslaskelma (tai yhdistetty tuloslaskelma ja tase).`,
};

/**
 * What is missing: the two latest closed years must be there, each with a balance sheet (1) and a
 * profit and loss statement (2), or the combined document (9) for both. An empty list: all there.
 */
export function financialYearErrors(years: readonly FinancialYearForValidation[], today: string): string[] {
  const latest = latestClosedYears(years, today);
  const errors: string[] = [];
  if (latest.length === 0) return [FINANCE_MESSAGES.none];
  if (latest.length === 1) errors.push(FINANCE_MESSAGES.onlyOne(latest[0].year));
  for (const year of latest) {
    const types = new Set(year.fileTypeIds);
    const combined = types.has(FINANCIAL_DOCUMENT_TYPES.profitAndLossAndBalanceSheet);
    if (!combined && !types.has(FINANCIAL_DOCUMENT_TYPES.balanceSheet)) errors.push(FINANCE_MESSAGES.balanceSheet(year.year));
    if (!combined && !types.has(FINANCIAL_DOCUMENT_TYPES.profitAndLoss)) errors.push(FINANCE_MESSAGES.profitAndLoss(year.year));
  }
  return errors;
}
