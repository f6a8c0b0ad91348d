import { sql, type Kysely } from 'kysely';

/**
 * A returned application no longer locks its references (issue 18, src/domain/applications.ts
 * `locksReferences`): the stored `company_references.locked` is derived, so it is recomputed once
 * for the rule as it stands now — locked while an attached application is sent, in evaluation or
 * further on (2, 3, 5–10); not while it is in progress (1), returned (4) or cancelled (11).
 * The statuses are written out: a migration keeps the rule of its day.
 */
const LOCKING = [2, 3, 5, 6, 7, 8, 9, 10];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update company_references r set locked = exists (
      select 1 from application_industry_references air
      join application_industries ai on ai.id = air.application_industry_id
      join applications a on a.id = ai.application_id
      where air.reference_id = r.id and a.application_status_id in (${sql.join(LOCKING)})
    )`.execute(db);
}

/** Returned applications lock their references again (the earlier rule). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update company_references r set locked = true
    where exists (
      select 1 from application_industry_references air
      join application_industries ai on ai.id = air.application_industry_id
      join applications a on a.id = ai.application_id
      where air.reference_id = r.id and a.application_status_id = 4
    )`.execute(db);
}
