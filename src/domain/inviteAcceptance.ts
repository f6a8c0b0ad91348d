/**
 * SPEC §4/§5/§8: an invite that was validated and is not valid cannot be accepted; accepting it
 * raises the error 'invite not valid to accept'. Kept apart from the invite declaration (no zod):
 * the sign-in pages load it, and they stay small.
 */
export const INVITE_NOT_VALID_TO_ACCEPT = 'invite not valid to accept';

export class InviteNotValidError extends Error {
  constructor() {
    super(INVITE_NOT_VALID_TO_ACCEPT);
    this.name = 'InviteNotValidError';
  }
}

/** The invite a sign-in page holds: checked with GET /invites/{token}/validate ('valid' or 'invalid'), or not (yet). */
export interface CheckedInvite {
  status: 'none' | 'checking' | 'valid' | 'invalid' | 'unchecked';
  invite?: { companyId: string; token: string };
}

/**
 * Accepts the invite with `send` (POST /companies/{id}/invites/{token}/accept). A validated,
 * invalid invite is never sent: InviteNotValidError. One not validated (the check failed) is
 * left to the server, which refuses what it cannot accept.
 */
export async function acceptCheckedInvite(check: CheckedInvite, send: (companyId: string, token: string) => Promise<unknown>): Promise<void> {
  if (check.status === 'invalid') throw new InviteNotValidError();
  if (!check.invite || check.status === 'none') return;
  await send(check.invite.companyId, check.invite.token);
}
