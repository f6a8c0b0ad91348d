/** Request schema of a company history entry (SPEC §3 Company history form); shared by the API and the browser. */
import { z } from 'zod';
import { DESCRIBABLES } from '../describables';

export const HISTORY_CONTENT_MAX = 5000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written yyyy-MM-dd (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const historyTypeIds = () => (DESCRIBABLES['company-history-entry-types'] ?? []).map((type) => type.id);

export const historyEntrySchema = z
  .object({
    valid_from: z
      .string({ error: 'Alkupäivä on pakollinen.' })
      .trim()
      .min(1, 'Alkupäivä on pakollinen.')
      .refine(isIsoDate, 'Anna alkupäivä muodossa vvvv-kk-pp.'),
    valid_to: z
      .string({ error: 'Anna päättymispäivä muodossa vvvv-kk-pp.' })
      .trim()
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || isIsoDate(value), 'Anna päättymispäivä muodossa vvvv-kk-pp.'),
    content: z
      .string({ error: 'Kuvaus on pakollinen.' })
      .trim()
      .min(1, 'Kuvaus on pakollinen.')
      .max(HISTORY_CONTENT_MAX, `Kuvaus on liian pitkä (enintään ${HISTORY_CONTENT_MAX} merkkiä).`),
    company_history_entry_type_id: z
      .number({ error: 'Valitse tapahtuman tyyppi.' })
      .int('Valitse tapahtuman tyyppi.')
      .refine((value) => historyTypeIds().includes(value), 'Valitse tapahtuman tyyppi listalta.'),
  })
  .refine((entry) => entry.valid_to === null || !isIsoDate(entry.valid_from) || entry.valid_to >= entry.valid_from, {
    message: 'Päättymispäivä ei voi olla ennen alkupäivää.',
    path: ['valid_to'],
  });
export type HistoryEntryBody = z.output<typeof historyEntrySchema>;
