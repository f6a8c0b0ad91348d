import { describe, expect, it } from 'vitest';
import { dateInputText, isIsoDate, parseDateInput } from '../../src/domain/dates';
import { requestSchema } from '../../src/domain/entities/entity';
import { historyEntry } from '../../src/domain/entities/historyEntry';

import { personCertificate } from '../../src/domain/entities/personCertificate';

const historyEntrySchema = requestSchema(historyEntry);
const personCertificateSchema = requestSchema(personCertificate);

describe('dates as typed', () => {
  it('reads the Finnish forms and yyyy-MM-dd into yyyy-MM-dd', () => {
    expect(parseDateInput('1.5.2026')).toBe('2026-05-01');
    expect(parseDateInput(' 01.05.2026 ')).toBe('2026-05-01');
    expect(parseDateInput('31.12.1999')).toBe('1999-12-31');
    expect(parseDateInput('2026-05-01')).toBe('2026-05-01');
    expect(parseDateInput('29.2.2024')).toBe('2024-02-29');
  });

  it('refuses what is no real day or no whole date', () => {
    for (const text of ['', '29.2.2025', '31.4.2026', '1.13.2026', '0.1.2026', '1.5.26', '1/5/2026', '2026-5-1', '2026-02-30', 'huomenna', '1.5.2026.']) {
      expect(parseDateInput(text)).toBeNull();
    }
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });

  it('shows yyyy-MM-dd as dd.MM.yyyy in an input, anything else as it is', () => {
    expect(dateInputText('2026-05-01')).toBe('01.05.2026');
    expect(dateInputText('')).toBe('');
    expect(dateInputText('1.5.20')).toBe('1.5.20');
  });

  it('lets the request schemas take either form and hand on yyyy-MM-dd', () => {
    const history = historyEntrySchema.safeParse({ valid_from: '1.5.2024', valid_to: '', content: 'Nimenmuutos', company_history_entry_type_id: 1 });
    expect(history.success && history.data).toMatchObject({ valid_from: '2024-05-01', valid_to: null });
    const certificate = personCertificateSchema.safeParse({ certificate_name: 'Tulityökortti', valid_from: '2025-01-01', valid_until: '1.1.2030' });
    expect(certificate.success && certificate.data).toMatchObject({ valid_from: '2025-01-01', valid_until: '2030-01-01' });
    const backwards = personCertificateSchema.safeParse({ certificate_name: 'Tulityökortti', valid_from: '2.1.2030', valid_until: '1.1.2030' });
    expect(backwards.success).toBe(false);
  });
});
