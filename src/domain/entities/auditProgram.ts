/**
 * SPEC §3 Program (issue 21): one audit of a company for one audited certificate kind (2 quality,
 * 5 environment, 20 occupational safety, 23 moisture) in the three-year cycle — its dates, its
 * auditors (ids and names), the previous and next auditor, the rotation flag, the application and
 * the certificate it keeps, the statement, and the company's objection. Created by the office for
 * an application (`application_id`) or for a company and kind (`company_id` + `certificate_type_id`).
 */
import { z } from 'zod';
import { AUDITED_CERTIFICATE_KINDS } from '../auditCodes';
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { computed, date, datetime, id, lookup, optionalReference, readOnly, text, type Field, type Optional } from './fields';
import { createOnly, formField } from './fieldsForm';

const day = (malformed: string) => date({ malformed, list: false });
export const DURATION_MESSAGE = 'Anna kesto päivinä, esim. 1,5 (enintään 999,9).';

/** Days with at most one decimal (numeric(4, 1)): 1,5 and 1.5 are read; empty is none. */
const durationInput = z
  .union([z.number(), z.string(), z.null()], { error: DURATION_MESSAGE })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const text = typeof value === 'string' ? value.trim().replace(',', '.') : value;
    if (text === null || text === '') return null;
    const number = typeof text === 'number' ? text : /^\d{1,3}(\.\d)?$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(number) || number <= 0 || number > 999.9 || Math.round(number * 10) !== number * 10) {
      ctx.addIssue({ code: 'custom', message: DURATION_MESSAGE });
      return null;
    }
    return number;
  })
  .meta({ anyOf: [{ type: 'number', exclusiveMinimum: 0, maximum: 999.9 }, { type: 'string' }, { type: 'null' }], 'x-rules': [DURATION_MESSAGE] }) as Optional<number>;
const durationField: Field<Optional<number>, z.ZodType<number | null>> = { ...formField('text', durationInput, z.number().nullable(), { list: false }), required: false };

const auditedKind = z
  .union([z.number(), z.string().regex(/^\d{1,3}$/).transform(Number)], { error: 'Valitse auditoitava sertifikaatti (laatu, ympäristö, työturvallisuus tai kosteudenhallinta).' })
  .refine((value) => (AUDITED_CERTIFICATE_KINDS as readonly number[]).includes(value), 'Valitse auditoitava sertifikaatti (laatu, ympäristö, työturvallisuus tai kosteudenhallinta).')
  .nullish()
  .meta({ enum: [...AUDITED_CERTIFICATE_KINDS, null] }) as Optional<number>;

export const auditProgram = defineEntity({
  resource: 'audit-programs',
  path: 'audit-programs',
  fields: {
    id: id(),
    /** The certificate application audited (types 4–11); gives the company and the kind. */
    applicationId: createOnly(optionalReference('applications', { invalid: 'Valitse sertifikaattihakemus listalta.', list: false })),
    companyId: createOnly(optionalReference('companies', { invalid: 'Valitse yritys listalta.', list: false })),
    companyName: computed(z.string(), { form: false, sortable: true }),
    certificateTypeId: createOnly({ ...formField('lookup', auditedKind, z.number().int()), lookup: 'certificate-kinds', required: false, sortable: true }),
    auditKindId: createOnly(lookup('audit-kinds', { invalid: 'Valitse auditoinnin laji listalta.' })),
    statusId: lookup('audit-program-statuses', { invalid: 'Valitse ohjelman tila listalta.' }),
    plannedStartDate: date({ malformed: 'Anna suunniteltu alkupäivä muodossa pp.kk.vvvv.', sortable: true }),
    startDate: day('Anna alkupäivä muodossa pp.kk.vvvv.'),
    durationInDays: durationField,
    date: day('Anna päivämäärä muodossa pp.kk.vvvv.'),
    billingDate: day('Anna laskutuspäivä muodossa pp.kk.vvvv.'),
    reportDueDate: day('Anna raportin määräpäivä muodossa pp.kk.vvvv.'),
    primaryAuditorId: optionalReference('people', { invalid: 'Valitse pääauditoija listalta.', list: false }),
    primaryAuditorName: computed(z.string().nullable(), { form: false }),
    secondaryAuditorId: optionalReference('people', { invalid: 'Valitse toinen auditoija listalta.', list: false }),
    secondaryAuditorName: computed(z.string().nullable(), { form: false, list: false }),
    previousAuditorId: readOnly('reference', z.number().int().positive().nullable(), { list: false, show: false }),
    previousAuditorName: computed(z.string().nullable(), { form: false, list: false }),
    nextAuditorId: readOnly('reference', z.number().int().positive().nullable(), { list: false, show: false }),
    nextAuditorName: computed(z.string().nullable(), { form: false, list: false }),
    requiresNewAuditor: readOnly('boolean', z.boolean(), { list: false }),
    lastCertificateMeetingDate: day('Anna viimeisimmän sertifikaattikokouksen päivä muodossa pp.kk.vvvv.'),
    statementId: lookup('application-statuses', { invalid: 'Valitse lausunto listalta.', list: false }),
    statementAdditionalInfo: text({ max: 4000, multiline: true, list: false, tooLong: 'Lausunnon lisätieto on liian pitkä (enintään 4000 merkkiä).' }),
    certificateId: readOnly('reference', z.number().int().positive().nullable(), { list: false, show: false }),
    finishedAt: datetime({ nullable: true, list: false }),
    reportStatusId: computed(z.number().int().nullable(), { form: false }),
    reviewAskedAt: computed(z.string().nullable(), { form: false, list: false }),
    companyNotifiedAt: datetime({ nullable: true, list: false }),
    companyObjection: readOnly('text', z.string().nullable(), { list: false }),
    companyObjectedAt: datetime({ nullable: true, list: false }),
  },
});

export type AuditProgram = EntityRecord<typeof auditProgram>;
export type AuditProgramBody = EntityBody<typeof auditProgram>;
