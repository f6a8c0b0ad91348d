/**
 * Company status and monitoring, deviation and additional-information cases, the PRH watch (issue 22 §1).
 *
 * - companies.monitoring_started_at: when the office began to watch the company (status Resolve or
 *   Observe); companies.auditor_comments: the office's own notes on the company, never shown to it.
 * - company_status_changes: each status change with its reason (the company's status history).
 * - company_cases: a case the office opens on a company (SPEC §3 deviation/additional-info types),
 *   answered by the company within 30 days, closed with a conclusion or taken to a board meeting.
 * - company_case_files: the files of the company's answer (rows of `files`).
 * - company_case_reminders: one row per case, due date and stage, written with the queued mails
 *   (as certificate_reminders): each reminder goes once even with two processes.
 * - company_prh_changes: a change the PRH watch has seen (bankruptcy, liquidation, restructuring,
 *   a new name), one row per company and change: its case is opened once.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('monitoring_started_at', 'timestamptz')
    .addColumn('auditor_comments', 'text')
    .execute();

  await db.schema
    .createTable('company_status_changes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('from_status_id', 'integer')
    .addColumn('to_status_id', 'integer')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('company_status_changes_company').on('company_status_changes').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('company_cases')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('case_type_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('opened_at', 'date', (c) => c.notNull().defaultTo(sql`current_date`))
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'answered', 'closed', 'board')`))
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('answered_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('conclusion', 'text')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('board_meeting_id', 'bigint', (c) => c.references('board_meetings.id').onDelete('set null'))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('office').check(sql`source in ('office', 'prh')`))
    .addColumn('created_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('company_cases_company').on('company_cases').columns(['company_id', 'id']).execute();
  await sql`create index company_cases_open on company_cases (due_date) where status = 'open'`.execute(db);
  await db.schema.createIndex('company_cases_meeting').on('company_cases').column('board_meeting_id').execute();

  await db.schema
    .createTable('company_case_files')
    .addColumn('case_id', 'bigint', (c) => c.notNull().references('company_cases.id').onDelete('cascade'))
    .addColumn('file_id', 'bigint', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('company_case_files_pkey', ['case_id', 'file_id'])
    .execute();

  await db.schema
    .createTable('company_case_reminders')
    .addColumn('case_id', 'bigint', (c) => c.notNull().references('company_cases.id').onDelete('cascade'))
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull().check(sql`stage in ('before', 'overdue')`))
    .addColumn('recipients', sql`text[]`, (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('company_case_reminders_pkey', ['case_id', 'due_date', 'stage'])
    .execute();

  await db.schema
    .createTable('company_prh_changes')
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('change_key', 'text', (c) => c.notNull())
    .addColumn('case_id', 'bigint', (c) => c.references('company_cases.id').onDelete('set null'))
    .addColumn('detected_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('company_prh_changes_pkey', ['company_id', 'change_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_prh_changes').ifExists().execute();
  await db.schema.dropTable('company_case_reminders').ifExists().execute();
  await db.schema.dropTable('company_case_files').ifExists().execute();
  await db.schema.dropTable('company_cases').ifExists().execute();
  await db.schema.dropTable('company_status_changes').ifExists().execute();
  await db.schema.alterTable('companies').dropColumn('auditor_comments').dropColumn('monitoring_started_at').execute();
}
