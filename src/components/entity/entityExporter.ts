/**
 * CSV export of an office list (react-admin's Exporter) from the entity's declaration: the
 * fields the show view names, headed by their Finnish labels, values as the screens show them.
 * Semicolons and a byte order mark so that Excel in Finnish opens it as it is; a cell that a
 * spreadsheet would run as a formula starts with an apostrophe (OWASP "CSV injection").
 */
import jsonexport from 'jsonexport/dist/index.js';
import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { fieldsShown, labelKey, type Entity } from '../../domain/entities/entity';
import type { Field } from '../../domain/entities/fields';
import { formatDate, formatDateTime } from '../../domain/formats';
import { i18nProvider } from '../../i18n/i18nProvider';

/** A column's text for a record, where the declaration alone cannot say (a nested name …). */
export type ExportColumns = Partial<Record<string, ((record: RaRecord) => string) | null>>;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function text(declared: Field, value: unknown): string {
  if (value === null || value === undefined) return '';
  const translate = i18nProvider.translate;
  // A yes/no, stored or computed (an invite has expired).
  if (typeof value === 'boolean') return translate(value ? 'pateva.officeLists.yes' : 'pateva.officeLists.no');
  switch (declared.kind) {
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'object':
      // A named thing by its name; a computed text (a role label) as it is.
      if (typeof value !== 'object') return String(value);
      return 'name' in value && typeof value.name === 'string' ? value.name : '';
    default:
      return String(value);
  }
}

/** The rows as the CSV file has them: Finnish headers → cell texts. */
export function csvRows(entity: Entity, records: readonly RaRecord[], columns: ExportColumns = {}): Array<Record<string, string>> {
  const fields = fieldsShown(entity, 'show').filter(([source]) => columns[source] !== null);
  return records.map((record) =>
    Object.fromEntries(
      fields.map(([source, declared]) => {
        const column = columns[source];
        const value = column ? column(record) : text(declared, record[source]);
        return [i18nProvider.translate(labelKey(entity, source)), csvCell(value)];
      }),
    ),
  );
}

export function entityExporter(entity: Entity, columns: ExportColumns = {}): Exporter {
  return async (records: RaRecord[]) => {
    const csv = await jsonexport(csvRows(entity, records, columns), { rowDelimiter: ';' });
    downloadCSV(`\ufeff${csv}`, entity.resource);
  };
}
