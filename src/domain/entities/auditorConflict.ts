/**
 * The register of declared conflicts of interest (issue 21; ISO/IEC 17021-1 5.2): an auditor's
 * consulting, employment, family or other tie to a company, with the dates it holds. Assigning an
 * auditor to a programme of the company while a declaration holds is refused (programs part).
 * `/api/auditor-conflicts`: the office keeps every declaration; an auditor reads and declares their
 * own (docs/decisions.md "The conflicts register").
 */
import { z } from 'zod';
import { AuditorConflictType } from '../auditCodes';
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { computed, date, id, lookupChoice, reference, text } from './fields';

export const CONFLICT_DATES_MESSAGE = 'Päättymispäivä ei voi olla ennen alkamispäivää.';

export const auditorConflict = defineEntity({
  resource: 'auditor-conflicts',
  path: 'auditor-conflicts',
  fields: {
    id: id(),
    personId: reference('people', { required: 'Valitse auditoija.' }),
    personName: computed(z.string(), { sortable: true }),
    companyId: reference('companies', { required: 'Valitse yritys.' }),
    companyName: computed(z.string(), { sortable: true }),
    conflictTypeId: lookupChoice('auditor-conflict-types', Object.values(AuditorConflictType), {
      required: 'Valitse esteellisyyden laji.',
      invalid: 'Valitse esteellisyyden laji listalta.',
      sortable: true,
    }),
    description: text({ max: 2000, multiline: true, tooLong: 'Kuvaus on liian pitkä (enintään 2000 merkkiä).' }),
    validFrom: date({ required: 'Alkamispäivä on pakollinen.', malformed: 'Alkamispäivä ei kelpaa (pp.kk.vvvv).', sortable: true }),
    validTo: date({ malformed: 'Päättymispäivä ei kelpaa (pp.kk.vvvv).', sortable: true }),
  },
  checks: [
    {
      reads: ['validFrom', 'validTo'],
      check: (values, add) => {
        if (values.validFrom && values.validTo && values.validTo < values.validFrom) add('validTo', CONFLICT_DATES_MESSAGE);
      },
    },
  ],
});

export type AuditorConflict = EntityRecord<typeof auditorConflict>;
export type AuditorConflictBody = EntityBody<typeof auditorConflict>;
