/**
 * A certificate application's evaluation is done only on a ready audit report (ISO/IEC 17021-1 9.5:
 * the certification decision rests on the audit's findings). The office cannot move it to "audit
 * done" (5), which opens the way to a board meeting, before the report of one of its programmes is
 * ready (the master auditor accepted it with no serious deviation open).
 */
import type { Db } from '../../db/kysely';
import { HttpError } from '../../http/errors';
import { AuditReportStatus } from '../../../src/domain/auditCodes';
import { AUDITED_KIND_OF_APPLICATION } from '../../../src/domain/auditCycle';

export const AUDIT_REPORT_NOT_READY = 'Sertifikaattihakemuksen arviointi valmistuu vasta, kun sen auditointiraportti on valmis (pääauditoija on hyväksynyt sen).';

export async function refuseWithoutReadyReport(db: Db, application: { id: number; application_type_id: number }): Promise<void> {
  if (AUDITED_KIND_OF_APPLICATION[application.application_type_id] === undefined) return;
  const ready = await db
    .selectFrom('audit_programs as p')
    .innerJoin('audit_reports as r', 'r.program_id', 'p.id')
    .select('p.id')
    .where('p.application_id', '=', application.id)
    .where('r.status_id', '=', AuditReportStatus.ready)
    .executeTakeFirst();
  if (!ready) throw new HttpError(422, AUDIT_REPORT_NOT_READY, 'audit_report_not_ready', { application_status_id: [AUDIT_REPORT_NOT_READY] });
}
