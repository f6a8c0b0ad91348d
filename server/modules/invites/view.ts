/** Invites as the API returns them (src/domain/api/invites.ts); never the token or its hash. */
import type { Selectable } from 'kysely';
import type { InvitesTable } from '../../db/types';
import type { Invite } from '../../../src/domain/api/invites';

export type InviteRow = Selectable<InvitesTable>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function inviteView(row: InviteRow, now = Date.now()): Invite {
  return {
    id: row.id,
    companyId: row.company_id,
    email: row.email,
    companyAdmin: row.company_admin,
    companyManagingDirector: row.company_managing_director,
    companyContactPerson: row.company_contact_person,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    deletedAt: iso(row.deleted_at),
    expiresAt: row.expires_at.toISOString(),
    expired: row.expires_at.getTime() <= now,
  };
}

/** What the audit log keeps of an invite. */
export const auditedInvite = (row: InviteRow) => ({
  email: row.email,
  company_admin: row.company_admin,
  company_managing_director: row.company_managing_director,
  company_contact_person: row.company_contact_person,
  expires_at: row.expires_at.toISOString(),
});
