/** argon2id password hashes, and the strength rule of every new password. */
import { hash, verify } from '@node-rs/argon2';
import { unprocessable } from '../../http/errors';

/** @node-rs/argon2 hashes with argon2id by default (a test checks the $argon2id$ prefix). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when no user matched, so timing does not tell whether an e-mail exists. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  return dummyHash;
}

/** The message of a guessable new password (422 on `password`), or null for a strong one. */
export async function weakPasswordMessage(password: string, related: readonly string[]): Promise<string | null> {
  // The estimator's dictionaries take about 0.3 s and 50 MB to load: the first new password loads them, not every start of the server.
  const { passwordStrength, WEAK_PASSWORD_MESSAGE } = await import('../../../src/domain/passwordStrength');
  return passwordStrength(password, related).strong ? null : WEAK_PASSWORD_MESSAGE;
}

/**
 * A guessable new password is refused before anything is saved or mailed (issue 9 #4): in
 * registration, password reset and the signed-in user's own change (account module).
 */
export async function requireStrongPassword(password: string, related: readonly string[]): Promise<void> {
  const weak = await weakPasswordMessage(password, related);
  if (weak) throw unprocessable({ password: [weak] });
}
