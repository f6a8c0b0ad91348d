/**
 * Audit programmes (issue 21; SPEC §3 Program): the office plans them (for a certificate application
 * or for a company and kind), assigns auditors and dates; an auditor reads the programmes assigned to
 * them, the master auditor and the office all. Assigning checks the auditor's role (422), a declared
 * conflict with the company on the planned date (409 naming it), and sets the rotation flag; the
 * company is told who audits it and when through the outbox. Every change audited.
 */
import { sql, type Transaction, type Updateable } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { AuditProgramsTable, Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { containsPattern, defineList, entitySortable } from '../../http/list';
import { entityView, givenColumns, storedColumns } from '../../http/view';
import { recordChange } from '../../shared/auditRecord';
import type { Page } from '../../../src/domain/api/lists';
import { auditProgram, type AuditProgram, type AuditProgramBody } from '../../../src/domain/entities/auditProgram';
import { AUDITED_KIND_OF_APPLICATION, auditKindOfApplication } from '../../../src/domain/auditCycle';
import { rotationDue, syncPlans } from './cycle';
import { UserRole } from '../../../src/domain/codes';
import { AuditProgramStatus } from '../../../src/domain/auditCodes';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { PROGRAM_NOT_FOUND, programAccess, seesProgramsOf } from './programAccess';
import { auditAssignmentMail } from './programMails';
import { companyNoticeRecipients } from '../companies';

type Trx = Transaction<Database>;

export const PROGRAM_MESSAGES = {
  application: 'Valitse sertifikaattihakemus listalta.',
  applicationKind: 'Hakemus ei ole laatu-, ympäristö-, työturvallisuus- tai kosteudenhallintasertifikaatin hakemus.',
  companyOrApplication: 'Anna hakemus tai yritys ja sertifikaatti.',
  company: 'Valitse yritys listalta.',
  kind: 'Valitse auditoitava sertifikaatti (laatu, ympäristö, työturvallisuus tai kosteudenhallinta).',
  notAuditor: 'Valittu henkilö ei ole auditoija (PATEVA_AUDIT_CERTIFICATE tai PATEVA_AUDIT_CERTIFICATE_MASTER).',
  sameAuditor: 'Toinen auditoija ei voi olla sama kuin pääauditoija.',
  startBeforePlanned: 'Alkupäivä ei voi olla ennen ohjelman luontia edeltävää vuotta.',
  reportDueBeforeStart: 'Raportin määräpäivä ei voi olla ennen alkupäivää.',
  statement: 'Valitse lausunto: esitetään hyväksyttäväksi, ehdollisena, hylättäväksi tai siirrettäväksi.',
  status: 'Valitse ohjelman tila listalta.',
  auditKind: 'Valitse auditoinnin laji listalta.',
  finishedChanged: 'Valmista tai peruttua ohjelmaa ei voi enää muuttaa.',
  tooFarDate: 'Päivämäärän on oltava vuosien 2000–2100 välillä.',
} as const;
export const PROGRAM_RULES = Object.values(PROGRAM_MESSAGES);
/** Statement proposals of 'review-statuses' an audit ends with. */
const STATEMENT_IDS = [6, 7, 8, 9];

const view = entityView(auditProgram);
const personName = (alias: string) => sql<string | null>`(select p.first_name || ' ' || p.last_name from people p where p.id = ${sql.ref(alias)})`;

export function programSelect(db: Db) {
  return db
    .selectFrom('audit_programs as ap')
    .innerJoin('companies as c', 'c.id', 'ap.company_id')
    .leftJoin('audit_reports as r', 'r.program_id', 'ap.id')
    .select([
      ...storedColumns(auditProgram, 'ap'),
      'c.name as company_name',
      'r.status_id as report_status_id',
      sql<string | null>`to_char(r.review_asked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('review_asked_at'),
      personName('ap.primary_auditor_id').as('primary_auditor_name'),
      personName('ap.secondary_auditor_id').as('secondary_auditor_name'),
      personName('ap.previous_auditor_id').as('previous_auditor_name'),
      personName('ap.next_auditor_id').as('next_auditor_name'),
    ]);
}
type ProgramRow = Awaited<ReturnType<ReturnType<typeof programSelect>['executeTakeFirstOrThrow']>>;

export const toProgram = (row: ProgramRow): AuditProgram =>
  view(
    { ...row, duration_in_days: row.duration_in_days === null || row.duration_in_days === undefined ? null : Number(row.duration_in_days) } as ProgramRow,
    {
      companyName: row.company_name,
      reportStatusId: row.report_status_id ?? null,
      reviewAskedAt: row.review_asked_at,
      primaryAuditorName: row.primary_auditor_name,
      secondaryAuditorName: row.secondary_auditor_name,
      previousAuditorName: row.previous_auditor_name,
      nextAuditorName: row.next_auditor_name,
    },
  );

const idFilter = (message: string) => z.string().regex(/^[1-9][0-9]{0,9}$/, message).transform(Number);
const dayFilter = (message: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message).refine((value) => !Number.isNaN(Date.parse(value)), message);

export const programList = defineList({
  sortable: entitySortable(auditProgram, 'ap', { companyName: 'c.name' }),
  defaultSort: 'plannedStartDate',
  tiebreaker: 'ap.id',
  search: true,
  filters: {
    company_id: idFilter('Valitse yritys listalta.'),
    application_id: idFilter('Valitse hakemus listalta.'),
    certificate_type_id: z.enum(['2', '5', '20', '23'], { error: PROGRAM_MESSAGES.kind }).transform(Number),
    auditor_id: idFilter('Valitse auditoija listalta.'),
    status_id: z.enum(['1', '2', '3', '4', '5'], { error: PROGRAM_MESSAGES.status }).transform(Number),
    report_status_id: z.enum(['1', '2', '3', '4'], { error: 'Valitse raportin tila listalta.' }).transform(Number),
    planned_from: dayFilter('Anna alkupäivä muodossa vvvv-kk-pp.'),
    planned_to: dayFilter('Anna loppupäivä muodossa vvvv-kk-pp.'),
    review_asked: z.enum(['true', 'false'], { error: 'Arvon on oltava true tai false.' }).transform((value) => value === 'true'),
  },
});
export type ProgramListQuery = z.output<typeof programList.query>;

function visible(user: CurrentUser) {
  const reach = seesProgramsOf(user);
  return 'all' in reach
    ? sql<boolean>`true`
    : sql<boolean>`(ap.primary_auditor_id = ${reach.personId} or ap.secondary_auditor_id = ${reach.personId})`;
}

export function listPrograms(db: Db, user: CurrentUser, query: ProgramListQuery): Promise<Page<AuditProgram>> {
  return programList.page(programSelect(db).where(visible(user)), query, {
    view: toProgram,
    filters: {
      company_id: (value) => (eb) => eb('ap.company_id', '=', value),
      application_id: (value) => (eb) => eb('ap.application_id', '=', value),
      certificate_type_id: (value) => (eb) => eb('ap.certificate_type_id', '=', value),
      auditor_id: (value) => (eb) => eb.or([eb('ap.primary_auditor_id', '=', value), eb('ap.secondary_auditor_id', '=', value)]),
      status_id: (value) => (eb) => eb('ap.status_id', '=', value),
      report_status_id: (value) => (eb) => eb('r.status_id', '=', value),
      planned_from: (value) => (eb) => eb('ap.planned_start_date', '>=', value),
      planned_to: (value) => (eb) => eb('ap.planned_start_date', '<=', value),
      review_asked: (value) => () => (value ? sql<boolean>`r.review_asked_at is not null and r.reviewed_at is null` : sql<boolean>`r.review_asked_at is null`),
    },
    search: (q) => (eb) => eb(sql`lower(c.name)`, 'like', containsPattern(q)),
  });
}

/** Every programme the query matches (the CSV export), in the list's order, at most 5000. */
export async function allPrograms(db: Db, user: CurrentUser, query: ProgramListQuery): Promise<AuditProgram[]> {
  const page = await listPrograms(db, user, { ...query, paginate: 'false', page: 1 } as ProgramListQuery);
  return page.data.slice(0, 5000);
}

export async function readProgram(db: Db, programId: number): Promise<AuditProgram> {
  const row = await programSelect(db).where('ap.id', '=', programId).executeTakeFirst();
  if (!row) throw notFound(PROGRAM_NOT_FOUND);
  return toProgram(row);
}

export async function getProgram(db: Db, user: CurrentUser, programId: number): Promise<AuditProgram> {
  await programAccess(db, user, programId);
  return readProgram(db, programId);
}

/** The person is a user holding PATEVA_AUDIT_CERTIFICATE or …_MASTER. */
async function isAuditorPerson(trx: Db, personId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('users as u')
    .innerJoin('user_permissions as up', 'up.user_id', 'u.id')
    .select('u.id')
    .where('u.person_id', '=', personId)
    .where('up.permission_id', 'in', [UserRole.auditCertificate, UserRole.auditCertificateMaster])
    .executeTakeFirst();
  return !!row;
}

const conflictTypeName = (id: number) => DESCRIBABLES['auditor-conflict-types']?.find((entry) => entry.id === id)?.shortDescription ?? 'Sidonnaisuus';

/** 409 when the auditor has declared a conflict with the company valid on `day`. */
export async function checkConflict(trx: Db, personId: number, companyId: number, day: string | null): Promise<void> {
  const on = day ?? sql<string>`current_date`;
  const row = await trx
    .selectFrom('auditor_conflicts')
    .select(['conflict_type_id', 'description'])
    .where('person_id', '=', personId)
    .where('company_id', '=', companyId)
    .where('valid_from', '<=', on)
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', on)]))
    .orderBy('valid_from', 'desc')
    .executeTakeFirst();
  if (row) {
    const reason = row.description ? `${conflictTypeName(row.conflict_type_id)}: ${row.description}` : conflictTypeName(row.conflict_type_id);
    throw conflict(`Auditoijalla on ilmoitettu sidonnaisuus yritykseen (${reason}).`, 'auditor_conflict');
  }
}

/** The programme of the same company and kind before this one (not cancelled). */
async function previousProgram(trx: Db, companyId: number, kind: number, plannedStartDate: string | null, except: number | null) {
  let select = trx
    .selectFrom('audit_programs')
    .select(['id', 'primary_auditor_id'])
    .where('company_id', '=', companyId)
    .where('certificate_type_id', '=', kind)
    .where('status_id', '<>', AuditProgramStatus.cancelled);
  if (except !== null) select = select.where('id', '<>', except);
  if (plannedStartDate !== null) select = select.where((eb) => eb.or([eb('planned_start_date', '<', plannedStartDate), eb('planned_start_date', 'is', null)]));
  return select.orderBy('planned_start_date', (ob) => ob.desc().nullsLast()).orderBy('id', 'desc').executeTakeFirst();
}

interface Assignment {
  programId: number | null;
  companyId: number;
  kind: number;
  plannedStartDate: string | null;
  primaryAuditorId: number | null;
  secondaryAuditorId: number | null;
}

/** Checks both auditors (role 422, conflict 409) and answers the derived columns: rotation, previous auditor. */
export async function assignmentColumns(trx: Db, a: Assignment, check: { primary: boolean; secondary: boolean }) {
  if (a.primaryAuditorId !== null && a.primaryAuditorId === a.secondaryAuditorId) {
    throw unprocessable({ secondary_auditor_id: [PROGRAM_MESSAGES.sameAuditor] }, PROGRAM_MESSAGES.sameAuditor);
  }
  const errors: Record<string, string[]> = {};
  if (check.primary && a.primaryAuditorId !== null && !(await isAuditorPerson(trx, a.primaryAuditorId))) errors.primary_auditor_id = [PROGRAM_MESSAGES.notAuditor];
  if (check.secondary && a.secondaryAuditorId !== null && !(await isAuditorPerson(trx, a.secondaryAuditorId))) errors.secondary_auditor_id = [PROGRAM_MESSAGES.notAuditor];
  if (Object.keys(errors).length) throw unprocessable(errors, PROGRAM_MESSAGES.notAuditor);
  for (const personId of [a.primaryAuditorId, a.secondaryAuditorId]) {
    if (personId !== null) await checkConflict(trx, personId, a.companyId, a.plannedStartDate);
  }
  const previous = await previousProgram(trx, a.companyId, a.kind, a.plannedStartDate, a.programId);
  return {
    requires_new_auditor: await rotationDue(trx, a.companyId, a.kind, a.primaryAuditorId, a.programId),
    previous_auditor_id: previous?.primary_auditor_id ?? null,
    previousProgramId: previous?.id ?? null,
  };
}

const audited = (record: AuditProgram) => ({
  company_id: record.companyId,
  application_id: record.applicationId,
  certificate_type_id: record.certificateTypeId,
  audit_kind_id: record.auditKindId,
  status_id: record.statusId,
  planned_start_date: record.plannedStartDate,
  start_date: record.startDate,
  duration_in_days: record.durationInDays,
  date: record.date,
  billing_date: record.billingDate,
  report_due_date: record.reportDueDate,
  primary_auditor_id: record.primaryAuditorId,
  secondary_auditor_id: record.secondaryAuditorId,
  previous_auditor_id: record.previousAuditorId,
  requires_new_auditor: record.requiresNewAuditor,
  last_certificate_meeting_date: record.lastCertificateMeetingDate,
  statement_id: record.statementId,
  statement_additional_info: record.statementAdditionalInfo,
});

function checkDates(values: { start_date?: string | null; report_due_date?: string | null; planned_start_date?: string | null }): void {
  const errors: Record<string, string[]> = {};
  for (const key of ['planned_start_date', 'start_date', 'report_due_date', 'billing_date', 'date', 'last_certificate_meeting_date'] as const) {
    const value = (values as Record<string, string | null | undefined>)[key];
    if (value && (value < '2000-01-01' || value > '2100-12-31')) errors[key] = [PROGRAM_MESSAGES.tooFarDate];
  }
  if (!errors.report_due_date && values.start_date && values.report_due_date && values.report_due_date < values.start_date) {
    errors.report_due_date = [PROGRAM_MESSAGES.reportDueBeforeStart];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
}

function checkLookups(body: Partial<AuditProgramBody>): void {
  const errors: Record<string, string[]> = {};
  if (body.statement_id != null && !STATEMENT_IDS.includes(body.statement_id)) errors.statement_id = [PROGRAM_MESSAGES.statement];
  if (body.status_id != null && !(body.status_id >= 1 && body.status_id <= 5)) errors.status_id = [PROGRAM_MESSAGES.status];
  if (body.audit_kind_id != null && !(body.audit_kind_id >= 1 && body.audit_kind_id <= 4)) errors.audit_kind_id = [PROGRAM_MESSAGES.auditKind];
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/** Queues the mail telling the company its auditors and planned date, and marks it told. */
export async function notifyCompany(ctx: AppContext, trx: Trx, programId: number): Promise<void> {
  const record = await readProgram(trx, programId);
  if (record.primaryAuditorId === null && record.plannedStartDate === null) return;
  const companyId = record.companyId as number;
  const recipients = await companyNoticeRecipients(trx, companyId);
  const facts = {
    programId,
    companyId,
    companyName: record.companyName,
    certificateTypeId: record.certificateTypeId,
    auditKindId: record.auditKindId ?? 1,
    plannedStartDate: record.plannedStartDate,
    durationInDays: record.durationInDays,
    primaryAuditor: record.primaryAuditorName,
    secondaryAuditor: record.secondaryAuditorName,
  };
  for (const to of recipients) await ctx.outbox.mail(trx, auditAssignmentMail(to, facts, ctx.appUrl));
  await trx.updateTable('audit_programs').set({ company_notified_at: sql`now()` }).where('id', '=', programId).execute();
}

/** The application audited: its company, kind and audit kind; 422 when it is not a certificate application. */
async function applicationTarget(trx: Db, applicationId: number) {
  const row = await trx.selectFrom('applications').select(['company_id', 'application_type_id']).where('id', '=', applicationId).executeTakeFirst();
  if (!row) throw unprocessable({ application_id: [PROGRAM_MESSAGES.application] }, PROGRAM_MESSAGES.application);
  const kind = AUDITED_KIND_OF_APPLICATION[row.application_type_id];
  if (!kind) throw unprocessable({ application_id: [PROGRAM_MESSAGES.applicationKind] }, PROGRAM_MESSAGES.applicationKind);
  return { companyId: row.company_id, kind, auditKindId: auditKindOfApplication(row.application_type_id) };
}

export async function createProgram(ctx: AppContext, user: CurrentUser, body: AuditProgramBody): Promise<AuditProgram> {
  checkLookups(body);
  checkDates(body);
  return ctx.db.transaction().execute(async (trx) => {
    let companyId: number;
    let kind: number;
    let auditKindId: number = body.audit_kind_id ?? 1;
    if (body.application_id != null) {
      const target = await applicationTarget(trx, body.application_id);
      companyId = target.companyId;
      kind = target.kind;
      auditKindId = body.audit_kind_id ?? target.auditKindId;
    } else {
      if (body.company_id == null || body.certificate_type_id == null) {
        const errors: Record<string, string[]> = {};
        if (body.company_id == null) errors.company_id = [PROGRAM_MESSAGES.companyOrApplication];
        if (body.certificate_type_id == null) errors.certificate_type_id = [PROGRAM_MESSAGES.kind];
        throw unprocessable(errors, PROGRAM_MESSAGES.companyOrApplication);
      }
      const company = await trx.selectFrom('companies').select('id').where('id', '=', body.company_id).executeTakeFirst();
      if (!company) throw unprocessable({ company_id: [PROGRAM_MESSAGES.company] }, PROGRAM_MESSAGES.company);
      companyId = company.id;
      kind = body.certificate_type_id;
    }
    const derived = await assignmentColumns(
      trx,
      { programId: null, companyId, kind, plannedStartDate: body.planned_start_date ?? null, primaryAuditorId: body.primary_auditor_id ?? null, secondaryAuditorId: body.secondary_auditor_id ?? null },
      { primary: true, secondary: true },
    );
    const { id } = await trx
      .insertInto('audit_programs')
      .values({
        ...(givenColumns(auditProgram, body, 'create') as Updateable<AuditProgramsTable>),
        company_id: companyId,
        application_id: body.application_id ?? null,
        certificate_type_id: kind,
        audit_kind_id: auditKindId,
        requires_new_auditor: derived.requires_new_auditor,
        previous_auditor_id: derived.previous_auditor_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('audit_reports').values({ program_id: id }).execute();
    if (derived.previousProgramId !== null && body.primary_auditor_id != null) {
      await trx.updateTable('audit_programs').set({ next_auditor_id: body.primary_auditor_id }).where('id', '=', derived.previousProgramId).execute();
    }
    await syncPlans(trx, companyId);
    if (body.primary_auditor_id != null || body.planned_start_date != null) await notifyCompany(ctx, trx, id);
    const record = await readProgram(trx, id);
    await recordChange(trx, { companyId, userId: user.id, entity: 'audit_program', entityId: id, action: 'create', after: audited(record) });
    return record;
  });
}

const NOTIFIED_KEYS = ['primary_auditor_id', 'secondary_auditor_id', 'planned_start_date'] as const;

export async function updateProgram(ctx: AppContext, user: CurrentUser, programId: number, body: Partial<AuditProgramBody>): Promise<AuditProgram> {
  checkLookups(body);
  return ctx.db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('audit_programs').selectAll().where('id', '=', programId).forUpdate().executeTakeFirst();
    if (!stored) throw notFound(PROGRAM_NOT_FOUND);
    const before = await readProgram(trx, programId);
    if (before.statusId === AuditProgramStatus.cancelled && body.status_id === undefined) throw unprocessable({}, PROGRAM_MESSAGES.finishedChanged);
    const changes = givenColumns(auditProgram, body) as Updateable<AuditProgramsTable> & Record<string, unknown>;
    const pick = <K extends keyof AuditProgramBody>(key: K, current: unknown) => (body[key] !== undefined ? body[key] : current);
    const merged = {
      planned_start_date: pick('planned_start_date', before.plannedStartDate) as string | null,
      start_date: pick('start_date', before.startDate) as string | null,
      report_due_date: pick('report_due_date', before.reportDueDate) as string | null,
      primary: pick('primary_auditor_id', before.primaryAuditorId) as number | null,
      secondary: pick('secondary_auditor_id', before.secondaryAuditorId) as number | null,
    };
    checkDates({ ...body, start_date: merged.start_date, report_due_date: merged.report_due_date, planned_start_date: body.planned_start_date });
    const changed = NOTIFIED_KEYS.filter((key) => body[key] !== undefined && body[key] !== (before as Record<string, unknown>)[key === 'primary_auditor_id' ? 'primaryAuditorId' : key === 'secondary_auditor_id' ? 'secondaryAuditorId' : 'plannedStartDate']);
    if (changed.length > 0) {
      const derived = await assignmentColumns(
        trx,
        { programId, companyId: stored.company_id, kind: stored.certificate_type_id, plannedStartDate: merged.planned_start_date, primaryAuditorId: merged.primary, secondaryAuditorId: merged.secondary },
        { primary: changed.includes('primary_auditor_id'), secondary: changed.includes('secondary_auditor_id') },
      );
      changes.requires_new_auditor = derived.requires_new_auditor;
      changes.previous_auditor_id = derived.previous_auditor_id;
      if (derived.previousProgramId !== null && changed.includes('primary_auditor_id')) {
        await trx.updateTable('audit_programs').set({ next_auditor_id: merged.primary }).where('id', '=', derived.previousProgramId).execute();
      }
    }
    if (body.status_id === AuditProgramStatus.finished && stored.finished_at === null) changes.finished_at = sql`now()` as unknown as Date;
    await trx.updateTable('audit_programs').set({ ...changes, updated_at: sql`now()` }).where('id', '=', programId).execute();
    if (changed.length > 0) await notifyCompany(ctx, trx, programId);
    if (body.planned_start_date !== undefined || body.status_id !== undefined) await syncPlans(trx, stored.company_id);
    const record = await readProgram(trx, programId);
    await recordChange(trx, { companyId: stored.company_id, userId: user.id, entity: 'audit_program', entityId: programId, action: 'update', before: audited(before), after: audited(record) });
    return record;
  });
}

/** The people the office may assign: users holding an audit certificate role, by name. */
export async function assignableAuditors(db: Db) {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('people as p', 'p.id', 'u.person_id')
    .innerJoin('user_permissions as up', 'up.user_id', 'u.id')
    .select(['p.id', sql<string>`p.first_name || ' ' || p.last_name`.as('name'), 'u.email', sql<boolean>`bool_or(up.permission_id = ${UserRole.auditCertificateMaster})`.as('master')])
    .where('up.permission_id', 'in', [UserRole.auditCertificate, UserRole.auditCertificateMaster])
    .groupBy(['p.id', 'p.first_name', 'p.last_name', 'u.email'])
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('p.id')
    .execute();
  return { data: rows.map((row) => ({ id: row.id, name: row.name, email: row.email, master: row.master })) };
}
