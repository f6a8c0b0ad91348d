/** server/db/kysely.ts runs repeated queries as prepared statements: they must behave as plain ones. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../server/db/kysely';
import { fileDatabaseUrl } from './helpers';

describe('prepared statements', () => {
  it('answers a repeated query the same, also after a migration changes its table', async () => {
    // One connection, so every run meets the statements prepared by the runs before.
    const db = createDb(await fileDatabaseUrl(), 1);
    const table = sql.id(`prepared_${randomUUID().slice(0, 8)}`);
    try {
      await sql`create table ${table} (id int primary key, name text)`.execute(db);
      await sql`insert into ${table} values (1, 'yksi'), (2, 'kaksi')`.execute(db);
      const read = (id: number) => sql<Record<string, unknown>>`select * from ${table} where id = ${id}`.execute(db);
      for (let i = 0; i < 8; i += 1) expect((await read(1 + (i % 2))).rows).toEqual([{ id: 1 + (i % 2), name: i % 2 ? 'kaksi' : 'yksi' }]);
      const prepared = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where statement like ${'%where id = $1'}`.execute(db);
      expect(prepared.rows[0]?.n).toBe(1);
      // "cached plan must not change result type": the statement is run afresh with the new column.
      await sql`alter table ${table} add column city text default 'Turku'`.execute(db);
      expect((await read(1)).rows).toEqual([{ id: 1, name: 'yksi', city: 'Turku' }]);
      expect((await read(2)).rows).toEqual([{ id: 2, name: 'kaksi', city: 'Turku' }]);
      // Several statements without parameters still run together (migrations do this).
      await sql`update ${table} set name = 'uusi' where id = 1; update ${table} set name = 'uusi' where id = 2`.execute(db);
      expect((await sql<{ n: number }>`select count(*)::int as n from ${table} where name = 'uusi'`.execute(db)).rows[0]?.n).toBe(2);
    } finally {
      await sql`drop table if exists ${table}`.execute(db);
      await db.destroy();
    }
  });
});
