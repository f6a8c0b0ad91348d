/**
 * Signed address links (e-mail verification, and confirming a changed address) and single-use
 * password reset tokens (valid 60 minutes; reset tokens are stored hashed).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const LINK_VALID_MINUTES = 60;

export const emailHash = (email: string) => createHash('sha1').update(email.toLowerCase()).digest('hex');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * What a signed address link proves: `email-verify` (the registration's address) or `email-change`
 * (a new address for an existing account, issue 9 #9). The purpose is signed too, so a link of one
 * kind never passes as the other.
 */
export type AddressLinkPurpose = 'email-verify' | 'email-change';

const PAGES: Record<AddressLinkPurpose, string> = { 'email-verify': 'verify-email', 'email-change': 'confirm-email' };

function sign(secret: string, purpose: AddressLinkPurpose, userId: number, hash: string, expires: number): string {
  return createHmac('sha256', secret).update(`${purpose}/${userId}/${hash}/${expires}`).digest('hex');
}

export interface SignedAddressLink {
  id: number;
  hash: string;
  expires: number;
  signature: string;
}

/** A link to the browser page of `purpose` for the user and address, valid LINK_VALID_MINUTES. */
export function addressLink(appUrl: string, secret: string, purpose: AddressLinkPurpose, userId: number, email: string, now = Date.now()): string {
  const hash = emailHash(email);
  const expires = Math.floor(now / 1000) + LINK_VALID_MINUTES * 60;
  const signature = sign(secret, purpose, userId, hash, expires);
  return `${appUrl}/auth/${PAGES[purpose]}/${userId}/${hash}?expires=${expires}&signature=${signature}`;
}

export function isValidAddressLink(secret: string, purpose: AddressLinkPurpose, link: SignedAddressLink, now = Date.now()): boolean {
  if (link.expires * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, purpose, link.id, link.hash, link.expires));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const verificationLink = (appUrl: string, secret: string, userId: number, email: string, now = Date.now()): string =>
  addressLink(appUrl, secret, 'email-verify', userId, email, now);

export const isValidVerification = (secret: string, link: SignedAddressLink, now = Date.now()): boolean =>
  isValidAddressLink(secret, 'email-verify', link, now);

export const newResetToken = () => randomBytes(32).toString('base64url');

export function resetLink(appUrl: string, token: string, email: string): string {
  return `${appUrl}/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}
