/** Kysely's view of the tables (migrations/ is the source of truth). */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AuditAction } from '../../src/domain/api/audit';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp column with a database default (now()). */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigserial ids arrive as strings from pg; we parse int8 as number in kysely.ts. */
type Id = Generated<number>;

export interface DescribablesTable {
  kind: string;
  id: number;
  language_code: Generated<string>;
  short_description: string;
  long_description: string | null;
  help_text: string | null;
  order_number: Generated<number>;
}

export interface PeopleTable {
  id: Id;
  first_name: string;
  last_name: string;
  title: string | null;
  birth_year: Generated<number>;
  phone: string | null;
  contact_language: Generated<string>;
  email: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface UsersTable {
  id: Id;
  email: string;
  password_hash: string;
  email_verified_at: NullableTimestamp;
  person_id: number;
  newsletter: Generated<boolean>;
  /** A new sign-in address waiting for its link to be followed (migration 014). */
  pending_email: ColumnType<string | null, string | null | undefined, string | null>;
  pending_email_requested_at: NullableTimestamp;
  /** Failed sign-ins in a row; at LOCK_AFTER_FAILURES only a known address passes (migration 029). */
  failed_sign_ins: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface UserPermissionsTable {
  user_id: number;
  permission_id: number;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
}

/** Fixed-window counters (server/http/rateLimit.ts); key is a SHA-256 of what is counted. */
export interface RateLimitsTable {
  key: string;
  window_start: Date;
  hits: number;
}

/** Addresses a user has signed in from (a SHA-256 of each): the right password from one passes a lock-out. */
export interface KnownSignInAddressesTable {
  user_id: number;
  address_hash: string;
  last_seen_at: DefaultTimestamp;
}

export interface PasswordResetsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface CompaniesTable {
  id: Id;
  name: string;
  registration_number: string;
  switchboard_number: string | null;
  managing_director_id: number | null;
  company_status_id: number | null;
  company_type_id: number | null;
  customer_type_id: number | null;
  /** SPEC §3 Company sync flags (migration 037): the plan follows the quality plan's dates. */
  sync_environment_plan: Generated<boolean>;
  sync_safety_plan: Generated<boolean>;
  sync_moisture_plan: Generated<boolean>;
  /** Issue 22 §1 (migration 043): when the office began to watch the company, and its own notes on it. */
  monitoring_started_at: NullableTimestamp;
  auditor_comments: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** Kept by company_people's triggers (migration 010); never written by the app. */
  active_people_count: ColumnType<number, never, never>;
  active_admin_count: ColumnType<number, never, never>;
  /** The search text's bigrams, a generated column (migration 028); read by the search only. */
  search_bigrams: ColumnType<string[], never, never>;
  /** Issue 22 §2: merged into another company (company_restructurings), and when. */
  merged_into_company_id: ColumnType<number | null, number | null | undefined, number | null>;
  merged_at: NullableTimestamp;
}

export interface AddressesTable {
  id: Id;
  company_id: number;
  address_type_id: number;
  street: string | null;
  address_line1: string | null;
  address_line2: string | null;
  address_line3: string | null;
  address_line4: string | null;
  zipcode: string | null;
  city: string | null;
  country: Generated<string>;
  electronic_address: string | null;
  location: string | null;
  po_box: string | null;
  electronic_billing_address: string | null;
  electronic_billing_operator: string | null;
  electronic_billing_operator_id: string | null;
}

export type CompanyPersonStatus = 'pending' | 'active' | 'rejected';

export interface CompanyPeopleTable {
  id: Id;
  company_id: number;
  person_id: number;
  user_id: number | null;
  status: CompanyPersonStatus;
  email: string | null;
  phone: string | null;
  title: string | null;
  company_admin: Generated<boolean>;
  company_contact_person: Generated<boolean>;
  company_managing_director: Generated<boolean>;
  company_production_management: Generated<boolean>;
  requested_at: NullableTimestamp;
  decided_at: NullableTimestamp;
  decided_by_user_id: number | null;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  /** What the office's people list searches (migration 044), kept by PostgreSQL's triggers. */
  search_text: Generated<string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface PrhCompaniesTable {
  registration_number: string;
  found: boolean;
  response: unknown;
  fetched_at: DefaultTimestamp;
}

export interface PersonEducationsTable {
  id: Id;
  person_id: number;
  education_level_id: number | null;
  education_degree_id: number | null;
  description: string | null;
  educational_institute: string | null;
  graduation_year: number | null;
}

/** valid_from / valid_until are dates: written as 'yyyy-MM-dd', read as text (see people/view.ts). */
export interface PersonCertificatesTable {
  id: Id;
  person_id: number;
  certificate_name: string;
  certificate_number: string | null;
  issuer: string | null;
  valid_from: ColumnType<string | null, string | null | undefined, string | null>;
  valid_until: ColumnType<string | null, string | null | undefined, string | null>;
  additional_info: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type { AuditAction };

export interface AuditLogTable {
  id: Id;
  company_id: number | null;
  user_id: number | null;
  entity: string;
  entity_id: number | null;
  action: AuditAction;
  before: unknown;
  after: unknown;
  created_at: DefaultTimestamp;
}

export interface FeedbackTable {
  id: Id;
  message_type: number;
  recipient_person_id: number;
  title: string;
  message: string;
  company_id: number | null;
  sender_user_id: number | null;
  created_at: DefaultTimestamp;
}

export interface AccessibilityFeedbackTable {
  id: Id;
  message: string;
  email: string | null;
  created_at: DefaultTimestamp;
}

/** `date` columns: written as yyyy-MM-dd, read back with `::text` (pg would make them local-midnight Dates). */
type DateColumn = ColumnType<Date | string, string, string>;

export interface CompanyHistoryEntriesTable {
  id: Id;
  company_id: number;
  valid_from: DateColumn;
  valid_to: ColumnType<Date | string | null, string | null | undefined, string | null>;
  content: string;
  company_history_entry_type_id: number | null;
  created_by_user_id: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface InvitesTable {
  id: Id;
  company_id: number;
  email: string;
  /** Kept since migration 008 (SPEC §7 cancels by it); null for older invites. */
  token: string | null;
  token_hash: string;
  company_admin: Generated<boolean>;
  company_managing_director: Generated<boolean>;
  company_contact_person: Generated<boolean>;
  invited_by_user_id: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  deleted_at: NullableTimestamp;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  accepted_by_user_id: number | null;
}

export interface Database {
  feedback: FeedbackTable;
  accessibility_feedback: AccessibilityFeedbackTable;
  company_history_entries: CompanyHistoryEntriesTable;
  audit_log: AuditLogTable;
  describables: DescribablesTable;
  people: PeopleTable;
  users: UsersTable;
  user_permissions: UserPermissionsTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  known_sign_in_addresses: KnownSignInAddressesTable;
  password_resets: PasswordResetsTable;
  companies: CompaniesTable;
  addresses: AddressesTable;
  company_offices: CompanyOfficesTable;
  company_people: CompanyPeopleTable;
  person_educations: PersonEducationsTable;
  person_certificates: PersonCertificatesTable;
  prh_companies: PrhCompaniesTable;
  invites: InvitesTable;
  company_memberships: CompanyMembershipsTable;
  company_relationships: CompanyRelationshipsTable;
  products: ProductsTable;
  invoiced_rows: InvoicedRowsTable;
  product_agreements: ProductAgreementsTable;
  company_agreements: CompanyAgreementsTable;
  files: FilesTable;
  classification_industries: ClassificationIndustriesTable;
  classification_industry_requirements: ClassificationIndustryRequirementsTable;
  financial_years: FinancialYearsTable;
  financial_year_files: FinancialYearFilesTable;
  projects: ProjectsTable;
  project_addresses: ProjectAddressesTable;
  company_references: CompanyReferencesTable;
  reference_expertises: ReferenceExpertisesTable;
  reference_images: ReferenceImagesTable;
  reference_confirmations: ReferenceConfirmationsTable;
  company_certificates: CompanyCertificatesTable;
  company_certificate_industries: CompanyCertificateIndustriesTable;
  company_certificate_events: CompanyCertificateEventsTable;
  certificate_reminders: CertificateRemindersTable;
  offer_packs: OfferPacksTable;
  offer_pack_references: OfferPackReferencesTable;
  application_targets: ApplicationTargetsTable;
  applications: ApplicationsTable;
  application_industries: ApplicationIndustriesTable;
  application_industry_references: ApplicationIndustryReferencesTable;
  application_company_offices: ApplicationCompanyOfficesTable;
  application_scopes: ApplicationScopesTable;
  application_area_codes: ApplicationAreaCodesTable;
  application_files: ApplicationFilesTable;
  application_status_history: ApplicationStatusHistoryTable;
  application_reviews: ApplicationReviewsTable;
  application_review_tasks: ApplicationReviewTasksTable;
  application_questions: ApplicationQuestionsTable;
  application_question_answers: ApplicationQuestionAnswersTable;
  application_office_questions: ApplicationOfficeQuestionsTable;
  boards: BoardsTable;
  board_members: BoardMembersTable;
  board_meetings: BoardMeetingsTable;
  board_meeting_attendances: BoardMeetingAttendancesTable;
  board_item_conflicts: BoardItemConflictsTable;
  board_item_decisions: BoardItemDecisionsTable;
  board_item_decision_industries: BoardItemDecisionIndustriesTable;
  board_minute_checkers: BoardMinuteCheckersTable;
  meeting_renewal_reminders: MeetingRenewalRemindersTable;
  list_data_generation: ListDataGenerationTable;
  audit_programs: AuditProgramsTable;
  audit_reports: AuditReportsTable;
  audit_questions: AuditQuestionsTable;
  audit_answers: AuditAnswersTable;
  audit_observation_history: AuditObservationHistoryTable;
  audit_deviations: AuditDeviationsTable;
  audit_deviation_files: AuditDeviationFilesTable;
  audit_deviation_events: AuditDeviationEventsTable;
  deviation_reminders: DeviationRemindersTable;
  audit_self_evaluations: AuditSelfEvaluationsTable;
  auditor_costs: AuditorCostsTable;
  auditor_conflicts: AuditorConflictsTable;
  company_restructurings: CompanyRestructuringsTable;
  company_restructuring_documents: CompanyRestructuringDocumentsTable;
  company_status_changes: CompanyStatusChangesTable;
  company_cases: CompanyCasesTable;
  company_case_files: CompanyCaseFilesTable;
  company_case_reminders: CompanyCaseRemindersTable;
  company_prh_changes: CompanyPrhChangesTable;
  news_items: NewsItemsTable;
  help_pages: HelpPagesTable;
  news_feed_copies: NewsFeedCopiesTable;
}

/** One row: raised by every committed write to the tables lists count (migration 034, server/http/listTotals.ts). */
export interface ListDataGenerationTable {
  id: Generated<boolean>;
  generation: number;
}

export type AddressRow = Selectable<AddressesTable>;

export interface CompanyOfficesTable {
  id: Id;
  company_id: number;
  name: string;
  description: string | null;
  street: string | null;
  zipcode: string | null;
  city: string | null;
  country: Generated<string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}
export type CompanyOfficeRow = Selectable<CompanyOfficesTable>;
export type NewAddress = Insertable<AddressesTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type PersonRow = Selectable<PeopleTable>;

export interface CompanyMembershipsTable {
  id: Id;
  company_id: number;
  company_membership_union_id: number;
  description: string | null;
  created_at: DefaultTimestamp;
}

/** A relation to a company in the portal waits for that company's consent (migration 013). */
export type CompanyRelationshipStatus = 'pending' | 'active';

export interface CompanyRelationshipsTable {
  id: Id;
  company_relationship_type_id: number;
  parent_company_id: number;
  daughter_company_id: number;
  created_at: DefaultTimestamp;
  status: CompanyRelationshipStatus;
  /** When it became active: at once, or when the other company accepted it. */
  accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Who accepted it; null when it was active at once. */
  accepted_by_user_id: number | null;
}

export interface ProductsTable {
  id: Id;
  code: string;
  name: string;
  sales_unit: string;
  /** numeric(5,2): pg gives it as a string. */
  vat_percentage: ColumnType<string, string | number, string | number>;
  billing_period: number;
  period_unit: string;
  automatic_renewal: Generated<boolean>;
  direct_buy: Generated<boolean>;
  single_license: Generated<boolean>;
  /** Migration 040: net euros of one sales unit; 'product-billing-bases' id; the application types an application fee is for. */
  unit_price: Generated<number>;
  billing_basis: Generated<number>;
  application_type_ids: ColumnType<number[], number[] | undefined, number[]>;
}

/** Migration 040: a row of the invoicing basis once billed (its key unique: billed once). */
export interface InvoicedRowsTable {
  id: Id;
  row_key: string;
  company_id: number;
  kind: string;
  description: string;
  billing_date: ColumnType<Date | string, string, string>;
  quantity: ColumnType<string, string | number, string | number>;
  net_cents: ColumnType<number, number, number>;
  vat_percentage: ColumnType<string, string | number, string | number>;
  vat_cents: ColumnType<number, number, number>;
  period_from: ColumnType<Date | string, string, string>;
  period_to: ColumnType<Date | string, string, string>;
  invoiced_by_user_id: number | null;
  invoiced_at: DefaultTimestamp;
}

export interface ProductAgreementsTable {
  id: Id;
  product_id: number;
  version: number;
  /** `date` columns: read back with `::text`. */
  valid_from: ColumnType<Date | string, string, string>;
  valid_to: ColumnType<Date | string | null, string | null | undefined, string | null>;
  content: string;
  signed_at: NullableTimestamp;
}

export interface CompanyAgreementsTable {
  id: Id;
  company_id: number;
  company_contact_person_id: number | null;
  pateva_contact_person_id: number | null;
  product_agreement_id: number;
  signed_at: DefaultTimestamp;
  terminated_at: NullableTimestamp;
  terminated_reason: string | null;
  signed_by_user_id: number | null;
}

/** One size of a stored image (migration 017): its own blob in the store. */
export interface FileVariant {
  hash: string;
  width: number;
  height: number;
  byteSize: number;
}

/** A stored upload (migration 017); the content is in the store under `hash` (server/integrations/storage.ts). */
export interface FilesTable {
  id: Id;
  hash: string;
  original_name: string;
  mime_type: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  variants: ColumnType<Partial<Record<string, FileVariant>>, string, string>;
  uploaded_by_user_id: number | null;
  created_at: DefaultTimestamp;
}
export type FileRow = Selectable<FilesTable>;
/** SPEC §3 Classification industry (019): the association's industry tree. */
export interface ClassificationIndustriesTable {
  id: Id;
  parent_id: number | null;
  symbolic_number: string;
  short_description: string;
  long_description: string | null;
  sort_number: number;
  available_proficiency: Generated<boolean>;
  available_certification: Generated<boolean>;
  active: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

type DayColumn = ColumnType<Date | string | null, string | null | undefined, string | null>;

/** A company's reference (SPEC §3 Reference; migration 021). */
export interface CompanyReferencesTable {
  id: Id;
  company_id: number;
  title: string;
  project_id: number | null;
  reference_type_id: number | null;
  status_id: number | null;
  order_number: string | null;
  work_description: string | null;
  address: string | null;
  client_name: string | null;
  client_registration_number: string | null;
  contractor_id: number | null;
  contractor_contact_person_id: number | null;
  work_start_date: DayColumn;
  work_end_date: DayColumn;
  duration: number | null;
  total_billing: number | null;
  total_billing_unit_id: number | null;
  subcontractor_degree: number | null;
  subcontractor_amount: number | null;
  company_role_id: number | null;
  lifecycle_phase_id: number | null;
  planning_type_id: number | null;
  contract_type_id: number | null;
  sector_id: number | null;
  task_id: number | null;
  subtask_id: number | null;
  specification_id: number | null;
  complexity: number | null;
  visibility_type_id: number | null;
  level1_evaluation_date: DayColumn;
  level2_evaluation_date: DayColumn;
  level3_evaluation_date: DayColumn;
  additional_info: string | null;
  is_used: Generated<boolean>;
  locked: Generated<boolean>;
  verified_by_board: Generated<boolean>;
  verified_by_customer: Generated<boolean>;
  verified_by_feedback: Generated<boolean>;
  customer_verified_at: NullableTimestamp;
  feedback: string | null;
  created_by_user_id: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type ClassificationIndustryRow = Selectable<ClassificationIndustriesTable>;

/** An industry's requirements (019); company_id set: a requirement for that company only. */
export interface ClassificationIndustryRequirementsTable {
  id: Id;
  classification_industry_id: number;
  certificate_type_id: number | null;
  min_total_billing: number | null;
  max_reference_age: number | null;
  min_reference_count: number | null;
  file_type_id: number | null;
  company_id: number | null;
  education_degree_ids: ColumnType<number[], number[] | undefined, number[]>;
  person_certificate_type_ids: ColumnType<number[], number[] | undefined, number[]>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type ClassificationIndustryRequirementRow = Selectable<ClassificationIndustryRequirementsTable>;

/** bigint columns of whole euros: read as numbers (kysely.ts parses int8), written as numbers. */
type Euros = number | null;

/** A company's financial year (migration 018). */
export interface FinancialYearsTable {
  id: Id;
  company_id: number;
  year: number;
  period_start: ColumnType<string, string, string>;
  period_end: ColumnType<string, string, string>;
  turnover: Euros;
  operating_profit: Euros;
  net_result: Euros;
  equity: Euros;
  balance_sheet_total: Euros;
  received_advances: Euros;
  current_assets: Euros;
  inventories: Euros;
  current_liabilities: Euros;
  personnel_count: number | null;
  additional_info: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}
export type FinancialYearRow = Selectable<FinancialYearsTable>;

/** A document of a financial year (migration 018): a stored file and its SPEC §3 document types. */
export interface FinancialYearFilesTable {
  id: Id;
  financial_year_id: number;
  file_id: number;
  file_type_ids: number[];
  created_at: DefaultTimestamp;
}
/** SPEC §3 Project (020). */
export interface ProjectsTable {
  id: Id;
  company_id: number;
  name: string;
  planning_type_id: number | null;
  contract_type_id: number | null;
  project_classification_id: number | null;
  project_size: number | null;
  project_size_unit_id: number | null;
  location_description: string | null;
  building_code: string | null;
  property_code: string | null;
  site_key: string | null;
  district: string | null;
  sector_id: number | null;
  extent: string | null;
  location_infra_identifier: string | null;
  has_other_company_references: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type ProjectRow = Selectable<ProjectsTable>;

/** A project's address records (020): visiting Finnish (3) and coordinates (13), one of each. */
export interface ProjectAddressesTable {
  id: Id;
  project_id: number;
  address_type_id: number;
  street: string | null;
  zipcode: string | null;
  city: string | null;
  country: Generated<string>;
  location: string | null;
}

export type ProjectAddressRow = Selectable<ProjectAddressesTable>;
export interface ReferenceExpertisesTable {
  reference_id: number;
  classification_industry_id: number;
}

/** A reference's image (migration 022): a stored file, one of a reference's images the default. */
export interface ReferenceImagesTable {
  id: Id;
  reference_id: number;
  file_id: number;
  is_default: Generated<boolean>;
  order_number: Generated<number>;
  created_at: DefaultTimestamp;
}

export type ReferenceConfirmationStatus = 'pending' | 'confirmed' | 'corrected' | 'declined' | 'superseded';

/** A confirmation asked of a reference's client by e-mail (migration 022). */
export interface ReferenceConfirmationsTable {
  id: Id;
  reference_id: number;
  email: string;
  status: Generated<ReferenceConfirmationStatus>;
  comment: string | null;
  feedback: string | null;
  requested_by_user_id: number | null;
  requested_at: DefaultTimestamp;
  expires_at: Timestamp;
  answered_at: NullableTimestamp;
}

/** A company's certificate (migration 023); `date` columns read back with `::text`. */
export interface CompanyCertificatesTable {
  id: Id;
  company_id: number;
  certificate_name: string;
  certificate_type_id: number;
  certificate_number: string | null;
  certificate_sub_id: string | null;
  issuer: string;
  issued_by_association: Generated<boolean>;
  is_person_certificate: Generated<boolean>;
  valid_from: ColumnType<string | null, string | null | undefined, string | null>;
  valid_until: ColumnType<string | null, string | null | undefined, string | null>;
  additional_info: string | null;
  /** The attached PDF (files, migration 017). */
  file_id: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** Migration 035: the application that issued it (an application issues once). */
  application_id: ColumnType<number | null, number | null | undefined, number | null>;
  decided_at: ColumnType<string | null, string | null | undefined, string | null>;
  scope: ColumnType<string | null, string | null | undefined, string | null>;
  location: ColumnType<string | null, string | null | undefined, string | null>;
  held_status: ColumnType<CertificateHeldStatus, CertificateHeldStatus | undefined, CertificateHeldStatus>;
}

/** Migration 035: what the office sets; valid and expired come from the dates. */
export type CertificateHeldStatus = 'active' | 'suspended' | 'withdrawn';

export interface CompanyCertificateIndustriesTable {
  certificate_id: number;
  classification_industry_id: number;
}

export type CertificateEventKind = 'issued' | 'suspended' | 'withdrawn' | 'reinstated';

export interface CompanyCertificateEventsTable {
  id: Id;
  certificate_id: number;
  event: CertificateEventKind;
  reason: string | null;
  user_id: number | null;
  created_at: DefaultTimestamp;
}

/** One expiry reminder sent (migration 035): a certificate, its end day and the stage in days before it. */
export interface CertificateRemindersTable {
  certificate_id: number;
  valid_until: string;
  stage_days: number;
  recipients: string[];
  sent_at: DefaultTimestamp;
}

/** A company's offer pack (migration 024). */
export interface OfferPacksTable {
  id: Id;
  company_id: number;
  name: string;
  created_by_user_id: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A reference in an offer pack, at its place (0 first). */
export interface OfferPackReferencesTable {
  offer_pack_id: number;
  reference_id: number;
  position: number;
}

/** Issue 11 (migration 025): applications. */
export interface ApplicationTargetsTable {
  id: number;
  application_type_id: number;
  name: string;
  active: Generated<boolean>;
}

export interface ApplicationsTable {
  id: Id;
  company_id: number;
  application_target_id: number;
  application_type_id: number;
  application_source_id: number | null;
  application_status_id: Generated<number>;
  contact_person_id: number | null;
  pateva_responsible_person_id: number | null;
  auditor_user_id: number | null;
  board_meeting_id: number | null;
  industry_description: string | null;
  vastuu_group_agreement: Generated<boolean>;
  contract_agreement: Generated<boolean>;
  opened_at: DefaultTimestamp;
  sent_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  created_by_user_id: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** Migration 026: what a renewal left out when it copied its source (Finnish lines). */
  renewal_changes: ColumnType<string[], string[] | undefined, string[]>;
}
export type ApplicationRow = Selectable<ApplicationsTable>;

export interface ApplicationIndustriesTable {
  id: Id;
  application_id: number;
  classification_industry_id: number;
  granted: boolean | null;
  audited: Generated<boolean>;
  audited_industry_id: number | null;
}

export interface ApplicationIndustryReferencesTable {
  application_industry_id: number;
  reference_id: number;
  granted: boolean | null;
  is_new: Generated<boolean>;
}

export interface ApplicationCompanyOfficesTable {
  id: Id;
  application_id: number;
  company_office_id: number | null;
  description: string | null;
  audited: Generated<boolean>;
  is_granted: boolean | null;
}

export interface ApplicationScopesTable {
  id: Id;
  application_id: number;
  description: string;
}

export interface ApplicationAreaCodesTable {
  application_id: number;
  area_code: number;
}

export interface ApplicationFilesTable {
  id: Id;
  application_id: number;
  file_id: number;
  file_type_id: number;
  document_readiness_id: Generated<number>;
  created_at: DefaultTimestamp;
}

export interface ApplicationStatusHistoryTable {
  id: Id;
  application_id: number;
  from_status_id: number | null;
  to_status_id: number;
  message: string | null;
  changed_by_user_id: number | null;
  created_at: DefaultTimestamp;
}

/** Issue 11 (migration 027): the office's review, review tasks and application questions. */
export interface ApplicationReviewsTable {
  id: Id;
  application_id: number;
  section_id: number;
  review_status_id: number | null;
  comment: string | null;
  reviewed_by_user_id: number | null;
  updated_at: DefaultTimestamp;
}

export interface ApplicationReviewTasksTable {
  application_id: number;
  task: string;
  task_status_id: number;
  updated_by_user_id: number | null;
  updated_at: DefaultTimestamp;
}

export interface ApplicationQuestionsTable {
  id: Id;
  application_type_id: number;
  section_id: number;
  text: string;
  order_number: Generated<number>;
  active: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface ApplicationQuestionAnswersTable {
  application_id: number;
  question_id: number;
  answer: string;
  answered_by_user_id: number | null;
  answered_at: DefaultTimestamp;
}

export interface ApplicationOfficeQuestionsTable {
  id: Id;
  application_id: number;
  text: string;
  asked_by_user_id: number | null;
  asked_at: DefaultTimestamp;
  answer: string | null;
  answered_by_user_id: number | null;
  answered_at: NullableTimestamp;
}

/** Migration 033 (issue 20): boards, members, meetings and what a meeting records. */
type BoardDay = ColumnType<Date | string | null, string | null | undefined, string | null>;

export interface BoardsTable {
  id: Id;
  name: string;
  short_name: string | null;
  description: string | null;
  active: Generated<boolean>;
  pateva_responsible_id: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface BoardMembersTable {
  id: Id;
  board_id: number;
  person_id: number;
  board_member_role_id: number;
  active: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface BoardMeetingsTable {
  id: Id;
  board_id: number;
  title: string;
  description: string | null;
  meeting_time: Timestamp;
  location: string | null;
  caller_person_id: number | null;
  company_message_title: string | null;
  company_message_content: string | null;
  member_message_title: string | null;
  member_message_content: string | null;
  started_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  notified_at: NullableTimestamp;
  archived_at: NullableTimestamp;
  return_due_date: BoardDay;
  previous_board_meeting_id: number | null;
  remind_renewal_date: BoardDay;
  second_remind_renewal_date: BoardDay;
  sent_renewal_date: BoardDay;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface BoardMeetingAttendancesTable {
  board_meeting_id: number;
  board_member_id: number;
  attendance_id: number;
  updated_by_user_id: number | null;
  updated_at: DefaultTimestamp;
}

export interface BoardItemConflictsTable {
  id: Id;
  board_meeting_id: number;
  application_id: number;
  board_member_id: number;
  reason: string | null;
  automatic: Generated<boolean>;
  declared_by_user_id: number | null;
  created_at: DefaultTimestamp;
}

export interface BoardItemDecisionsTable {
  id: Id;
  board_meeting_id: number;
  application_id: number;
  board_decision_id: number;
  reasons: string | null;
  conditions: string | null;
  return_due_date: BoardDay;
  decided_by_user_id: number | null;
  decided_at: DefaultTimestamp;
}

export interface BoardItemDecisionIndustriesTable {
  board_item_decision_id: number;
  application_industry_id: number;
  granted: boolean;
}

export interface BoardMinuteCheckersTable {
  board_meeting_id: number;
  board_member_id: number;
  approved_at: NullableTimestamp;
}

/** One board meeting renewal reminder sent (migration 036, planned 039): meeting, company, stage 1–3 and the meeting's day. */
export interface MeetingRenewalRemindersTable {
  board_meeting_id: number;
  company_id: number;
  stage: number;
  meeting_day: string;
  certificates: string[];
  recipients: string[];
  sent_at: DefaultTimestamp;
}

/** Certificate audits (issue 21, migration 037). `date` columns are read back with ::text; numeric columns arrive as strings. */
type NullableDate = ColumnType<Date | string | null, string | null | undefined, string | null>;
type NullableNumeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;

export interface AuditProgramsTable {
  id: Id;
  company_id: number;
  application_id: number | null;
  certificate_type_id: number;
  certificate_id: number | null;
  audit_kind_id: Generated<number>;
  status_id: Generated<number>;
  billing_date: NullableDate;
  date: NullableDate;
  planned_start_date: NullableDate;
  start_date: NullableDate;
  duration_in_days: NullableNumeric;
  primary_auditor_id: number | null;
  secondary_auditor_id: number | null;
  previous_auditor_id: number | null;
  next_auditor_id: number | null;
  requires_new_auditor: Generated<boolean>;
  last_certificate_meeting_date: NullableDate;
  statement_id: number | null;
  statement_additional_info: string | null;
  finished_at: NullableTimestamp;
  report_due_date: NullableDate;
  company_notified_at: NullableTimestamp;
  company_objection: string | null;
  company_objected_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface AuditReportsTable {
  program_id: number;
  status_id: Generated<number>;
  sent_at: NullableTimestamp;
  auditor_comment: string | null;
  company_comment: string | null;
  company_commented_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  review_asked_at: NullableTimestamp;
  reviewed_at: NullableTimestamp;
  reviewer_comment: string | null;
  reviewer_person_id: number | null;
  version: Generated<number>;
  updated_at: DefaultTimestamp;
}

export interface AuditQuestionsTable {
  id: Id;
  symbolic_name: string;
  text: string;
  description: string | null;
  section_id: number;
  certificate_type_ids: ColumnType<number[], number[] | undefined, number[]>;
  order_number: Generated<number>;
  active: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface AuditAnswersTable {
  program_id: number;
  question_id: number;
  answer: string | null;
  initial_answer: string | null;
  finished: Generated<boolean>;
  reviewer_comment: string | null;
  grade_id: number | null;
  public: Generated<boolean>;
  strengths: string | null;
  development_areas: string | null;
  score: number | null;
  has_deviation: Generated<boolean>;
  observation_status_id: number | null;
  version: Generated<number>;
  updated_by_user_id: number | null;
  updated_at: DefaultTimestamp;
}

export interface AuditObservationHistoryTable {
  id: Id;
  program_id: number;
  question_id: number;
  strengths: string | null;
  development_areas: string | null;
  score: number | null;
  has_deviation: Generated<boolean>;
  observation_status_id: number | null;
  user_id: number | null;
  created_at: DefaultTimestamp;
}

export interface AuditDeviationsTable {
  id: Id;
  program_id: number;
  question_id: number | null;
  severity_id: number;
  status_id: Generated<number>;
  description: string;
  taken_action: string | null;
  to_be_fixed_by_date: DateColumn;
  fix_sent_at: NullableTimestamp;
  fix_approved_at: NullableTimestamp;
  auditor_comment: string | null;
  version: Generated<number>;
  created_by_user_id: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface AuditDeviationFilesTable {
  id: Id;
  deviation_id: number;
  file_id: number;
  uploaded_by_user_id: number | null;
  created_at: DefaultTimestamp;
}

export interface AuditDeviationEventsTable {
  id: Id;
  deviation_id: number;
  event: 'raised' | 'changed' | 'fix_sent' | 'approved' | 'rejected';
  comment: string | null;
  user_id: number | null;
  created_at: DefaultTimestamp;
}

export interface DeviationRemindersTable {
  deviation_id: number;
  stage: 'before' | 'overdue';
  due_date: string;
  recipients: string[];
  sent_at: DefaultTimestamp;
}

export interface AuditSelfEvaluationsTable {
  program_id: number;
  section_id: number;
  score: number | null;
  comment: string | null;
  updated_by_user_id: number | null;
  updated_at: DefaultTimestamp;
}

export interface AuditorCostsTable {
  program_id: number;
  person_id: number;
  preparation_hours: NullableNumeric;
  preparation_date: NullableDate;
  site_hours: NullableNumeric;
  site_date: NullableDate;
  report_hours: NullableNumeric;
  report_date: NullableDate;
  travelling_hours: NullableNumeric;
  distance_driven: NullableNumeric;
  other_travelling_costs: NullableNumeric;
  per_diem: NullableNumeric;
  lodging_costs: NullableNumeric;
  per_diem_pcs: number | null;
  half_per_diem_pcs: number | null;
  updated_at: DefaultTimestamp;
}

export interface AuditorConflictsTable {
  id: Id;
  person_id: number;
  company_id: number;
  conflict_type_id: number;
  description: string | null;
  valid_from: DateColumn;
  valid_to: NullableDate;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** Issue 22 §2: a restructuring done — from the company that ended into the one that received (what moved as JSON). */
export interface CompanyRestructuringsTable {
  id: Id;
  from_company_id: number;
  to_company_id: number;
  user_id: number | null;
  file_id: number | null;
  moved: ColumnType<unknown, string, string>;
  created_at: DefaultTimestamp;
}

/** Issue 22 §2: a merger confirmation document uploaded in the wizard, before the restructuring names it. */
export interface CompanyRestructuringDocumentsTable {
  file_id: number;
  uploaded_by_user_id: number | null;
  created_at: DefaultTimestamp;
}

/** A company's status change with its reason (issue 22 §1, migration 043). */
export interface CompanyStatusChangesTable {
  id: Id;
  company_id: number;
  from_status_id: number | null;
  to_status_id: number | null;
  reason: string;
  user_id: number | null;
  created_at: DefaultTimestamp;
}

export type CompanyCaseStatus = 'open' | 'answered' | 'closed' | 'board';

/** A deviation or additional-information case on a company (issue 22 §1, migration 043). */
export interface CompanyCasesTable {
  id: Id;
  company_id: number;
  case_type_id: number;
  title: string;
  description: string | null;
  opened_at: ColumnType<Date | string, string | undefined, string>;
  due_date: ColumnType<Date | string, string, string>;
  status: ColumnType<CompanyCaseStatus, CompanyCaseStatus | undefined, CompanyCaseStatus>;
  answer: string | null;
  answered_at: NullableTimestamp;
  answered_by_user_id: number | null;
  conclusion: string | null;
  closed_at: NullableTimestamp;
  board_meeting_id: number | null;
  source: ColumnType<'office' | 'prh', 'office' | 'prh' | undefined, 'office' | 'prh'>;
  created_by_user_id: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface CompanyCaseFilesTable {
  case_id: number;
  file_id: number;
}

export interface CompanyCaseRemindersTable {
  case_id: number;
  due_date: string;
  stage: 'before' | 'overdue';
  recipients: string[];
  sent_at: DefaultTimestamp;
}

export interface CompanyPrhChangesTable {
  company_id: number;
  change_key: string;
  case_id: number | null;
  detected_at: DefaultTimestamp;
}

/** The portal's own front-page news (migration 041), served in the association feed's shape. */
export interface NewsItemsTable {
  id: Id;
  title: string;
  /** `date` column: read back with `::text`. */
  date: ColumnType<Date | string, string | undefined, string>;
  description: string | null;
  body: string | null;
  image: string | null;
  category_name: string | null;
  /** The uploaded image (migration 043), whose address `image` then is. */
  image_file_id: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** The help modal's pages by slug, Markdown (migration 041). */
export interface HelpPagesTable {
  id: Id;
  slug: string;
  title: string;
  content: string;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** The association feed's last good answer per request, shared by the app processes (migration 041). */
export interface NewsFeedCopiesTable {
  key: string;
  body: unknown;
  fetched_at: DefaultTimestamp;
}
