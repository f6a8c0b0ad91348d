/** The office's CSV of audit programmes (issue 21): Finnish headers, values as the screens show them, semicolons and a BOM for Excel. */
import type { AuditProgram } from '../../../src/domain/entities/auditProgram';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { formatDate } from '../../../src/domain/formats';
import { fiAuditPrograms } from '../../../src/i18n/fiAuditPrograms';

const labels = fiAuditPrograms.resources['audit-programs'].fields;
const named = (list: string, id: number | null) => (id === null ? '' : (DESCRIBABLES[list]?.find((entry) => entry.id === id)?.shortDescription ?? String(id)));
const day = (value: string | null) => (value ? formatDate(value) : '');

const COLUMNS: ReadonlyArray<readonly [keyof typeof labels, (p: AuditProgram) => string]> = [
  ['id', (p) => String(p.id)],
  ['companyName', (p) => p.companyName],
  ['certificateTypeId', (p) => named('certificate-kinds', p.certificateTypeId)],
  ['auditKindId', (p) => named('audit-kinds', p.auditKindId)],
  ['statusId', (p) => named('audit-program-statuses', p.statusId)],
  ['plannedStartDate', (p) => day(p.plannedStartDate)],
  ['startDate', (p) => day(p.startDate)],
  ['durationInDays', (p) => (p.durationInDays === null ? '' : String(p.durationInDays).replace('.', ','))],
  ['primaryAuditorName', (p) => p.primaryAuditorName ?? ''],
  ['secondaryAuditorName', (p) => p.secondaryAuditorName ?? ''],
  ['previousAuditorName', (p) => p.previousAuditorName ?? ''],
  ['requiresNewAuditor', (p) => (p.requiresNewAuditor ? 'Kyllä' : 'Ei')],
  ['reportStatusId', (p) => named('report-statuses', p.reportStatusId)],
  ['reportDueDate', (p) => day(p.reportDueDate)],
  ['billingDate', (p) => day(p.billingDate)],
  ['applicationId', (p) => (p.applicationId === null ? '' : String(p.applicationId))],
  ['companyObjection', (p) => p.companyObjection ?? ''],
];

const FORMULA_START = /^[=+\-@\t\r]/;
function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function programsCsv(rows: readonly AuditProgram[]): string {
  const lines = [COLUMNS.map(([key]) => cell(labels[key])).join(';'), ...rows.map((row) => COLUMNS.map(([, value]) => cell(value(row))).join(';'))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
