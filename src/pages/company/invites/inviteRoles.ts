/** The roles of an invite, in the order of the form; their labels are the declaration's (`resources.invites.fields.*`), "Käyttäjä" when none. */
import { labelKey } from '../../../domain/entities/entity';
import { invite as inviteEntity, type Invite } from '../../../domain/entities/invite';

export const INVITE_ROLES = ['companyAdmin', 'companyManagingDirector', 'companyContactPerson'] as const;

export function inviteRoleText(invite: Invite, translate: (key: string) => string): string {
  const roles = INVITE_ROLES.filter((field) => invite[field]).map((field) => translate(labelKey(inviteEntity, field)));
  return roles.length ? roles.join(', ') : translate('invites.list.user');
}
