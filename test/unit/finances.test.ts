import { describe, expect, it } from 'vitest';
import { currentRatio, equityRatio, latestClosedYears, operatingMargin, quickRatio } from '../../src/domain/finances';
import { financesPageStatus } from '../../src/domain/financesPage';
import { requestSchema } from '../../src/domain/entities/entity';
import { financialYear } from '../../src/domain/entities/financialYear';

describe('key ratios, the Finnish way', () => {
  it('omavaraisuusaste = equity / (balance sheet total − received advances) × 100', () => {
    expect(equityRatio({ equity: 3_000_000, balanceSheetTotal: 8_200_000, receivedAdvances: 200_000 })).toBe(37.5);
    expect(equityRatio({ equity: 1_000, balanceSheetTotal: 3_000 })).toBe(33.3);
    expect(equityRatio({ equity: -500, balanceSheetTotal: 1_000 })).toBe(-50);
    expect(equityRatio({ equity: 1, balanceSheetTotal: 100, receivedAdvances: 100 })).toBeNull();
    expect(equityRatio({ equity: null, balanceSheetTotal: 100 })).toBeNull();
  });

  it('quick ratio = (current assets − inventories) / current liabilities; current ratio = current assets / current liabilities', () => {
    expect(quickRatio({ currentAssets: 5_000_000, inventories: 1_000_000, currentLiabilities: 2_500_000 })).toBe(1.6);
    expect(quickRatio({ currentAssets: 1_000, currentLiabilities: 3_000 })).toBe(0.33);
    expect(currentRatio({ currentAssets: 5_000_000, currentLiabilities: 2_500_000 })).toBe(2);
    expect(currentRatio({ currentAssets: 5, currentLiabilities: 0 })).toBeNull();
    expect(operatingMargin({ operatingProfit: 750_000, turnover: 12_500_000 })).toBe(6);
  });

  it('the latest closed years: period ended before today, newest first, at most two', () => {
    const years = [
      { year: 2023, periodEnd: '2023-12-31', fileTypeIds: [] },
      { year: 2025, periodEnd: '2025-12-31', fileTypeIds: [] },
      { year: 2024, periodEnd: '2024-12-31', fileTypeIds: [] },
    ];
    expect(latestClosedYears(years, '2025-11-25').map((y) => y.year)).toEqual([2024, 2023]);
    expect(latestClosedYears(years, '2026-01-01').map((y) => y.year)).toEqual([2025, 2024]);
  });
});

describe('financial year declaration', () => {
  it('reads Finnish money ("1 234 567", "−12 000,00"), refuses an 18-month-plus period and a year not the end year', () => {
    const parsed = requestSchema(financialYear).parse({ year: '2024', period_start: '1.1.2024', period_end: '31.12.2024', turnover: '1 234 567', net_result: '\u221212 000,00' });
    expect(parsed).toMatchObject({ year: 2024, period_start: '2024-01-01', turnover: 1234567, net_result: -12000 });
    const long = requestSchema(financialYear).safeParse({ year: 2025, period_start: '2024-01-01', period_end: '2025-07-01' });
    expect(long.success).toBe(false);
    expect(JSON.stringify(long.error?.issues)).toContain('Tilikausi voi olla enintään 18 kuukautta.');
    const negativeTurnover = requestSchema(financialYear).safeParse({ year: 2024, period_start: '2024-01-01', period_end: '2024-12-31', turnover: -5 });
    expect(negativeTurnover.success).toBe(false);
  });

  it('page states from the address: listing, creating, showing, editing_figures, editing_files', () => {
    const year = (mode: string | null) => ({ kind: 'record', id: 3, mode, tab: null }) as const;
    expect(financesPageStatus({ kind: 'list' })).toBe('listing');
    expect(financesPageStatus({ kind: 'create', tab: null })).toBe('creating');
    expect(financesPageStatus(year(null))).toBe('showing');
    expect(financesPageStatus(year('figures'))).toBe('editing_figures');
    expect(financesPageStatus(year('files'))).toBe('editing_files');
    expect(financesPageStatus(year('edit'))).toBeNull();
  });
});
