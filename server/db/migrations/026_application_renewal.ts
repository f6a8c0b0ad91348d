import { sql, type Kysely } from 'kysely';

/**
 * Renewal in one step (issue 11): what a renewal or an extension left out when it copied the
 * application it renews, in Finnish, one line each — the view's `changesSinceSource`. Kept on the
 * row because it describes the moment of copying (the source and the company change afterwards).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('renewal_changes', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').dropColumn('renewal_changes').execute();
}
