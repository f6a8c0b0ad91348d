/** Registration, sign-in, e-mail verification and password reset rules. */
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { RegisterBody, PasswordResetBody } from '../../../src/domain/schemas/auth';
import { forbidden, HttpError, unprocessable } from '../../http/errors';
import { emailHash, isValidVerification, LINK_VALID_MINUTES, newResetToken, resetLink, sha256, verificationLink } from '../../shared/links';
import { accountExistsMail, passwordResetMail, verificationMail } from './mails';
import { isUniqueViolation } from '../../db/constraints';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { countAttempt, countFailure, isKnownAddress, LOCK_AFTER_FAILURES, refuseAccountLocked, refuseLocked, signedInFrom } from './throttle';
import { acceptInviteIn, validInviteEmail } from '../invites';

const findUserByEmail = (ctx: AppContext, email: string) =>
  ctx.db
    .selectFrom('users as u')
    .innerJoin('people as p', 'p.id', 'u.person_id')
    .select(['u.id', 'u.email', 'u.password_hash', 'u.email_verified_at', 'u.failed_sign_ins', 'p.first_name'])
    .where(sql`lower(u.email)`, '=', email.toLowerCase())
    .executeTakeFirst();

const invalidInvite = () => unprocessable({ invite_token: ['Kutsu ei ole voimassa.'] });

/**
 * Creates the user. With a valid invite token for the same address the invite mail has
 * proved the address: the user starts verified and the invite is accepted at once, in the
 * same transaction; otherwise a verification mail is queued with the user. Returns whether it is verified.
 */
export async function register(ctx: AppContext, body: RegisterBody): Promise<{ emailVerified: boolean }> {
  const inviteToken = body.invite_token;
  // Hashed first, whether or not the address has an account: the answer's timing tells nothing either.
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail(ctx, body.email);
  if (existing) return answerExistingAccount(ctx, existing, inviteToken);
  if (inviteToken !== null) {
    const inviteEmail = await validInviteEmail(ctx.db, inviteToken);
    if (inviteEmail === null || inviteEmail.toLowerCase() !== body.email.toLowerCase()) throw invalidInvite();
  }
  const user = await insertUser(ctx, body, passwordHash);
  // The same address registered at the same moment by another request: that one has the account.
  if (!user) {
    const winner = await findUserByEmail(ctx, body.email);
    if (!winner) throw new Error('registration lost a unique race to a user that does not exist');
    return answerExistingAccount(ctx, winner, inviteToken);
  }
  return { emailVerified: inviteToken !== null };
}

/**
 * A registration of an address that has an account answers as a new one would, and the owner
 * gets a mail instead (issue 8 #11). With an invite the address is already known to the inviter
 * (SPEC §7's invite validation says new_user), so the form says to sign in instead.
 */
async function answerExistingAccount(
  ctx: AppContext,
  existing: { email: string; first_name: string },
  inviteToken: string | null,
): Promise<{ emailVerified: boolean }> {
  if (inviteToken !== null) {
    throw unprocessable({ email: ['Tällä sähköpostiosoitteella on jo tunnus. Kirjaudu sisään tai tilaa uusi salasana.'] });
  }
  // Nothing changes: the mail is a job of its own.
  await ctx.outbox.mail(ctx.db, accountExistsMail(existing.email, existing.first_name, ctx.appUrl));
  return { emailVerified: false };
}

/** The new person and user (with an invite, accepted in the same transaction; else its verification mail); null if the address was taken meanwhile. */
async function insertUser(ctx: AppContext, body: RegisterBody, passwordHash: string): Promise<{ id: number } | null> {
  const inviteToken = body.invite_token;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const person = await trx
        .insertInto('people')
        .values({ first_name: body.first_name, last_name: body.last_name, email: body.email })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await trx
        .insertInto('users')
        .values({
          email: body.email,
          password_hash: passwordHash,
          person_id: person.id,
          newsletter: body.newsletter,
          email_verified_at: inviteToken === null ? null : sql`now()`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (inviteToken === null) {
        await ctx.outbox.mail(trx, verificationMail(body.email, body.first_name, verificationLink(ctx.appUrl, ctx.secret, created.id, body.email)));
      } else {
        try {
          await acceptInviteIn(trx, inviteToken, null, { id: created.id, personId: person.id, email: body.email });
        } catch (error) {
          // Cancelled or spent between the check above and now: refused like any invalid invite.
          if (error instanceof HttpError && error.code === 'invite_not_valid') throw invalidInvite();
          throw error;
        }
      }
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) return null;
    throw error;
  }
}

export async function resendVerification(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user || user.email_verified_at) return;
  await ctx.outbox.mail(ctx.db, verificationMail(user.email, user.first_name, verificationLink(ctx.appUrl, ctx.secret, user.id, user.email)));
}

export async function verifyEmail(
  ctx: AppContext,
  link: { id: number; hash: string; expires: number; signature: string },
): Promise<{ email: string }> {
  const refused = () =>
    forbidden('Vahvistuslinkki on virheellinen tai vanhentunut. Pyydä uusi linkki.', 'invalid_signature');
  if (!isValidVerification(ctx.secret, link)) throw refused();
  const user = await ctx.db.selectFrom('users').select(['id', 'email']).where('id', '=', link.id).executeTakeFirst();
  if (!user || emailHash(user.email) !== link.hash) throw refused();
  await ctx.db
    .updateTable('users')
    .set({ email_verified_at: sql`coalesce(email_verified_at, now())`, updated_at: sql`now()` })
    .where('id', '=', user.id)
    .execute();
  return { email: user.email };
}

/** Checks the credentials, within the login throttle (throttle.ts); the caller starts the session. */
export async function authenticate(ctx: AppContext, email: string, password: string, address: string): Promise<number> {
  const attempt = { email: email.toLowerCase(), address };
  const { emailLocked } = await countAttempt(ctx.db, attempt);
  const user = await findUserByEmail(ctx, email);
  const locked = user !== undefined && user.failed_sign_ins >= LOCK_AFTER_FAILURES;
  // A locked account or one over the e-mail's limit hears only a known address; an unknown user has none.
  if ((locked || emailLocked) && !(user && (await isKnownAddress(ctx.db, user.id, address)))) {
    throw locked ? refuseAccountLocked() : refuseLocked();
  }
  const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  if (!user || !valid) {
    if (user) await countFailure(ctx.db, user.id);
    throw unprocessable({ email: ['Sähköpostiosoite tai salasana on väärä.'] }, 'Kirjautuminen epäonnistui.');
  }
  await signedInFrom(ctx.db, user.id, attempt);
  if (!user.email_verified_at) {
    throw forbidden(
      'Vahvista sähköpostiosoitteesi ennen kirjautumista. Vahvistuslinkki on lähetetty sähköpostiisi.',
      'email_not_verified',
    );
  }
  return user.id;
}

export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
  const token = newResetToken();
  // A new link replaces the earlier ones: only the latest mail's link works (issue 8 #10).
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('password_resets').where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    await trx
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: sha256(token),
        expires_at: new Date(Date.now() + LINK_VALID_MINUTES * 60_000),
      })
      .execute();
    await ctx.outbox.mail(trx, passwordResetMail(user.email, user.first_name, resetLink(ctx.appUrl, token, user.email)));
  });
}

/** Sets the new password; returns the user id so the caller can end the user's sessions. */
export async function resetPassword(ctx: AppContext, body: PasswordResetBody): Promise<number> {
  const invalid = () =>
    unprocessable({ token: ['Salasanan palautuslinkki on virheellinen, vanhentunut tai jo käytetty. Pyydä uusi linkki.'] });
  const passwordHash = await hashPassword(body.password);
  return ctx.db.transaction().execute(async (trx) => {
    const reset = await trx
      .selectFrom('password_resets as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.user_id'])
      .where('r.token_hash', '=', sha256(body.token))
      .where(sql`lower(u.email)`, '=', body.email)
      .where('r.used_at', 'is', null)
      .where('r.expires_at', '>', sql<Date>`now()`)
      .forUpdate()
      .executeTakeFirst();
    if (!reset) throw invalid();
    await trx.updateTable('password_resets').set({ used_at: sql`now()` }).where('user_id', '=', reset.user_id).where('used_at', 'is', null).execute();
    // Following the link proves the address, so an unverified account becomes verified; and it opens a locked account (throttle.ts).
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, email_verified_at: sql`coalesce(email_verified_at, now())`, failed_sign_ins: 0, updated_at: sql`now()` })
      .where('id', '=', reset.user_id)
      .execute();
    return reset.user_id;
  });
}
