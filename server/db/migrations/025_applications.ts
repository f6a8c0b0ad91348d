import { sql, type Kysely } from 'kysely';

/**
 * SPEC §3 Application (issue 11): a company's application for a qualification or a certificate,
 * its industries with the references attached to each, its offices, scopes, area codes and files,
 * and the history of its status. Targets are what a company applies for (one per application type).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('application_targets')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('application_type_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  const targets: Array<[number, string]> = [
    [1, 'Pätevyys'],
    [2, 'Pätevyyden uusinta'],
    [3, 'Pätevyyden laajennus'],
    [4, 'Laatusertifikaatti'],
    [5, 'Laatusertifikaatin uusinta'],
    [6, 'Ympäristösertifikaatti'],
    [7, 'Ympäristösertifikaatin uusinta'],
    [8, 'Työturvallisuussertifikaatti'],
    [9, 'Työturvallisuussertifikaatin uusinta'],
    [10, 'Kosteudenhallintasertifikaatti'],
    [11, 'Kosteudenhallintasertifikaatin uusinta'],
  ];
  await db
    .insertInto('application_targets' as never)
    .values(targets.map(([id, name]) => ({ id, application_type_id: id, name })) as never)
    .execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('application_target_id', 'integer', (c) => c.notNull().references('application_targets.id'))
    // The target's type, kept on the row: lists filter by it and the one-open-per-type index needs it.
    .addColumn('application_type_id', 'integer', (c) => c.notNull())
    // The granted application a renewal or an extension was copied from.
    .addColumn('application_source_id', 'bigint', (c) => c.references('applications.id').onDelete('set null'))
    .addColumn('application_status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('contact_person_id', 'bigint', (c) => c.references('people.id').onDelete('set null'))
    .addColumn('pateva_responsible_person_id', 'bigint', (c) => c.references('people.id').onDelete('set null'))
    .addColumn('auditor_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    // Board meetings come with the board issue; until then the column stays empty.
    .addColumn('board_meeting_id', 'bigint')
    .addColumn('industry_description', 'text')
    .addColumn('vastuu_group_agreement', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('contract_agreement', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('created_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('applications_status', sql`application_status_id between 1 and 11`)
    .addCheckConstraint('applications_type', sql`application_type_id between 1 and 11`)
    .execute();
  await db.schema.createIndex('applications_company').on('applications').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('applications_status').on('applications').columns(['application_status_id', 'id']).execute();
  await db.schema.createIndex('applications_sent').on('applications').columns(['sent_at', 'id']).execute();
  // At most one open application per company and type (src/domain/applications.ts isOpen), also under races.
  await sql`create unique index applications_one_open on applications (company_id, application_type_id)
    where application_status_id not in (5, 9, 10, 11)`.execute(db);

  await db.schema
    .createTable('application_industries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('application_id', 'bigint', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('classification_industry_id', 'bigint', (c) => c.notNull().references('classification_industries.id').onDelete('restrict'))
    // The office's review: granted or not (null: not decided), audited, and the industry it was audited as.
    .addColumn('granted', 'boolean')
    .addColumn('audited', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('audited_industry_id', 'bigint', (c) => c.references('classification_industries.id').onDelete('set null'))
    .addUniqueConstraint('application_industries_unique', ['application_id', 'classification_industry_id'])
    .execute();

  await db.schema
    .createTable('application_industry_references')
    .addColumn('application_industry_id', 'bigint', (c) => c.notNull().references('application_industries.id').onDelete('cascade'))
    .addColumn('reference_id', 'bigint', (c) => c.notNull().references('company_references.id').onDelete('cascade'))
    .addColumn('granted', 'boolean')
    // False when a renewal copied the link from the application it renews.
    .addColumn('is_new', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('application_industry_references_pk', ['application_industry_id', 'reference_id'])
    .execute();
  await db.schema.createIndex('application_industry_references_reference').on('application_industry_references').column('reference_id').execute();

  await db.schema
    .createTable('application_company_offices')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('application_id', 'bigint', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('company_office_id', 'bigint', (c) => c.references('company_offices.id').onDelete('set null'))
    .addColumn('description', 'text')
    .addColumn('audited', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_granted', 'boolean')
    .execute();
  await db.schema.createIndex('application_company_offices_application').on('application_company_offices').column('application_id').execute();

  await db.schema
    .createTable('application_scopes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('application_id', 'bigint', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('application_scopes_application').on('application_scopes').column('application_id').execute();

  await db.schema
    .createTable('application_area_codes')
    .addColumn('application_id', 'bigint', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    // An id of the 'area-codes' lookup: Finland's regions by their official codes.
    .addColumn('area_code', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_area_codes_pk', ['application_id', 'area_code'])
    .execute();

  await db.schema
    .createTable('application_files')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('application_id', 'bigint', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('file_id', 'bigint', (c) => c.notNull().references('files.id').onDelete('restrict'))
    // A company document type (SPEC §3: liability insurance 10, quality manual 4 …).
    .addColumn('file_type_id', 'integer', (c) => c.notNull())
    // The office's document readiness: unfinished 1, not valid 2, ready 3.
    .addColumn('document_readiness_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('application_files_application').on('application_files').column('application_id').execute();
  await db.schema.createIndex('application_files_file').on('application_files').column('file_id').execute();

  await db.schema
    .createTable('application_status_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('application_id', 'bigint', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('from_status_id', 'integer')
    .addColumn('to_status_id', 'integer', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('changed_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('application_status_history_application').on('application_status_history').columns(['application_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'application_status_history',
    'application_files',
    'application_area_codes',
    'application_scopes',
    'application_company_offices',
    'application_industry_references',
    'application_industries',
    'applications',
    'application_targets',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
