/** SPEC §3 Company history form: an entry of a company's history. */
import { z } from 'zod';
import { DESCRIBABLES } from '../describables';
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { computed, date, datetime, id, lookup, reference, text } from './fields';

export const HISTORY_CONTENT_MAX = 5000;
export const HISTORY_TYPE_LOOKUP = 'company-history-entry-types';

const historyTypeIds = () => (DESCRIBABLES[HISTORY_TYPE_LOOKUP] ?? []).map((type) => type.id);

export const historyEntry = defineEntity({
  resource: 'history-entries',
  path: 'companies/:companyId/history',
  fields: {
    id: id(),
    companyId: reference('companies', { fromPath: true }),
    validFrom: date({ required: 'Alkupäivä on pakollinen.', malformed: 'Anna alkupäivä muodossa pp.kk.vvvv.', sortable: true }),
    // An entry without an end date is open-ended.
    validTo: date({ malformed: 'Anna päättymispäivä muodossa pp.kk.vvvv.', sortable: true }),
    companyHistoryEntryTypeId: lookup(HISTORY_TYPE_LOOKUP, { required: 'Valitse tapahtuman tyyppi.' }),
    content: text({
      max: HISTORY_CONTENT_MAX,
      required: 'Kuvaus on pakollinen.',
      tooLong: `Kuvaus on liian pitkä (enintään ${HISTORY_CONTENT_MAX} merkkiä).`,
      multiline: true,
    }),
    /** Who added it; null when that user is gone. */
    createdBy: computed(z.object({ id: z.number().int(), name: z.string() }).nullable(), { list: false }),
    createdAt: datetime({ list: false }),
    updatedAt: datetime({ list: false }),
  },
  checks: [
    {
      reads: ['companyHistoryEntryTypeId'],
      check: (values, add) => {
        if (!historyTypeIds().includes(values.companyHistoryEntryTypeId)) add('companyHistoryEntryTypeId', 'Valitse tapahtuman tyyppi listalta.');
      },
    },
    {
      reads: ['validFrom', 'validTo'],
      check: (values, add) => {
        if (values.validTo && values.validTo < values.validFrom) add('validTo', 'Päättymispäivä ei voi olla ennen alkupäivää.');
      },
    },
  ],
  // Left out or empty, the end date is open (null), not "keep what was stored".
  normalize: (values) => ({ ...values, validTo: values.validTo ?? null }),
});

export type HistoryEntry = EntityRecord<typeof historyEntry>;
export type HistoryEntryBody = EntityBody<typeof historyEntry>;
