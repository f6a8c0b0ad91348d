/**
 * Migration 032's application_status_counts: the count per status kept exact through inserts,
 * status changes, other updates, deletes; and the office's list filtered by a status alone takes
 * its total from there (issue 18 §8), while an auditor's list and other filters still count.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createCompany, createUser, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;
const AUDITOR = 6;

/** Kept and counted per status in one snapshot (other test files write applications meanwhile). */
const counts = () =>
  env.db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
    const kept = await sql<{ id: number; n: number }>`select application_status_id as id, application_count as n from application_status_counts where application_count <> 0`.execute(trx);
    const counted = await sql<{ id: number; n: number }>`select application_status_id as id, count(*) as n from applications group by application_status_id`.execute(trx);
    const asMap = (rows: Array<{ id: number; n: number }>) => Object.fromEntries(rows.map((row) => [row.id, Number(row.n)]));
    return { kept: asMap(kept.rows), counted: asMap(counted.rows) };
  });

describe('application_status_counts', () => {
  it('stays exact through inserts, status changes, other updates and deletes', async () => {
    const before = await counts();
    expect(before.kept).toEqual(before.counted);
    const company = await createCompany(env.db);
    const rows = await env.db
      .insertInto('applications')
      .values([10, 10, 11].map((status) => ({ company_id: company.id, application_target_id: 1, application_type_id: 1, application_status_id: status })))
      .returning('id')
      .execute();
    const ids = rows.map((row) => row.id);
    await env.db.updateTable('applications').set({ application_status_id: 11 }).where('id', '=', ids[0]).execute();
    // An update that changes no status, and one that swaps two statuses in one statement.
    await env.db.updateTable('applications').set({ updated_at: sql`now()` }).where('id', 'in', ids).execute();
    await sql`update applications set application_status_id = case application_status_id when 10 then 11 else 10 end where id in (${sql.join(ids.slice(1))})`.execute(env.db);
    const middle = await counts();
    expect(middle.kept).toEqual(middle.counted);
    await env.db.deleteFrom('applications').where('id', 'in', ids).execute();
    const after = await counts();
    expect(after.kept).toEqual(after.counted);
  });

  it('gives the office’s list filtered by a status alone the kept total; others count', async () => {
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    // A kept count that differs from the rows shows which one the list read (rolled back below).
    const fake = 987_654;
    const company = await createCompany(env.db);
    const auditorUser = await createUser(env.db, { permissions: [AUDITOR] });
    const auditor = await signedIn(env.app, auditorUser.email);
    const row = await env.db
      .insertInto('applications')
      .values({ company_id: company.id, application_target_id: 1, application_type_id: 1, application_status_id: 9, auditor_user_id: auditorUser.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      await sql`update application_status_counts set application_count = application_count + ${fake} where application_status_id = 9`.execute(env.db);
      const kept = await office.get('/api/applications?application_status_id=9&paginate=1');
      expect(kept.status).toBe(200);
      expect(kept.body.meta.total).toBeGreaterThanOrEqual(fake);
      // With another filter, or for an auditor (who sees only their own), the list counts its rows.
      const narrowed = await office.get(`/api/applications?application_status_id=9&company_id=${company.id}`);
      expect(narrowed.body.meta.total).toBe(1);
      const own = await auditor.get('/api/applications?application_status_id=9');
      expect(own.status).toBe(200);
      expect(own.body.meta.total).toBe(1);
    } finally {
      await sql`update application_status_counts set application_count = application_count - ${fake} where application_status_id = 9`.execute(env.db);
      await env.db.deleteFrom('applications').where('id', '=', row.id).execute();
    }
  });
});
