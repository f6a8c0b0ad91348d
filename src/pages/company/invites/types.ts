/** An invite as the API returns it (docs/api.md Invites). */
export interface InviteItem {
  id: number;
  companyId: number;
  email: string;
  companyAdmin: boolean;
  companyManagingDirector: boolean;
  companyContactPerson: boolean;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  expiresAt: string;
  expired: boolean;
}

export interface InvitePage {
  data: InviteItem[];
  meta: { currentPage: number; perPage: number; total: number; lastPage: number };
}

/** The role labels of an invite, in the order of the form ("Käyttäjä" when none). */
export const INVITE_ROLES = [
  ['companyAdmin', 'invites.form.companyAdmin'],
  ['companyManagingDirector', 'invites.form.companyManagingDirector'],
  ['companyContactPerson', 'invites.form.companyContactPerson'],
] as const;
