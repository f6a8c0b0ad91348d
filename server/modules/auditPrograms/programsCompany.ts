/**
 * The company's side of its audit programmes (issue 21): its programmes (who audits it and when, the
 * report's state) and its objection to an auditor before the audit starts; the office's certificate
 * plan of a company (per audited kind its programmes, and the sync flags).
 */
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { CurrentUser } from '../../http/currentUser';
import { notFound, unprocessable } from '../../http/errors';
import { recordChange } from '../../shared/auditRecord';
import type { CertificatePlan, certificatePlanBodySchema, CompanyAuditProgram } from '../../../src/domain/api/auditProgramActions';
import { CertificateKind } from '../../../src/domain/codes';
import { AUDITED_CERTIFICATE_KINDS, AuditProgramStatus, AuditReportStatus } from '../../../src/domain/auditCodes';
import { SYNC_FLAG_OF_KIND } from '../../../src/domain/auditCycle';
import { PROGRAM_NOT_FOUND } from './programAccess';
import { syncFlags, syncPlans } from './cycle';

export const OBJECTION_TOO_LATE = 'Vastalauseen voi esittää vain ennen auditoinnin alkua.';
export const OBJECTION_RULES = [OBJECTION_TOO_LATE] as const;

const personName = (column: string) => sql<string | null>`(select p.first_name || ' ' || p.last_name from people p where p.id = ${sql.ref(column)})`;

function companyProgramSelect(db: Db, companyId: number) {
  return db
    .selectFrom('audit_programs as ap')
    .leftJoin('audit_reports as r', 'r.program_id', 'ap.id')
    .select([
      'ap.id',
      'ap.certificate_type_id',
      'ap.audit_kind_id',
      'ap.status_id',
      sql<string | null>`ap.planned_start_date::text`.as('planned_start_date'),
      sql<string | null>`ap.start_date::text`.as('start_date'),
      sql<number | null>`ap.duration_in_days::float8`.as('duration_in_days'),
      personName('ap.primary_auditor_id').as('primary_auditor_name'),
      personName('ap.secondary_auditor_id').as('secondary_auditor_name'),
      'r.status_id as report_status_id',
      'ap.company_objection',
      sql<string | null>`to_char(ap.company_objected_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('company_objected_at'),
      // Not started: no start day yet or one still ahead, and the programme neither finished nor cancelled.
      sql<boolean>`(ap.status_id in (1, 2) and coalesce(ap.start_date, ap.planned_start_date, current_date + 1) > current_date)`.as('can_object'),
    ])
    .where('ap.company_id', '=', companyId);
}
type Row = Awaited<ReturnType<ReturnType<typeof companyProgramSelect>['executeTakeFirstOrThrow']>>;
const toCompanyProgram = (row: Row): CompanyAuditProgram => ({
  id: row.id,
  certificateTypeId: row.certificate_type_id,
  auditKindId: row.audit_kind_id,
  statusId: row.status_id,
  plannedStartDate: row.planned_start_date,
  startDate: row.start_date,
  durationInDays: row.duration_in_days,
  primaryAuditorName: row.primary_auditor_name,
  secondaryAuditorName: row.secondary_auditor_name,
  reportStatusId: row.report_status_id ?? null,
  reportSent: (row.report_status_id ?? AuditReportStatus.inProgress) >= AuditReportStatus.draft,
  companyObjection: row.company_objection,
  companyObjectedAt: row.company_objected_at,
  canObject: row.can_object,
});

/** The company's programmes, the next first (cancelled ones left out). */
export async function companyPrograms(db: Db, companyId: number): Promise<{ data: CompanyAuditProgram[] }> {
  const rows = await companyProgramSelect(db, companyId)
    .where('ap.status_id', '<>', AuditProgramStatus.cancelled)
    .orderBy('ap.planned_start_date', (ob) => ob.desc().nullsFirst())
    .orderBy('ap.id', 'desc')
    .execute();
  return { data: rows.map(toCompanyProgram) };
}

/** The company's admin objects to the programme's auditors or date before the audit starts; the office sees it on the programme. */
export async function objectToProgram(ctx: AppContext, user: CurrentUser, companyId: number, programId: number, objection: string): Promise<CompanyAuditProgram> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await companyProgramSelect(trx, companyId).where('ap.id', '=', programId).where('ap.status_id', '<>', AuditProgramStatus.cancelled).executeTakeFirst();
    if (!row) throw notFound(PROGRAM_NOT_FOUND);
    if (!row.can_object) throw unprocessable({ objection: [OBJECTION_TOO_LATE] }, OBJECTION_TOO_LATE);
    await trx
      .updateTable('audit_programs')
      .set({ company_objection: objection, company_objected_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', programId)
      .execute();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: 'audit_program',
      entityId: programId,
      action: 'update',
      before: { company_objection: row.company_objection },
      after: { company_objection: objection },
    });
    const updated = await companyProgramSelect(trx, companyId).where('ap.id', '=', programId).executeTakeFirstOrThrow();
    return toCompanyProgram(updated);
  });
}

export async function readCertificatePlan(db: Db, companyId: number): Promise<CertificatePlan> {
  const flags = await syncFlags(db, companyId);
  if (!flags) throw notFound('Yritystä ei löytynyt.');
  const rows = await companyProgramSelect(db, companyId)
    .where('ap.status_id', '<>', AuditProgramStatus.cancelled)
    .orderBy('ap.planned_start_date', (ob) => ob.asc().nullsLast())
    .orderBy('ap.id')
    .execute();
  return {
    companyId,
    kinds: AUDITED_CERTIFICATE_KINDS.map((kind) => ({
      certificateTypeId: kind,
      synced: kind === CertificateKind.quality ? null : flags[SYNC_FLAG_OF_KIND[kind]],
      programs: rows
        .filter((row) => row.certificate_type_id === kind)
        .map((row) => ({
          id: row.id,
          auditKindId: row.audit_kind_id,
          statusId: row.status_id,
          plannedStartDate: row.planned_start_date,
          primaryAuditorName: row.primary_auditor_name,
          secondaryAuditorName: row.secondary_auditor_name,
          reportStatusId: row.report_status_id ?? null,
        })),
    })),
  };
}

export async function saveCertificatePlan(ctx: AppContext, user: CurrentUser, companyId: number, body: z.output<typeof certificatePlanBodySchema>): Promise<CertificatePlan> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await syncFlags(trx, companyId);
    if (!before) throw notFound('Yritystä ei löytynyt.');
    await trx.updateTable('companies').set({ ...body }).where('id', '=', companyId).execute();
    await syncPlans(trx, companyId);
    await recordChange(trx, { companyId, userId: user.id, entity: 'company_certificate_plan', entityId: companyId, action: 'update', before, after: body });
  });
  return readCertificatePlan(ctx.db, companyId);
}
