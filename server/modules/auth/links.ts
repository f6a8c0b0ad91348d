/**
 * Signed e-mail verification links and single-use password reset tokens
 * (valid 60 minutes; reset tokens are stored hashed).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const LINK_VALID_MINUTES = 60;

export const emailHash = (email: string) => createHash('sha1').update(email.toLowerCase()).digest('hex');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function sign(secret: string, userId: number, hash: string, expires: number): string {
  return createHmac('sha256', secret).update(`email-verify/${userId}/${hash}/${expires}`).digest('hex');
}

export function verificationLink(appUrl: string, secret: string, userId: number, email: string, now = Date.now()): string {
  const hash = emailHash(email);
  const expires = Math.floor(now / 1000) + LINK_VALID_MINUTES * 60;
  const signature = sign(secret, userId, hash, expires);
  return `${appUrl}/auth/verify-email/${userId}/${hash}?expires=${expires}&signature=${signature}`;
}

export function isValidVerification(
  secret: string,
  link: { id: number; hash: string; expires: number; signature: string },
  now = Date.now(),
): boolean {
  if (link.expires * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, link.id, link.hash, link.expires));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const newResetToken = () => randomBytes(32).toString('base64url');

export function resetLink(appUrl: string, token: string, email: string): string {
  return `${appUrl}/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}
