/** Request schema of a company history entry (SPEC §3 Company history form); shared by the API and the browser. */
import { z } from 'zod';
import { DESCRIBABLES } from '../describables';
import { optionalDate, requiredDate } from './dates';

export const HISTORY_CONTENT_MAX = 5000;

const historyTypeIds = () => (DESCRIBABLES['company-history-entry-types'] ?? []).map((type) => type.id);

export const historyEntrySchema = z
  .object({
    valid_from: requiredDate('Alkupäivä on pakollinen.', 'Anna alkupäivä muodossa pp.kk.vvvv.'),
    // An entry without an end date is open-ended, whether the field is empty or left out.
    valid_to: optionalDate('Anna päättymispäivä muodossa pp.kk.vvvv.').transform((value) => value ?? null),
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
  .refine((entry) => entry.valid_to === null || entry.valid_to >= entry.valid_from, {
    message: 'Päättymispäivä ei voi olla ennen alkupäivää.',
    path: ['valid_to'],
  });
export type HistoryEntryBody = z.output<typeof historyEntrySchema>;
