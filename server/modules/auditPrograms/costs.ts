/**
 * Auditor costs (issue 21; SPEC §3 Auditor cost): per programme and auditor (the programme's primary
 * or secondary auditor) the hours, dates and travel costs. The programme's staff read its rows (the
 * office, the master auditor, its own auditors); an auditor writes their own row, the office any.
 * The office reads the totals per auditor and per programme over a period, also as CSV. The report's send rule reads
 * the same rows: a report is not sent before its auditors' preparation, site and report hours are in.
 */
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { recordChange } from '../../shared/auditRecord';
import {
  AUDITOR_TOTALS_CSV,
  PERIOD_ORDER_MESSAGE,
  PROGRAM_TOTALS_CSV,
  type AuditorCost,
  type AuditorTotals,
  type AuditorTotalsList,
  type CostSums,
  type ProgramTotals,
  type ProgramTotalsList,
  type auditorCostWriteSchema,
  type costPeriodQuerySchema,
  type CostTotals,
  type ProgramCosts,
} from '../../../src/domain/auditorCosts';
import { isProgramStaff, PROGRAM_NOT_FOUND, programAccess } from './programAccess';

export const AUDITOR_NOT_IN_PROGRAM = 'Henkilö ei ole tämän auditointiohjelman auditoija.';
export const OWN_COSTS_ONLY = 'Auditoija voi kirjata vain omat kustannuksensa.';

const COST_COLUMNS = [
  'preparation_hours',
  'site_hours',
  'report_hours',
  'travelling_hours',
  'distance_driven',
  'other_travelling_costs',
  'per_diem',
  'lodging_costs',
  'per_diem_pcs',
  'half_per_diem_pcs',
] as const;

const num = (value: string | number | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));
const sum = (...values: Array<number | null>) => Math.round(values.reduce<number>((total, value) => total + (value ?? 0), 0) * 100) / 100;

interface CostRow {
  person_id: number;
  preparation_hours: string | null;
  preparation_date: string | null;
  site_hours: string | null;
  site_date: string | null;
  report_hours: string | null;
  report_date: string | null;
  travelling_hours: string | null;
  distance_driven: string | null;
  other_travelling_costs: string | null;
  per_diem: string | null;
  lodging_costs: string | null;
  per_diem_pcs: number | null;
  half_per_diem_pcs: number | null;
  updated_at: string | null;
}

function costRows(db: Db | Transaction<Database>, programId: number) {
  return db
    .selectFrom('auditor_costs')
    .select([
      'person_id',
      'preparation_hours',
      sql<string | null>`preparation_date::text`.as('preparation_date'),
      'site_hours',
      sql<string | null>`site_date::text`.as('site_date'),
      'report_hours',
      sql<string | null>`report_date::text`.as('report_date'),
      'travelling_hours',
      'distance_driven',
      'other_travelling_costs',
      'per_diem',
      'lodging_costs',
      'per_diem_pcs',
      'half_per_diem_pcs',
      sql<string>`to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('updated_at'),
    ])
    .where('program_id', '=', programId);
}

function costView(programId: number, personId: number, personName: string, role: AuditorCost['role'], row: CostRow | undefined, canWrite: boolean): AuditorCost {
  const preparationHours = num(row?.preparation_hours);
  const siteHours = num(row?.site_hours);
  const reportHours = num(row?.report_hours);
  const travellingHours = num(row?.travelling_hours);
  const otherTravellingCosts = num(row?.other_travelling_costs);
  const perDiem = num(row?.per_diem);
  const lodgingCosts = num(row?.lodging_costs);
  return {
    programId,
    personId,
    personName,
    role,
    preparationHours,
    preparationDate: row?.preparation_date ?? null,
    siteHours,
    siteDate: row?.site_date ?? null,
    reportHours,
    reportDate: row?.report_date ?? null,
    travellingHours,
    distanceDriven: num(row?.distance_driven),
    otherTravellingCosts,
    perDiem,
    lodgingCosts,
    perDiemPcs: row?.per_diem_pcs ?? null,
    halfPerDiemPcs: row?.half_per_diem_pcs ?? null,
    hoursComplete: preparationHours !== null && siteHours !== null && reportHours !== null,
    totalHours: sum(preparationHours, siteHours, reportHours, travellingHours),
    totalEuros: sum(otherTravellingCosts, perDiem, lodgingCosts),
    canWrite,
    updatedAt: row?.updated_at ?? null,
  };
}

/** The programme's auditors (primary first), with their names. */
async function programAuditors(db: Db, programId: number) {
  const program = await db
    .selectFrom('audit_programs as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select(['p.primary_auditor_id', 'p.secondary_auditor_id', 'c.name as company_name'])
    .where('p.id', '=', programId)
    .executeTakeFirstOrThrow();
  const ids = [program.primary_auditor_id, program.secondary_auditor_id].filter((id): id is number => id !== null);
  const people = ids.length === 0 ? [] : await db.selectFrom('people').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).execute();
  const name = (id: number) => {
    const person = people.find((entry) => entry.id === id);
    return person ? `${person.first_name} ${person.last_name}`.trim() : '';
  };
  const auditors: Array<{ personId: number; name: string; role: AuditorCost['role'] }> = [];
  if (program.primary_auditor_id !== null) auditors.push({ personId: program.primary_auditor_id, name: name(program.primary_auditor_id), role: 'primary' });
  if (program.secondary_auditor_id !== null) auditors.push({ personId: program.secondary_auditor_id, name: name(program.secondary_auditor_id), role: 'secondary' });
  return { companyName: program.company_name, auditors };
}

/** The programme's staff only (the company's people do not see the certification body's costs: 404). */
async function reachCosts(ctx: AppContext, user: CurrentUser, programId: number) {
  const reached = await programAccess(ctx.db, user, programId);
  if (!isProgramStaff(reached.roles)) throw notFound(PROGRAM_NOT_FOUND);
  return reached;
}

const mayWrite = (user: CurrentUser, roles: Awaited<ReturnType<typeof reachCosts>>['roles'], personId: number) =>
  roles.office || (roles.assignedAuditor && user.personId === personId);

const totalsOf = (rows: AuditorCost[]): CostTotals => ({
  hours: sum(...rows.map((row) => row.totalHours)),
  distanceDriven: sum(...rows.map((row) => row.distanceDriven)),
  euros: sum(...rows.map((row) => row.totalEuros)),
});

export async function getProgramCosts(ctx: AppContext, user: CurrentUser, programId: number): Promise<ProgramCosts> {
  const { roles } = await reachCosts(ctx, user, programId);
  const { companyName, auditors } = await programAuditors(ctx.db, programId);
  const stored = (await costRows(ctx.db, programId).execute()) as CostRow[];
  const rows = auditors.map((auditor) =>
    costView(programId, auditor.personId, auditor.name, auditor.role, stored.find((row) => row.person_id === auditor.personId), mayWrite(user, roles, auditor.personId)),
  );
  return { programId, companyName, rows, totals: totalsOf(rows) };
}

async function auditorOf(ctx: AppContext, programId: number, personId: number) {
  const { auditors } = await programAuditors(ctx.db, programId);
  const auditor = auditors.find((entry) => entry.personId === personId);
  if (!auditor) throw notFound(AUDITOR_NOT_IN_PROGRAM);
  return auditor;
}

export async function getAuditorCost(ctx: AppContext, user: CurrentUser, programId: number, personId: number): Promise<AuditorCost> {
  const { roles } = await reachCosts(ctx, user, programId);
  const auditor = await auditorOf(ctx, programId, personId);
  const row = (await costRows(ctx.db, programId).where('person_id', '=', personId).executeTakeFirst()) as CostRow | undefined;
  return costView(programId, personId, auditor.name, auditor.role, row, mayWrite(user, roles, personId));
}

export async function writeAuditorCost(
  ctx: AppContext,
  user: CurrentUser,
  programId: number,
  personId: number,
  body: z.output<typeof auditorCostWriteSchema>,
): Promise<AuditorCost> {
  const { program, roles } = await reachCosts(ctx, user, programId);
  const auditor = await auditorOf(ctx, programId, personId);
  if (!mayWrite(user, roles, personId)) throw forbidden(OWN_COSTS_ONLY);
  const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const row = await ctx.db.transaction().execute(async (trx) => {
    const before = (await costRows(trx, programId).where('person_id', '=', personId).forUpdate().executeTakeFirst()) as CostRow | undefined;
    await trx
      .insertInto('auditor_costs')
      .values({ program_id: programId, person_id: personId, ...given })
      .onConflict((oc) => oc.columns(['program_id', 'person_id']).doUpdateSet({ ...given, updated_at: sql`now()` }))
      .execute();
    const after = (await costRows(trx, programId).where('person_id', '=', personId).executeTakeFirstOrThrow()) as CostRow;
    const audited = (value: CostRow | undefined) => (value ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'updated_at')) : undefined);
    await recordChange(trx, {
      companyId: program.companyId,
      userId: user.id,
      entity: 'auditor_cost',
      entityId: programId,
      action: before ? 'update' : 'create',
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  return costView(programId, personId, auditor.name, auditor.role, row, true);
}

type Period = z.output<typeof costPeriodQuerySchema>;

/** A cost row counts by its site visit day, else the programme's start day, else its planned start day. */
const COST_DAY = sql`coalesce(ac.site_date, p.start_date, p.planned_start_date, p.date)`;
const SUM_COLUMNS = COST_COLUMNS.map((column) => sql<string>`coalesce(sum(${sql.ref(`ac.${column}`)}), 0)`.as(column));

/** The cost rows of a period with their programmes (docs/decisions.md "Auditor costs by period"); 422 for a period that runs backwards. */
function periodCosts(ctx: AppContext, period: Period) {
  if (period.from && period.to && period.from > period.to) throw unprocessable({ to: [PERIOD_ORDER_MESSAGE] });
  let query = ctx.db.selectFrom('auditor_costs as ac').innerJoin('audit_programs as p', 'p.id', 'ac.program_id');
  if (period.from) query = query.where(sql<boolean>`${COST_DAY} >= ${period.from}::date`);
  if (period.to) query = query.where(sql<boolean>`${COST_DAY} <= ${period.to}::date`);
  return query;
}

/** The summed columns of a grouped row as the totals' fields. */
function sumsOf(row: Record<(typeof COST_COLUMNS)[number], string>): CostSums {
  const value = (column: (typeof COST_COLUMNS)[number]) => Number(row[column]);
  return {
    preparationHours: value('preparation_hours'),
    siteHours: value('site_hours'),
    reportHours: value('report_hours'),
    travellingHours: value('travelling_hours'),
    distanceDriven: value('distance_driven'),
    otherTravellingCosts: value('other_travelling_costs'),
    perDiem: value('per_diem'),
    lodgingCosts: value('lodging_costs'),
    perDiemPcs: value('per_diem_pcs'),
    halfPerDiemPcs: value('half_per_diem_pcs'),
    totalHours: sum(value('preparation_hours'), value('site_hours'), value('report_hours'), value('travelling_hours')),
    totalEuros: sum(value('other_travelling_costs'), value('per_diem'), value('lodging_costs')),
  };
}

/** The period's totals over the listed rows. */
const periodTotals = (period: Period, data: CostSums[]) => ({
  from: period.from ?? null,
  to: period.to ?? null,
  totals: {
    hours: sum(...data.map((row) => row.totalHours)),
    distanceDriven: sum(...data.map((row) => row.distanceDriven)),
    euros: sum(...data.map((row) => row.totalEuros)),
  },
});

/** Each auditor's totals over a period (office). */
export async function auditorTotals(ctx: AppContext, period: Period): Promise<AuditorTotalsList> {
  const rows = await periodCosts(ctx, period)
    .innerJoin('people as pe', 'pe.id', 'ac.person_id')
    .select((eb) => ['ac.person_id', 'pe.first_name', 'pe.last_name', eb.fn.count<number>('ac.program_id').distinct().as('program_count'), ...SUM_COLUMNS])
    .groupBy(['ac.person_id', 'pe.first_name', 'pe.last_name'])
    .orderBy('pe.last_name')
    .orderBy('pe.first_name')
    .orderBy('ac.person_id')
    .execute();
  const data: AuditorTotals[] = rows.map((row) => ({
    personId: row.person_id,
    personName: `${row.first_name} ${row.last_name}`.trim(),
    programCount: Number(row.program_count),
    ...sumsOf(row),
  }));
  return { ...periodTotals(period, data), data };
}

/** Each programme's totals over a period (office): its auditors' rows of the period together, by the programme's day. */
export async function programTotals(ctx: AppContext, period: Period): Promise<ProgramTotalsList> {
  const rows = await periodCosts(ctx, period)
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select((eb) => [
      'p.id as program_id',
      'p.company_id',
      'c.name as company_name',
      sql<string | null>`coalesce(p.start_date, p.planned_start_date)::text`.as('day'),
      eb.fn.count<number>('ac.person_id').distinct().as('auditor_count'),
      ...SUM_COLUMNS,
    ])
    .groupBy(['p.id', 'p.company_id', 'c.name'])
    .orderBy(sql`coalesce(p.start_date, p.planned_start_date)`, (ob) => ob.asc().nullsLast())
    .orderBy('p.id')
    .execute();
  const data: ProgramTotals[] = rows.map((row) => ({
    programId: row.program_id,
    companyId: row.company_id,
    companyName: row.company_name,
    day: row.day,
    auditorCount: Number(row.auditor_count),
    ...sumsOf(row),
  }));
  return { ...periodTotals(period, data), data };
}

const FORMULA_START = /^[=+\-@\t\r]/;
const cell = (value: string | number) => {
  const text = typeof value === 'number' ? String(value).replace('.', ',') : FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Totals as CSV: Finnish headers, `;` separated, decimal commas, a UTF-8 byte order mark (as the office's other exports). */
function totalsCsv<Row>(columns: ReadonlyArray<readonly [string, keyof Row]>, rows: Row[]): string {
  const lines = [columns.map(([header]) => cell(header)).join(';')];
  for (const row of rows) lines.push(columns.map(([, key]) => cell((row[key] as string | number | null) ?? '')).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const auditorTotalsCsv = (list: AuditorTotalsList) => totalsCsv(AUDITOR_TOTALS_CSV, list.data);
export const programTotalsCsv = (list: ProgramTotalsList) => totalsCsv(PROGRAM_TOTALS_CSV, list.data);
