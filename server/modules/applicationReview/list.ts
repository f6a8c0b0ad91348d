/**
 * The office's list of applications across companies (issue 11): filters status, type, assigned
 * person, assigned to me, company and sent date; the text search matches the company's name or
 * business ID; and the counts per status under the same filters but the status (the list's chips).
 * Office staff see every application, drafts too (the status filter narrows); an auditor sees
 * only those assigned to them.
 */
import { countsTowardTotal } from '../../../src/domain/applications';
import { sql, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, type Expression } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { defineList, isoTimestamp, textSearch } from '../../http/list';
import { companySearchText } from '../companies';
import { idSchema } from '../../http/params';
import { isoDateFilter } from '../../../src/domain/schemas/dates';
import type { Page } from '../../../src/domain/api/lists';
import type { ApplicationStatusCounts, OfficeApplicationListItem } from '../../../src/domain/api/applicationReview';
import { hasOfficePermission } from '../../../src/domain/permissions';
import { APPLICATION_TYPE_IDS } from '../../../src/domain/applications';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { applicationStatusName } from './names';

const dateFilter = isoDateFilter('Päivämäärän on oltava muotoa vvvv-kk-pp.');
const statusFilter = z.string().regex(/^(?:[1-9]|1[01])$/, 'Tuntematon hakemuksen tila.').transform(Number);
const typeFilter = z
  .string()
  .regex(/^\d{1,2}$/, 'Tuntematon hakemustyyppi.')
  .transform(Number)
  .refine((value) => (APPLICATION_TYPE_IDS as number[]).includes(value), 'Tuntematon hakemustyyppi.')
  .meta({ enum: APPLICATION_TYPE_IDS.map(String) });

const FILTERS = {
  application_status_id: statusFilter,
  application_type_id: typeFilter,
  pateva_responsible_person_id: idSchema,
  auditor_user_id: idSchema,
  assigned_to_me: z.enum(['true', 'false'], { error: 'Arvon on oltava true tai false.' }).transform((value) => value === 'true'),
  company_id: idSchema,
  sent_from: dateFilter,
  sent_to: dateFilter,
};

export const applicationList = defineList({
  sortable: {
    id: 'a.id',
    sentAt: 'a.sent_at',
    openedAt: 'a.opened_at',
    updatedAt: 'a.updated_at',
    finishedAt: 'a.finished_at',
    companyName: 'c.name',
    applicationStatusId: 'a.application_status_id',
    applicationTypeId: 'a.application_type_id',
  },
  defaultSort: 'sentAt',
  defaultOrder: 'desc',
  tiebreaker: 'a.id',
  filters: FILTERS,
  search: true,
});
export type ApplicationListQuery = z.output<typeof applicationList.query>;

type Eb = ExpressionBuilder<Database & { a: Database['applications']; c: Database['companies'] }, 'a' | 'c'>;
type Where = (eb: Eb) => Expression<SqlBool>;

/** What each filter matches; `assigned_to_me` is the office person or the auditor the caller is. */
function filtersFor(user: CurrentUser): { [K in keyof typeof FILTERS]: (value: z.output<(typeof FILTERS)[K]>) => Where } {
  return {
    application_status_id: (id) => (eb) => eb('a.application_status_id', '=', id),
    application_type_id: (id) => (eb) => eb('a.application_type_id', '=', id),
    pateva_responsible_person_id: (id) => (eb) => eb('a.pateva_responsible_person_id', '=', id),
    auditor_user_id: (id) => (eb) => eb('a.auditor_user_id', '=', id),
    assigned_to_me: (mine) => (eb) => {
      const assigned = eb.or([eb('a.pateva_responsible_person_id', '=', user.personId), eb('a.auditor_user_id', '=', user.id)]);
      return mine ? assigned : eb.not(assigned);
    },
    company_id: (id) => (eb) => eb('a.company_id', '=', id),
    // Sent dates are the office's calendar days (Finland's time), inclusive at both ends.
    sent_from: (day) => (eb) => eb(sql`(a.sent_at at time zone 'Europe/Helsinki')::date`, '>=', sql`${day}::date`),
    sent_to: (day) => (eb) => eb(sql`(a.sent_at at time zone 'Europe/Helsinki')::date`, '<=', sql`${day}::date`),
  };
}

const search = (q: string): Where => textSearch(q, companySearchText('c'));

function visibleApplications(ctx: AppContext, user: CurrentUser) {
  // Every application has its company (a required key): a left join finds the same rows, and lets
  // PostgreSQL leave the join out where nothing reads the company (the total of a status filter).
  let select = ctx.db.selectFrom('applications as a').leftJoin('companies as c', 'c.id', 'a.company_id');
  if (!hasOfficePermission(user)) select = select.where('a.auditor_user_id', '=', user.id);
  return select;
}

export async function listApplications(ctx: AppContext, user: CurrentUser, query: ApplicationListQuery): Promise<Page<OfficeApplicationListItem>> {
  const select = visibleApplications(ctx, user)
    .leftJoin('application_targets as t', 't.id', 'a.application_target_id')
    .leftJoin('users as au', 'au.id', 'a.auditor_user_id')
    .leftJoin('people as ap', 'ap.id', 'au.person_id')
    .leftJoin('people as rp', 'rp.id', 'a.pateva_responsible_person_id')
    .select([
      'a.id',
      'a.company_id',
      'c.name as company_name',
      'c.registration_number as company_registration_number',
      'a.application_target_id',
      'a.application_type_id',
      'a.application_status_id',
      't.name as target_name',
      'a.pateva_responsible_person_id',
      sql<string | null>`rp.first_name || ' ' || rp.last_name`.as('responsible_name'),
      'a.auditor_user_id',
      'ap.first_name as auditor_first_name',
      'ap.last_name as auditor_last_name',
      isoTimestamp('a.opened_at').as('opened_at'),
      isoTimestamp<string | null>('a.sent_at').as('sent_at'),
      isoTimestamp<string | null>('a.finished_at').as('finished_at'),
      isoTimestamp('a.updated_at').as('updated_at'),
    ]);
  return applicationList.page(select, query, {
    view: (row) => ({
      id: row.id,
      companyId: row.company_id,
      // Never null: the joins are left joins only so that a count can leave them out (visibleApplications).
      companyName: row.company_name ?? '',
      companyRegistrationNumber: row.company_registration_number ?? '',
      applicationTargetId: row.application_target_id,
      applicationTypeId: row.application_type_id,
      applicationStatusId: row.application_status_id,
      target: { id: row.application_target_id, name: row.target_name ?? '', applicationTypeId: row.application_type_id },
      status: { id: row.application_status_id, name: applicationStatusName(row.application_status_id) },
      patevaResponsiblePersonId: row.pateva_responsible_person_id,
      patevaResponsiblePerson: row.responsible_name,
      auditorUser:
        row.auditor_user_id !== null ? { id: row.auditor_user_id, firstName: row.auditor_first_name ?? '', lastName: row.auditor_last_name ?? '' } : null,
      openedAt: row.opened_at,
      sentAt: row.sent_at,
      finishedAt: row.finished_at,
      updatedAt: row.updated_at,
    }),
    filters: filtersFor(user),
    search,
    // Office staff see every application: a status alone has its total kept by migration 032's triggers.
    filterTotals: hasOfficePermission(user) ? { application_status_id: statusTotal } : undefined,
  });
}

const statusTotal = (id: number) => sql<number>`coalesce((select application_count from application_status_counts where application_status_id = ${id}), 0)`;

/** The counts per status under the list's filters, but the status filter itself (every chip shows its number). */
export async function statusCounts(ctx: AppContext, user: CurrentUser, query: ApplicationListQuery): Promise<ApplicationStatusCounts> {
  let select: SelectQueryBuilder<Database & { a: Database['applications']; c: Database['companies'] }, 'a' | 'c', object> = visibleApplications(ctx, user);
  const filters = filtersFor(user);
  const values = query as Record<string, unknown>;
  for (const name of Object.keys(FILTERS) as Array<keyof typeof FILTERS>) {
    if (name === 'application_status_id' || values[name] === undefined) continue;
    select = select.where((filters[name] as (value: unknown) => Where)(values[name]));
  }
  if (query.q) select = select.where(search(query.q));
  const rows = await select
    .select(['a.application_status_id as status_id', sql<string>`count(*)`.as('count')])
    .groupBy('a.application_status_id')
    .execute();
  const byStatus = new Map(rows.map((row) => [row.status_id, Number(row.count)]));
  const counts = (DESCRIBABLES['application-statuses'] ?? []).map((status) => ({ statusId: status.id, name: status.shortDescription, count: byStatus.get(status.id) ?? 0 }));
  // SPEC §4: statuses below 10 count toward the total (archived and cancelled do not).
  return { total: counts.filter((status) => countsTowardTotal(status.statusId)).reduce((sum, status) => sum + status.count, 0), counts };
}
