/** argon2id password hashes. */
import { hash, verify } from '@node-rs/argon2';

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
