/**
 * The invite an e-mail link carries (SPEC §2: company_id and token), kept in the
 * `invite_token` cookie for a day (SPEC §9) while the person signs up or in, and
 * validated with the server (SPEC §4: stored → validated).
 */
import { useEffect, useMemo, useState } from 'react';
import { apiFetch } from '../../dataProvider/httpClient';
import type { InviteValidation } from '../../domain/entities/invite';
import type { Invite } from './registration';

export const INVITE_COOKIE = 'invite_token';
/** SPEC §9: invite cookie timeout. */
export const INVITE_COOKIE_MAX_AGE_S = 86400;

export interface SavedInvite {
  companyId: string;
  token: string;
}

export function saveInvite(invite: SavedInvite): void {
  const value = encodeURIComponent(JSON.stringify({ company_id: invite.companyId, token: invite.token }));
  document.cookie = `${INVITE_COOKIE}=${value}; Max-Age=${INVITE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

export function readSavedInvite(): SavedInvite | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${INVITE_COOKIE}=`));
  if (!entry) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(entry.slice(INVITE_COOKIE.length + 1))) as { company_id?: unknown; token?: unknown };
    return typeof parsed.company_id === 'string' && typeof parsed.token === 'string' && parsed.company_id && parsed.token
      ? { companyId: parsed.company_id, token: parsed.token }
      : null;
  } catch {
    return null;
  }
}

export function clearSavedInvite(): void {
  document.cookie = `${INVITE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

export type InviteCheck =
  | { status: 'none' }
  | { status: 'checking'; invite: SavedInvite }
  | { status: 'valid'; invite: SavedInvite; companyName: string; email: string; newUser: boolean }
  | { status: 'invalid'; invite: SavedInvite }
  /** The check itself failed (network): the invite is kept and the server decides later. */
  | { status: 'unchecked'; invite: SavedInvite };

/** The invite of the link (saved to the cookie) or, without one, the saved one; validated once. */
export function useInvite(params: URLSearchParams): InviteCheck {
  const companyId = params.get('company_id') || null;
  const token = params.get('token') || null;
  const invite = useMemo<SavedInvite | null>(() => {
    if (companyId && token) {
      const fromLink = { companyId, token };
      saveInvite(fromLink);
      return fromLink;
    }
    return readSavedInvite();
  }, [companyId, token]);
  const [check, setCheck] = useState<InviteCheck>(invite ? { status: 'checking', invite } : { status: 'none' });

  useEffect(() => {
    if (!invite) {
      setCheck({ status: 'none' });
      return;
    }
    let live = true;
    setCheck({ status: 'checking', invite });
    apiFetch<InviteValidation>(`/invites/${encodeURIComponent(invite.token)}/validate`).then(
      (answer) => {
        if (!live) return;
        if (answer.is_valid && answer.company_name && answer.email) {
          setCheck({ status: 'valid', invite, companyName: answer.company_name, email: answer.email, newUser: answer.new_user !== false });
        } else {
          clearSavedInvite();
          setCheck({ status: 'invalid', invite });
        }
      },
      () => live && setCheck({ status: 'unchecked', invite }),
    );
    return () => {
      live = false;
    };
  }, [invite]);
  return check;
}

/** The invite registration sends: only one the server may still accept. */
export function inviteForRegistration(check: InviteCheck): Invite {
  if (check.status === 'valid' || check.status === 'unchecked') return { companyId: check.invite.companyId, token: check.invite.token };
  return { companyId: null, token: null };
}
