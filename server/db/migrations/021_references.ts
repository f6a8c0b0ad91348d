import { sql, type Kysely } from 'kysely';

/**
 * A company's references (SPEC §3 Reference) and the classification industries each shows
 * competence in (expertises). The table is company_references: REFERENCES is reserved in SQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_references')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('project_id', 'bigint')
    .addColumn('reference_type_id', 'integer')
    .addColumn('status_id', 'integer')
    .addColumn('order_number', 'text')
    .addColumn('work_description', 'text')
    .addColumn('address', 'text')
    .addColumn('client_name', 'text')
    .addColumn('client_registration_number', 'text')
    .addColumn('contractor_id', 'bigint', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('contractor_contact_person_id', 'bigint', (c) => c.references('people.id').onDelete('set null'))
    .addColumn('work_start_date', 'date')
    .addColumn('work_end_date', 'date')
    .addColumn('duration', 'integer')
    .addColumn('total_billing', 'bigint')
    .addColumn('total_billing_unit_id', 'integer')
    .addColumn('subcontractor_degree', 'integer')
    .addColumn('subcontractor_amount', 'bigint')
    .addColumn('company_role_id', 'integer')
    .addColumn('lifecycle_phase_id', 'integer')
    .addColumn('planning_type_id', 'integer')
    .addColumn('contract_type_id', 'integer')
    .addColumn('sector_id', 'integer')
    .addColumn('task_id', 'integer')
    .addColumn('subtask_id', 'integer')
    .addColumn('specification_id', 'integer')
    .addColumn('complexity', 'integer')
    .addColumn('visibility_type_id', 'integer')
    .addColumn('level1_evaluation_date', 'date')
    .addColumn('level2_evaluation_date', 'date')
    .addColumn('level3_evaluation_date', 'date')
    .addColumn('additional_info', 'text')
    .addColumn('is_used', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('locked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('verified_by_board', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('verified_by_customer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('verified_by_feedback', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('customer_verified_at', 'timestamptz')
    .addColumn('feedback', 'text')
    .addColumn('created_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('company_references_dates', sql`work_end_date is null or work_start_date is null or work_end_date >= work_start_date`)
    .execute();
  await db.schema.createIndex('company_references_company').on('company_references').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('reference_expertises')
    .addColumn('reference_id', 'bigint', (c) => c.notNull().references('company_references.id').onDelete('cascade'))
    .addColumn('classification_industry_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('reference_expertises_pk', ['reference_id', 'classification_industry_id'])
    .execute();
  await db.schema.createIndex('reference_expertises_industry').on('reference_expertises').column('classification_industry_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reference_expertises').execute();
  await db.schema.dropTable('company_references').execute();
}
