import { sql, type Kysely } from 'kysely';

/** Platform tables: lookup lists, people and users, sessions, companies, tokens, PRH cache. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('describables')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('language_code', 'text', (c) => c.notNull().defaultTo('fi'))
    .addColumn('short_description', 'text', (c) => c.notNull())
    .addColumn('long_description', 'text')
    .addColumn('help_text', 'text')
    .addColumn('order_number', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('describables_pk', ['kind', 'id', 'language_code'])
    .execute();

  await db.schema
    .createTable('people')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('birth_year', 'integer', (c) => c.notNull().defaultTo(1901))
    .addColumn('phone', 'text')
    .addColumn('contact_language', 'text', (c) => c.notNull().defaultTo('FI'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('person_id', 'bigint', (c) => c.notNull().references('people.id'))
    .addColumn('newsletter', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);

  await db.schema
    .createTable('user_permissions')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_permissions_pk', ['user_id', 'permission_id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_failures_email').on('login_failures').columns(['email', 'failed_at']).execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('companies')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('registration_number', 'text', (c) => c.notNull().unique())
    .addColumn('switchboard_number', 'text')
    .addColumn('managing_director_id', 'bigint', (c) => c.references('people.id'))
    .addColumn('company_status_id', 'integer')
    .addColumn('company_type_id', 'integer')
    .addColumn('customer_type_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index companies_name_lower on companies (lower(name) text_pattern_ops)`.execute(db);

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('address_type_id', 'integer', (c) => c.notNull())
    .addColumn('street', 'text')
    .addColumn('address_line1', 'text')
    .addColumn('address_line2', 'text')
    .addColumn('address_line3', 'text')
    .addColumn('address_line4', 'text')
    .addColumn('zipcode', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('FI'))
    .addColumn('electronic_address', 'text')
    .addColumn('location', 'text')
    .addColumn('po_box', 'text')
    .addColumn('electronic_billing_address', 'text')
    .addColumn('electronic_billing_operator', 'text')
    .addColumn('electronic_billing_operator_id', 'text')
    .execute();
  await db.schema.createIndex('addresses_company').on('addresses').column('company_id').execute();

  await db.schema
    .createTable('company_people')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('person_id', 'bigint', (c) => c.notNull().references('people.id'))
    .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'active', 'rejected')`))
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('title', 'text')
    .addColumn('company_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('company_contact_person', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('company_managing_director', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('company_production_management', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('requested_at', 'timestamptz')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by_user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('company_people_company_person', ['company_id', 'person_id'])
    .execute();
  await db.schema.createIndex('company_people_user').on('company_people').column('user_id').execute();
  await db.schema.createIndex('company_people_company_status').on('company_people').columns(['company_id', 'status']).execute();

  await db.schema
    .createTable('prh_companies')
    .addColumn('registration_number', 'text', (c) => c.primaryKey())
    .addColumn('found', 'boolean', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'prh_companies',
    'company_people',
    'addresses',
    'companies',
    'password_resets',
    'login_failures',
    'sessions',
    'user_permissions',
    'users',
    'people',
    'describables',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
