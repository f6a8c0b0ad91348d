import { sql, type Kysely } from 'kysely';

/**
 * The board (lautakunta, issue 20): boards and their members, board meetings with their renewal
 * dates and messages, the agenda (applications.board_meeting_id), and what a meeting records per
 * member and per item — attendance, conflicts of interest (esteellisyys), decisions with the
 * industries granted, and the minute checkers' approvals. This migration makes every table the
 * issue needs; the later steps (start, decisions, minutes, notices) fill the last ones.
 * Lookup ids: roles 'board-meeting-roles' (1 chairman, 2 assistant, 3 participant), attendance
 * 'board-meeting-attendances' (1 attended, 2 attended remote, 3 absent), decisions 'board-decisions'
 * (1 accepted, 2 accepted conditional, 3 declined, 4 postponed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('boards')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text')
    .addColumn('description', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    // SPEC §3 {product}ResponsibleId: the association's person responsible for the board.
    .addColumn('pateva_responsible_id', 'bigint', (c) => c.references('people.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('board_members')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('board_id', 'bigint', (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('person_id', 'bigint', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('board_member_role_id', 'integer', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('board_members_person', ['board_id', 'person_id'])
    .addCheckConstraint('board_members_role', sql`board_member_role_id between 1 and 3`)
    .execute();
  // A person's boards (/users/me, the board member's staff reach).
  await sql`create index board_members_by_person on board_members (person_id, board_id) where active`.execute(db);

  await db.schema
    .createTable('board_meetings')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('board_id', 'bigint', (c) => c.notNull().references('boards.id').onDelete('restrict'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('meeting_time', 'timestamptz', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('caller_person_id', 'bigint', (c) => c.references('people.id').onDelete('set null'))
    // The company message is the decision notice's template; the member message invites the members.
    .addColumn('company_message_title', 'text')
    .addColumn('company_message_content', 'text')
    .addColumn('member_message_title', 'text')
    .addColumn('member_message_content', 'text')
    .addColumn('started_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('notified_at', 'timestamptz')
    .addColumn('archived_at', 'timestamptz')
    .addColumn('return_due_date', 'date')
    .addColumn('previous_board_meeting_id', 'bigint', (c) => c.references('board_meetings.id').onDelete('set null'))
    // SPEC §9: 60, 30 and 14 days before the meeting by default (src/domain/boardMeetings.ts).
    .addColumn('remind_renewal_date', 'date')
    .addColumn('second_remind_renewal_date', 'date')
    .addColumn('sent_renewal_date', 'date')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Each step only after the one before (issue 20): started, ended, notified, archived.
    .addCheckConstraint(
      'board_meetings_steps',
      sql`(ended_at is null or started_at is not null) and (notified_at is null or ended_at is not null) and (archived_at is null or notified_at is not null)`,
    )
    .execute();
  await db.schema.createIndex('board_meetings_board_time').on('board_meetings').columns(['board_id', 'meeting_time']).execute();

  // The agenda: an application on a meeting's agenda names the meeting (migration 025 made the column).
  await sql`alter table applications add constraint applications_board_meeting foreign key (board_meeting_id) references board_meetings (id) on delete set null`.execute(db);
  await sql`create index applications_board_meeting on applications (board_meeting_id, company_id) where board_meeting_id is not null`.execute(db);

  await db.schema
    .createTable('board_meeting_attendances')
    .addColumn('board_meeting_id', 'bigint', (c) => c.notNull().references('board_meetings.id').onDelete('cascade'))
    .addColumn('board_member_id', 'bigint', (c) => c.notNull().references('board_members.id').onDelete('cascade'))
    .addColumn('attendance_id', 'integer', (c) => c.notNull())
    .addColumn('updated_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('board_meeting_attendances_pk', ['board_meeting_id', 'board_member_id'])
    .addCheckConstraint('board_meeting_attendances_id', sql`attendance_id between 1 and 3`)
    .execute();

  // Disqualification per item (esteellisyys, ISO/IEC 17021-1 9.5): declared by the member with a
  // reason, or automatic (the member was the item's responsible person or auditor).
  await db.schema
    .createTable('board_item_conflicts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('board_meeting_id', 'bigint', (c) => c.notNull().references('board_meetings.id').onDelete('cascade'))
    .addColumn('application_id', 'bigint', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('board_member_id', 'bigint', (c) => c.notNull().references('board_members.id').onDelete('cascade'))
    .addColumn('reason', 'text')
    .addColumn('automatic', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('declared_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('board_item_conflicts_member', ['board_meeting_id', 'application_id', 'board_member_id'])
    .execute();

  // The board's decision per item; a postponed item moves to the board's next meeting.
  await db.schema
    .createTable('board_item_decisions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('board_meeting_id', 'bigint', (c) => c.notNull().references('board_meetings.id').onDelete('cascade'))
    .addColumn('application_id', 'bigint', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('board_decision_id', 'integer', (c) => c.notNull())
    .addColumn('reasons', 'text')
    .addColumn('conditions', 'text')
    .addColumn('return_due_date', 'date')
    .addColumn('decided_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('board_item_decisions_item', ['board_meeting_id', 'application_id'])
    .addCheckConstraint('board_item_decisions_id', sql`board_decision_id between 1 and 4`)
    .execute();

  await db.schema
    .createTable('board_item_decision_industries')
    .addColumn('board_item_decision_id', 'bigint', (c) => c.notNull().references('board_item_decisions.id').onDelete('cascade'))
    .addColumn('application_industry_id', 'bigint', (c) => c.notNull().references('application_industries.id').onDelete('cascade'))
    .addColumn('granted', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('board_item_decision_industries_pk', ['board_item_decision_id', 'application_industry_id'])
    .execute();

  // The two minute checkers (pöytäkirjantarkastajat) and when each approved the minutes.
  await db.schema
    .createTable('board_minute_checkers')
    .addColumn('board_meeting_id', 'bigint', (c) => c.notNull().references('board_meetings.id').onDelete('cascade'))
    .addColumn('board_member_id', 'bigint', (c) => c.notNull().references('board_members.id').onDelete('cascade'))
    .addColumn('approved_at', 'timestamptz')
    .addPrimaryKeyConstraint('board_minute_checkers_pk', ['board_meeting_id', 'board_member_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('board_minute_checkers').execute();
  await db.schema.dropTable('board_item_decision_industries').execute();
  await db.schema.dropTable('board_item_decisions').execute();
  await db.schema.dropTable('board_item_conflicts').execute();
  await db.schema.dropTable('board_meeting_attendances').execute();
  await sql`drop index applications_board_meeting`.execute(db);
  await sql`alter table applications drop constraint applications_board_meeting`.execute(db);
  await db.schema.dropTable('board_meetings').execute();
  await db.schema.dropTable('board_members').execute();
  await db.schema.dropTable('boards').execute();
}
