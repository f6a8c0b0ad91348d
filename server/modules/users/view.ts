/** The SPEC §3 User as /users/me and login return it (src/domain/api/users.ts CurrentUser). */
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../db/kysely';
import { sessionPreload } from '../../http/session';
import type { CurrentUser } from '../../../src/domain/api/users';
import { COMPANY_PERMISSIONS } from '../../../src/domain/companyPermissions';
import { LINK_VALID_MINUTES as PENDING_EMAIL_VALID_MINUTES } from '../../shared/links';

/** The view's columns as one JSON value (see userViewExpression). */
interface UserViewRow {
  id: number;
  email: string;
  /** PostgreSQL's text form, parsed as pg parses a timestamptz column, so the answer is the same to the byte. */
  email_verified_at: string | null;
  pending_email: string | null;
  person_id: number;
  first_name: string;
  last_name: string;
  title: string | null;
  birth_year: number;
  phone: string | null;
  contact_language: string;
  person_email: string | null;
  permissions: CurrentUser['permissions'];
  companies: CurrentUser['companies'];
  boards: CurrentUser['boards'];
}

const parseTimestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/**
 * The signed-in user's view as one JSON value over the users row `u`: one expression, so that
 * /users/me reads it in the session's own query (session.ts preload) and login by user id.
 */
const userViewExpression = sql<UserViewRow | null>`(
  select json_build_object(
    'id', u.id, 'email', u.email, 'email_verified_at', u.email_verified_at::text, 'person_id', u.person_id,
    -- A pending address whose link has expired can no longer be confirmed: not shown (account/service.ts).
    'pending_email', case when u.pending_email_requested_at > now() - make_interval(mins => ${PENDING_EMAIL_VALID_MINUTES}) then u.pending_email end,
    'first_name', p.first_name, 'last_name', p.last_name, 'title', p.title, 'birth_year', p.birth_year,
    'phone', p.phone, 'contact_language', p.contact_language, 'person_email', p.email,
    'permissions', coalesce((
      select json_agg(json_build_object('id', d.id, 'shortDescription', d.short_description,
                                        'longDescription', d.long_description) order by d.id)
      from user_permissions up
      join describables d on d.kind = 'user-roles' and d.id = up.permission_id and d.language_code = 'fi'
      where up.user_id = u.id), '[]'),
    'companies', coalesce((
      select json_agg(json_build_object('id', c.id, 'name', c.name, 'registrationNumber', c.registration_number,
                                        'companyAdmin', cp.company_admin, 'status', cp.status,
                                        'permissions', cp.permissions) order by c.name)
      from company_people cp join companies c on c.id = cp.company_id
      where cp.user_id = u.id and cp.status in ('active', 'pending')), '[]'),
    -- SPEC §3 User.boards: the boards the person is an active member of, with the member's role (issue 20).
    'boards', coalesce((
      select json_agg(json_build_object('id', b.id, 'name', b.name, 'shortName', b.short_name,
                                        'boardMemberRoleId', bm.board_member_role_id) order by b.name, b.id)
      from board_members bm join boards b on b.id = bm.board_id
      where bm.person_id = u.person_id and bm.active), '[]'))
  from people p where p.id = u.person_id)`;

export const userViewPreload = sessionPreload(userViewExpression);

export function userView(row: UserViewRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    emailVerifiedAt: row.email_verified_at === null ? null : parseTimestamptz(row.email_verified_at).toISOString(),
    pendingEmail: row.pending_email,
    personId: row.person_id,
    person: {
      id: row.person_id,
      firstName: row.first_name,
      lastName: row.last_name,
      title: row.title,
      birthYear: row.birth_year,
      phone: row.phone,
      contactLanguage: row.contact_language,
      email: row.person_email,
    },
    permissions: row.permissions,
    boards: row.boards,
    // An admin holds every company permission (companyPermissions.ts), whatever is stored for them.
    companies: row.companies.map((company) => (company.companyAdmin ? { ...company, permissions: [...COMPANY_PERMISSIONS] } : company)),
  };
}

export async function loadUserView(db: Db, userId: number): Promise<CurrentUser | null> {
  const row = await db.selectFrom('users as u').select(userViewExpression.as('view')).where('u.id', '=', userId).executeTakeFirst();
  return row?.view ? userView(row.view) : null;
}
