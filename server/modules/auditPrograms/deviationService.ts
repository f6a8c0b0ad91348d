/**
 * Deviations (issue 21): the queries and state changes behind deviationRoutes.ts. Each change runs
 * in one transaction with the deviation row locked, writes an event of the history
 * (audit_deviation_events) and a recordChange row, and queues its mail through the outbox.
 * Staff reach a deviation through its programme (programAccess: the office, the master auditor and
 * the programme's own auditors; anyone else 404); a company reaches its own company's deviations.
 */
import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import { saveFile } from '../../http/files';
import { defineList, isoTimestamp } from '../../http/list';
import type { UploadedFile } from '../../http/uploads';
import { recordChange } from '../../shared/auditRecord';
import type { Page } from '../../../src/domain/api/lists';
import { AuditProgramStatus, AuditReportStatus, DeviationStatus } from '../../../src/domain/auditCodes';
import {
  DEVIATION_MESSAGES,
  defaultFixDate,
  sendFixErrors,
  type Deviation,
  type DeviationEvent,
  type DeviationFile,
  type DeviationListItem,
  type RaiseDeviationBody,
  type TakenActionBody,
  type UpdateDeviationBody,
} from '../../../src/domain/deviations';
import { isProgramStaff, programAccess, seesProgramsOf } from './programAccess';
import { completeReportIfReady } from './reportCompletion';
import { deviationRaisedMail, fixReturnedMail, fixSentMail, type DeviationMailFacts } from './deviationMails';

type Executor = Db | Transaction<Database>;

const ENTITY = 'audit_deviation';
const FILE_ENTITY = 'audit_deviation_file';
export const FINNISH_TODAY = sql<string>`(now() at time zone 'Europe/Helsinki')::date`;
/** Today as yyyy-MM-dd text (a date column would arrive as a Date). */
const FINNISH_TODAY_TEXT = sql<string>`(now() at time zone 'Europe/Helsinki')::date::text`;

function selectDeviations(db: Executor) {
  return db
    .selectFrom('audit_deviations as d')
    .innerJoin('audit_programs as p', 'p.id', 'd.program_id')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .leftJoin('audit_questions as q', 'q.id', 'd.question_id')
    .select([
      'd.id',
      'd.program_id',
      'p.company_id',
      'c.name as company_name',
      'p.certificate_type_id',
      'd.question_id',
      'q.text as question_text',
      'q.section_id',
      'd.severity_id',
      'd.status_id',
      'd.description',
      'd.taken_action',
      sql<string>`d.to_be_fixed_by_date::text`.as('to_be_fixed_by_date'),
      isoTimestamp<string | null>('d.fix_sent_at').as('fix_sent_at'),
      isoTimestamp<string | null>('d.fix_approved_at').as('fix_approved_at'),
      'd.auditor_comment',
      sql<boolean>`d.status_id <> ${DeviationStatus.acceptedFixed} and d.to_be_fixed_by_date < ${FINNISH_TODAY}`.as('overdue'),
      isoTimestamp('d.created_at').as('created_at'),
      isoTimestamp('d.updated_at').as('updated_at'),
    ]);
}

type DeviationRow = Awaited<ReturnType<ReturnType<typeof selectDeviations>['executeTakeFirstOrThrow']>>;

function listItemView(row: DeviationRow): DeviationListItem {
  return {
    id: row.id,
    programId: row.program_id,
    companyId: row.company_id,
    companyName: row.company_name,
    certificateTypeId: row.certificate_type_id,
    questionId: row.question_id,
    questionText: row.question_text,
    sectionId: row.section_id,
    severityId: row.severity_id,
    statusId: row.status_id,
    description: row.description,
    takenAction: row.taken_action,
    toBeFixedByDate: row.to_be_fixed_by_date,
    fixSentAt: row.fix_sent_at,
    fixApprovedAt: row.fix_approved_at,
    auditorComment: row.auditor_comment,
    overdue: row.overdue,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const personName = sql<string | null>`nullif(trim(coalesce(pe.first_name, '') || ' ' || coalesce(pe.last_name, '')), '')`;

async function filesOf(db: Executor, deviationIds: number[]): Promise<Map<number, DeviationFile[]>> {
  const byDeviation = new Map<number, DeviationFile[]>();
  if (!deviationIds.length) return byDeviation;
  const rows = await db
    .selectFrom('audit_deviation_files as df')
    .innerJoin('files as f', 'f.id', 'df.file_id')
    .leftJoin('users as u', 'u.id', 'df.uploaded_by_user_id')
    .leftJoin('people as pe', 'pe.id', 'u.person_id')
    .select(['df.id', 'df.deviation_id', 'f.original_name', 'f.mime_type', 'f.byte_size', isoTimestamp('df.created_at').as('created_at'), personName.as('uploaded_by')])
    .where('df.deviation_id', 'in', deviationIds)
    .orderBy('df.id')
    .execute();
  for (const row of rows) {
    const list = byDeviation.get(row.deviation_id) ?? [];
    list.push({ id: row.id, name: row.original_name, mimeType: row.mime_type, byteSize: row.byte_size, createdAt: row.created_at, uploadedBy: row.uploaded_by });
    byDeviation.set(row.deviation_id, list);
  }
  return byDeviation;
}

async function historyOf(db: Executor, deviationIds: number[]): Promise<Map<number, Deviation['history']>> {
  const byDeviation = new Map<number, Deviation['history']>();
  if (!deviationIds.length) return byDeviation;
  const rows = await db
    .selectFrom('audit_deviation_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('people as pe', 'pe.id', 'u.person_id')
    .select(['e.id', 'e.deviation_id', 'e.event', 'e.comment', isoTimestamp('e.created_at').as('at'), personName.as('by')])
    .where('e.deviation_id', 'in', deviationIds)
    .orderBy('e.id')
    .execute();
  for (const row of rows) {
    const list = byDeviation.get(row.deviation_id) ?? [];
    list.push({ id: row.id, event: row.event, comment: row.comment, at: row.at, by: row.by });
    byDeviation.set(row.deviation_id, list);
  }
  return byDeviation;
}

async function withDetails(db: Executor, rows: DeviationRow[]): Promise<Deviation[]> {
  const ids = rows.map((row) => row.id);
  const [files, history] = await Promise.all([filesOf(db, ids), historyOf(db, ids)]);
  return rows.map((row) => ({ ...listItemView(row), files: files.get(row.id) ?? [], history: history.get(row.id) ?? [] }));
}

async function deviationById(db: Executor, deviationId: number): Promise<Deviation> {
  const row = await selectDeviations(db).where('d.id', '=', deviationId).executeTakeFirst();
  if (!row) throw notFound(DEVIATION_MESSAGES.notFound);
  const [deviation] = await withDetails(db, [row]);
  if (!deviation) throw notFound(DEVIATION_MESSAGES.notFound);
  return deviation;
}

/** The deviation's row, locked for a change; 404 when it is not there (or not the given company's). */
async function lockDeviation(trx: Transaction<Database>, deviationId: number, companyId?: number) {
  let query = trx
    .selectFrom('audit_deviations as d')
    .innerJoin('audit_programs as p', 'p.id', 'd.program_id')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select([
      'd.id',
      'd.program_id',
      'p.company_id',
      'c.name as company_name',
      'p.primary_auditor_id',
      'p.secondary_auditor_id',
      'd.severity_id',
      'd.status_id',
      'd.description',
      'd.taken_action',
      sql<string>`d.to_be_fixed_by_date::text`.as('to_be_fixed_by_date'),
    ])
    .where('d.id', '=', deviationId)
    .forUpdate('d');
  if (companyId !== undefined) query = query.where('p.company_id', '=', companyId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(DEVIATION_MESSAGES.notFound);
  return row;
}

type LockedDeviation = Awaited<ReturnType<typeof lockDeviation>>;

const mailFacts = (row: LockedDeviation): DeviationMailFacts => ({
  id: row.id,
  companyId: row.company_id,
  companyName: row.company_name,
  severityId: row.severity_id,
  description: row.description,
  toBeFixedByDate: row.to_be_fixed_by_date,
});

async function addEvent(trx: Transaction<Database>, deviationId: number, event: DeviationEvent, userId: number | null, comment: string | null = null) {
  await trx.insertInto('audit_deviation_events').values({ deviation_id: deviationId, event, comment, user_id: userId }).execute();
}

/** The company's admins' addresses (their own before the company's copy). */
export async function companyAdminEmails(db: Executor, companyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('company_people as cp')
    .innerJoin('people as p', 'p.id', 'cp.person_id')
    .select(sql<string | null>`lower(coalesce(p.email, cp.email))`.as('email'))
    .where('cp.company_id', '=', companyId)
    .where('cp.status', '=', 'active')
    .where('cp.company_admin', '=', true)
    .execute();
  return [...new Set(rows.map((row) => row.email).filter((email): email is string => !!email))].sort();
}

async function auditorEmails(db: Executor, personIds: Array<number | null>): Promise<string[]> {
  const ids = personIds.filter((value): value is number => value !== null);
  if (!ids.length) return [];
  const rows = await db.selectFrom('users').select('email').where('person_id', 'in', ids).execute();
  return [...new Set(rows.map((row) => row.email.toLowerCase()))].sort();
}

/** Staff only (the office, the master auditor, the programme's auditors): anyone else 404, as the programme is. */
async function staffAccess(db: Db, user: CurrentUser, deviationId: number) {
  const row = await db.selectFrom('audit_deviations').select(['program_id']).where('id', '=', deviationId).executeTakeFirst();
  if (!row) throw notFound(DEVIATION_MESSAGES.notFound);
  const reach = await programAccess(db, user, row.program_id).catch(() => {
    throw notFound(DEVIATION_MESSAGES.notFound);
  });
  if (!isProgramStaff(reach.roles)) throw notFound(DEVIATION_MESSAGES.notFound);
  return reach;
}

const requireAuditor = (roles: { assignedAuditor: boolean; master: boolean }) => {
  if (!roles.assignedAuditor && !roles.master) throw forbidden(DEVIATION_MESSAGES.auditorsOnly);
};

// ----- Staff ---------------------------------------------------------------------------------

export async function raiseDeviation(ctx: AppContext, user: CurrentUser, programId: number, body: RaiseDeviationBody): Promise<Deviation> {
  const { program, roles } = await programAccess(ctx.db, user, programId);
  if (!isProgramStaff(roles)) throw notFound('Auditointiohjelmaa ei löytynyt.');
  requireAuditor(roles);
  return ctx.db.transaction().execute(async (trx) => {
    const state = await trx
      .selectFrom('audit_programs as p')
      .leftJoin('audit_reports as r', 'r.program_id', 'p.id')
      .innerJoin('companies as c', 'c.id', 'p.company_id')
      .select(['p.status_id', 'r.status_id as report_status_id', 'c.name as company_name', FINNISH_TODAY_TEXT.as('today')])
      .where('p.id', '=', programId)
      .forUpdate('p')
      .executeTakeFirstOrThrow();
    if (state.status_id === AuditProgramStatus.finished || state.status_id === AuditProgramStatus.cancelled || state.report_status_id === AuditReportStatus.ready) {
      throw conflict(DEVIATION_MESSAGES.reportReady);
    }
    const today = state.today;
    const question = await trx
      .selectFrom('audit_questions')
      .select('id')
      .where('id', '=', body.question_id)
      .where(sql<boolean>`${program.certificateTypeId} = any(certificate_type_ids)`)
      .executeTakeFirst();
    if (!question) throw unprocessable({ question_id: [DEVIATION_MESSAGES.questionUnknown] });
    const due = body.to_be_fixed_by_date ?? defaultFixDate(today);
    if (due < today) throw unprocessable({ to_be_fixed_by_date: [DEVIATION_MESSAGES.dueInPast] });

    const row = await trx
      .insertInto('audit_deviations')
      .values({
        program_id: programId,
        question_id: body.question_id,
        severity_id: body.certificate_deviation_severity_id,
        status_id: DeviationStatus.inProgress,
        description: body.description,
        to_be_fixed_by_date: due,
        created_by_user_id: user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The question's observation shows the deviation (a write that raises its version, as the editor's do).
    await trx
      .insertInto('audit_answers')
      .values({ program_id: programId, question_id: body.question_id, has_deviation: true, updated_by_user_id: user.id })
      .onConflict((oc) =>
        oc.columns(['program_id', 'question_id']).doUpdateSet({
          has_deviation: true,
          version: sql`audit_answers.version + 1`,
          updated_at: sql`now()`,
          updated_by_user_id: user.id,
        }),
      )
      .execute();
    await addEvent(trx, row.id, 'raised', user.id);
    await recordChange(trx, {
      companyId: program.companyId,
      userId: user.id,
      entity: ENTITY,
      entityId: row.id,
      action: 'create',
      after: { program_id: programId, question_id: body.question_id, severity_id: body.certificate_deviation_severity_id, description: body.description, to_be_fixed_by_date: due },
    });
    const facts: DeviationMailFacts = {
      id: row.id,
      companyId: program.companyId,
      companyName: state.company_name,
      severityId: body.certificate_deviation_severity_id,
      description: body.description,
      toBeFixedByDate: due,
    };
    for (const to of await companyAdminEmails(trx, program.companyId)) await ctx.outbox.mail(trx, deviationRaisedMail(to, facts, ctx.appUrl));
    return deviationById(trx, row.id);
  });
}

const FILTER_ID = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2147483647, message);

export const deviationList = defineList({
  sortable: {
    id: 'd.id',
    toBeFixedByDate: 'd.to_be_fixed_by_date',
    createdAt: 'd.created_at',
    statusId: 'd.status_id',
    companyName: 'c.name',
    // The auditor's review list: fixes waiting for them (ready) first, then by due date.
    readyFirst: [sql`(d.status_id <> ${sql.lit(DeviationStatus.ready)})`, 'd.to_be_fixed_by_date'],
  },
  defaultSort: 'toBeFixedByDate',
  tiebreaker: 'd.id',
  filters: {
    status_id: FILTER_ID('Tila on 1, 2 tai 3.').refine((value) => value <= 3, 'Tila on 1, 2 tai 3.').meta({ pattern: '^[1-3]$' }),
    severity_id: FILTER_ID('Vakavuus on 1 tai 2.').refine((value) => value <= 2, 'Vakavuus on 1 tai 2.').meta({ pattern: '^[1-2]$' }),
    overdue: z.enum(['true', 'false'], { error: 'Myöhässä-suodatin on true tai false.' }).transform((value) => value === 'true'),
    program_id: FILTER_ID('Auditointiohjelman tunniste on positiivinen kokonaisluku.'),
    company_id: FILTER_ID('Yrityksen tunniste on positiivinen kokonaisluku.'),
  },
});

/** GET /api/deviations: the office and the master auditor every deviation, an auditor their programmes'. */
export async function listDeviations(db: Db, user: CurrentUser, query: z.output<typeof deviationList.query>): Promise<Page<DeviationListItem>> {
  const sees = seesProgramsOf(user);
  let select = selectDeviations(db);
  if (!('all' in sees)) {
    select = select.where((eb) => eb.or([eb('p.primary_auditor_id', '=', sees.personId), eb('p.secondary_auditor_id', '=', sees.personId)]));
  }
  return deviationList.page(select, query, {
    view: listItemView,
    filters: {
      status_id: (value) => (eb) => eb('d.status_id', '=', value),
      severity_id: (value) => (eb) => eb('d.severity_id', '=', value),
      overdue: (value) => () =>
        value
          ? sql<boolean>`d.status_id <> ${DeviationStatus.acceptedFixed} and d.to_be_fixed_by_date < ${FINNISH_TODAY}`
          : sql<boolean>`not (d.status_id <> ${DeviationStatus.acceptedFixed} and d.to_be_fixed_by_date < ${FINNISH_TODAY})`,
      program_id: (value) => (eb) => eb('d.program_id', '=', value),
      company_id: (value) => (eb) => eb('p.company_id', '=', value),
    },
  });
}

export async function readDeviation(db: Db, user: CurrentUser, deviationId: number): Promise<Deviation> {
  await staffAccess(db, user, deviationId);
  return deviationById(db, deviationId);
}

export async function updateDeviation(ctx: AppContext, user: CurrentUser, deviationId: number, body: UpdateDeviationBody): Promise<Deviation> {
  const { roles } = await staffAccess(ctx.db, user, deviationId);
  requireAuditor(roles);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockDeviation(trx, deviationId);
    if (before.status_id !== DeviationStatus.inProgress) throw conflict(DEVIATION_MESSAGES.notInProgress);
    const { today } = await trx.selectNoFrom(FINNISH_TODAY_TEXT.as('today')).executeTakeFirstOrThrow();
    const due = body.to_be_fixed_by_date;
    if (due && due !== before.to_be_fixed_by_date && due < today) throw unprocessable({ to_be_fixed_by_date: [DEVIATION_MESSAGES.dueInPast] });
    const changes = {
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.certificate_deviation_severity_id !== undefined ? { severity_id: body.certificate_deviation_severity_id } : {}),
      ...(due ? { to_be_fixed_by_date: due } : {}),
    };
    if (Object.keys(changes).length) {
      await trx.updateTable('audit_deviations').set({ ...changes, updated_at: sql`now()`, version: sql`version + 1` }).where('id', '=', deviationId).execute();
      await addEvent(trx, deviationId, 'changed', user.id);
      await recordChange(trx, {
        companyId: before.company_id,
        userId: user.id,
        entity: ENTITY,
        entityId: deviationId,
        action: 'update',
        before: { description: before.description, severity_id: before.severity_id, to_be_fixed_by_date: before.to_be_fixed_by_date },
        after: changes,
      });
    }
    return deviationById(trx, deviationId);
  });
}

/** Ready → accepted-fixed; then the report may become ready (reportCompletion.ts). */
export async function approveFix(ctx: AppContext, user: CurrentUser, deviationId: number): Promise<Deviation> {
  const { roles } = await staffAccess(ctx.db, user, deviationId);
  requireAuditor(roles);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockDeviation(trx, deviationId);
    if (before.status_id !== DeviationStatus.ready) throw conflict(DEVIATION_MESSAGES.notReady);
    await trx
      .updateTable('audit_deviations')
      .set({ status_id: DeviationStatus.acceptedFixed, fix_approved_at: sql`now()`, updated_at: sql`now()`, version: sql`version + 1` })
      .where('id', '=', deviationId)
      .execute();
    await addEvent(trx, deviationId, 'approved', user.id);
    await recordChange(trx, { companyId: before.company_id, userId: user.id, entity: ENTITY, entityId: deviationId, action: 'update', before: { status_id: before.status_id }, after: { status_id: DeviationStatus.acceptedFixed } });
    await completeReportIfReady(trx, before.program_id);
    return deviationById(trx, deviationId);
  });
}

/** Ready → in progress with the auditor's comment; the company's admins are told. */
export async function rejectFix(ctx: AppContext, user: CurrentUser, deviationId: number, comment: string): Promise<Deviation> {
  const { roles } = await staffAccess(ctx.db, user, deviationId);
  requireAuditor(roles);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockDeviation(trx, deviationId);
    if (before.status_id !== DeviationStatus.ready) throw conflict(DEVIATION_MESSAGES.notReady);
    await trx
      .updateTable('audit_deviations')
      .set({ status_id: DeviationStatus.inProgress, auditor_comment: comment, fix_sent_at: null, updated_at: sql`now()`, version: sql`version + 1` })
      .where('id', '=', deviationId)
      .execute();
    await addEvent(trx, deviationId, 'rejected', user.id, comment);
    await recordChange(trx, {
      companyId: before.company_id,
      userId: user.id,
      entity: ENTITY,
      entityId: deviationId,
      action: 'update',
      before: { status_id: before.status_id },
      after: { status_id: DeviationStatus.inProgress, auditor_comment: comment },
    });
    for (const to of await companyAdminEmails(trx, before.company_id)) await ctx.outbox.mail(trx, fixReturnedMail(to, mailFacts(before), comment, ctx.appUrl));
    return deviationById(trx, deviationId);
  });
}

/** The stored file of a deviation's evidence for a staff download: 404 unless the caller reaches the deviation. */
export async function staffFileForDownload(db: Db, user: CurrentUser, deviationId: number, fileId: number) {
  await staffAccess(db, user, deviationId);
  return evidenceFile(db, deviationId, fileId);
}

// ----- The company ---------------------------------------------------------------------------

/** GET /api/companies/{id}/deviations: every deviation of the company's programmes, open ones first, by due date. */
export async function listCompanyDeviations(db: Db, companyId: number): Promise<Deviation[]> {
  const rows = await selectDeviations(db)
    .where('p.company_id', '=', companyId)
    .orderBy(sql`d.status_id = ${DeviationStatus.acceptedFixed}`)
    .orderBy('d.to_be_fixed_by_date')
    .orderBy('d.id')
    .limit(1000)
    .execute();
  return withDetails(db, rows);
}

async function lockOpenForCompany(trx: Transaction<Database>, companyId: number, deviationId: number) {
  const row = await lockDeviation(trx, deviationId, companyId);
  if (row.status_id !== DeviationStatus.inProgress) throw conflict(DEVIATION_MESSAGES.notInProgress);
  return row;
}

export async function writeTakenAction(ctx: AppContext, user: CurrentUser, companyId: number, deviationId: number, body: TakenActionBody): Promise<Deviation> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockOpenForCompany(trx, companyId, deviationId);
    if (body.taken_action !== undefined && body.taken_action !== before.taken_action) {
      await trx
        .updateTable('audit_deviations')
        .set({ taken_action: body.taken_action, updated_at: sql`now()`, version: sql`version + 1` })
        .where('id', '=', deviationId)
        .execute();
      await recordChange(trx, { companyId, userId: user.id, entity: ENTITY, entityId: deviationId, action: 'update', before: { taken_action: before.taken_action }, after: { taken_action: body.taken_action } });
    }
    return deviationById(trx, deviationId);
  });
}

export async function addEvidence(ctx: AppContext, user: CurrentUser, companyId: number, deviationId: number, file: UploadedFile): Promise<DeviationFile> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockOpenForCompany(trx, companyId, deviationId);
    const stored = await saveFile(trx, ctx.storage, file, user.id);
    const link = await trx
      .insertInto('audit_deviation_files')
      .values({ deviation_id: deviationId, file_id: stored.id, uploaded_by_user_id: user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('audit_deviations').set({ updated_at: sql`now()` }).where('id', '=', deviationId).execute();
    await recordChange(trx, { companyId, userId: user.id, entity: FILE_ENTITY, entityId: link.id, action: 'create', after: { deviation_id: deviationId, name: stored.original_name, byte_size: stored.byte_size } });
    const files = await filesOf(trx, [deviationId]);
    const added = files.get(deviationId)?.find((entry) => entry.id === link.id);
    if (!added) throw notFound(DEVIATION_MESSAGES.fileNotFound);
    return added;
  });
}

export async function removeEvidence(ctx: AppContext, user: CurrentUser, companyId: number, deviationId: number, fileId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockOpenForCompany(trx, companyId, deviationId);
    const link = await trx
      .deleteFrom('audit_deviation_files')
      .where('id', '=', fileId)
      .where('deviation_id', '=', deviationId)
      .returning(['file_id'])
      .executeTakeFirst();
    if (!link) throw notFound(DEVIATION_MESSAGES.fileNotFound);
    const file = await trx.deleteFrom('files').where('id', '=', link.file_id).returning(['original_name', 'byte_size']).executeTakeFirstOrThrow();
    await trx.updateTable('audit_deviations').set({ updated_at: sql`now()` }).where('id', '=', deviationId).execute();
    await recordChange(trx, { companyId, userId: user.id, entity: FILE_ENTITY, entityId: fileId, action: 'delete', before: { deviation_id: deviationId, name: file.original_name, byte_size: file.byte_size } });
  });
}

async function evidenceFile(db: Db, deviationId: number, fileId: number, companyId?: number) {
  let query = db
    .selectFrom('audit_deviation_files as df')
    .innerJoin('audit_deviations as d', 'd.id', 'df.deviation_id')
    .innerJoin('audit_programs as p', 'p.id', 'd.program_id')
    .innerJoin('files as f', 'f.id', 'df.file_id')
    .selectAll('f')
    .where('df.id', '=', fileId)
    .where('d.id', '=', deviationId);
  if (companyId !== undefined) query = query.where('p.company_id', '=', companyId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(DEVIATION_MESSAGES.fileNotFound);
  return row;
}

export const companyFileForDownload = (db: Db, companyId: number, deviationId: number, fileId: number) => evidenceFile(db, deviationId, fileId, companyId);

/** In progress → ready (fixSentAt): refused without the taken action, and for a serious deviation without evidence. */
export async function sendFix(ctx: AppContext, user: CurrentUser, companyId: number, deviationId: number): Promise<Deviation> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockOpenForCompany(trx, companyId, deviationId);
    const count = await trx
      .selectFrom('audit_deviation_files')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('deviation_id', '=', deviationId)
      .executeTakeFirstOrThrow();
    const errors = sendFixErrors({ severityId: before.severity_id, takenAction: before.taken_action, fileCount: Number(count.n) });
    if (Object.keys(errors).length) throw unprocessable(errors, Object.values(errors).flat().join(' '));
    await trx
      .updateTable('audit_deviations')
      .set({ status_id: DeviationStatus.ready, fix_sent_at: sql`now()`, updated_at: sql`now()`, version: sql`version + 1` })
      .where('id', '=', deviationId)
      .execute();
    await addEvent(trx, deviationId, 'fix_sent', user.id, before.taken_action);
    await recordChange(trx, { companyId, userId: user.id, entity: ENTITY, entityId: deviationId, action: 'update', before: { status_id: before.status_id }, after: { status_id: DeviationStatus.ready } });
    for (const to of await auditorEmails(trx, [before.primary_auditor_id, before.secondary_auditor_id])) await ctx.outbox.mail(trx, fixSentMail(to, mailFacts(before), ctx.appUrl));
    return deviationById(trx, deviationId);
  });
}
