/**
 * Login throttling (issue 8 #9), counted before the password is checked (http/rateLimit.ts), and
 * a successful sign-in takes its count back, so the limits are on failures (and tries in flight):
 * - per e-mail and client address: 5 a minute. A guesser locks out only themself;
 * - per client address: 30 in 10 minutes over any e-mails (password spraying; an office behind
 *   one address signs in freely, as only failures count);
 * - per e-mail over all addresses: 20 in 10 minutes (a guesser with many addresses).
 *   This one could lock the owner out, so the right password from an address the user has
 *   signed in from before still passes it: a cool-down without a CAPTCHA.
 * - per account, failures in a row over any time (NIST SP 800-63B 5.2.2): after LOCK_AFTER_FAILURES
 *   only an address the user has signed in from before is heard, until a password reset (issue 18 #4).
 * docs/decisions.md has the reasoning.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { HttpError } from '../../http/errors';
import { forget, hit, refund, tooMany, type Limit } from '../../http/rateLimit';

export const LOGIN_PAIR: Limit = { name: 'login-pair', max: 5, windowSeconds: 60 };
export const LOGIN_ADDRESS: Limit = { name: 'login-address', max: 30, windowSeconds: 600 };
export const LOGIN_EMAIL: Limit = { name: 'login-email', max: 20, windowSeconds: 600 };

const THROTTLED = 'Liian monta kirjautumisyritystä. Odota hetki ja yritä uudelleen.';

/** Failed sign-ins in a row an account takes from anywhere; after them, only known addresses (NIST SP 800-63B 5.2.2: at most 100). */
export const LOCK_AFTER_FAILURES = 100;

export const ACCOUNT_LOCKED =
  'Tunnukselle on yritetty kirjautua liian monta kertaa väärällä salasanalla, joten se on lukittu suojaksi. ' +
  'Avaa lukitus vaihtamalla salasana: valitse ”Unohtuiko salasana?” ja seuraa sähköpostiisi tulevaa linkkiä.';

const addressHash = (address: string) => createHash('sha256').update(address).digest('hex');

export interface LoginAttempt {
  email: string;
  address: string;
}

/**
 * Counts the attempt; refuses it (429) if the pair or the address is over its limit. Returns
 * whether the e-mail is over its own limit: then only the right password from a known address passes.
 */
export async function countAttempt(db: Db, attempt: LoginAttempt): Promise<{ emailLocked: boolean }> {
  if (!(await hit(db, LOGIN_ADDRESS, attempt.address))) throw tooMany(THROTTLED);
  if (!(await hit(db, LOGIN_PAIR, `${attempt.email}\u0000${attempt.address}`))) throw tooMany(THROTTLED);
  return { emailLocked: !(await hit(db, LOGIN_EMAIL, attempt.email)) };
}

/** Whether the user has signed in from this address before. */
export async function isKnownAddress(db: Db, userId: number, address: string): Promise<boolean> {
  const row = await db
    .selectFrom('known_sign_in_addresses')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('address_hash', '=', addressHash(address))
    .executeTakeFirst();
  return row !== undefined;
}

export const refuseLocked = () => tooMany(THROTTLED);

export const refuseAccountLocked = () => new HttpError(429, ACCOUNT_LOCKED, 'account_locked');

/** One more failed sign-in in a row for the account (atomic, so parallel guesses all count). */
export async function countFailure(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ failed_sign_ins: sql`failed_sign_ins + 1` }).where('id', '=', userId).execute();
}

/** After the right password: its hits are taken back, the pair starts afresh, the address is known from now on. */
export async function signedInFrom(db: Db, userId: number, attempt: LoginAttempt): Promise<void> {
  await forget(db, LOGIN_PAIR, `${attempt.email}\u0000${attempt.address}`);
  await refund(db, LOGIN_ADDRESS, attempt.address);
  await refund(db, LOGIN_EMAIL, attempt.email);
  await db.updateTable('users').set({ failed_sign_ins: 0 }).where('id', '=', userId).where('failed_sign_ins', '>', 0).execute();
  await db
    .insertInto('known_sign_in_addresses')
    .values({ user_id: userId, address_hash: addressHash(attempt.address) })
    .onConflict((oc) => oc.columns(['user_id', 'address_hash']).doUpdateSet({ last_seen_at: sql`now()` }))
    .execute();
}
