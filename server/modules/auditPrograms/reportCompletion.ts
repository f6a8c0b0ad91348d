/**
 * When an audit report becomes ready (issue 21; ISO/IEC 17021-1 9.5.2): the master auditor has
 * accepted it (status 3) and no serious deviation of the programme is still open (not
 * accepted-fixed). Then the report is ready (4, finishedAt) and the programme finished (4,
 * finishedAt). Called in the caller's transaction by both ends that can complete it: the master's
 * acceptance (report part) and the approval of the last serious deviation's fix (deviations part).
 * The office then finishes the application's evaluation and takes it to the board.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { AuditProgramStatus, AuditReportStatus, DeviationSeverity, DeviationStatus } from '../../../src/domain/auditCodes';

export const SERIOUS_DEVIATION_OPEN = 'Raporttia ei voi merkitä valmiiksi, ennen kuin jokainen vakava poikkeama on hyväksytty korjatuksi.';

/** The programme's serious deviations that are not accepted-fixed. */
export async function openSeriousDeviations(trx: Transaction<Database>, programId: number): Promise<number> {
  const row = await trx
    .selectFrom('audit_deviations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('program_id', '=', programId)
    .where('severity_id', '=', DeviationSeverity.serious)
    .where('status_id', '<>', DeviationStatus.acceptedFixed)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Makes an accepted report ready when nothing blocks it; answers whether it is ready now. */
export async function completeReportIfReady(trx: Transaction<Database>, programId: number): Promise<boolean> {
  const report = await trx
    .selectFrom('audit_reports')
    .select(['status_id'])
    .where('program_id', '=', programId)
    .forUpdate()
    .executeTakeFirst();
  if (!report) return false;
  if (report.status_id === AuditReportStatus.ready) return true;
  if (report.status_id !== AuditReportStatus.accepted) return false;
  if ((await openSeriousDeviations(trx, programId)) > 0) return false;
  await trx
    .updateTable('audit_reports')
    .set({ status_id: AuditReportStatus.ready, finished_at: sql`now()`, updated_at: sql`now()`, version: sql`version + 1` })
    .where('program_id', '=', programId)
    .execute();
  await trx
    .updateTable('audit_programs')
    .set({ status_id: AuditProgramStatus.finished, finished_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', programId)
    .execute();
  return true;
}
