import { sql, type Kysely } from 'kysely';

/**
 * Certificate audits (issue 21; SPEC §3 Certificate audit; ISO/IEC 17021-1 9.1–9.5): every table the
 * issue needs, so that its parts (programmes, the report editor, deviations, self-evaluation,
 * auditor costs) each fill their own.
 * - audit_programs: one audit of a company for one certificate kind (2, 5, 20, 23) in the three-year
 *   cycle (audit_kind_id: 1 initial, 2 first surveillance, 3 second surveillance, 4 recertification;
 *   SPEC's certificateProcessPeriodId), its auditors (people), dates and the company's objection.
 * - audit_reports: the programme's report, one per programme (status 1 in progress, 2 draft,
 *   3 accepted, 4 ready), with the master auditor's review.
 * - audit_questions: the catalogue (16 sections of SPEC §3, certificate kinds per question).
 * - audit_answers: per programme and question the answer and the observation, with a version that
 *   refuses a stale write (409); audit_observation_history keeps each observation written.
 * - audit_deviations (severity 1 light, 2 serious; status 1 in progress, 2 ready, 3 accepted-fixed),
 *   their evidence files, their events (the history) and deviation_reminders (one row per deviation,
 *   stage and due date, written in the transaction that queues the mail: sent once).
 * - audit_self_evaluations: the company's score and comment per section.
 * - auditor_costs: per programme and auditor (person) the hours, dates and travel costs.
 * - auditor_conflicts: the register of declared conflicts of interest (1 consulting, 2 employment,
 *   3 family, 4 other) between an auditor and a company, with dates.
 * - companies: the sync flags of SPEC §3 Company (environment, safety and moisture plans follow the
 *   quality plan's dates).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('sync_environment_plan', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sync_safety_plan', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sync_moisture_plan', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('audit_programs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('application_id', 'bigint', (c) => c.references('applications.id').onDelete('set null'))
    .addColumn('certificate_type_id', 'integer', (c) => c.notNull().check(sql`certificate_type_id in (2, 5, 20, 23)`))
    // The issued certificate this audit keeps (surveillance, recertification); null for an initial audit.
    .addColumn('certificate_id', 'bigint', (c) => c.references('company_certificates.id').onDelete('set null'))
    .addColumn('audit_kind_id', 'integer', (c) => c.notNull().defaultTo(1).check(sql`audit_kind_id between 1 and 4`))
    // 1 planned, 2 confirmed, 3 in progress, 4 finished, 5 cancelled ('audit-program-statuses').
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1).check(sql`status_id between 1 and 5`))
    .addColumn('billing_date', 'date')
    .addColumn('date', 'date')
    .addColumn('planned_start_date', 'date')
    .addColumn('start_date', 'date')
    .addColumn('duration_in_days', 'numeric(4, 1)')
    .addColumn('primary_auditor_id', 'bigint', (c) => c.references('people.id').onDelete('set null'))
    .addColumn('secondary_auditor_id', 'bigint', (c) => c.references('people.id').onDelete('set null'))
    .addColumn('previous_auditor_id', 'bigint', (c) => c.references('people.id').onDelete('set null'))
    .addColumn('next_auditor_id', 'bigint', (c) => c.references('people.id').onDelete('set null'))
    .addColumn('requires_new_auditor', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_certificate_meeting_date', 'date')
    .addColumn('statement_id', 'integer')
    .addColumn('statement_additional_info', 'text')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('report_due_date', 'date')
    // When the company was told who audits it and when; its objection before the audit.
    .addColumn('company_notified_at', 'timestamptz')
    .addColumn('company_objection', 'text')
    .addColumn('company_objected_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('audit_programs_two_auditors', sql`secondary_auditor_id is null or secondary_auditor_id <> primary_auditor_id`)
    .execute();
  await db.schema.createIndex('audit_programs_company').on('audit_programs').columns(['company_id', 'certificate_type_id', 'planned_start_date']).execute();
  await sql`create index audit_programs_application on audit_programs (application_id) where application_id is not null`.execute(db);
  // The staff tie and "Omat auditoinnit": an auditor's programmes.
  await sql`create index audit_programs_primary on audit_programs (primary_auditor_id, planned_start_date) where primary_auditor_id is not null`.execute(db);
  await sql`create index audit_programs_secondary on audit_programs (secondary_auditor_id, planned_start_date) where secondary_auditor_id is not null`.execute(db);

  await db.schema
    .createTable('audit_reports')
    .addColumn('program_id', 'bigint', (c) => c.primaryKey().references('audit_programs.id').onDelete('cascade'))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1).check(sql`status_id between 1 and 4`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('auditor_comment', 'text')
    .addColumn('company_comment', 'text')
    .addColumn('company_commented_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('review_asked_at', 'timestamptz')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('reviewer_comment', 'text')
    .addColumn('reviewer_person_id', 'bigint', (c) => c.references('people.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('audit_questions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('symbolic_name', 'text', (c) => c.notNull().unique())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('section_id', 'integer', (c) => c.notNull().check(sql`section_id between 1 and 16`))
    .addColumn('certificate_type_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{2,5,20,23}'`))
    .addColumn('order_number', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('audit_answers')
    .addColumn('program_id', 'bigint', (c) => c.notNull().references('audit_programs.id').onDelete('cascade'))
    .addColumn('question_id', 'bigint', (c) => c.notNull().references('audit_questions.id').onDelete('restrict'))
    .addColumn('answer', 'text')
    // Carried forward from the previous report of the cycle when the report was opened.
    .addColumn('initial_answer', 'text')
    .addColumn('finished', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('reviewer_comment', 'text')
    .addColumn('grade_id', 'integer')
    .addColumn('public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('strengths', 'text')
    .addColumn('development_areas', 'text')
    .addColumn('score', 'integer', (c) => c.check(sql`score between 0 and 5`))
    .addColumn('has_deviation', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('observation_status_id', 'integer')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('audit_answers_pkey', ['program_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('audit_observation_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('program_id', 'bigint', (c) => c.notNull().references('audit_programs.id').onDelete('cascade'))
    .addColumn('question_id', 'bigint', (c) => c.notNull().references('audit_questions.id').onDelete('cascade'))
    .addColumn('strengths', 'text')
    .addColumn('development_areas', 'text')
    .addColumn('score', 'integer')
    .addColumn('has_deviation', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('observation_status_id', 'integer')
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_observation_history_question').on('audit_observation_history').columns(['program_id', 'question_id', 'id']).execute();

  await db.schema
    .createTable('audit_deviations')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('program_id', 'bigint', (c) => c.notNull().references('audit_programs.id').onDelete('cascade'))
    .addColumn('question_id', 'bigint', (c) => c.references('audit_questions.id').onDelete('set null'))
    .addColumn('severity_id', 'integer', (c) => c.notNull().check(sql`severity_id in (1, 2)`))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1).check(sql`status_id between 1 and 3`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('taken_action', 'text')
    .addColumn('to_be_fixed_by_date', 'date', (c) => c.notNull())
    .addColumn('fix_sent_at', 'timestamptz')
    .addColumn('fix_approved_at', 'timestamptz')
    .addColumn('auditor_comment', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_deviations_program').on('audit_deviations').columns(['program_id', 'id']).execute();
  // The reminders' daily look-up: open deviations by due date.
  await sql`create index audit_deviations_open on audit_deviations (to_be_fixed_by_date) where status_id <> 3`.execute(db);

  await db.schema
    .createTable('audit_deviation_files')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('deviation_id', 'bigint', (c) => c.notNull().references('audit_deviations.id').onDelete('cascade'))
    .addColumn('file_id', 'bigint', (c) => c.notNull().references('files.id').onDelete('restrict'))
    .addColumn('uploaded_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_deviation_files_deviation').on('audit_deviation_files').columns(['deviation_id']).execute();

  await db.schema
    .createTable('audit_deviation_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('deviation_id', 'bigint', (c) => c.notNull().references('audit_deviations.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull().check(sql`event in ('raised', 'changed', 'fix_sent', 'approved', 'rejected')`))
    .addColumn('comment', 'text')
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_deviation_events_deviation').on('audit_deviation_events').columns(['deviation_id', 'id']).execute();

  await db.schema
    .createTable('deviation_reminders')
    .addColumn('deviation_id', 'bigint', (c) => c.notNull().references('audit_deviations.id').onDelete('cascade'))
    .addColumn('stage', 'text', (c) => c.notNull().check(sql`stage in ('before', 'overdue')`))
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('recipients', sql`text[]`, (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('deviation_reminders_pkey', ['deviation_id', 'due_date', 'stage'])
    .execute();

  await db.schema
    .createTable('audit_self_evaluations')
    .addColumn('program_id', 'bigint', (c) => c.notNull().references('audit_programs.id').onDelete('cascade'))
    .addColumn('section_id', 'integer', (c) => c.notNull().check(sql`section_id between 1 and 16`))
    .addColumn('score', 'integer', (c) => c.check(sql`score between 0 and 5`))
    .addColumn('comment', 'text')
    .addColumn('updated_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('audit_self_evaluations_pkey', ['program_id', 'section_id'])
    .execute();

  await db.schema
    .createTable('auditor_costs')
    .addColumn('program_id', 'bigint', (c) => c.notNull().references('audit_programs.id').onDelete('cascade'))
    .addColumn('person_id', 'bigint', (c) => c.notNull().references('people.id').onDelete('restrict'))
    .addColumn('preparation_hours', 'numeric(6, 2)')
    .addColumn('preparation_date', 'date')
    .addColumn('site_hours', 'numeric(6, 2)')
    .addColumn('site_date', 'date')
    .addColumn('report_hours', 'numeric(6, 2)')
    .addColumn('report_date', 'date')
    .addColumn('travelling_hours', 'numeric(6, 2)')
    .addColumn('distance_driven', 'numeric(8, 1)')
    .addColumn('other_travelling_costs', 'numeric(10, 2)')
    .addColumn('per_diem', 'numeric(10, 2)')
    .addColumn('lodging_costs', 'numeric(10, 2)')
    .addColumn('per_diem_pcs', 'integer')
    .addColumn('half_per_diem_pcs', 'integer')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('auditor_costs_pkey', ['program_id', 'person_id'])
    .execute();

  await db.schema
    .createTable('auditor_conflicts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('person_id', 'bigint', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('conflict_type_id', 'integer', (c) => c.notNull().check(sql`conflict_type_id between 1 and 4`))
    .addColumn('description', 'text')
    .addColumn('valid_from', 'date', (c) => c.notNull())
    .addColumn('valid_to', 'date')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('auditor_conflicts_dates', sql`valid_to is null or valid_to >= valid_from`)
    .execute();
  await db.schema.createIndex('auditor_conflicts_pair').on('auditor_conflicts').columns(['person_id', 'company_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'auditor_conflicts',
    'auditor_costs',
    'audit_self_evaluations',
    'deviation_reminders',
    'audit_deviation_events',
    'audit_deviation_files',
    'audit_deviations',
    'audit_observation_history',
    'audit_answers',
    'audit_questions',
    'audit_reports',
    'audit_programs',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('companies').dropColumn('sync_environment_plan').dropColumn('sync_safety_plan').dropColumn('sync_moisture_plan').execute();
}
