/**
 * The plans PostgreSQL makes for the queries a piece of server code runs: the code runs on a Db
 * that records each query it sends (compiled, with its parameters), then each is explained.
 */
import { PostgresQueryCompiler, sql, type CompiledQuery, type KyselyPlugin, type Transaction } from 'kysely';
import type { Database } from '../../server/db/types';
import type { Db } from '../../server/db/kysely';

const compiler = new PostgresQueryCompiler();

/**
 * Runs `work` on `db` and answers the select queries it built: each query it ran, and each query
 * builder written into one of them (a subquery in a `sql` template) on its own too.
 */
export async function recordQueries(db: Db, work: (recording: Db) => Promise<unknown>): Promise<CompiledQuery[]> {
  const queries: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      if (args.node.kind === 'SelectQueryNode') queries.push(compiler.compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await work(db.withPlugin(plugin));
  return queries;
}

/**
 * EXPLAIN of a recorded query (text format), in a transaction that is rolled back: `settings` are
 * planner settings for this plan only (e.g. `enable_seqscan: 'off'`), `withoutIndexes` indexes it
 * may not use (dropped, and so locked: only on a test file's own database).
 */
export async function planOf(
  db: Db,
  query: CompiledQuery,
  options: { settings?: Record<string, string>; withoutIndexes?: string[]; analyze?: boolean } = {},
): Promise<string> {
  const { settings = {}, withoutIndexes = [], analyze = false } = options;
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    for (const [name, value] of Object.entries(settings)) await sql`select set_config(${name}, ${value}, true)`.execute(trx);
    // Dropped for this plan only (the transaction is rolled back): the plan must do without them.
    for (const index of withoutIndexes) await sql`drop index ${sql.id(index)}`.execute(trx);
    const result = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(analyze ? '(analyze, buffers) ' : '')}${sql.raw(inlined(query))}`.execute(trx);
    throw new Planned(result.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }).catch((error: unknown) => {
    if (error instanceof Planned) return error.plan;
    throw error;
  });
}

/** Ends planOf's transaction (rolled back: nothing it dropped or set stays) with the plan. */
class Planned extends Error {
  constructor(readonly plan: string) {
    super('planned');
  }
}

/** The query with its parameters written in as literals (EXPLAIN takes no parameters here). */
function inlined(query: CompiledQuery): string {
  return query.sql.replace(/\$(\d+)/g, (_, index: string) => literal(query.parameters[Number(index) - 1]));
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return `array[${value.map(literal).join(', ')}]`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** The recorded query that holds the others written into it (the longest). */
export const outermost = (queries: CompiledQuery[]): CompiledQuery => queries.reduce((longest, query) => (query.sql.length > longest.sql.length ? query : longest));
