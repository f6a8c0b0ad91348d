/** Kysely's view of the tables (migrations/ is the source of truth). */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

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

export interface LoginFailuresTable {
  id: Id;
  email: string;
  failed_at: DefaultTimestamp;
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
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
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
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface PrhCompaniesTable {
  registration_number: string;
  found: boolean;
  response: unknown;
  fetched_at: DefaultTimestamp;
}

export type AuditAction = 'create' | 'update' | 'delete';

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

export interface Database {
  audit_log: AuditLogTable;
  describables: DescribablesTable;
  people: PeopleTable;
  users: UsersTable;
  user_permissions: UserPermissionsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  password_resets: PasswordResetsTable;
  companies: CompaniesTable;
  addresses: AddressesTable;
  company_people: CompanyPeopleTable;
  prh_companies: PrhCompaniesTable;
}

export type AddressRow = Selectable<AddressesTable>;
export type NewAddress = Insertable<AddressesTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type PersonRow = Selectable<PeopleTable>;
