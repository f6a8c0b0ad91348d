import type { Kysely } from 'kysely';

/**
 * SPEC §3 Invite carries its token and §7 cancels an invite by it, so the company's people
 * managers must be able to read it: the token is kept beside its hash (which stays the lookup).
 * Invites made before have none (null); they expire within 7 days and are cancelled by id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invites').addColumn('token', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invites').dropColumn('token').execute();
}
