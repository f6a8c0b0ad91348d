/** SPEC §3 Invite as the API answers it (SPEC §7 Invites); never the token or its hash. */

export interface Invite {
  id: number;
  companyId: number;
  email: string;
  companyAdmin: boolean;
  companyManagingDirector: boolean;
  companyContactPerson: boolean;
  createdAt: string;
  updatedAt: string;
  /** Set once cancelled. */
  deletedAt: string | null;
  expiresAt: string;
  expired: boolean;
}

/** GET /invites/:token/validate (SPEC §7, snake_case as SPEC names it); all null but is_valid when invalid. */
export interface InviteValidation {
  is_valid: boolean;
  company_name: string | null;
  new_user: boolean | null;
  email: string | null;
}

/** POST /companies/:id/invites/:token/accept. */
export interface InviteAccepted {
  accepted: true;
  companyId: number;
  companyName: string;
}
