/**
 * The company's self-evaluation of an audit programme (issue 21; SPEC §2 self-evaluation modal):
 * per evaluation report section (1–16) the company's score 0–5 and comment, read beside the
 * auditor's score — the mean of the section's observation scores in the report, one decimal.
 * Read by the company's people and the programme's staff (office, master auditor, its auditors);
 * written by the company's admins (and the office) until the report is sent to the company.
 * The company sees the auditor's scores once the report has been sent (docs/decisions.md).
 */
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/types';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../http/currentUser';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { recordChange } from '../../shared/auditRecord';
import { AuditProgramStatus, AuditReportStatus, EVALUATION_REPORT_SECTION_IDS } from '../../../src/domain/auditCodes';
import { DESCRIBABLES } from '../../../src/domain/describables';
import type { SelfEvaluation } from '../../../src/domain/api/selfEvaluationActions';
import { selfEvaluationWriteSchema } from '../../../src/domain/api/selfEvaluationActions';
import type { z } from 'zod';
import { isProgramStaff, PROGRAM_NOT_FOUND, programAccess } from './programAccess';

export const SELF_EVALUATION_CLOSED = 'Itsearviointia ei voi enää muuttaa: auditointiraportti on jo lähetetty yritykselle tai auditointi on päättynyt.';
export const SELF_EVALUATION_ADMINS = 'Itsearvioinnin voivat täyttää vain yrityksen pääkäyttäjät.';
export const SELF_EVALUATION_RULES = [SELF_EVALUATION_CLOSED] as const;

const sectionName = (id: number) => DESCRIBABLES['evaluation-report-sections']?.find((entry) => entry.id === id)?.shortDescription ?? String(id);

/** The programme as the caller may reach it here: its company must be the path's company, else 404. */
async function reach(ctx: AppContext, user: CurrentUser, companyId: number, programId: number) {
  const reached = await programAccess(ctx.db, user, programId);
  if (reached.program.companyId !== companyId) throw notFound(PROGRAM_NOT_FOUND);
  return reached;
}

async function state(db: Db | Transaction<Database>, programId: number) {
  return db
    .selectFrom('audit_programs as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .leftJoin('audit_reports as r', 'r.program_id', 'p.id')
    .select([
      'p.id',
      'p.company_id',
      'c.name as company_name',
      'p.certificate_type_id',
      'p.status_id',
      sql<string | null>`p.planned_start_date::text`.as('planned_start_date'),
      'r.sent_at',
      'r.status_id as report_status_id',
    ])
    .where('p.id', '=', programId)
    .executeTakeFirstOrThrow();
}

type ProgramState = Awaited<ReturnType<typeof state>>;

/** Closed once the report went to the company (sent, or past in progress) or the programme ended. */
const isClosed = (row: ProgramState) =>
  row.sent_at !== null ||
  (row.report_status_id !== null && row.report_status_id !== AuditReportStatus.inProgress) ||
  row.status_id === AuditProgramStatus.finished ||
  row.status_id === AuditProgramStatus.cancelled;

async function view(ctx: AppContext, row: ProgramState, canWrite: boolean, showAuditor: boolean): Promise<SelfEvaluation> {
  const own = await ctx.db
    .selectFrom('audit_self_evaluations')
    .select(['section_id', 'score', 'comment', sql<string>`to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('updated_at')])
    .where('program_id', '=', row.id)
    .execute();
  const auditor = showAuditor
    ? await ctx.db
        .selectFrom('audit_answers as a')
        .innerJoin('audit_questions as q', 'q.id', 'a.question_id')
        .select(['q.section_id', sql<string>`round(avg(a.score)::numeric, 1)`.as('mean')])
        .where('a.program_id', '=', row.id)
        .where('a.score', 'is not', null)
        .groupBy('q.section_id')
        .execute()
    : [];
  const closed = isClosed(row);
  const updatedAt = own.reduce<string | null>((latest, entry) => (latest === null || entry.updated_at > latest ? entry.updated_at : latest), null);
  return {
    programId: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    certificateTypeId: row.certificate_type_id,
    plannedStartDate: row.planned_start_date,
    canWrite: canWrite && !closed,
    closed,
    sections: EVALUATION_REPORT_SECTION_IDS.map((sectionId) => {
      const entry = own.find((item) => item.section_id === sectionId);
      const mean = auditor.find((item) => item.section_id === sectionId)?.mean;
      return {
        sectionId,
        name: sectionName(sectionId),
        score: entry?.score ?? null,
        comment: entry?.comment ?? null,
        auditorScore: mean === undefined || mean === null ? null : Number(mean),
      };
    }),
    updatedAt,
  };
}

export async function getSelfEvaluation(ctx: AppContext, user: CurrentUser, companyId: number, programId: number): Promise<SelfEvaluation> {
  const { roles } = await reach(ctx, user, companyId, programId);
  const row = await state(ctx.db, programId);
  const staff = isProgramStaff(roles);
  // The company sees the auditor's scores once the report has been sent to it.
  return view(ctx, row, roles.office || roles.companyAdmin, staff || isClosed(row));
}

export async function writeSelfEvaluation(
  ctx: AppContext,
  user: CurrentUser,
  companyId: number,
  programId: number,
  body: z.output<typeof selfEvaluationWriteSchema>,
): Promise<SelfEvaluation> {
  const { roles } = await reach(ctx, user, companyId, programId);
  if (!roles.office && !roles.companyAdmin) throw forbidden(SELF_EVALUATION_ADMINS);
  await ctx.db.transaction().execute(async (trx) => {
    // The programme's row locked: a report sent meanwhile waits for this write or refuses it.
    await trx.selectFrom('audit_programs').select('id').where('id', '=', programId).forUpdate().executeTakeFirstOrThrow();
    const row = await state(trx, programId);
    if (isClosed(row)) throw unprocessable({ sections: [SELF_EVALUATION_CLOSED] }, SELF_EVALUATION_CLOSED);
    const before = await trx.selectFrom('audit_self_evaluations').select(['section_id', 'score', 'comment']).where('program_id', '=', programId).execute();
    for (const section of body.sections) {
      const stored = before.find((entry) => entry.section_id === section.section_id);
      const score = section.score === undefined ? (stored?.score ?? null) : section.score;
      const comment = section.comment === undefined ? (stored?.comment ?? null) : section.comment?.trim() || null;
      await trx
        .insertInto('audit_self_evaluations')
        .values({ program_id: programId, section_id: section.section_id, score, comment, updated_by_user_id: user.id })
        .onConflict((oc) => oc.columns(['program_id', 'section_id']).doUpdateSet({ score, comment, updated_by_user_id: user.id, updated_at: sql`now()` }))
        .execute();
    }
    const after = await trx.selectFrom('audit_self_evaluations').select(['section_id', 'score', 'comment']).where('program_id', '=', programId).orderBy('section_id').execute();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: 'audit_self_evaluation',
      entityId: programId,
      action: before.length === 0 ? 'create' : 'update',
      before: before.length === 0 ? undefined : before,
      after,
    });
  });
  const row = await state(ctx.db, programId);
  return view(ctx, row, true, isProgramStaff(roles) || isClosed(row));
}
