/** CSV export of the office's applications list: Finnish headers, values as the list shows them (semicolons, BOM, formula-safe). */
import jsonexport from 'jsonexport/dist/index.js';
import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { csvCell } from '../../components/entity/entityExporter';
import type { OfficeApplicationListItem } from '../../domain/api/applicationReview';
import { formatDate } from '../../domain/formats';
import { i18nProvider } from '../../i18n/i18nProvider';

const COLUMNS: Array<[string, (record: OfficeApplicationListItem) => string]> = [
  ['id', (r) => String(r.id)],
  ['companyName', (r) => r.companyName],
  ['companyRegistrationNumber', (r) => r.companyRegistrationNumber],
  ['applicationTypeId', (r) => r.target.name],
  ['applicationStatusId', (r) => r.status.name],
  ['patevaResponsiblePerson', (r) => r.patevaResponsiblePerson ?? ''],
  ['auditorUser', (r) => (r.auditorUser ? `${r.auditorUser.firstName} ${r.auditorUser.lastName}` : '')],
  ['openedAt', (r) => formatDate(r.openedAt)],
  ['sentAt', (r) => formatDate(r.sentAt)],
];

export const applicationHeaders = () => COLUMNS.map(([field]) => i18nProvider.translate(`resources.applications.fields.${field}`));

export function applicationCsvRows(records: readonly OfficeApplicationListItem[]): Array<Record<string, string>> {
  const headers = applicationHeaders();
  return records.map((record) => Object.fromEntries(COLUMNS.map(([, value], index) => [headers[index], csvCell(value(record))])));
}

export const applicationExporter: Exporter = async (records: RaRecord[]) => {
  const rows = applicationCsvRows(records as unknown as OfficeApplicationListItem[]);
  const csv = rows.length > 0 ? await jsonexport(rows, { rowDelimiter: ';' }) : applicationHeaders().join(';');
  downloadCSV(`\ufeff${csv}`, 'hakemukset');
};
