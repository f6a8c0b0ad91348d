/** Migration 010: companies.active_people_count and active_admin_count follow company_people exactly. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createCompany, createUser, useTestApp } from './helpers';

const env = useTestApp();

async function counters(companyId: number) {
  const stored = await env.db
    .selectFrom('companies')
    .select(['active_people_count as people', 'active_admin_count as admins'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const counted = await env.db
    .selectFrom('company_people')
    .select([sql<number>`count(*)::int`.as('people'), sql<number>`count(*) filter (where company_admin)::int`.as('admins')])
    .where('company_id', '=', companyId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return { stored, counted };
}

async function addPerson(companyId: number, values: { status: 'active' | 'pending'; companyAdmin: boolean }) {
  const user = await createUser(env.db);
  const row = await env.db
    .insertInto('company_people')
    .values({ company_id: companyId, person_id: user.personId, user_id: user.id, email: user.email, status: values.status, company_admin: values.companyAdmin })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('company people counters', () => {
  it('count active people and admins through inserts, status and admin changes and deletes', async () => {
    const company = await createCompany(env.db);
    const other = await createCompany(env.db);
    expect((await counters(company.id)).stored).toEqual({ people: 0, admins: 0 });

    const admin = await addPerson(company.id, { status: 'active', companyAdmin: true });
    const pending = await addPerson(company.id, { status: 'pending', companyAdmin: false });
    await addPerson(other.id, { status: 'active', companyAdmin: false });
    expect((await counters(company.id)).stored).toEqual({ people: 1, admins: 1 });
    expect((await counters(other.id)).stored).toEqual({ people: 1, admins: 0 });

    // Approved, then made an admin; the first admin stops being one.
    await env.db.updateTable('company_people').set({ status: 'active' }).where('id', '=', pending).execute();
    expect((await counters(company.id)).stored).toEqual({ people: 2, admins: 1 });
    await env.db.updateTable('company_people').set({ company_admin: true }).where('id', '=', pending).execute();
    await env.db.updateTable('company_people').set({ company_admin: false }).where('id', '=', admin).execute();
    expect((await counters(company.id)).stored).toEqual({ people: 2, admins: 1 });
    // A change that touches no counted column leaves the counters as they are.
    await env.db.updateTable('company_people').set({ permissions: ['people'] }).where('company_id', '=', company.id).execute();
    expect((await counters(company.id)).stored).toEqual({ people: 2, admins: 1 });

    await env.db.deleteFrom('company_people').where('id', '=', pending).execute();
    const after = await counters(company.id);
    expect(after.stored).toEqual({ people: 1, admins: 0 });
    expect(after.stored).toEqual(after.counted);
    expect((await counters(other.id)).stored).toEqual({ people: 1, admins: 0 });
  });

  it('stay exact when transactions change the same company at once', async () => {
    const company = await createCompany(env.db);
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(env.db)));
    // Each transaction adds one admin in its own connection; the pool runs up to four at once.
    await Promise.all(
      users.map((user) =>
        env.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('company_people')
            .values({ company_id: company.id, person_id: user.personId, user_id: user.id, email: user.email, status: 'active', company_admin: true })
            .execute();
          await sql`select pg_sleep(0.01)`.execute(trx);
        }),
      ),
    );
    const { stored, counted } = await counters(company.id);
    expect(stored).toEqual({ people: 8, admins: 8 });
    expect(stored).toEqual(counted);
  });
});
