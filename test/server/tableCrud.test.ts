/**
 * tableCrud (server/shared/tableCrud.ts) beyond what the offices' API test shows: a record still
 * referenced is a Finnish 409 when the module says so, and the removal writes nothing.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { office } from '../../src/domain/entities/office';
import { tableCrud } from '../../server/shared/tableCrud';
import { auditRows, createCompany, createUser, useTestApp } from './helpers';

const env = useTestApp();

const spec = { entity: office, table: 'company_offices', audit: 'company_office', notFound: 'Yksikköä ei löytynyt.', parent: { column: 'company_id', company: true }, defaultSort: 'name', search: ['name'] } as const;

describe('tableCrud', () => {
  it('refuses to remove a record another table still references: 409 in Finnish with inUse, and writes nothing', async () => {
    const user = await createUser(env.db, { permissions: [2] });
    const company = await createCompany(env.db);
    const { id } = await env.db.insertInto('company_offices').values({ company_id: company.id, name: 'Käytössä oleva' }).returning('id').executeTakeFirstOrThrow();
    // A table of this test's own database only, referencing the office without cascade.
    await sql`create table test_office_notes (office_id bigint not null references company_offices(id))`.execute(env.db);
    await sql`insert into test_office_notes values (${id})`.execute(env.db);

    const guarded = tableCrud(env.db, { ...spec, inUse: 'Yksikköä käytetään muualla, joten sitä ei voi poistaa.' });
    expect(guarded.remove.errors).toEqual([409]);
    await expect(guarded.remove.handler({ user: { ...user, permissions: [{ id: 2 }] }, parentId: company.id, id })).rejects.toMatchObject({
      statusCode: 409,
      message: 'Yksikköä käytetään muualla, joten sitä ei voi poistaa.',
    });
    const unguarded = tableCrud(env.db, spec);
    expect(unguarded.remove.errors).toEqual([]);
    await expect(unguarded.remove.handler({ user: { ...user, permissions: [{ id: 2 }] }, parentId: company.id, id })).rejects.toMatchObject({ code: '23503' });

    expect(await env.db.selectFrom('company_offices').select('id').where('id', '=', id).executeTakeFirst()).toEqual({ id });
    expect(await auditRows(env.db, company.id)).toEqual([]);
  });

  it("answers another parent's record with its 404", async () => {
    const [a, b] = [await createCompany(env.db), await createCompany(env.db)];
    const { id } = await env.db.insertInto('company_offices').values({ company_id: a.id, name: 'A:n yksikkö' }).returning('id').executeTakeFirstOrThrow();
    const crud = tableCrud(env.db, spec);
    await expect(crud.read.handler({ user: { id: 1, email: 'x@y.fi', personId: 1, permissions: [] }, parentId: b.id, id })).rejects.toMatchObject({ statusCode: 404, message: 'Yksikköä ei löytynyt.' });
    expect((await crud.read.handler({ user: { id: 1, email: 'x@y.fi', personId: 1, permissions: [] }, parentId: a.id, id })).name).toBe('A:n yksikkö');
  });
});
