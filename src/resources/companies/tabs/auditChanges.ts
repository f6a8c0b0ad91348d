/**
 * What an audit entry changed, as "Field: before → after" lines in Finnish. A stored key is
 * labelled by the declared field it is (src/domain/auditFields.ts; `resources.<resource>.fields.<field>`),
 * or by the few labels of keys no declaration has (`pateva.audit.fields`); a lookup id is shown by
 * its list's name, a reference by the name the API gave (`names`), dates, truth values,
 * countries, permissions and languages in their Finnish form.
 */
import { auditField, auditValues, type AuditField } from '../../../domain/auditFields';
import type { AuditLogEntry } from '../../../domain/api/audit';
import { COMPANY_PERMISSION_LABELS, type CompanyPermission } from '../../../domain/companyPermissions';
import { countryName } from '../../../domain/countries';
import { labelKey } from '../../../domain/entities/entity';
import { formatDate, formatDateTime } from '../../../i18n/formats';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface AuditDisplay {
  translate: Translate;
  /** The Finnish name of an id of a lookup list, once the list is loaded. */
  lookupName: (lookup: string, id: number) => string | undefined;
  names: AuditLogEntry['names'];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const EMPTY = '–';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
const same = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);
/** A record's own id says nothing to a reader: the entry already tells which record changed. */
const shown = (entityName: string, key: string) => auditField(entityName, key).kind !== 'id';

function label(entityName: string, key: string, translate: Translate): string {
  const field = auditField(entityName, key);
  if (field.entity) return translate(labelKey(field.entity, field.field));
  return translate(`pateva.audit.fields.${key}`, { _: key });
}

function show(field: AuditField, key: string, value: unknown, display: AuditDisplay): string {
  const { translate } = display;
  if (isEmpty(value)) return EMPTY;
  if (typeof value === 'boolean') return translate(value ? 'pateva.audit.yes' : 'pateva.audit.no');
  const named = (id: unknown): string => {
    if (typeof id !== 'number') return String(id);
    if (field.lookup) return display.lookupName(field.lookup, id) ?? String(id);
    if (field.reference) return display.names[field.reference]?.[String(id)] ?? String(id);
    return String(id);
  };
  if ((field.lookup || field.reference) && typeof value === 'number') return named(value);
  // A list of ids (an application's areas, an industry's references): each by its name.
  if ((field.lookup || field.reference) && Array.isArray(value)) return value.map(named).join(', ');
  if (field.codes && typeof value === 'string') return field.codes[value] ?? value;
  const nested = field.nested;
  if (nested && Array.isArray(value)) return value.map((item) => record(nested, item, display)).join('; ');
  if (key === 'permissions' && Array.isArray(value)) {
    return value.map((p) => COMPANY_PERMISSION_LABELS[p as CompanyPermission] ?? String(p)).join(', ');
  }
  if (typeof value === 'string') {
    if (field.kind === 'country' || key === 'country') return countryName(value);
    if (key === 'contact_language' || key === 'contactLanguage') return translate(`company.people.languages.${value}`, { _: value });
    if (key === 'status') return translate(`pateva.audit.memberStatuses.${value}`, { _: value });
    if (key === 'relationship_status') return translate(`relations.statuses.${value}`, { _: value });
    if (key === 'source') return translate(`pateva.audit.sources.${value}`, { _: value });
    if (ISO_TIMESTAMP.test(value)) return formatDateTime(value);
    if (ISO_DATE.test(value)) return formatDate(value);
    return value;
  }
  // Whatever else is a list or a record reads as its items, not as JSON.
  if (Array.isArray(value)) return value.map((item) => show({ field: '' }, '', item, display)).join(', ');
  if (typeof value === 'object') return record('', value, display);
  return String(value);
}

/** One record of a nested list (a company's first addresses), its filled fields in a row. */
function record(entityName: string, item: unknown, display: AuditDisplay): string {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return show({ field: '' }, '', item, display);
  return Object.entries(item as Record<string, unknown>)
    .filter(([key, value]) => !isEmpty(value) && shown(entityName, key))
    .map(([key, value]) => `${label(entityName, key, display.translate)}: ${show(auditField(entityName, key), key, value, display)}`)
    .join(', ');
}

/**
 * An update lists what changed as "before → after"; an addition lists what was
 * stored and a removal what was there, each without the empty fields.
 */
export function auditChanges(entry: Pick<AuditLogEntry, 'entity' | 'before' | 'after' | 'names'>, display: Omit<AuditDisplay, 'names'>): string[] {
  const { entity, before, after } = entry;
  const full: AuditDisplay = { ...display, names: entry.names ?? {} };
  const line = (key: string, value: string) => `${label(entity, key, display.translate)}: ${value}`;
  const value = (key: string, raw: unknown) => show(auditField(entity, key), key, raw, full);
  if (!before || !after) {
    const values = before ?? after ?? {};
    return Object.keys(values)
      .filter((key) => !isEmpty(values[key]) && shown(entity, key))
      .map((key) => line(key, value(key, values[key])));
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => !same(before[key], after[key]) && shown(entity, key))
    .map((key) => line(key, `${value(key, before[key])} → ${value(key, after[key])}`));
}

/** The lookup lists whose names the entries' values need. */
export function auditLookups(entries: ReadonlyArray<Pick<AuditLogEntry, 'entity' | 'before' | 'after'>>): string[] {
  const lookups = new Set<string>();
  for (const entry of entries) {
    for (const values of [entry.before, entry.after]) {
      auditValues(entry.entity, values, (field) => {
        if (field.lookup) lookups.add(field.lookup);
      });
    }
  }
  return [...lookups].sort();
}
