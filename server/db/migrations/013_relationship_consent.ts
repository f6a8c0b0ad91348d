import { sql, type Kysely } from 'kysely';

/**
 * Linking a company that is in the portal needs its consent (issue 9 #6): a relation is 'pending'
 * until the other company's admin (or the office) accepts it. Relations made before this were
 * linked at once, so they stay 'active'; their acceptance time is their creation time, with no
 * one recorded as having accepted them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company_relationships')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('pending', 'active')`))
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await sql`update company_relationships set accepted_at = created_at`.execute(db);
  // New relations say their status themselves; the default was only for the rows already there.
  await sql`alter table company_relationships alter column status drop default`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('company_relationships').dropColumn('accepted_by_user_id').dropColumn('accepted_at').dropColumn('status').execute();
}
