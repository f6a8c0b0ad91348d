import { createHash } from 'node:crypto';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  type MigrationProvider,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import pg from 'pg';
import type { Database } from './types';
import { loadMigrations } from './migrationFiles';

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

const provider: MigrationProvider = { getMigrations: () => loadMigrations() };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
