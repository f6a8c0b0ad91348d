/**
 * The register of declared conflicts of interest (issue 21; ISO/IEC 17021-1 5.2, 7.2.8): office
 * staff keep every declaration; an auditor (any audit role without the office's) reads, declares and
 * changes their own, and ends one by its end date — removing a declaration is the office's
 * (docs/decisions.md "The conflicts register"). Another auditor's declaration is 404 to them.
 * Each change is audited under the company the declaration concerns.
 */
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../http/currentUser';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { containsPattern, defineList, entitySortable } from '../../http/list';
import { idSchema } from '../../http/params';
import { storedColumns, entityView } from '../../http/view';
import { recordChange } from '../../shared/auditRecord';
import type { Page } from '../../../src/domain/api/lists';
import { AUDIT_ROLE_IDS, hasOfficePermission, isSysadmin } from '../../../src/domain/permissions';
import { auditorConflict, CONFLICT_DATES_MESSAGE, type AuditorConflict, type AuditorConflictBody } from '../../../src/domain/entities/auditorConflict';

export const CONFLICT_NOT_FOUND = 'Esteellisyysilmoitusta ei löytynyt.';
export const NOT_AN_AUDITOR = 'Henkilö ei ole auditoija.';
export const CONFLICT_COMPANY_MISSING = 'Yritystä ei löytynyt.';
export const OWN_CONFLICTS_ONLY = 'Auditoija voi ilmoittaa ja muuttaa vain omia esteellisyyksiään.';
export const REMOVE_OFFICE_ONLY = 'Vain toimisto voi poistaa esteellisyysilmoituksen. Merkitse ilmoitukselle päättymispäivä.';
export const CONFLICT_RULES = [NOT_AN_AUDITOR, CONFLICT_COMPANY_MISSING, CONFLICT_DATES_MESSAGE] as const;
const ENTITY = 'auditor_conflict';

const view = entityView(auditorConflict);
const keepsRegister = (user: CurrentUser) => hasOfficePermission(user) || isSysadmin(user);

export const conflictList = defineList({
  sortable: entitySortable(auditorConflict, 'ac', { personName: sql`lower(pe.last_name || ' ' || pe.first_name)`, companyName: 'c.name' }),
  defaultSort: 'validFrom',
  defaultOrder: 'desc',
  tiebreaker: 'ac.id',
  search: true,
  filters: {
    person_id: idSchema,
    company_id: idSchema,
    conflict_type_id: z
      .string()
      .regex(/^[1-4]$/, 'Valitse esteellisyyden laji listalta.')
      .transform(Number),
    /** true: holds today (valid_to empty or today or later). */
    current: z.enum(['true', 'false'], { error: 'Arvon on oltava true tai false.' }).transform((value) => value === 'true'),
  },
});

function select(ctx: AppContext) {
  return ctx.db
    .selectFrom('auditor_conflicts as ac')
    .innerJoin('people as pe', 'pe.id', 'ac.person_id')
    .innerJoin('companies as c', 'c.id', 'ac.company_id')
    .select([...storedColumns(auditorConflict, 'ac'), sql<string>`trim(pe.first_name || ' ' || pe.last_name)`.as('person_name'), 'c.name as company_name']);
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;
const toRecord = (row: Row): AuditorConflict => view(row, { personName: row.person_name, companyName: row.company_name });

export function listConflicts(ctx: AppContext, user: CurrentUser, query: z.output<typeof conflictList.query>): Promise<Page<AuditorConflict>> {
  let base = select(ctx);
  if (!keepsRegister(user)) base = base.where('ac.person_id', '=', user.personId);
  return conflictList.page(base, query, {
    view: toRecord,
    filters: {
      person_id: (id) => (eb) => eb('ac.person_id', '=', id),
      company_id: (id) => (eb) => eb('ac.company_id', '=', id),
      conflict_type_id: (id) => (eb) => eb('ac.conflict_type_id', '=', id),
      current: (current) => () => (current ? sql<boolean>`(ac.valid_to is null or ac.valid_to >= current_date)` : sql<boolean>`(ac.valid_to < current_date)`),
    },
    search: (q) => (eb) =>
      eb.or([eb(sql`lower(c.name)`, 'like', containsPattern(q)), eb(sql`lower(pe.first_name || ' ' || pe.last_name)`, 'like', containsPattern(q))]),
  });
}

/** The declaration as the caller may see it (another auditor's: 404). */
async function reachable(ctx: AppContext, user: CurrentUser, id: number): Promise<Row> {
  const row = await select(ctx).where('ac.id', '=', id).executeTakeFirst();
  if (!row || (!keepsRegister(user) && row.person_id !== user.personId)) throw notFound(CONFLICT_NOT_FOUND);
  return row;
}

export async function getConflict(ctx: AppContext, user: CurrentUser, id: number): Promise<AuditorConflict> {
  return toRecord(await reachable(ctx, user, id));
}

/** The person must hold an audit role and the company must exist (422 beside the field). */
async function checkParties(ctx: AppContext, values: { person_id: number; company_id: number; valid_from: string; valid_to: string | null }) {
  const errors: Record<string, string[]> = {};
  const auditor = await ctx.db
    .selectFrom('users as u')
    .innerJoin('user_permissions as up', 'up.user_id', 'u.id')
    .select('u.id')
    .where('u.person_id', '=', values.person_id)
    .where('up.permission_id', 'in', [...AUDIT_ROLE_IDS])
    .executeTakeFirst();
  if (!auditor) errors.person_id = [NOT_AN_AUDITOR];
  const company = await ctx.db.selectFrom('companies').select('id').where('id', '=', values.company_id).executeTakeFirst();
  if (!company) errors.company_id = [CONFLICT_COMPANY_MISSING];
  if (values.valid_to !== null && values.valid_to < values.valid_from) errors.valid_to = [CONFLICT_DATES_MESSAGE];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

const stored = (row: Row) => ({
  person_id: row.person_id,
  company_id: row.company_id,
  conflict_type_id: row.conflict_type_id,
  description: row.description,
  valid_from: row.valid_from,
  valid_to: row.valid_to,
});

export async function createConflict(ctx: AppContext, user: CurrentUser, body: AuditorConflictBody): Promise<AuditorConflict> {
  if (!keepsRegister(user) && body.person_id !== user.personId) throw forbidden(OWN_CONFLICTS_ONLY);
  const values = {
    person_id: body.person_id,
    company_id: body.company_id,
    conflict_type_id: body.conflict_type_id,
    description: body.description?.trim() || null,
    valid_from: body.valid_from,
    valid_to: body.valid_to ?? null,
  };
  await checkParties(ctx, values);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('auditor_conflicts').values(values).returning('id').executeTakeFirstOrThrow();
    await recordChange(trx, { companyId: values.company_id, userId: user.id, entity: ENTITY, entityId: row.id, action: 'create', after: values });
    return row.id;
  });
  return getConflict(ctx, user, id);
}

export async function updateConflict(ctx: AppContext, user: CurrentUser, id: number, body: Partial<AuditorConflictBody>): Promise<AuditorConflict> {
  const row = await reachable(ctx, user, id);
  const before = stored(row);
  if (!keepsRegister(user) && body.person_id !== undefined && body.person_id !== user.personId) throw forbidden(OWN_CONFLICTS_ONLY);
  const after = {
    person_id: body.person_id ?? before.person_id,
    company_id: body.company_id ?? before.company_id,
    conflict_type_id: body.conflict_type_id ?? before.conflict_type_id,
    description: body.description === undefined ? before.description : body.description?.trim() || null,
    valid_from: body.valid_from ?? before.valid_from,
    valid_to: body.valid_to === undefined ? before.valid_to : body.valid_to,
  };
  await checkParties(ctx, after);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('auditor_conflicts').set({ ...after, updated_at: sql`now()` }).where('id', '=', id).execute();
    await recordChange(trx, { companyId: after.company_id, userId: user.id, entity: ENTITY, entityId: id, action: 'update', before, after });
  });
  return getConflict(ctx, user, id);
}

export async function deleteConflict(ctx: AppContext, user: CurrentUser, id: number): Promise<void> {
  const row = await reachable(ctx, user, id);
  if (!keepsRegister(user)) throw forbidden(REMOVE_OFFICE_ONLY);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('auditor_conflicts').where('id', '=', id).execute();
    await recordChange(trx, { companyId: row.company_id, userId: user.id, entity: ENTITY, entityId: id, action: 'delete', before: stored(row) });
  });
}
