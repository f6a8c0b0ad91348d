/**
 * The signed-in user's own account (issue 9 #9): a new password, and a new sign-in address that
 * takes effect only through the signed link mailed to it. The name is the person's record
 * (PUT /people/:id); the company's details are PUT /companies/:id.
 */
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/constraints';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, forbidden, unprocessable, type FieldErrors } from '../../http/errors';
import { limitMail } from '../../http/mailLimits';
import { forgetCachedUser } from '../../http/session';
import type { EmailChangeBody, PasswordChangeBody } from '../../../src/domain/schemas/auth';
import { addressLink, emailHash, isValidAddressLink, type SignedAddressLink } from '../../shared/links';
import { hashPassword, verifyPassword, weakPasswordMessage, countAttempt, isKnownAddress, refuseLocked, signedInFrom } from '../auth';
import { recordPersonChange } from '../people';
import { emailChangeMail, emailChangeNoticeMail, emailTakenMail } from './mails';

export const WRONG_CURRENT_PASSWORD = 'Nykyinen salasana on väärä.';

const ownAccount = (ctx: AppContext, userId: number) =>
  ctx.db
    .selectFrom('users as u')
    .innerJoin('people as p', 'p.id', 'u.person_id')
    .select(['u.id', 'u.email', 'u.password_hash', 'u.person_id', 'p.first_name', 'p.last_name'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();

/**
 * Whether `password` is the user's own, counted by the login throttle (auth/throttle.ts) under
 * the user's address: a stolen session cannot guess the password here faster than at sign-in,
 * and the guesses here count towards the same limits. The right one takes its count back.
 */
async function isCurrentPassword(ctx: AppContext, account: { id: number; email: string; password_hash: string }, password: string, address: string): Promise<boolean> {
  const attempt = { email: account.email.toLowerCase(), address };
  const { emailLocked } = await countAttempt(ctx.db, attempt);
  if (emailLocked && !(await isKnownAddress(ctx.db, account.id, address))) throw refuseLocked();
  const valid = await verifyPassword(account.password_hash, password);
  if (valid) await signedInFrom(ctx.db, account.id, attempt);
  return valid;
}

/**
 * PUT /users/me/password: the new password by the registration's rules; every other session of
 * the user ends in the same transaction, this one stays. The audit row says that it changed, never what to.
 */
export async function changePassword(ctx: AppContext, user: CurrentUser, sessionId: string, body: PasswordChangeBody, address: string): Promise<void> {
  const account = await ownAccount(ctx, user.id);
  const errors: FieldErrors = {};
  if (!(await isCurrentPassword(ctx, account, body.current_password, address))) errors.current_password = [WRONG_CURRENT_PASSWORD];
  if (body.password === body.current_password) errors.password = ['Uusi salasana ei voi olla sama kuin nykyinen.'];
  else {
    const weak = await weakPasswordMessage(body.password, [account.email, account.first_name, account.last_name]);
    if (weak) errors.password = [weak];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const passwordHash = await hashPassword(body.password);
  forgetCachedUser(ctx.db, user.id);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: sql`now()` }).where('id', '=', user.id).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).where('id', '!=', sessionId).execute();
    await recordPersonChange(trx, account.person_id, {
      userId: user.id,
      entity: 'user',
      entityId: user.id,
      action: 'update',
      before: null,
      after: { password_changed: true },
    });
  });
  // Again after the commit: a read that began in between stored what it read (as session.ts does).
  forgetCachedUser(ctx.db, user.id);
}

/**
 * PUT /users/me/email: the new address waits (migration 014) until the link mailed to it is
 * followed; the old one gets a notice and stays the login meanwhile. An address that has an
 * account gets a mail saying so and the answer is the same as for a free one (docs/decisions.md).
 */
export async function requestEmailChange(ctx: AppContext, user: CurrentUser, body: EmailChangeBody, address: string): Promise<void> {
  const account = await ownAccount(ctx, user.id);
  if (!(await isCurrentPassword(ctx, account, body.current_password, address))) {
    throw unprocessable({ current_password: [WRONG_CURRENT_PASSWORD] });
  }
  if (body.email === account.email.toLowerCase()) throw unprocessable({ email: ['Tämä on jo sähköpostiosoitteesi.'] });
  await limitMail(ctx.db, { userId: user.id }, body.email);
  const taken = await ctx.db.selectFrom('users').select('id').where(sql`lower(email)`, '=', body.email).executeTakeFirst();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ pending_email: body.email, pending_email_requested_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', user.id)
      .execute();
    if (taken) await ctx.outbox.mail(trx, emailTakenMail(body.email, ctx.appUrl));
    else await ctx.outbox.mail(trx, emailChangeMail(body.email, account.first_name, addressLink(ctx.appUrl, ctx.secret, 'email-change', user.id, body.email)));
    await ctx.outbox.mail(trx, emailChangeNoticeMail(account.email, account.first_name, body.email, ctx.appUrl));
  });
}

/** DELETE /users/me/email: the pending address is forgotten, so its link no longer works. */
export async function cancelEmailChange(ctx: AppContext, user: CurrentUser): Promise<void> {
  await ctx.db
    .updateTable('users')
    .set({ pending_email: null, pending_email_requested_at: null, updated_at: sql`now()` })
    .where('id', '=', user.id)
    .where('pending_email', 'is not', null)
    .execute();
}

/**
 * GET or POST /auth/email/change/:id/:hash: the link from the new address's mail makes it the
 * sign-in address (and the person's contact address where that was the old one). Following it
 * again answers the same. The address taken meanwhile by another account: 409.
 */
export async function confirmEmailChange(ctx: AppContext, link: SignedAddressLink): Promise<{ email: string }> {
  const refused = () => forbidden('Vahvistuslinkki on virheellinen tai vanhentunut. Pyydä osoitteen vaihtoa uudelleen Oma tili -sivulla.', 'invalid_signature');
  if (!isValidAddressLink(ctx.secret, 'email-change', link)) throw refused();
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('users')
      .select(['id', 'email', 'pending_email', 'person_id'])
      .where('id', '=', link.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw refused();
    if (row.pending_email === null || emailHash(row.pending_email) !== link.hash) {
      // The same link followed twice (a second tab, a mail client's preview): already done.
      if (emailHash(row.email) === link.hash) return { email: row.email };
      throw refused();
    }
    const email = row.pending_email;
    try {
      await trx
        .updateTable('users')
        .set({ email, pending_email: null, pending_email_requested_at: null, email_verified_at: sql`coalesce(email_verified_at, now())`, updated_at: sql`now()` })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_unique')) {
        throw conflict('Sähköpostiosoite on jo toisen tunnuksen käytössä. Valitse toinen osoite.', 'email_taken');
      }
      throw error;
    }
    // The person's contact address follows the sign-in address when it was the same one.
    await trx
      .updateTable('people')
      .set({ email, updated_at: sql`now()` })
      .where('id', '=', row.person_id)
      .where(sql`lower(email)`, '=', row.email.toLowerCase())
      .execute();
    await recordPersonChange(trx, row.person_id, { userId: row.id, entity: 'user', entityId: row.id, action: 'update', before: { email: row.email }, after: { email } });
    return { email };
  });
  forgetCachedUser(ctx.db, link.id);
  return changed;
}
