/**
 * The plans PostgreSQL makes for the queries a piece of server code runs: the code runs on a Db
 * that records each query it sends (compiled, with its parameters), then each is explained.
 */
import { PostgresQueryCompiler, sql, type CompiledQuery, type KyselyPlugin, type Transaction } from 'kysely';
import type { Database } from '../../server/db/types';
import type { Db } from '../../server/db/kysely';

const compiler = new PostgresQueryCompiler();

/** Runs `work` on `db` and answers the select queries it ran, in order. */
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
 * EXPLAIN of a recorded query (text format). `settings`: planner settings for this plan only
 * (e.g. `enable_seqscan: 'off'`), set in a transaction that is rolled back.
 */
export async function planOf(db: Db, query: CompiledQuery, settings: Record<string, string> = {}, analyze = false): Promise<string> {
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    for (const [name, value] of Object.entries(settings)) await sql`select set_config(${name}, ${value}, true)`.execute(trx);
    const result = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(analyze ? '(analyze, buffers) ' : '')}${sql.raw(inlined(query))}`.execute(trx);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
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
