/**
 * A deviation or additional-information case (poikkeama- tai lisätietopyyntö, issue 22 §1) the office
 * opens on a company: SPEC §3 deviation/additional-info types 1–5, 7–11 ('deviation-types'). The
 * company answers within 30 days of its opening (the association's rule, `dueDate`), with files;
 * the office closes it with its conclusion or takes it to a board meeting.
 */
import { z } from 'zod';
import { DESCRIBABLES } from '../describables';
import { defineEntity, pageSchema, responseSchema, type EntityBody, type EntityRecord } from './entity';
import { computed, date, datetime, id, lookup, readOnly, reference, text } from './fields';

export const CASE_TYPE_LOOKUP = 'deviation-types';
export const CASE_STATUSES = ['open', 'answered', 'closed', 'board'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
/** The association's rule: the company answers within 30 days of the case's opening. */
export const ANSWER_DAYS = 30;
/** A reminder goes this many days before the due date to a company that has not answered. */
export const REMINDER_DAYS_BEFORE = 7;
export const CASE_TITLE_MAX = 200;
export const CASE_TEXT_MAX = 10000;

const caseTypeIds = () => (DESCRIBABLES[CASE_TYPE_LOOKUP] ?? []).map((type) => type.id);

/** yyyy-MM-dd plus days, by the calendar (no time zone in between). */
export function addDays(isoDay: string, days: number): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return moved.toISOString().slice(0, 10);
}

export const dueDateOf = (openedAt: string) => addDays(openedAt, ANSWER_DAYS);

/** A file of the company's answer. */
export const caseFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mimeType: z.string(),
  byteSize: z.number().int(),
  createdAt: z.string(),
});
export type CaseFile = z.output<typeof caseFileSchema>;

export const companyCase = defineEntity({
  resource: 'company-cases',
  path: 'companies/:companyId/cases',
  fields: {
    id: id(),
    companyId: reference('companies', { fromPath: true }),
    caseTypeId: lookup(CASE_TYPE_LOOKUP, { required: 'Valitse tapauksen tyyppi.', invalid: 'Valitse tapauksen tyyppi listalta.' }),
    title: text({ max: CASE_TITLE_MAX, required: 'Otsikko on pakollinen.', tooLong: `Otsikko on liian pitkä (enintään ${CASE_TITLE_MAX} merkkiä).`, sortable: true }),
    description: text({ max: CASE_TEXT_MAX, tooLong: `Kuvaus on liian pitkä (enintään ${CASE_TEXT_MAX} merkkiä).`, multiline: true, list: false }),
    /** The day the case was opened; left out, today. */
    openedAt: date({ malformed: 'Anna avauspäivä muodossa pp.kk.vvvv.', sortable: true }),
    /** openedAt + 30 days (the association's rule). */
    dueDate: readOnly('date', z.string(), { sortable: true }),
    status: readOnly('text', z.enum(CASE_STATUSES), { sortable: true }),
    /** Not answered and past its due date. */
    overdue: computed(z.boolean(), {}),
    answer: readOnly('text', z.string().nullable(), { list: false }),
    answeredAt: readOnly('datetime', z.string().nullable(), { list: false }),
    conclusion: readOnly('text', z.string().nullable(), { list: false }),
    closedAt: readOnly('datetime', z.string().nullable(), { list: false }),
    boardMeetingId: readOnly('integer', z.number().int().nullable(), { list: false }),
    boardMeetingTitle: computed(z.string().nullable(), { list: false }),
    /** 'prh': opened by the PRH watch; 'office': by the office. */
    source: readOnly('text', z.enum(['office', 'prh']), { list: false }),
    files: computed(z.array(caseFileSchema), { list: false, show: false }),
    createdAt: datetime({ list: false }),
    updatedAt: datetime({ list: false, show: false }),
  },
  checks: [
    {
      reads: ['caseTypeId'],
      check: (values, add) => {
        const typeId = values.caseTypeId as number | undefined;
        if (typeId !== undefined && !caseTypeIds().includes(typeId)) add('caseTypeId', 'Valitse tapauksen tyyppi listalta.');
      },
    },
  ],
});

export type CompanyCase = EntityRecord<typeof companyCase>;
export type CompanyCaseBody = EntityBody<typeof companyCase>;
export const companyCaseRecord = responseSchema(companyCase);
export const companyCasePage = pageSchema(companyCaseRecord);

/** The office's list across companies (GET /company-cases, "Poikkeamailmoitukset"): the case's own fields and its company. */
export const allCompanyCases = defineEntity({
  resource: 'all-company-cases',
  path: 'company-cases',
  fields: {
    id: companyCase.fields.id,
    companyId: readOnly('reference', z.number().int(), { list: false, show: false }),
    company: computed(z.object({ id: z.number().int(), name: z.string(), registrationNumber: z.string() }), { sortable: true }),
    caseTypeId: companyCase.fields.caseTypeId,
    title: companyCase.fields.title,
    openedAt: companyCase.fields.openedAt,
    dueDate: companyCase.fields.dueDate,
    status: companyCase.fields.status,
    overdue: companyCase.fields.overdue,
  },
});
export type AllCompanyCase = EntityRecord<typeof allCompanyCases>;
