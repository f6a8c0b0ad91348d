/**
 * Which staff reach a company's data (issue 18 #1; ISO/IEC 17021-1 8.4 keeps client information
 * confidential; docs/decisions.md "Staff see a company's data only where their work needs it"):
 * office staff and sysadmins every company (`hasOfficePermission`, asked of no table); any other
 * staff role only a company its work ties it to, by the ties below; nothing else. The access rule
 * (access.ts), the session's preloaded facts (session.ts) and the lists that show staff companies
 * (companies/list.ts) all read the ties from here, so a new kind of work is one more entry.
 */
import { sql, type Expression, type RawBuilder } from 'kysely';
import { AUDIT_ROLE_IDS } from '../../src/domain/permissions';
import { UserRole } from '../../src/domain/codes';

/** A user id: a value, or a column of the query it sits in (the session query's `u.id`). */
type UserIdOf = number | Expression<number>;

interface StaffTie {
  /** Who is tied and how, for the API document (access.ts describeAccess). */
  description: string;
  /** The ids of the companies the user is tied to this way (a select of one column, company_id). */
  companies: (userId: UserIdOf) => RawBuilder<unknown>;
}

const STAFF_TIES: readonly StaffTie[] = [
  {
    description: 'an auditor while one of its applications is assigned to them',
    companies: (userId) => sql`select a.company_id from applications a where a.auditor_user_id = ${userId}
      and exists (select 1 from user_permissions p where p.user_id = ${userId} and p.permission_id in (${sql.join([...AUDIT_ROLE_IDS])}))`,
  },
  {
    // Issue 21: an auditor sees a company while one of its audit programmes is assigned to them
    // (primary or secondary auditor) and not cancelled.
    description: 'an auditor while one of its audit programmes is assigned to them (primary or secondary auditor)',
    companies: (userId) => sql`select ap.company_id from audit_programs ap
      join users au on au.person_id in (ap.primary_auditor_id, ap.secondary_auditor_id)
      where au.id = ${userId} and ap.status_id <> 5
      and exists (select 1 from user_permissions ap_p where ap_p.user_id = ${userId} and ap_p.permission_id in (${sql.join([...AUDIT_ROLE_IDS])}))`,
  },
  {
    // ISO/IEC 17021-1 8.4: the board sees what it decides on, while it decides (until the meeting is archived).
    description: 'a board member while one of its applications is on the agenda of an unarchived meeting of a board they are an active member of',
    // Aliases of their own: the session's query passes its `u.id` as the user (session.ts).
    companies: (userId) => sql`select ba.company_id from applications ba
      join board_meetings bmt on bmt.id = ba.board_meeting_id and bmt.archived_at is null
      join board_members bmb on bmb.board_id = bmt.board_id and bmb.active
      join users bu on bu.person_id = bmb.person_id
      where bu.id = ${userId} and ba.board_meeting_id is not null
      and exists (select 1 from user_permissions bp where bp.user_id = ${userId} and bp.permission_id = ${UserRole.board})`,
  },
];

export const STAFF_TIES_DESCRIPTION = STAFF_TIES.map((tie) => tie.description).join('; ');

/** The companies a user's work ties them to (every tie, one column `company_id`). */
export const tiedCompanyIds = (userId: UserIdOf): RawBuilder<unknown> =>
  sql`${sql.join(
    STAFF_TIES.map((tie) => tie.companies(userId)),
    sql` union all `,
  )}`;

/** Whether the user's work ties them to the company: a boolean SQL expression. */
export const tiedToCompany = (companyId: number | Expression<number>, userId: UserIdOf): RawBuilder<boolean> =>
  sql<boolean>`(${companyId} in (${tiedCompanyIds(userId)}))`;
