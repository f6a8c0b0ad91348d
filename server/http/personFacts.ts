/**
 * What the personEditor rule (access.ts) reads of person `:id`, as SQL over a user id: read with
 * the session (session.ts) or, without it, on its own. The rule itself is the domain's
 * (src/domain/personRecords.ts); these are only its facts.
 */
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Membership } from '../../src/domain/companyPermissions';

type IdOf = number | Expression<number>;

/** The caller's active memberships in the companies where the person is active. */
export const membershipsBeside = (personId: IdOf, userId: IdOf): RawBuilder<Membership[]> =>
  sql<Membership[]>`coalesce((select json_agg(json_build_object('companyAdmin', me.company_admin, 'permissions', me.permissions))
      from company_people target join company_people me on me.company_id = target.company_id
      where target.person_id = ${personId} and target.status = 'active' and me.user_id = ${userId} and me.status = 'active'), '[]'::json)`;

/** The person is an admin of a company where they are active (their record is then an admin's). */
export const isCompanyAdmin = (personId: IdOf): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from company_people where person_id = ${personId} and status = 'active' and company_admin)`;
