/** Turns the validated registration form into the request body of POST /auth/register (SPEC §5, §7). */
import type { RegisterBody } from '../../domain/schemas/auth';

export interface Invite {
  companyId: string | null;
  token: string | null;
}

/** The invite an e-mail link carries in its query (SPEC §2: company_id and token). */
export function readInvite(params: URLSearchParams): Invite {
  return { companyId: params.get('company_id') || null, token: params.get('token') || null };
}

/** Empty values are dropped (SPEC §5); invite_token is always sent, null without an invite (SPEC §7). */
export function registrationBody(data: RegisterBody, invite: Invite): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value !== '' && value !== undefined && value !== null) body[key] = value;
  }
  body.invite_token = invite.token;
  return body;
}
