import { createHash } from 'node:crypto';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  type Migration,
  type MigrationProvider,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import pg from 'pg';
import type { Database } from './types';
import * as m001 from './migrations/001_initial';
import * as m002 from './migrations/002_audit_and_company_permissions';
import * as m003 from './migrations/003_addresses_offices';
import * as m004 from './migrations/004_invites';
import * as m005 from './migrations/005_people';
import * as m006 from './migrations/006_memberships_relations_agreements';
import * as m007 from './migrations/007_feedback_history';
import * as m008 from './migrations/008_list_indexes_row_counts';
import * as m009 from './migrations/009_invite_tokens';
import * as m010 from './migrations/010_company_people_counts';
import * as m011 from './migrations/011_rate_limits';
import * as m012 from './migrations/012_auth_change_notices';
import * as m013 from './migrations/013_relationship_consent';
import * as m014 from './migrations/014_pending_email';
import * as m015 from './migrations/015_audit_log_created_index';
import * as m016 from './migrations/016_accessibility_feedback';
import * as m017 from './migrations/017_files';
import * as m018 from './migrations/018_finances';
import * as m019 from './migrations/019_classification_industries';
import * as m020 from './migrations/020_projects';
import * as m021 from './migrations/021_references';
import * as m022 from './migrations/022_reference_images_confirmations';
import * as m023 from './migrations/023_company_certificates';
import * as m024 from './migrations/024_offer_packs';
import * as m025 from './migrations/025_applications';
import * as m026 from './migrations/026_application_renewal';
import * as m027 from './migrations/027_application_review';
import * as m028 from './migrations/028_search_indexes';
import * as m029 from './migrations/029_sign_in_failures';
import * as m030 from './migrations/030_staff_reach';
import * as m031 from './migrations/031_returned_references_unlocked';
import * as m032 from './migrations/032_search_at_scale';

// int8 (bigserial ids, count(*)) as JS numbers: our ids and counts stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export type Db = Kysely<Database>;

const connectionStrings = new WeakMap<Db, string>();

export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection closed by the server (restart, failover) must not crash the process;
  // the pool replaces it at the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  connectionStrings.set(db, connectionString);
  return db;
}

/** The database a Db was made for, for a connection of its own (LISTEN): null for one not made by createDb. */
export function connectionStringOf(db: Db): string | null {
  return connectionStrings.get(db) ?? null;
}

/**
 * Prepared statements for the queries the app repeats (docs/benchmarks.md): planning a query
 * costs PostgreSQL more than running most of ours (0.1–0.3 ms against 0.03–0.2 ms), and a
 * statement prepared on a connection is planned once, or a few times until PostgreSQL settles
 * on a generic plan. Only queries (select, insert, update, delete, with) are named, and SQL
 * without parameters only if it has no `;`: such SQL may hold several statements (migrations),
 * which a prepared statement cannot. A statement is prepared from its second sighting on, and at most
 * PREPARED_PER_CONNECTION per connection, so one-off SQL (IN lists of every length) stays
 * unprepared and a connection's memory bounded.
 */
const PREPARED_PER_CONNECTION = 500;
const SIGHTINGS_KEPT = 10_000;
const QUERY = /^\s*(select|insert|update|delete|with)\b/i;

interface Prepared {
  names: Map<string, string>;
}

function preparingPool(pool: pg.Pool): PostgresPool {
  const sightings = new Map<string, number>();
  const perClient = new WeakMap<pg.PoolClient, Prepared>();
  // Bumped when a schema change invalidates a statement's result type (see below).
  let generation = 0;

  const nameFor = (client: pg.PoolClient, text: string): string | undefined => {
    let prepared = perClient.get(client);
    if (!prepared) perClient.set(client, (prepared = { names: new Map() }));
    const known = prepared.names.get(text);
    if (known) return known;
    const seen = (sightings.get(text) ?? 0) + 1;
    if (sightings.size >= SIGHTINGS_KEPT) sightings.clear();
    sightings.set(text, seen);
    if (seen < 2 || prepared.names.size >= PREPARED_PER_CONNECTION) return undefined;
    const name = `k${generation}_${createHash('sha1').update(text).digest('base64url')}`;
    prepared.names.set(text, name);
    return name;
  };

  const listened = new WeakSet<pg.PoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    // A connection that breaks while checked out (the database stopped or restarted between two
    // queries of a transaction) emits 'error'; unheard, it would end the process. The query that
    // needed it fails on its own, and the pool replaces the connection.
    if (!listened.has(client)) {
      listened.add(client);
      client.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    }
    function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>) {
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
      const values = [...(parameters ?? [])];
      const preparable = QUERY.test(sqlOrCursor) && (values.length > 0 || !sqlOrCursor.includes(';'));
      const name = preparable ? nameFor(client, sqlOrCursor) : undefined;
      if (!name) return client.query(sqlOrCursor, values) as unknown as Promise<PostgresQueryResult<R>>;
      return client.query({ name, text: sqlOrCursor, values }).catch((error: unknown) => {
        // A migration that changes a table's columns invalidates `select *` statements prepared
        // before it ("cached plan must not change result type"): forget this connection's names
        // and run the query unprepared; it is prepared afresh under a new name next time.
        if ((error as { routine?: string }).routine !== 'RevalidateCachedQuery') throw error;
        generation += 1;
        perClient.delete(client);
        return client.query(sqlOrCursor, values);
      }) as unknown as Promise<PostgresQueryResult<R>>;
    }
    return { query, release: () => client.release() };
  };

  return { connect: async () => wrap(await pool.connect()), end: () => pool.end() };
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
  '008_list_indexes_row_counts': m008,
  '009_invite_tokens': m009,
  '010_company_people_counts': m010,
  '011_rate_limits': m011,
  '012_auth_change_notices': m012,
  '013_relationship_consent': m013,
  '014_pending_email': m014,
  '015_audit_log_created_index': m015,
  '016_accessibility_feedback': m016,
  '017_files': m017,
  '018_finances': m018,
  '019_classification_industries': m019,
  '020_projects': m020,
  '021_references': m021,
  '022_reference_images_confirmations': m022,
  '023_company_certificates': m023,
  '024_offer_packs': m024,
  '025_applications': m025,
  '026_application_renewal': m026,
  '027_application_review': m027,
  '028_search_indexes': m028,
  '029_sign_in_failures': m029,
  '030_staff_reach': m030,
  '031_returned_references_unlocked': m031,
  '032_search_at_scale': m032,
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
