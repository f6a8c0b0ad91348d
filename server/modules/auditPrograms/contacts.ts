/**
 * The auditor contacts list of SPEC §2 (issue 21; SPEC §7: search with paginate true, page 1): the
 * users holding PATEVA_AUDIT_CERTIFICATE or …_MASTER with their name, e-mail, phone, audit roles
 * and how many open programmes (not finished or cancelled) they audit. Staff only (office and the
 * audit roles); `q` matches the name or e-mail.
 */
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { containsPattern, defineList } from '../../http/list';
import type { Page } from '../../../src/domain/api/lists';
import type { AuditorContact } from '../../../src/domain/api/auditorCostActions';
import { UserRole } from '../../../src/domain/codes';
import { AuditProgramStatus } from '../../../src/domain/auditCodes';

const ROLES = [UserRole.auditCertificateMaster, UserRole.auditCertificate];

export const contactList = defineList({
  sortable: { name: [sql`lower(pe.last_name)`, sql`lower(pe.first_name)`], email: 'u.email' },
  defaultSort: 'name',
  tiebreaker: 'u.id',
  search: true,
});

export function listAuditorContacts(ctx: AppContext, query: z.output<typeof contactList.query>): Promise<Page<AuditorContact>> {
  const select = ctx.db
    .selectFrom('users as u')
    .innerJoin('people as pe', 'pe.id', 'u.person_id')
    .select([
      'u.id',
      'u.person_id',
      'u.email',
      'pe.first_name',
      'pe.last_name',
      'pe.phone',
      sql<number[]>`array(select up.permission_id from user_permissions up where up.user_id = u.id and up.permission_id in (${sql.join(ROLES)}) order by up.permission_id)`.as('roles'),
      sql<number>`(select count(*)::int from audit_programs ap where u.person_id in (ap.primary_auditor_id, ap.secondary_auditor_id) and ap.status_id not in (${AuditProgramStatus.finished}, ${AuditProgramStatus.cancelled}))`.as(
        'open_program_count',
      ),
    ])
    .where(sql<boolean>`exists (select 1 from user_permissions up where up.user_id = u.id and up.permission_id in (${sql.join(ROLES)}))`);
  return contactList.page(select, query, {
    view: (row) => ({
      id: row.id,
      personId: row.person_id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      phone: row.phone,
      roles: row.roles.map((role) => (role === UserRole.auditCertificateMaster ? ('master' as const) : ('auditor' as const))),
      openProgramCount: Number(row.open_program_count),
    }),
    search: (q) => (eb) =>
      eb.or([eb(sql`lower(pe.first_name || ' ' || pe.last_name)`, 'like', containsPattern(q)), eb(sql`lower(u.email)`, 'like', containsPattern(q))]),
  });
}
