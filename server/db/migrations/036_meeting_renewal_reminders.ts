import { sql, type Kysely } from 'kysely';

/**
 * Board meeting renewal reminders (issue 20 "Meetings", SPEC §9; server/modules/boards/renewalReminders.ts):
 * one row per meeting, company, stage (1 first reminder, 2 second reminder, 3 renewal notice) and
 * the meeting's day, written in the transaction that queues the company's mails, so each reminder
 * goes once however many processes run the job. The meeting's day is in the key: a meeting moved to
 * another day is a new date to tell, and its reminders go again naming the new day.
 * (Numbered 039 in the wave-2 plan; the lead renumbers at merge.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meeting_renewal_reminders')
    .addColumn('board_meeting_id', 'bigint', (c) => c.notNull().references('board_meetings.id').onDelete('cascade'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('stage', 'integer', (c) => c.notNull())
    .addColumn('meeting_day', 'date', (c) => c.notNull())
    // What the mail named: the certificates' names and numbers, and to whom it went.
    .addColumn('certificates', sql`text[]`, (c) => c.notNull())
    .addColumn('recipients', sql`text[]`, (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('meeting_renewal_reminders_pkey', ['board_meeting_id', 'company_id', 'stage', 'meeting_day'])
    .addCheckConstraint('meeting_renewal_reminders_stage', sql`stage between 1 and 3`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('meeting_renewal_reminders').ifExists().execute();
}
