/**
 * What an agenda item shows beyond the review (issue 20 "references and files"; issue 21's audit
 * summary): the references the application leans on with the industries they back, its files (the
 * member downloads them through the application's file route, which reaches a board member while
 * the item is on their board's unarchived agenda: applications/access.ts), and for a certificate
 * application the audit programme's kind, auditors, report status, finish and deviations. Read
 * straight from the tables, a few queries for the whole agenda.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { isoTimestamp } from '../../http/list';
import { AuditProgramStatus } from '../../../src/domain/auditCodes';
import type { AgendaAudit, AgendaFile, AgendaReference } from '../../../src/domain/api/boards';

export interface ItemDetails {
  references: AgendaReference[];
  files: AgendaFile[];
  audits: AgendaAudit[];
}

const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const personName = (column: string) => sql<string | null>`(select p.first_name || ' ' || p.last_name from people p where p.id = ${sql.ref(column)})`;

/** The details of each application, by its id (every given id present, with empty lists when it has nothing). */
export async function agendaDetails(db: Db, appIds: readonly number[]): Promise<Map<number, ItemDetails>> {
  const details = new Map<number, ItemDetails>(appIds.map((id) => [id, { references: [], files: [], audits: [] }]));
  if (!appIds.length) return details;
  const [references, files, programs] = await Promise.all([
    db
      .selectFrom('application_industry_references as air')
      .innerJoin('application_industries as ai', 'ai.id', 'air.application_industry_id')
      .innerJoin('classification_industries as ci', 'ci.id', 'ai.classification_industry_id')
      .innerJoin('company_references as r', 'r.id', 'air.reference_id')
      .select([
        'ai.application_id as applicationId',
        'r.id',
        'r.title',
        'r.client_name as clientName',
        day('r.work_start_date').as('workStartDate'),
        day('r.work_end_date').as('workEndDate'),
        'ci.symbolic_number as symbolicNumber',
        'ci.short_description as industryName',
      ])
      .where('ai.application_id', 'in', appIds)
      .orderBy(sql`coalesce(r.work_end_date, r.work_start_date) desc nulls last`)
      .orderBy('r.id')
      .orderBy('ci.sort_number')
      .execute(),
    db
      .selectFrom('application_files as af')
      .innerJoin('files as f', 'f.id', 'af.file_id')
      .select(['af.application_id as applicationId', 'af.id', 'af.file_type_id as fileTypeId', 'f.original_name as name', 'f.mime_type as mimeType', 'f.byte_size as byteSize'])
      .where('af.application_id', 'in', appIds)
      .orderBy('af.file_type_id')
      .orderBy('af.id')
      .execute(),
    db
      .selectFrom('audit_programs as ap')
      .leftJoin('audit_reports as ar', 'ar.program_id', 'ap.id')
      .select([
        'ap.id',
        'ap.application_id as applicationId',
        'ap.audit_kind_id as auditKindId',
        personName('ap.primary_auditor_id').as('primaryAuditor'),
        personName('ap.secondary_auditor_id').as('secondaryAuditor'),
        'ar.status_id as reportStatusId',
        isoTimestamp<string | null>('ap.finished_at').as('finishedAt'),
      ])
      .where('ap.application_id', 'in', appIds)
      .where('ap.status_id', '<>', AuditProgramStatus.cancelled)
      .orderBy('ap.id')
      .execute(),
  ]);
  const deviations = programs.length
    ? await db
        .selectFrom('audit_deviations as d')
        .select(['d.program_id as programId', 'd.id', 'd.severity_id as severityId', 'd.status_id as statusId', 'd.description'])
        .where(
          'd.program_id',
          'in',
          programs.map((program) => program.id),
        )
        .orderBy('d.severity_id', 'desc')
        .orderBy('d.id')
        .execute()
    : [];

  for (const row of references) {
    const item = details.get(row.applicationId)!.references;
    let reference = item.find((entry) => entry.id === row.id);
    if (!reference) {
      reference = { id: row.id, title: row.title, clientName: row.clientName, workStartDate: row.workStartDate, workEndDate: row.workEndDate, industries: [] };
      item.push(reference);
    }
    if (!reference.industries.some((industry) => industry.symbolicNumber === row.symbolicNumber)) reference.industries.push({ symbolicNumber: row.symbolicNumber, name: row.industryName });
  }
  for (const { applicationId, ...file } of files) details.get(applicationId)!.files.push({ ...file, byteSize: Number(file.byteSize) });
  for (const program of programs) {
    if (program.applicationId === null) continue;
    details.get(program.applicationId)!.audits.push({
      id: program.id,
      auditKindId: program.auditKindId,
      auditors: [program.primaryAuditor, program.secondaryAuditor].filter((name): name is string => !!name),
      reportStatusId: program.reportStatusId ?? null,
      finishedAt: program.finishedAt,
      deviations: deviations.filter((deviation) => deviation.programId === program.id).map(({ programId: _program, ...deviation }) => deviation),
    });
  }
  return details;
}
