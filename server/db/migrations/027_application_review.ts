import { sql, type Kysely } from 'kysely';

/**
 * The office's review of an application (issue 11): a review status and a signed-off comment per
 * section (SPEC §3's nine), the office's checklist of review tasks, the catalogue of questions the
 * company answers per application type, those answers, and the questions the office asks when it
 * returns an application (with the company's answer to each).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('application_reviews')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('application_id', 'bigint', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    // An 'application-review-sections' id (src/domain/applicationReview.ts REVIEW_SECTIONS).
    .addColumn('section_id', 'integer', (c) => c.notNull())
    // A 'review-statuses' id; null: the office wrote a comment before deciding.
    .addColumn('review_status_id', 'integer')
    // The comment as signed off (SPEC §9: ' / dd.MM.yyyy, First Last' appended).
    .addColumn('comment', 'text')
    .addColumn('reviewed_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('application_reviews_section', ['application_id', 'section_id'])
    .addCheckConstraint('application_reviews_section_id', sql`section_id between 1 and 9`)
    .addCheckConstraint('application_reviews_status_id', sql`review_status_id between 1 and 9`)
    .execute();

  await db.schema
    .createTable('application_review_tasks')
    .addColumn('application_id', 'bigint', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    // A key of REVIEW_TASKS (src/domain/applicationReview.ts); a task without a row is not done.
    .addColumn('task', 'text', (c) => c.notNull())
    // A 'task-statuses' id: not done 1, done 2, not required 3.
    .addColumn('task_status_id', 'integer', (c) => c.notNull())
    .addColumn('updated_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('application_review_tasks_pk', ['application_id', 'task'])
    .addCheckConstraint('application_review_tasks_status', sql`task_status_id between 1 and 3`)
    .execute();

  await db.schema
    .createTable('application_questions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('application_type_id', 'integer', (c) => c.notNull())
    // The review section the answer is read in (an 'application-review-sections' id).
    .addColumn('section_id', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('order_number', 'integer', (c) => c.notNull().defaultTo(0))
    // An inactive question is no longer asked; the answers already given stay.
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('application_questions_type', sql`application_type_id between 1 and 11`)
    .addCheckConstraint('application_questions_section', sql`section_id between 1 and 9`)
    .execute();
  await db.schema
    .createIndex('application_questions_type')
    .on('application_questions')
    .columns(['application_type_id', 'order_number', 'id'])
    .execute();

  await db.schema
    .createTable('application_question_answers')
    .addColumn('application_id', 'bigint', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    // A question that has answers is deactivated, not deleted (the route answers 409).
    .addColumn('question_id', 'bigint', (c) => c.notNull().references('application_questions.id').onDelete('restrict'))
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('answered_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('application_question_answers_pk', ['application_id', 'question_id'])
    .execute();
  await db.schema.createIndex('application_question_answers_question').on('application_question_answers').column('question_id').execute();

  await db.schema
    .createTable('application_office_questions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('application_id', 'bigint', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('asked_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('asked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('answer', 'text')
    .addColumn('answered_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('answered_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('application_office_questions_application')
    .on('application_office_questions')
    .columns(['application_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'application_office_questions',
    'application_question_answers',
    'application_questions',
    'application_review_tasks',
    'application_reviews',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
