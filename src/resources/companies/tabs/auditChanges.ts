/**
 * What an audit entry changed, as "Field: before → after" lines in Finnish: the
 * stored column names get their labels, lookup ids the names in their lists,
 * dates, truth values, permissions and languages their Finnish form.
 */
import { COMPANY_PERMISSION_LABELS, type CompanyPermission } from '../../../domain/companyPermissions';
import { DESCRIBABLES } from '../../../domain/describables';
import { formatDate, formatDateTime } from '../../../domain/formats';

type Values = Record<string, unknown> | null;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Columns holding the id of a row of a lookup list (src/domain/describables.ts). */
const LOOKUPS: Record<string, keyof typeof DESCRIBABLES> = {
  address_type_id: 'contact-types',
  company_status_id: 'company-statuses',
  company_history_entry_type_id: 'company-history-entry-types',
  company_membership_union_id: 'company-membership-union',
  company_relationship_type_id: 'company-relationship-types',
  education_degree_id: 'education-degrees',
  education_level_id: 'education-levels',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function show(key: string, value: unknown, translate: Translate): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return translate(value ? 'pateva.audit.yes' : 'pateva.audit.no');
  if (key in LOOKUPS && typeof value === 'number') {
    return DESCRIBABLES[LOOKUPS[key]]?.find((row) => row.id === value)?.shortDescription ?? String(value);
  }
  if (key === 'permissions' && Array.isArray(value)) {
    return value.length ? value.map((p) => COMPANY_PERMISSION_LABELS[p as CompanyPermission] ?? String(p)).join(', ') : '–';
  }
  if (key === 'contact_language' && typeof value === 'string') return translate(`company.people.languages.${value}`, { _: value });
  if (key === 'status' && typeof value === 'string') return translate(`pateva.audit.memberStatuses.${value}`, { _: value });
  if (key === 'relationship_status' && typeof value === 'string') return translate(`relations.statuses.${value}`, { _: value });
  if (typeof value === 'string' && ISO_TIMESTAMP.test(value)) return formatDateTime(value);
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDate(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
const same = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * An update lists what changed as "before → after"; an addition lists what was
 * stored and a removal what was there, each without the empty fields.
 */
export function auditChanges(before: Values, after: Values, translate: Translate): string[] {
  const label = (key: string) => translate(`pateva.audit.fields.${key}`, { _: key });
  if (!before || !after) {
    const values = before ?? after ?? {};
    return Object.keys(values)
      .filter((key) => !isEmpty(values[key]))
      .map((key) => `${label(key)}: ${show(key, values[key], translate)}`);
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => !same(before[key], after[key]))
    .map((key) => `${label(key)}: ${show(key, before[key], translate)} → ${show(key, after[key], translate)}`);
}
