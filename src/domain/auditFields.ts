/**
 * What the audit log's stored keys mean. recordChange stores each change under an entity name
 * (`address`, `company_person` …) with the values as the declarations name them (snake_case as
 * stored, a few camelCase). One map from that name to the declarations (src/domain/entities)
 * whose fields the values carry: the browser labels a key by its declared field
 * (`resources.<resource>.fields.<field>`) and shows a lookup id by its list, the server names the
 * records that a reference field points at. No second list of fields.
 */
import { toCamelCase } from './caseKeys';
import { address } from './entities/address';
import { agreement, product, productAgreement } from './entities/agreement';
import { company } from './entities/company';
import { companyPerson } from './entities/companyPerson';
import { education } from './entities/education';
import type { Entity } from './entities/entity';
import type { FieldKind } from './entities/fields';
import { historyEntry } from './entities/historyEntry';
import { invite } from './entities/invite';
import { membership } from './entities/membership';
import { office } from './entities/office';
import { person } from './entities/person';
import { personCertificate } from './entities/personCertificate';
import { relationship } from './entities/relationship';
import { classificationIndustry, industryRequirement } from './entities/classificationIndustry';
import { financialYear } from './entities/financialYear';
import { project } from './entities/project';
import { companyCertificate } from './entities/companyCertificate';
import { offerPack } from './entities/offerPack';
import { reference } from './entities/reference';
import { applicationQuestion } from './entities/applicationQuestion';
import { newsItem } from './entities/newsItem';
import { helpPage } from './entities/helpPage';
import { application } from './entities/application';
import { REVIEW_TASKS } from './applicationReview';
import { board, boardMeeting, boardMember } from './entities/board';
import { auditQuestion } from './entities/auditQuestion';
import { auditProgram } from './entities/auditProgram';
import { companyCase } from './entities/companyCase';
import { auditorConflict } from './entities/auditorConflict';

/** The entity names recordChange writes → the declarations of their values, the first that has a field wins. */
export const AUDIT_ENTITIES = {
  company: [company],
  address: [address],
  company_office: [office],
  company_membership: [membership],
  company_history_entry: [historyEntry],
  person: [person],
  // A person added to a company is recorded with the person's own fields beside the membership's.
  company_person: [companyPerson, person],
  person_education: [education],
  person_certificate: [personCertificate],
  company_relationship: [relationship],
  // An agreement's row names the version it was signed on (its number).
  company_agreement: [agreement, productAgreement],
  invite: [invite],
  classification_industry: [classificationIndustry],
  classification_industry_requirement: [industryRequirement],
  financial_year: [financialYear],
  financial_year_file: [financialYear],
  project: [project],
  company_certificate: [companyCertificate],
  offer_pack: [offerPack],
  company_reference: [reference],
  // An application's columns are its declaration's; its request keys (sets, lists) KEY_MEANINGS says.
  application: [application],
  // Its other parts are recorded by their columns: KEY_MEANINGS says what their keys hold.
  application_file: [],
  application_question: [applicationQuestion],
  application_review: [],
  application_review_task: [],
  application_industry: [],
  application_company_office: [],
  application_question_answer: [],
  application_office_question: [],
  board: [board],
  board_member: [boardMember],
  board_meeting: [boardMeeting],
  company_restructuring: [],
  audit_question: [auditQuestion],
  // The report's status changes and comments, by their columns.
  audit_report: [],
  audit_program: [auditProgram],
  // The company's certificate plan sync flags (sync_environment_plan, sync_safety_plan, sync_moisture_plan).
  company_certificate_plan: [],
  company_case: [companyCase],
  audit_deviation: [],
  audit_deviation_file: [],
  // Issue 21 (selfcost): a conflict declaration by its declaration; costs and the self-evaluation by their columns.
  auditor_conflict: [auditorConflict],
  auditor_cost: [],
  audit_self_evaluation: [],
  // Issue 22 §4: the office's news items and help pages (no company).
  news_item: [newsItem],
  help_page: [helpPage],
  // Issue 22 §3 (invoicing): the office's products and agreement versions; rows marked invoiced by their columns.
  product: [product],
  product_agreement: [productAgreement],
  invoiced_rows: [],
} as const satisfies Record<string, readonly Entity[]>;

export type AuditEntityName = keyof typeof AUDIT_ENTITIES;
export const AUDIT_ENTITY_NAMES = Object.keys(AUDIT_ENTITIES) as [AuditEntityName, ...AuditEntityName[]];

export const isAuditEntityName = (name: string): name is AuditEntityName => Object.hasOwn(AUDIT_ENTITIES, name);

/** The records the API names for an entry (`names`): users by their person, the declared references by name. */
export const NAMED_RESOURCES = [
  'users',
  'people',
  'companies',
  'company-people',
  'products',
  'product-agreements',
  'application-targets',
  'classification-industries',
  'references',
  'company-offices',
  'application-questions',
] as const;
export type NamedResource = (typeof NAMED_RESOURCES)[number];
const isNamedResource = (resource: string | undefined): resource is NamedResource =>
  resource !== undefined && (NAMED_RESOURCES as readonly string[]).includes(resource);

/**
 * Stored keys holding a reference whose declaration does not say to what (a user's id is no
 * resource of the browser), or that no declaration has at all.
 */
const KEY_REFERENCES: Record<string, NamedResource> = {
  user_id: 'users',
  accepted_by_user_id: 'users',
  signed_by_user_id: 'users',
  created_by_user_id: 'users',
  decided_by_user_id: 'users',
  linked_by_company_id: 'companies',
  parent_company_id: 'companies',
  product_id: 'products',
};

/** Keys whose value is a list of another entity's records (a company's first addresses, an education's replaced ones). */
const NESTED: Record<string, AuditEntityName | 'self'> = { addresses: 'address', replaced: 'self' };

/** What a stored key of an entity without a declaration holds: ids of a lookup list or of named records, codes, or nested records. */
interface KeyMeaning {
  lookup?: string;
  reference?: NamedResource;
  codes?: Readonly<Record<string, string>>;
  /** The value is a list of records, read by this name's keys. */
  nested?: string;
}

const REVIEW_TASK_TITLES: Readonly<Record<string, string>> = Object.fromEntries(REVIEW_TASKS.map((task) => [task.key, task.title]));

/**
 * The applications (issue 11) are recorded with their columns and request keys: per entity name, the
 * keys whose value is more than a text, a number or a truth value, where the declaration does not say
 * it (a reference or lookup field names no list, a request key such as `application_area_codes` is no
 * field). A key no declaration has is labelled `pateva.audit.fields.<key>` (src/i18n/fiApplicationAudit.ts).
 */
const KEY_MEANINGS: Readonly<Record<string, Readonly<Record<string, KeyMeaning>>>> = {
  application: {
    application_target_id: { reference: 'application-targets' },
    application_status_id: { lookup: 'application-statuses' },
    contact_person_id: { reference: 'people' },
    pateva_responsible_person_id: { reference: 'people' },
    auditor_user_id: { reference: 'users' },
    application_area_codes: { lookup: 'area-codes' },
    application_industries: { nested: 'application_industry' },
    application_company_offices: { nested: 'application_company_office' },
    application_scopes: { nested: 'application_scope' },
  },
  application_industry: {
    classification_industry_id: { reference: 'classification-industries' },
    audited_industry_id: { reference: 'classification-industries' },
    reference_ids: { reference: 'references' },
  },
  application_company_office: { company_office_id: { reference: 'company-offices' } },
  application_file: { file_type_id: { lookup: 'company-document-types' }, document_readiness_id: { lookup: 'document-readiness' } },
  application_review: { section_id: { lookup: 'application-review-sections' }, review_status_id: { lookup: 'review-statuses' } },
  application_review_task: { task: { codes: REVIEW_TASK_TITLES }, task_status_id: { lookup: 'task-statuses' } },
  application_question_answer: { question_id: { reference: 'application-questions' } },
  audit_report: { status_id: { lookup: 'report-statuses' } },
};

export interface AuditField {
  /** The declaration that has the field and the field's name there; absent for a key no declaration has. */
  entity?: Entity;
  field: string;
  kind?: FieldKind;
  /** The lookup list (GET /descriptions/{name}) whose ids the value is. */
  lookup?: string;
  /** The records whose id the value is, named by the API in the entry's `names`. */
  reference?: NamedResource;
  /** A code's Finnish name, by the code. */
  codes?: Readonly<Record<string, string>>;
  /** The value is a list of records of this audit entity (or of a part of one that only nests). */
  nested?: string;
}

/** What the stored `key` of an entry of `entityName` is. */
export function auditField(entityName: string, key: string): AuditField {
  const field = toCamelCase(key);
  const declarations: readonly Entity[] = isAuditEntityName(entityName) ? AUDIT_ENTITIES[entityName] : [];
  const entity = declarations.find((candidate) => Object.hasOwn(candidate.fields, field));
  const declared = entity?.fields[field];
  const nested = NESTED[key];
  const meaning = KEY_MEANINGS[entityName]?.[key];
  const reference = KEY_REFERENCES[key] ?? (isNamedResource(declared?.reference) ? declared.reference : meaning?.reference);
  return {
    entity,
    field,
    kind: declared?.kind,
    lookup: declared?.lookup ?? meaning?.lookup,
    reference,
    codes: meaning?.codes,
    nested: nested === 'self' ? (isAuditEntityName(entityName) ? entityName : undefined) : (nested ?? meaning?.nested),
  };
}

type Values = Record<string, unknown> | null;

/** Each (entity, key, value) of an entry's values, nested records included: what the names and lookups are read from. */
export function auditValues(entityName: string, values: Values, visit: (field: AuditField, value: unknown) => void): void {
  for (const [key, value] of Object.entries(values ?? {})) {
    const field = auditField(entityName, key);
    if (field.nested && Array.isArray(value)) {
      for (const item of value) {
        if (item && typeof item === 'object' && !Array.isArray(item)) auditValues(field.nested, item as Record<string, unknown>, visit);
      }
    } else {
      visit(field, value);
    }
  }
}

/**
 * The person whose data an entry changed, by id: the person's own entry, or the `person_id` its
 * values carry (a membership, an education, a certificate). An update lists only what changed,
 * so the entry names whose change it was beside the entity.
 */
export function auditSubjectPerson(entry: { entity: string; entityId: number | null; before: Values; after: Values }): number | null {
  if (entry.entity === 'person') return entry.entityId;
  const id = entry.after?.person_id ?? entry.before?.person_id;
  return typeof id === 'number' ? id : null;
}
