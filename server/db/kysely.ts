import { Kysely, Migrator, PostgresDialect, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Database } from './types';
import * as m001 from './migrations/001_initial';
import * as m002 from './migrations/002_audit_and_company_permissions';
import * as m003 from './migrations/003_addresses_offices';
import * as m005 from './migrations/005_people';
import * as m004 from './migrations/004_invites';
import * as m006 from './migrations/006_memberships_relations_agreements';
import * as m007 from './migrations/007_feedback_history';
import * as m008 from './migrations/008_invite_tokens';

// int8 (bigserial ids, count(*)) as JS numbers: our ids and counts stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export type Db = Kysely<Database>;

export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection closed by the server (restart, failover) must not crash the process;
  // the pool replaces it at the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Migrations listed in code, so they run the same under tsx, in tests and in bundles. */
const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_audit_and_company_permissions': m002,
  '003_addresses_offices': m003,
  '004_invites': m004,
  '005_people': m005,
  '006_memberships_relations_agreements': m006,
  '007_feedback_history': m007,
  '008_invite_tokens': m008,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
