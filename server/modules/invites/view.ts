/** Invites as the API answers them (src/domain/entities/invite.ts): the token to the company, never its hash. */
import type { Selectable } from 'kysely';
import type { InvitesTable } from '../../db/types';
import { invite, type Invite } from '../../../src/domain/entities/invite';
import { entityView } from '../../http/view';

export type InviteRow = Selectable<InvitesTable>;

const view = entityView(invite);

/** An invite has expired once its time is up, whether or not anyone has tried it. */
export const hasExpired = (row: Pick<InviteRow, 'expires_at'>, now = Date.now()) => row.expires_at.getTime() <= now;

export const inviteView = (row: InviteRow, now = Date.now()): Invite => view(row, { expired: hasExpired(row, now) });

/** What the audit log keeps of an invite (never the token). */
export const auditedInvite = (row: InviteRow) => ({
  email: row.email,
  company_admin: row.company_admin,
  company_managing_director: row.company_managing_director,
  company_contact_person: row.company_contact_person,
  expires_at: row.expires_at.toISOString(),
});
