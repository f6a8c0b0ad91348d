/**
 * Routes that send e-mail are limited (issue 8 #10), so that nobody turns the portal into a
 * mail cannon against an address or floods it from one place: per recipient address, and per
 * sender (the client address when signed out, the user when signed in). Counted before the
 * mail is made, whether or not the recipient has an account, so the limit tells nothing either.
 */
import type { Db } from '../db/kysely';
import { hit, tooMany, type Limit } from './rateLimit';

export const MAIL_TO: Limit = { name: 'mail-to', max: 3, windowSeconds: 900 };
export const MAIL_FROM_ADDRESS: Limit = { name: 'mail-from-address', max: 20, windowSeconds: 900 };
export const MAIL_FROM_USER: Limit = { name: 'mail-from-user', max: 30, windowSeconds: 900 };

const TOO_MANY = 'Liian monta viestiä lyhyessä ajassa. Odota hetki ja yritä uudelleen.';

export type MailSender = { address: string } | { userId: number };

export async function limitMail(db: Db, sender: MailSender, recipient?: string): Promise<void> {
  const allowed =
    'userId' in sender ? await hit(db, MAIL_FROM_USER, String(sender.userId)) : await hit(db, MAIL_FROM_ADDRESS, sender.address);
  if (!allowed) throw tooMany(TOO_MANY);
  if (recipient !== undefined && !(await hit(db, MAIL_TO, recipient.trim().toLowerCase()))) throw tooMany(TOO_MANY);
}
