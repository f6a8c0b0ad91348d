/**
 * CSV export of an office list (react-admin's Exporter) from the entity's declaration: the
 * fields the show view names, headed by their Finnish labels, values as the screens show them.
 * Semicolons and a byte order mark so that Excel in Finnish opens it as it is; a cell that a
 * spreadsheet would run as a formula starts with an apostrophe (OWASP "CSV injection").
 */
import jsonexport from 'jsonexport/dist/index.js';
import { downloadCSV, type DataProvider, type Exporter, type RaRecord } from 'react-admin';
import type { PatevaDataProvider } from '../../dataProvider';
import { lookupList, lookupName } from '../../domain/api/describableActions';
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

/** Lookup list name → id → Finnish name, for the lookup fields of the file. */
export type LookupNames = Record<string, Map<number, string>>;

function text(declared: Field, value: unknown, lookups: LookupNames): string {
  if (value === null || value === undefined) return '';
  const translate = i18nProvider.translate;
  // A yes/no, stored or computed (an invite has expired).
  if (typeof value === 'boolean') return translate(value ? 'pateva.officeLists.yes' : 'pateva.officeLists.no');
  switch (declared.kind) {
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'lookup':
      return (declared.lookup && lookups[declared.lookup]?.get(Number(value))) ?? String(value);
    case 'object':
      // A named thing by its name; a computed text (a role label) as it is.
      if (typeof value !== 'object') return String(value);
      return 'name' in value && typeof value.name === 'string' ? value.name : '';
    default:
      return String(value);
  }
}

/** The rows as the CSV file has them: Finnish headers → cell texts. */
/** The fields the file has: those the show view names, less the columns left out (null). */
const exportedFields = (entity: Entity, columns: ExportColumns) => fieldsShown(entity, 'show').filter(([source]) => columns[source] !== null);

/** The file's headers: the Finnish names of the exported fields. */
export function csvHeaders(entity: Entity, columns: ExportColumns = {}): string[] {
  return exportedFields(entity, columns).map(([source]) => i18nProvider.translate(labelKey(entity, source)));
}

export function csvRows(entity: Entity, records: readonly RaRecord[], columns: ExportColumns = {}, lookups: LookupNames = {}): Array<Record<string, string>> {
  const fields = exportedFields(entity, columns);
  return records.map((record) =>
    Object.fromEntries(
      fields.map(([source, declared]) => {
        const column = columns[source];
        const value = column ? column(record) : text(declared, record[source], lookups);
        return [i18nProvider.translate(labelKey(entity, source)), csvCell(value)];
      }),
    ),
  );
}

/** The names of the lookup lists the entity's exported fields hold ids of. */
async function lookupNames(entity: Entity, dataProvider: DataProvider): Promise<LookupNames> {
  const names = [...new Set(fieldsShown(entity, 'show').flatMap(([, field]) => (field.kind === 'lookup' && field.lookup ? [field.lookup] : [])))];
  const provider = dataProvider as PatevaDataProvider;
  const lists = await Promise.all(names.map(async (name) => [name, new Map((await provider.action(lookupList, { name: lookupName(name) })).map((entry) => [entry.id, entry.shortDescription]))] as const));
  return Object.fromEntries(lists);
}

export function entityExporter(entity: Entity, columns: ExportColumns = {}): Exporter {
  return async (records: RaRecord[], _fetchRelated, dataProvider) => {
    // An empty list still gives a file with its headers.
    const rows = csvRows(entity, records, columns, await lookupNames(entity, dataProvider));
    const csv = rows.length > 0 ? await jsonexport(rows, { rowDelimiter: ';' }) : csvHeaders(entity, columns).join(';');
    downloadCSV(`\ufeff${csv}`, entity.resource);
  };
}
