/**
 * The three-year cycle planned (issue 21; ISO/IEC 17021-1 9.1.3): when a certificate of an audited
 * kind (2, 5, 20, 23) is issued, the cycle's missing follow-up audits — surveillance 1 and 2 and the
 * recertification (src/domain/auditCycle.ts) — are planned for it, the primary auditor of the
 * company's latest programme of the kind proposed (unless a conflict is declared), the rotation rule
 * applied. The company's sync flags (SPEC §3 Company) make the environment, safety and moisture
 * plans follow the quality plan's dates, so that one visit audits several certificates.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { Db } from '../../db/kysely';
import { recordChange } from '../../shared/auditRecord';
import { certificateCycle, requiresNewAuditor, ROTATION_AUDITS, SYNC_FLAG_OF_KIND, type SyncFlag } from '../../../src/domain/auditCycle';
import { CertificateKind } from '../../../src/domain/codes';
import { AUDITED_CERTIFICATE_KINDS, AuditKind, AuditProgramStatus } from '../../../src/domain/auditCodes';

type Trx = Transaction<Database>;
const OPEN_STATUSES = [AuditProgramStatus.planned, AuditProgramStatus.confirmed];

/**
 * Rotation (decisions.md "Auditor rotation"): the company's last three finished programmes of the
 * kind (by planned date) all had this primary auditor.
 */
export async function rotationDue(trx: Db, companyId: number, kind: number, primaryAuditorId: number | null, except: number | null): Promise<boolean> {
  if (primaryAuditorId === null) return false;
  let select = trx
    .selectFrom('audit_programs')
    .select('primary_auditor_id')
    .where('company_id', '=', companyId)
    .where('certificate_type_id', '=', kind)
    .where('status_id', '=', AuditProgramStatus.finished);
  if (except !== null) select = select.where('id', '<>', except);
  const rows = await select.orderBy(sql`coalesce(start_date, planned_start_date)`, (ob) => ob.desc().nullsLast()).orderBy('id', 'desc').limit(ROTATION_AUDITS).execute();
  return requiresNewAuditor(primaryAuditorId, rows.map((row) => row.primary_auditor_id));
}

/** The proposed primary auditor: the latest programme's of the company and kind, unless a conflict is declared for the day. */
async function proposedAuditor(trx: Db, companyId: number, kind: number, day: string): Promise<number | null> {
  const latest = await trx
    .selectFrom('audit_programs')
    .select('primary_auditor_id')
    .where('company_id', '=', companyId)
    .where('certificate_type_id', '=', kind)
    .where('primary_auditor_id', 'is not', null)
    .where('status_id', '<>', AuditProgramStatus.cancelled)
    .orderBy(sql`coalesce(start_date, planned_start_date)`, (ob) => ob.desc().nullsLast())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const personId = latest?.primary_auditor_id ?? null;
  if (personId === null) return null;
  const conflicted = await trx
    .selectFrom('auditor_conflicts')
    .select('id')
    .where('person_id', '=', personId)
    .where('company_id', '=', companyId)
    .where('valid_from', '<=', day)
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', day)]))
    .executeTakeFirst();
  return conflicted ? null : personId;
}

/**
 * Plans the cycle's missing follow-up programmes of an issued certificate of an audited kind; answers
 * the ids of the programmes planned. A kind without audits (a qualification) plans nothing; a
 * second call plans nothing more (one programme per certificate and audit kind).
 */
export async function planCycleForCertificate(trx: Trx, certificateId: number): Promise<number[]> {
  const certificate = await trx
    .selectFrom('company_certificates')
    .select(['id', 'company_id', 'certificate_type_id', 'application_id', sql<string | null>`decided_at::text`.as('decided_at'), sql<string | null>`valid_from::text`.as('valid_from'), sql<string | null>`valid_until::text`.as('valid_until')])
    .where('id', '=', certificateId)
    .executeTakeFirst();
  if (!certificate || !(AUDITED_CERTIFICATE_KINDS as readonly number[]).includes(certificate.certificate_type_id)) return [];
  const decided = certificate.decided_at ?? certificate.valid_from;
  if (!decided || !certificate.valid_until || certificate.valid_until <= decided) return [];
  const kind = certificate.certificate_type_id;
  const existing = await trx.selectFrom('audit_programs').select('audit_kind_id').where('certificate_id', '=', certificateId).execute();
  const planned: number[] = [];
  for (const audit of certificateCycle(decided, certificate.valid_until)) {
    if (existing.some((row) => row.audit_kind_id === audit.auditKindId)) continue;
    const primary = await proposedAuditor(trx, certificate.company_id, kind, audit.plannedStartDate);
    const previous = await trx
      .selectFrom('audit_programs')
      .select(['id', 'primary_auditor_id'])
      .where('company_id', '=', certificate.company_id)
      .where('certificate_type_id', '=', kind)
      .where('status_id', '<>', AuditProgramStatus.cancelled)
      .where((eb) => eb.or([eb('planned_start_date', '<', audit.plannedStartDate), eb('planned_start_date', 'is', null)]))
      .orderBy('planned_start_date', (ob) => ob.desc().nullsLast())
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const { id } = await trx
      .insertInto('audit_programs')
      .values({
        company_id: certificate.company_id,
        certificate_type_id: kind,
        certificate_id: certificateId,
        audit_kind_id: audit.auditKindId,
        status_id: AuditProgramStatus.planned,
        planned_start_date: audit.plannedStartDate,
        report_due_date: audit.dueDate,
        primary_auditor_id: primary,
        previous_auditor_id: previous?.primary_auditor_id ?? null,
        requires_new_auditor: await rotationDue(trx, certificate.company_id, kind, primary, null),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('audit_reports').values({ program_id: id }).execute();
    if (previous && primary !== null && previous.primary_auditor_id !== null) {
      await trx.updateTable('audit_programs').set({ next_auditor_id: primary }).where('id', '=', previous.id).execute();
    }
    await recordChange(trx, {
      companyId: certificate.company_id,
      userId: null,
      entity: 'audit_program',
      entityId: id,
      action: 'create',
      after: { certificate_type_id: kind, audit_kind_id: audit.auditKindId, planned_start_date: audit.plannedStartDate, report_due_date: audit.dueDate, primary_auditor_id: primary },
    });
    planned.push(id);
  }
  if (planned.length > 0) await syncPlans(trx, certificate.company_id);
  return planned;
}

/** The company's sync flags, by kind. */
export async function syncFlags(trx: Db, companyId: number): Promise<Record<SyncFlag, boolean> | null> {
  const row = await trx
    .selectFrom('companies')
    .select(['sync_environment_plan', 'sync_safety_plan', 'sync_moisture_plan'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The synced kinds' open (planned or confirmed) programmes take the planned date of the quality
 * programme of the same audit kind (the latest open one); answers how many moved.
 */
export async function syncPlans(trx: Trx, companyId: number): Promise<number> {
  const flags = await syncFlags(trx, companyId);
  if (!flags) return 0;
  const kinds = (Object.entries(SYNC_FLAG_OF_KIND) as Array<[string, SyncFlag]>).filter(([, flag]) => flags[flag]).map(([kind]) => Number(kind));
  if (kinds.length === 0) return 0;
  const quality = await trx
    .selectFrom('audit_programs')
    .select(['audit_kind_id', sql<string | null>`planned_start_date::text`.as('planned_start_date')])
    .where('company_id', '=', companyId)
    .where('certificate_type_id', '=', CertificateKind.quality)
    .where('status_id', 'in', OPEN_STATUSES)
    .where('planned_start_date', 'is not', null)
    .orderBy('planned_start_date', 'desc')
    .execute();
  let moved = 0;
  for (const auditKindId of [AuditKind.initial, AuditKind.firstSurveillance, AuditKind.secondSurveillance, AuditKind.recertification]) {
    const date = quality.find((row) => row.audit_kind_id === auditKindId)?.planned_start_date;
    if (!date) continue;
    const result = await trx
      .updateTable('audit_programs')
      .set({ planned_start_date: date, updated_at: sql`now()` })
      .where('company_id', '=', companyId)
      .where('certificate_type_id', 'in', kinds)
      .where('audit_kind_id', '=', auditKindId)
      .where('status_id', 'in', OPEN_STATUSES)
      .where((eb) => eb.or([eb('planned_start_date', 'is', null), eb('planned_start_date', '<>', date)]))
      .executeTakeFirst();
    moved += Number(result.numUpdatedRows);
  }
  return moved;
}
