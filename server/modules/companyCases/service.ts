/**
 * Deviation and additional-information cases (issue 22 §1): the office opens, changes, removes,
 * closes or takes a case to a board meeting; the company's admins answer with files. Each change is
 * one transaction with its audit row (and its mail through the outbox).
 */
import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { defineList, entitySortable } from '../../http/list';
import { idSchema } from '../../http/params';
import { entityView, storedColumns } from '../../http/view';
import { saveFile } from '../../http/files';
import type { UploadedFile } from '../../http/uploads';
import { recordChange } from '../../shared/auditRecord';
import type { Page } from '../../../src/domain/api/lists';
import { hasOfficePermission } from '../../../src/domain/permissions';
import {
  allCompanyCases,
  companyCase,
  dueDateOf,
  type AllCompanyCase,
  type CaseStatus,
  type CompanyCase,
  type CompanyCaseBody,
} from '../../../src/domain/entities/companyCase';
import { companyAdminEmails } from '../companies';
import { newCaseMail, type CaseFacts } from './mails';

export const CASE_NOT_FOUND = 'Selvityspyyntöä ei löytynyt.';
export const CASE_RULES = {
  notOpen: 'Selvityspyyntöön on jo vastattu tai se on käsitelty.',
  finished: 'Selvityspyyntö on jo suljettu tai viety lautakunnalle.',
  answeredLocked: 'Vastattua selvityspyyntöä ei voi poistaa.',
  meeting: 'Lautakunnan kokousta ei löytynyt.',
  meetingPast: 'Kokous on jo päättynyt. Valitse tuleva kokous.',
} as const;
const ENTITY = 'company_case';

type Reader = Db | Transaction<Database>;

/** Today in Finland, as the due dates are read. */
const TODAY = sql<string>`(now() at time zone 'Europe/Helsinki')::date`;

function selectCases(db: Reader) {
  return db
    .selectFrom('company_cases as cc')
    .leftJoin('board_meetings as bm', 'bm.id', 'cc.board_meeting_id')
    .select(storedColumns(companyCase, 'cc'))
    .select(['bm.title as board_meeting_title', sql<boolean>`cc.status = 'open' and cc.due_date < ${TODAY}`.as('is_overdue')])
    .select(
      sql<Array<{ id: number; original_name: string; mime_type: string; byte_size: number; created_at: string }>>`coalesce((
        select json_agg(json_build_object('id', f.id, 'original_name', f.original_name, 'mime_type', f.mime_type, 'byte_size', f.byte_size, 'created_at', to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by f.id)
        from company_case_files ccf join files f on f.id = ccf.file_id where ccf.case_id = cc.id), '[]')`.as('file_list'),
    );
}
type CaseRow = Awaited<ReturnType<ReturnType<typeof selectCases>['executeTakeFirstOrThrow']>>;

const view = entityView(companyCase);
const caseView = (row: CaseRow): CompanyCase =>
  view(row, {
    overdue: row.is_overdue,
    boardMeetingTitle: row.board_meeting_title ?? null,
    files: row.file_list.map((file) => ({ id: file.id, name: file.original_name, mimeType: file.mime_type, byteSize: file.byte_size, createdAt: file.created_at })),
  });

export const caseList = defineList({
  sortable: entitySortable(companyCase, 'cc'),
  defaultSort: 'openedAt',
  defaultOrder: 'desc',
  tiebreaker: 'cc.id',
  filters: { case_type_id: idSchema },
});

const STATUS_FILTER = ['open', 'answered', 'closed', 'board'] as const;
const booleanFilter = z.enum(['true', 'false'], { error: 'Arvon on oltava true tai false.' }).transform((value) => value === 'true');
const statusFilter = z.enum(STATUS_FILTER, { error: 'Valitse tila listalta.' });

export async function listCases(db: Db, companyId: number, query: z.output<typeof caseList.query>): Promise<Page<CompanyCase>> {
  return caseList.page(selectCases(db).where('cc.company_id', '=', companyId), query, {
    view: caseView,
    filters: { case_type_id: (typeId) => (eb) => eb('cc.case_type_id', '=', typeId) },
  });
}

export async function loadCase(db: Reader, companyId: number, caseId: number): Promise<CompanyCase> {
  const row = await selectCases(db).where('cc.company_id', '=', companyId).where('cc.id', '=', caseId).executeTakeFirst();
  if (!row) throw notFound(CASE_NOT_FOUND);
  return caseView(row);
}

/** The office's list across companies ("Poikkeamailmoitukset"): open ones by due date at first. */
export const officeCaseList = defineList({
  sortable: entitySortable(allCompanyCases, 'cc', { company: 'c.name' }),
  defaultSort: 'dueDate',
  defaultOrder: 'asc',
  tiebreaker: 'cc.id',
  filters: { company_id: idSchema, status: statusFilter, overdue: booleanFilter, case_type_id: idSchema },
});
const officeView = entityView(allCompanyCases);

export async function listOfficeCases(db: Db, query: z.output<typeof officeCaseList.query>): Promise<Page<AllCompanyCase>> {
  const select = db
    .selectFrom('company_cases as cc')
    .innerJoin('companies as c', 'c.id', 'cc.company_id')
    .select(['cc.id', 'cc.company_id', 'cc.case_type_id', 'cc.title', 'cc.status', 'c.name as company_name', 'c.registration_number as company_registration_number'])
    .select([sql<string>`cc.opened_at::text`.as('opened_at'), sql<string>`cc.due_date::text`.as('due_date'), sql<boolean>`cc.status = 'open' and cc.due_date < ${TODAY}`.as('is_overdue')]);
  return officeCaseList.page(select, query, {
    view: (row) =>
      officeView(row, { company: { id: row.company_id, name: row.company_name, registrationNumber: row.company_registration_number }, overdue: row.is_overdue }),
    filters: {
      company_id: (id) => (eb) => eb('cc.company_id', '=', id),
      status: (status) => (eb) => eb('cc.status', '=', status),
      case_type_id: (typeId) => (eb) => eb('cc.case_type_id', '=', typeId),
      overdue: (overdue) => () => (overdue ? sql<boolean>`cc.status = 'open' and cc.due_date < ${TODAY}` : sql<boolean>`not (cc.status = 'open' and cc.due_date < ${TODAY})`),
    },
  });
}

/** What an audit row keeps of a case body. */
const auditValues = (row: { case_type_id: number; title: string; description: string | null; opened_at: string; due_date: string }) => ({
  case_type_id: row.case_type_id,
  title: row.title,
  description: row.description,
  opened_at: row.opened_at,
  due_date: row.due_date,
});

export interface NewCase {
  companyId: number;
  caseTypeId: number;
  title: string;
  description: string | null;
  openedAt?: string | null;
  source: 'office' | 'prh';
  userId: number | null;
}

/** Opens a case in the caller's transaction and queues the mail to the company's admins (the PRH watch uses it too). */
export async function openCase(trx: Transaction<Database>, ctx: Pick<AppContext, 'outbox' | 'appUrl'>, input: NewCase): Promise<number> {
  const company = await trx.selectFrom('companies').select(['id', 'name']).where('id', '=', input.companyId).executeTakeFirst();
  if (!company) throw notFound('Yritystä ei löytynyt.');
  const today = await trx.selectNoFrom(sql<string>`${TODAY}::text`.as('day')).executeTakeFirstOrThrow();
  const openedAt = input.openedAt ?? today.day;
  const values = { case_type_id: input.caseTypeId, title: input.title, description: input.description, opened_at: openedAt, due_date: dueDateOf(openedAt) };
  const row = await trx
    .insertInto('company_cases')
    .values({ company_id: input.companyId, ...values, source: input.source, created_by_user_id: input.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordChange(trx, { companyId: input.companyId, userId: input.userId, entity: ENTITY, entityId: row.id, action: 'create', after: auditValues(values) });
  const facts: CaseFacts = { caseId: row.id, companyId: company.id, companyName: company.name, caseTypeId: input.caseTypeId, title: input.title, dueDate: values.due_date };
  for (const address of await companyAdminEmails(trx, input.companyId)) await ctx.outbox.mail(trx, newCaseMail(address, facts, ctx.appUrl));
  return row.id;
}

export async function createCase(ctx: AppContext, user: CurrentUser, companyId: number, body: CompanyCaseBody): Promise<CompanyCase> {
  return ctx.db.transaction().execute(async (trx) => {
    const id = await openCase(trx, ctx, {
      companyId,
      caseTypeId: body.case_type_id,
      title: body.title,
      description: body.description ?? null,
      openedAt: body.opened_at,
      source: 'office',
      userId: user.id,
    });
    return loadCase(trx, companyId, id);
  });
}

async function lockedCase(trx: Transaction<Database>, companyId: number, caseId: number) {
  const row = await trx
    .selectFrom('company_cases')
    .select(['id', 'case_type_id', 'title', 'description', sql<string>`opened_at::text`.as('opened_at'), sql<string>`due_date::text`.as('due_date'), 'status', 'conclusion', 'board_meeting_id', 'answer'])
    .where('company_id', '=', companyId)
    .where('id', '=', caseId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(CASE_NOT_FOUND);
  return row;
}

const finished = (status: CaseStatus) => status === 'closed' || status === 'board';

export async function updateCase(ctx: AppContext, user: CurrentUser, companyId: number, caseId: number, body: Partial<CompanyCaseBody>): Promise<CompanyCase> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockedCase(trx, companyId, caseId);
    if (finished(before.status)) throw conflict(CASE_RULES.finished, 'case_finished');
    const openedAt = body.opened_at ?? before.opened_at;
    const after = {
      case_type_id: body.case_type_id ?? before.case_type_id,
      title: body.title ?? before.title,
      description: body.description === undefined ? before.description : body.description,
      opened_at: openedAt,
      due_date: dueDateOf(openedAt),
    };
    await trx.updateTable('company_cases').set({ ...after, updated_at: sql`now()` }).where('id', '=', caseId).execute();
    await recordChange(trx, { companyId, userId: user.id, entity: ENTITY, entityId: caseId, action: 'update', before: auditValues(before), after: auditValues(after) });
    return loadCase(trx, companyId, caseId);
  });
}

export async function removeCase(ctx: AppContext, user: CurrentUser, companyId: number, caseId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockedCase(trx, companyId, caseId);
    // An answer is the company's word: a case it has answered stays, to be closed with a conclusion.
    if (before.status !== 'open') throw conflict(CASE_RULES.answeredLocked, 'case_answered');
    await trx.deleteFrom('company_prh_changes').where('case_id', '=', caseId).execute();
    await trx.deleteFrom('company_cases').where('id', '=', caseId).execute();
    await recordChange(trx, { companyId, userId: user.id, entity: ENTITY, entityId: caseId, action: 'delete', before: auditValues(before) });
  });
}

export async function answerCase(
  ctx: AppContext,
  user: CurrentUser,
  companyId: number,
  caseId: number,
  input: { answer: string; files: UploadedFile[] },
): Promise<CompanyCase> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockedCase(trx, companyId, caseId);
    if (before.status !== 'open') throw conflict(CASE_RULES.notOpen, 'case_not_open');
    const fileIds: number[] = [];
    for (const file of input.files) {
      const row = await saveFile(trx, ctx.storage, file, user.id);
      await trx.insertInto('company_case_files').values({ case_id: caseId, file_id: row.id }).execute();
      fileIds.push(row.id);
    }
    await trx
      .updateTable('company_cases')
      .set({ status: 'answered', answer: input.answer, answered_at: sql`now()`, answered_by_user_id: user.id, updated_at: sql`now()` })
      .where('id', '=', caseId)
      .execute();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: ENTITY,
      entityId: caseId,
      action: 'update',
      before: { status: before.status },
      after: { status: 'answered', answer: input.answer, file_ids: fileIds },
    });
    return loadCase(trx, companyId, caseId);
  });
}

export async function closeCase(ctx: AppContext, user: CurrentUser, companyId: number, caseId: number, conclusion: string): Promise<CompanyCase> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockedCase(trx, companyId, caseId);
    if (finished(before.status)) throw conflict(CASE_RULES.finished, 'case_finished');
    await trx.updateTable('company_cases').set({ status: 'closed', conclusion, closed_at: sql`now()`, updated_at: sql`now()` }).where('id', '=', caseId).execute();
    await recordChange(trx, { companyId, userId: user.id, entity: ENTITY, entityId: caseId, action: 'update', before: { status: before.status }, after: { status: 'closed', conclusion } });
    return loadCase(trx, companyId, caseId);
  });
}

export async function caseToBoard(ctx: AppContext, user: CurrentUser, companyId: number, caseId: number, meetingId: number): Promise<CompanyCase> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockedCase(trx, companyId, caseId);
    if (finished(before.status)) throw conflict(CASE_RULES.finished, 'case_finished');
    const meeting = await trx.selectFrom('board_meetings').select(['id', 'ended_at', 'archived_at']).where('id', '=', meetingId).executeTakeFirst();
    if (!meeting) throw unprocessable({ board_meeting_id: [CASE_RULES.meeting] }, CASE_RULES.meeting);
    if (meeting.ended_at || meeting.archived_at) throw unprocessable({ board_meeting_id: [CASE_RULES.meetingPast] }, CASE_RULES.meetingPast);
    await trx.updateTable('company_cases').set({ status: 'board', board_meeting_id: meetingId, updated_at: sql`now()` }).where('id', '=', caseId).execute();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: ENTITY,
      entityId: caseId,
      action: 'update',
      before: { status: before.status, board_meeting_id: before.board_meeting_id },
      after: { status: 'board', board_meeting_id: meetingId },
    });
    return loadCase(trx, companyId, caseId);
  });
}

/** A meeting's cases: the office sees any meeting's, a board member only their own boards' (another's is 404). */
export async function meetingCases(db: Db, user: CurrentUser, meetingId: number) {
  const meeting = await db
    .selectFrom('board_meetings as bm')
    .select('bm.id')
    .where('bm.id', '=', meetingId)
    .where(
      hasOfficePermission(user)
        ? sql<boolean>`true`
        : sql<boolean>`exists (select 1 from board_members own where own.board_id = bm.board_id and own.person_id = ${user.personId} and own.active)`,
    )
    .executeTakeFirst();
  if (!meeting) throw notFound('Kokousta ei löytynyt.');
  const rows = await db
    .selectFrom('company_cases as cc')
    .innerJoin('companies as c', 'c.id', 'cc.company_id')
    .select(['cc.id', 'cc.company_id', 'c.name as company_name', 'cc.case_type_id', 'cc.title', 'cc.status', sql<string>`cc.opened_at::text`.as('opened_at'), sql<string>`cc.due_date::text`.as('due_date')])
    .where('cc.board_meeting_id', '=', meetingId)
    .orderBy('c.name')
    .orderBy('cc.id')
    .execute();
  return {
    data: rows.map((row) => ({
      id: row.id,
      companyId: row.company_id,
      companyName: row.company_name,
      caseTypeId: row.case_type_id,
      title: row.title,
      status: row.status,
      openedAt: row.opened_at,
      dueDate: row.due_date,
    })),
  };
}

/** An answer's file, for its download: through the case, so another company's file id is 404. */
export async function caseFile(db: Db, companyId: number, caseId: number, fileId: number) {
  const row = await db
    .selectFrom('company_case_files as ccf')
    .innerJoin('company_cases as cc', 'cc.id', 'ccf.case_id')
    .innerJoin('files as f', 'f.id', 'ccf.file_id')
    .selectAll('f')
    .where('cc.company_id', '=', companyId)
    .where('cc.id', '=', caseId)
    .where('f.id', '=', fileId)
    .executeTakeFirst();
  if (!row) throw notFound('Tiedostoa ei löytynyt.');
  return row;
}
