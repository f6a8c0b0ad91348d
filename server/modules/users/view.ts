/** The SPEC §3 User as /users/me and login return it (src/domain/api/users.ts CurrentUser). */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import type { CurrentUser } from '../../../src/domain/api/users';
import { COMPANY_PERMISSIONS } from '../../../src/domain/companyPermissions';

export async function loadUserView(db: Db, userId: number): Promise<CurrentUser | null> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('people as p', 'p.id', 'u.person_id')
    .where('u.id', '=', userId)
    .select([
      'u.id',
      'u.email',
      'u.email_verified_at',
      'u.person_id',
      'p.first_name',
      'p.last_name',
      'p.title',
      'p.birth_year',
      'p.phone',
      'p.contact_language',
      'p.email as person_email',
      sql<CurrentUser['permissions']>`coalesce((
        select json_agg(json_build_object('id', d.id, 'shortDescription', d.short_description,
                                          'longDescription', d.long_description) order by d.id)
        from user_permissions up
        join describables d on d.kind = 'user-roles' and d.id = up.permission_id and d.language_code = 'fi'
        where up.user_id = u.id), '[]')`.as('permissions'),
      sql<CurrentUser['companies']>`coalesce((
        select json_agg(json_build_object('id', c.id, 'name', c.name, 'registrationNumber', c.registration_number,
                                          'companyAdmin', cp.company_admin, 'status', cp.status,
                                          'permissions', cp.permissions) order by c.name)
        from company_people cp join companies c on c.id = cp.company_id
        where cp.user_id = u.id and cp.status in ('active', 'pending')), '[]')`.as('companies'),
    ])
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    emailVerifiedAt: row.email_verified_at ? row.email_verified_at.toISOString() : null,
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
    boards: [],
    // An admin holds every company permission (companyPermissions.ts), whatever is stored for them.
    companies: row.companies.map((company) => (company.companyAdmin ? { ...company, permissions: [...COMPANY_PERMISSIONS] } : company)),
  };
}
