/**
 * Who reaches an application from the office side (issue 11): office staff every one; auditors
 * (any audit role) only those whose auditor_user_id is theirs, for reading. Any other one is 404
 * to an auditor, so that ids of others' applications tell nothing.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/types';
import type { AccessRule } from '../../http/access';
import type { CurrentUser } from '../../http/currentUser';
import { notFound } from '../../http/errors';
import { canEnterArea, hasOfficePermission, holdsAuditRole } from '../../../src/domain/permissions';

export const APPLICATION_NOT_FOUND = 'Hakemusta ei löytynyt.';

/** Any audit role (the domain's list, shared with the company access rule). */
export { AUDIT_ROLE_IDS } from '../../../src/domain/permissions';

/** Office staff, and auditors (the handler limits them to their assigned applications). */
export const officeOrAuditor = (): AccessRule => ({
  kind: 'permission',
  name: 'office, or an auditor for the applications assigned to them',
  allows: (user) => hasOfficePermission(user) || (canEnterArea(user, 'audit') && holdsAuditRole(user)),
});

export interface ApplicationFacts {
  id: number;
  company_id: number;
  application_status_id: number;
  application_type_id: number;
  auditor_user_id: number | null;
  pateva_responsible_person_id: number | null;
}


/** The application as the caller may see it; `lock` holds it for a change. 404 when not theirs to see. */
export async function applicationFacts(db: Db | Transaction<Database>, user: CurrentUser, appId: number, lock = false): Promise<ApplicationFacts> {
  let select = db
    .selectFrom('applications')
    .select(['id', 'company_id', 'application_status_id', 'application_type_id', 'auditor_user_id', 'pateva_responsible_person_id'])
    .where('id', '=', appId);
  if (lock) select = select.forUpdate();
  const row = await select.executeTakeFirst();
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  if (!hasOfficePermission(user) && row.auditor_user_id !== user.id) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}
