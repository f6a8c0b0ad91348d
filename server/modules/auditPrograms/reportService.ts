/**
 * The audit report (issue 21; SPEC §3 Report, Answer, Observation; §4 report in progress / draft /
 * accepted / ready): read with its 16 sections and their questions, written one question at a time
 * with optimistic concurrency (a stale version is refused with 409 and the question as it now
 * stands), sent to the company, commented, reviewed by the master auditor.
 *
 * Carry-forward: the first time a writable report is opened, each question of the catalogue (active,
 * of the programme's certificate kind) gets its answer row, starting from the same question's answer
 * in the company's previous ready report of that kind (initial_answer = answer); a question added to
 * the catalogue later gets its row the next time the report is opened. The previous report's score
 * (lastScore) and the company's open deviations of that kind are read beside each question.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { forbidden, HttpError, notFound, unprocessable } from '../../http/errors';
import { recordChange } from '../../shared/auditRecord';
import {
  STALE_ANSWER_MESSAGE,
  type AuditReport,
  type QuestionWrite,
  type ReportQuestion,
} from '../../../src/domain/api/auditReport';
import { AuditReportStatus, DeviationStatus } from '../../../src/domain/auditCodes';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { answersWritable, hoursRecorded, ifMatchVersion, OBSERVATION_COLUMNS, REPORT_MESSAGES, reviewable, sectionScore } from '../../../src/domain/auditReport';
import { completeReportIfReady } from './reportCompletion';
import { isProgramStaff, programAccess, requireProgramAuditor, type ProgramAccess, type ProgramCore } from './programAccess';
import { reportSentMail } from './reportMails';

type Trx = Transaction<Database>;
type Db = Kysely<Database> | Trx;
const ENTITY = 'audit_report';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const personName = (column: string) => sql<string | null>`(select p.first_name || ' ' || p.last_name from people p where p.id = ${sql.ref(column)})`;
const userName = (column: string) =>
  sql<string | null>`(select p.first_name || ' ' || p.last_name from users u join people p on p.id = u.person_id where u.id = ${sql.ref(column)})`;

export const SECTION_NAMES: ReadonlyMap<number, string> = new Map((DESCRIBABLES['evaluation-report-sections'] ?? []).map((row) => [row.id, row.shortDescription]));

/** The company's previous ready report of the same certificate kind: the carry-forward's source. */
async function previousProgramId(db: Db, program: ProgramCore): Promise<number | null> {
  const row = await db
    .selectFrom('audit_programs as p')
    .innerJoin('audit_reports as r', 'r.program_id', 'p.id')
    .select('p.id')
    .where('p.company_id', '=', program.companyId)
    .where('p.certificate_type_id', '=', program.certificateTypeId)
    .where('p.id', '<>', program.id)
    .where('r.status_id', '=', AuditReportStatus.ready)
    .orderBy(sql`r.finished_at desc nulls last`)
    .orderBy('p.id', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The report row (created when missing) and, while the report is writable, an answer row per
 * catalogue question, carried forward from the previous ready report. Idempotent.
 */
async function ensureReport(db: Db, program: ProgramCore): Promise<void> {
  await db.insertInto('audit_reports').values({ program_id: program.id }).onConflict((oc) => oc.column('program_id').doNothing()).execute();
  const report = await db.selectFrom('audit_reports').select('status_id').where('program_id', '=', program.id).executeTakeFirstOrThrow();
  if (!answersWritable(report.status_id)) return;
  const previous = await previousProgramId(db, program);
  await sql`
    insert into audit_answers (program_id, question_id, answer, initial_answer)
    select ${program.id}, q.id, prev.answer, prev.answer
    from audit_questions q
    left join audit_answers prev on prev.program_id = ${previous ?? 0} and prev.question_id = q.id
    where q.active and ${program.certificateTypeId}::int = any(q.certificate_type_ids)
    on conflict (program_id, question_id) do nothing`.execute(db);
}

interface Viewer {
  /** The company's view: reviewer comments only on public answers, no observation history. */
  company: boolean;
}

/** The report's questions (or one of them) as the editor reads them. */
async function reportQuestions(db: Db, program: ProgramCore, viewer: Viewer, questionId?: number): Promise<ReportQuestion[]> {
  let select = db
    .selectFrom('audit_questions as q')
    .leftJoin('audit_answers as a', (join) => join.onRef('a.question_id', '=', 'q.id').on('a.program_id', '=', program.id))
    .select([
      'q.id',
      'q.symbolic_name',
      'q.text',
      'q.description',
      'q.section_id',
      'a.answer',
      'a.initial_answer',
      'a.finished',
      'a.reviewer_comment',
      'a.grade_id',
      'a.public',
      'a.strengths',
      'a.development_areas',
      'a.score',
      'a.has_deviation',
      'a.observation_status_id',
      'a.version',
      'a.updated_at',
      userName('a.updated_by_user_id').as('updated_by'),
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('q.active', '=', true), eb(sql<number>`${program.certificateTypeId}::int`, '=', sql<number>`any(q.certificate_type_ids)`)]),
        eb('a.version', '>', 1),
      ]),
    )
    .orderBy('q.section_id')
    .orderBy('q.order_number')
    .orderBy('q.id');
  if (questionId !== undefined) select = select.where('q.id', '=', questionId);
  const rows = await select.execute();
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);

  const previous = await previousProgramId(db, program);
  const lastScores = new Map<number, number | null>();
  if (previous !== null) {
    const scored = await db.selectFrom('audit_answers').select(['question_id', 'score']).where('program_id', '=', previous).where('question_id', 'in', ids).execute();
    for (const row of scored) lastScores.set(row.question_id, row.score);
  }

  const history = viewer.company
    ? []
    : await db
        .selectFrom('audit_observation_history as h')
        .select(['h.question_id', 'h.strengths', 'h.development_areas', 'h.score', 'h.has_deviation', 'h.observation_status_id', 'h.created_at', userName('h.user_id').as('by')])
        .where('h.program_id', '=', program.id)
        .where('h.question_id', 'in', ids)
        .orderBy('h.id')
        .execute();

  // The company's deviations of this certificate kind not yet accepted-fixed, from this and earlier audits.
  const deviations = await db
    .selectFrom('audit_deviations as d')
    .innerJoin('audit_programs as p', 'p.id', 'd.program_id')
    .select([
      'd.id',
      'd.program_id',
      'd.question_id',
      'd.severity_id',
      'd.status_id',
      'd.description',
      sql<string>`d.to_be_fixed_by_date::text`.as('due'),
      sql<boolean>`d.to_be_fixed_by_date < current_date`.as('overdue'),
    ])
    .where('p.company_id', '=', program.companyId)
    .where('p.certificate_type_id', '=', program.certificateTypeId)
    .where('d.status_id', '<>', DeviationStatus.acceptedFixed)
    .where('d.question_id', 'in', ids)
    .orderBy('d.to_be_fixed_by_date')
    .orderBy('d.id')
    .execute();

  return rows.map((row) => ({
    id: row.id,
    symbolicName: row.symbolic_name,
    text: row.text,
    description: row.description,
    sectionId: row.section_id,
    answer: {
      answer: row.answer ?? null,
      initialAnswer: row.initial_answer ?? null,
      finished: row.finished ?? false,
      reviewerComment: viewer.company && !row.public ? null : (row.reviewer_comment ?? null),
      gradeId: row.grade_id ?? null,
      public: row.public ?? false,
    },
    observation: {
      strengths: row.strengths ?? null,
      developmentAreas: row.development_areas ?? null,
      score: row.score ?? null,
      hasDeviation: row.has_deviation ?? false,
      statusId: row.observation_status_id ?? null,
    },
    observationHistory: history
      .filter((entry) => entry.question_id === row.id)
      .map((entry) => ({
        strengths: entry.strengths,
        developmentAreas: entry.development_areas,
        score: entry.score,
        hasDeviation: entry.has_deviation,
        statusId: entry.observation_status_id,
        at: iso(entry.created_at) ?? '',
        by: entry.by,
      })),
    lastScore: lastScores.get(row.id) ?? null,
    openDeviations: deviations
      .filter((deviation) => deviation.question_id === row.id)
      .map((deviation) => ({
        id: deviation.id,
        programId: deviation.program_id,
        severityId: deviation.severity_id,
        statusId: deviation.status_id,
        description: deviation.description,
        toBeFixedByDate: deviation.due,
        overdue: deviation.overdue,
      })),
    version: row.version ?? 1,
    updatedAt: iso(row.updated_at ?? null),
    updatedBy: row.updated_by,
  }));
}

async function reportRow(db: Db, programId: number, lock = false) {
  let select = db
    .selectFrom('audit_reports as r')
    .innerJoin('audit_programs as p', 'p.id', 'r.program_id')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select([
      'r.program_id',
      'r.status_id',
      'r.sent_at',
      'r.auditor_comment',
      'r.company_comment',
      'r.finished_at',
      'r.review_asked_at',
      'r.reviewed_at',
      'r.reviewer_comment',
      'r.reviewer_person_id',
      personName('r.reviewer_person_id').as('reviewer_name'),
      'p.company_id',
      'c.name as company_name',
      'p.certificate_type_id',
      'p.audit_kind_id',
    ])
    .where('r.program_id', '=', programId);
  if (lock) select = select.forUpdate('r');
  return select.executeTakeFirst();
}

async function reportView(db: Db, access: ProgramAccess): Promise<AuditReport> {
  const { program, roles } = access;
  const company = !isProgramStaff(roles);
  const row = await reportRow(db, program.id);
  if (!row) throw notFound(REPORT_MESSAGES.notSent);
  const questions = await reportQuestions(db, program, { company });
  const selfEvaluations = await db.selectFrom('audit_self_evaluations').select(['section_id', 'score', 'comment']).where('program_id', '=', program.id).execute();
  const writer = roles.assignedAuditor || roles.master;
  return {
    programId: program.id,
    companyId: row.company_id,
    companyName: row.company_name,
    certificateTypeId: row.certificate_type_id,
    auditKindId: row.audit_kind_id,
    statusId: row.status_id,
    sentAt: iso(row.sent_at),
    auditorComment: row.auditor_comment,
    companyComment: row.company_comment,
    finishedAt: iso(row.finished_at),
    reviewAskedAt: iso(row.review_asked_at),
    reviewedAt: iso(row.reviewed_at),
    // The master's review is the certification body's own: the company reads its outcome, not its text.
    reviewerComment: company ? null : row.reviewer_comment,
    reviewerPersonId: row.reviewer_person_id,
    reviewerName: row.reviewer_name,
    canWrite: writer && answersWritable(row.status_id),
    canReview: roles.master && !roles.assignedAuditor && reviewable({ statusId: row.status_id, reviewAskedAt: row.review_asked_at }),
    sections: [...SECTION_NAMES].map(([sectionId, name]) => {
      const own = questions.filter((question) => question.sectionId === sectionId);
      const self = selfEvaluations.find((entry) => entry.section_id === sectionId);
      return {
        sectionId,
        name,
        selfEvaluation: self ? { score: self.score, comment: self.comment } : null,
        auditorScore: sectionScore(own.map((question) => question.observation.score)),
        questions: own,
      };
    }),
  };
}

/** Reads the programme for the caller; the company only once the report is sent (404 before). */
async function readable(db: Db, user: CurrentUser, programId: number): Promise<ProgramAccess> {
  const access = await programAccess(db, user, programId);
  if (!isProgramStaff(access.roles)) {
    const sent = await db.selectFrom('audit_reports').select('sent_at').where('program_id', '=', programId).executeTakeFirst();
    if (!sent?.sent_at) throw notFound(REPORT_MESSAGES.notSent);
  }
  return access;
}

export async function getReport(ctx: AppContext, user: CurrentUser, programId: number): Promise<AuditReport> {
  const access = await readable(ctx.db, user, programId);
  if (isProgramStaff(access.roles)) await ctx.db.transaction().execute((trx) => ensureReport(trx, access.program));
  return reportView(ctx.db, access);
}

/** What the PDF shows beside the report: the auditors, the dates and the programme's deviations. */
export async function reportDocumentFacts(ctx: AppContext, user: CurrentUser, programId: number) {
  const report = await getReport(ctx, user, programId);
  const program = await ctx.db
    .selectFrom('audit_programs')
    .select([
      personName('primary_auditor_id').as('primary_auditor'),
      personName('secondary_auditor_id').as('secondary_auditor'),
      sql<string | null>`planned_start_date::text`.as('planned_start_date'),
      sql<string | null>`start_date::text`.as('start_date'),
      'duration_in_days',
    ])
    .where('id', '=', programId)
    .executeTakeFirstOrThrow();
  const deviations = await ctx.db
    .selectFrom('audit_deviations as d')
    .leftJoin('audit_questions as q', 'q.id', 'd.question_id')
    .select(['d.id', 'd.severity_id', 'd.status_id', 'd.description', 'd.taken_action', sql<string>`d.to_be_fixed_by_date::text`.as('due'), 'q.text as question'])
    .where('d.program_id', '=', programId)
    .orderBy('d.id')
    .execute();
  return { report, program, deviations };
}

const auditedReport = (row: NonNullable<Awaited<ReturnType<typeof reportRow>>>) => ({
  status_id: row.status_id,
  sent_at: iso(row.sent_at),
  review_asked_at: iso(row.review_asked_at),
  reviewed_at: iso(row.reviewed_at),
  reviewer_comment: row.reviewer_comment,
  auditor_comment: row.auditor_comment,
  company_comment: row.company_comment,
});

/** Locks the report (created when missing) for a change, and records the change after it. */
async function changeReport(
  ctx: AppContext,
  user: CurrentUser,
  access: ProgramAccess,
  change: (trx: Trx, row: NonNullable<Awaited<ReturnType<typeof reportRow>>>) => Promise<void>,
): Promise<AuditReport> {
  await ctx.db.transaction().execute(async (trx) => {
    await ensureReport(trx, access.program);
    const before = await reportRow(trx, access.program.id, true);
    if (!before) throw notFound(REPORT_MESSAGES.notSent);
    await change(trx, before);
    const after = await reportRow(trx, access.program.id);
    if (!after) throw notFound(REPORT_MESSAGES.notSent);
    await recordChange(trx, {
      companyId: access.program.companyId,
      userId: user.id,
      entity: ENTITY,
      entityId: access.program.id,
      action: 'update',
      before: auditedReport(before),
      after: auditedReport(after),
    });
  });
  return reportView(ctx.db, access);
}

const refuse = (message: string) => unprocessable({}, message);

/** PUT …/report/questions/{questionId}: one question's answer and observation, at the version it was based on. */
export async function writeAnswer(
  ctx: AppContext,
  user: CurrentUser,
  programId: number,
  questionId: number,
  body: QuestionWrite,
  ifMatchHeader: string | string[] | undefined,
): Promise<ReportQuestion> {
  const access = await programAccess(ctx.db, user, programId);
  requireProgramAuditor(access.roles);
  const ifMatch = ifMatchVersion(ifMatchHeader);
  if (ifMatch === undefined) throw unprocessable({ 'If-Match': [REPORT_MESSAGES.ifMatch] });
  if (body.reviewer_comment !== undefined && !access.roles.master) throw forbidden(REPORT_MESSAGES.reviewerCommentMasterOnly);
  const viewer = { company: false };
  return ctx.db.transaction().execute(async (trx) => {
    await ensureReport(trx, access.program);
    const report = await trx.selectFrom('audit_reports').select('status_id').where('program_id', '=', programId).forUpdate().executeTakeFirstOrThrow();
    if (!answersWritable(report.status_id)) throw refuse(REPORT_MESSAGES.locked);
    const [shown] = await reportQuestions(trx, access.program, viewer, questionId);
    if (!shown) throw notFound(REPORT_MESSAGES.questionNotFound);
    // A question of the report with no row yet (the catalogue changed since): its row starts at version 1.
    await trx.insertInto('audit_answers').values({ program_id: programId, question_id: questionId }).onConflict((oc) => oc.columns(['program_id', 'question_id']).doNothing()).execute();
    const before = await trx.selectFrom('audit_answers').selectAll().where('program_id', '=', programId).where('question_id', '=', questionId).forUpdate().executeTakeFirstOrThrow();
    if (before.version !== body.version || (ifMatch !== null && before.version !== ifMatch)) {
      const [current] = await reportQuestions(trx, access.program, viewer, questionId);
      throw new HttpError(409, STALE_ANSWER_MESSAGE, 'stale', undefined, { current });
    }
    const { version: _version, ...values } = body;
    await trx
      .updateTable('audit_answers')
      .set({ ...values, version: sql`version + 1`, updated_by_user_id: user.id, updated_at: sql`now()` })
      .where('program_id', '=', programId)
      .where('question_id', '=', questionId)
      .execute();
    const after = await trx.selectFrom('audit_answers').selectAll().where('program_id', '=', programId).where('question_id', '=', questionId).executeTakeFirstOrThrow();
    if (OBSERVATION_COLUMNS.some((column) => before[column] !== after[column])) {
      await trx
        .insertInto('audit_observation_history')
        .values({
          program_id: programId,
          question_id: questionId,
          strengths: after.strengths,
          development_areas: after.development_areas,
          score: after.score,
          has_deviation: after.has_deviation,
          observation_status_id: after.observation_status_id,
          user_id: user.id,
        })
        .execute();
    }
    const [written] = await reportQuestions(trx, access.program, viewer, questionId);
    if (!written) throw notFound(REPORT_MESSAGES.questionNotFound);
    return written;
  });
}

/** POST …/report/send: an assigned auditor sends the report in progress to the company (draft); every auditor's hours must be in. */
export async function sendReport(ctx: AppContext, user: CurrentUser, programId: number): Promise<AuditReport> {
  const access = await programAccess(ctx.db, user, programId);
  if (!access.roles.assignedAuditor) throw forbidden(REPORT_MESSAGES.assignedOnly);
  const { program } = access;
  return changeReport(ctx, user, access, async (trx, row) => {
    if (row.status_id !== AuditReportStatus.inProgress) throw refuse(REPORT_MESSAGES.notInProgress);
    const auditors = [program.primaryAuditorId, program.secondaryAuditorId].filter((id): id is number => id !== null);
    if (!auditors.length) throw refuse(REPORT_MESSAGES.noAuditor);
    const costs = await trx
      .selectFrom('auditor_costs')
      .select(['person_id', 'preparation_hours', 'site_hours', 'report_hours'])
      .where('program_id', '=', program.id)
      .where('person_id', 'in', auditors)
      .execute();
    const missing = auditors.filter((personId) => !hoursRecorded(costs.find((cost) => cost.person_id === personId)));
    if (missing.length) {
      const people = await trx.selectFrom('people').select(['id', 'first_name', 'last_name']).where('id', 'in', missing).execute();
      const names = missing.map((id) => people.find((person) => person.id === id)).map((person) => (person ? `${person.first_name} ${person.last_name}` : '?'));
      throw unprocessable({}, REPORT_MESSAGES.hoursMissing(names.join(', ')));
    }
    await trx
      .updateTable('audit_reports')
      .set({ status_id: AuditReportStatus.draft, sent_at: sql`now()`, version: sql`version + 1`, updated_at: sql`now()` })
      .where('program_id', '=', program.id)
      .execute();
    const admins = await trx
      .selectFrom('company_people')
      .select('email')
      .distinct()
      .where('company_id', '=', program.companyId)
      .where('company_admin', '=', true)
      .where('status', '=', 'active')
      .where('email', 'is not', null)
      .execute();
    const facts = { companyId: program.companyId, companyName: row.company_name, programId: program.id, certificateTypeId: program.certificateTypeId };
    for (const { email } of admins) if (email) await ctx.outbox.mail(trx, reportSentMail(email, facts, ctx.appUrl));
  });
}

/** PUT …/report/company-comment: the company's people comment the draft. */
export async function commentAsCompany(ctx: AppContext, user: CurrentUser, programId: number, comment: string | null): Promise<AuditReport> {
  const access = await readable(ctx.db, user, programId);
  if (!access.roles.companyMember) throw forbidden(REPORT_MESSAGES.companyOnly);
  return changeReport(ctx, user, access, async (trx, row) => {
    if (row.status_id !== AuditReportStatus.draft) throw unprocessable({ company_comment: [REPORT_MESSAGES.commentOnlyDraft] }, REPORT_MESSAGES.commentOnlyDraft);
    await trx
      .updateTable('audit_reports')
      .set({ company_comment: comment, company_commented_at: sql`now()`, version: sql`version + 1`, updated_at: sql`now()` })
      .where('program_id', '=', programId)
      .execute();
  });
}

/** PUT …/report: the auditors' own comment, while answers may be written. */
export async function commentAsAuditor(ctx: AppContext, user: CurrentUser, programId: number, comment: string | null): Promise<AuditReport> {
  const access = await programAccess(ctx.db, user, programId);
  requireProgramAuditor(access.roles);
  return changeReport(ctx, user, access, async (trx, row) => {
    if (!answersWritable(row.status_id)) throw refuse(REPORT_MESSAGES.locked);
    await trx
      .updateTable('audit_reports')
      .set({ auditor_comment: comment, version: sql`version + 1`, updated_at: sql`now()` })
      .where('program_id', '=', programId)
      .execute();
  });
}

/** POST …/report/review-request: an assigned auditor asks the master auditor to review the draft. */
export async function requestReview(ctx: AppContext, user: CurrentUser, programId: number): Promise<AuditReport> {
  const access = await programAccess(ctx.db, user, programId);
  if (!access.roles.assignedAuditor) throw forbidden(REPORT_MESSAGES.assignedOnly);
  return changeReport(ctx, user, access, async (trx, row) => {
    if (row.status_id !== AuditReportStatus.draft) throw refuse(REPORT_MESSAGES.reviewRequestOnlyDraft);
    if (row.review_asked_at) throw refuse(REPORT_MESSAGES.reviewAlreadyAsked);
    await trx
      .updateTable('audit_reports')
      .set({ review_asked_at: sql`now()`, version: sql`version + 1`, updated_at: sql`now()` })
      .where('program_id', '=', programId)
      .execute();
  });
}

/**
 * POST …/report/review: the master auditor accepts the draft (accepted; then ready when no serious
 * deviation is open, reportCompletion.ts) or returns it to the auditors with a comment (in progress).
 */
export async function reviewReport(ctx: AppContext, user: CurrentUser, programId: number, body: { reviewer_comment: string | null; accept: boolean }): Promise<AuditReport> {
  const access = await programAccess(ctx.db, user, programId);
  if (!access.roles.master) throw forbidden(REPORT_MESSAGES.masterOnly);
  if (access.roles.assignedAuditor) throw refuse(REPORT_MESSAGES.ownReport);
  const comment = body.reviewer_comment?.trim() ? body.reviewer_comment : null;
  return changeReport(ctx, user, access, async (trx, row) => {
    if (!reviewable({ statusId: row.status_id, reviewAskedAt: row.review_asked_at })) throw refuse(REPORT_MESSAGES.reviewNotAsked);
    if (!body.accept && !comment) throw unprocessable({ reviewer_comment: [REPORT_MESSAGES.rejectNeedsComment] });
    await trx
      .updateTable('audit_reports')
      .set({
        status_id: body.accept ? AuditReportStatus.accepted : AuditReportStatus.inProgress,
        reviewer_comment: comment,
        reviewed_at: sql`now()`,
        reviewer_person_id: user.personId,
        ...(body.accept ? {} : { review_asked_at: null }),
        version: sql`version + 1`,
        updated_at: sql`now()`,
      })
      .where('program_id', '=', programId)
      .execute();
    if (body.accept) await completeReportIfReady(trx, programId);
  });
}
