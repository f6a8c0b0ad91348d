/**
 * Company invites (SPEC §3, §4): created by the company's people managers, sent by
 * e-mail, validated publicly by token, accepted by the invited address (signed in,
 * or at registration), cancelled by soft delete.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { actsAsCompanyAdmin } from '../../http/access';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { defineList, entitySortable } from '../../http/list';
import type { z } from 'zod';
import {
  invite,
  isInviteId,
  type CreateInviteBody,
  type Invite,
  type InviteAccepted,
  type InviteValidation,
} from '../../../src/domain/entities/invite';
import { recordChange } from '../../shared/auditRecord';
import { requireCompany } from '../../http/requireCompany';
import { sha256 } from '../../shared/links';
import { inviteMail } from './mails';
import type { Page } from '../../../src/domain/api/lists';
import { auditedInvite, hasExpired, inviteView, type InviteRow } from './view';

export const INVITE_VALID_DAYS = 7;
const ADMIN_ONLY_INVITE = 'Vain yrityksen pääkäyttäjä voi kutsua uuden pääkäyttäjän.';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export const inviteNotValid = (message = 'Kutsu ei ole voimassa. Se on voinut vanhentua, tulla perutuksi tai käytetyksi.') =>
  new HttpError(422, message, 'invite_not_valid');

const newInviteToken = () => randomBytes(32).toString('base64url');

export function inviteLink(appUrl: string, companyId: number, token: string, newUser: boolean): string {
  const page = newUser ? 'register' : 'login';
  return `${appUrl}/auth/${page}?company_id=${companyId}&token=${encodeURIComponent(token)}`;
}

const userByEmail = (db: Db | Transaction<Database>, email: string) =>
  db.selectFrom('users').select(['id', 'person_id', 'email']).where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();

/** Open: neither cancelled nor accepted (it may still have expired). */
const openInvites = (db: Db | Transaction<Database>) =>
  db.selectFrom('invites').selectAll().where('deleted_at', 'is', null).where('accepted_at', 'is', null);

export async function createInvite(ctx: AppContext, user: CurrentUser, companyId: number, body: CreateInviteBody): Promise<Invite> {
  const company = await requireCompany(ctx.db, companyId);
  // Holding 'people' lets one invite colleagues, not make them admins (people/service.ts has the same rule).
  if (body.company_admin && !(await actsAsCompanyAdmin(ctx.db, user, companyId))) {
    throw forbidden(ADMIN_ONLY_INVITE);
  }
  const email = body.email.toLowerCase();
  const token = newInviteToken();
  const existingUser = await userByEmail(ctx.db, email);
  const inviter = await ctx.db.selectFrom('people').select(['first_name', 'last_name']).where('id', '=', user.personId).executeTakeFirst();
  const duplicateInvite = () => conflict('Osoitteeseen on jo lähetetty voimassa oleva kutsu tähän yritykseen.', 'invite_exists');
  let row: InviteRow;
  try {
    row = await ctx.db.transaction().execute(async (trx) => {
      const member = await trx
        .selectFrom('company_people as cp')
        .innerJoin('users as u', 'u.id', 'cp.user_id')
        .select('cp.id')
        .where('cp.company_id', '=', companyId)
        .where('cp.status', '=', 'active')
        .where(sql`lower(u.email)`, '=', email)
        .executeTakeFirst();
      if (member) throw conflict('Osoitteen omistaja on jo tämän yrityksen käyttäjä.', 'already_member');
      const open = await openInvites(trx).where('company_id', '=', companyId).where(sql`lower(email)`, '=', email).forUpdate().executeTakeFirst();
      if (open && !hasExpired(open)) throw duplicateInvite();
      if (open) {
        // An expired invite gives way to the new one.
        await trx.updateTable('invites').set({ deleted_at: sql`now()`, updated_at: sql`now()` }).where('id', '=', open.id).execute();
        await recordChange(trx, { companyId, userId: user.id, entity: 'invite', entityId: open.id, action: 'delete', before: auditedInvite(open) });
      }
      const created = await trx
        .insertInto('invites')
        .values({
          company_id: companyId,
          email,
          // Kept for the company's people managers (SPEC §3, §7 cancel by token); the hash stays the lookup.
          token,
          token_hash: sha256(token),
          company_admin: body.company_admin ?? false,
          company_managing_director: body.company_managing_director ?? false,
          company_contact_person: body.company_contact_person ?? false,
          invited_by_user_id: user.id,
          expires_at: sql`now() + make_interval(days => ${INVITE_VALID_DAYS})`,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordChange(trx, { companyId, userId: user.id, entity: 'invite', entityId: created.id, action: 'create', after: auditedInvite(created) });
      await ctx.outbox.mail(
        trx,
        inviteMail({
          to: email,
          companyName: company.name,
          inviterName: inviter ? `${inviter.first_name} ${inviter.last_name}` : 'Pätevän toimisto',
          link: inviteLink(ctx.appUrl, companyId, token, !existingUser),
          newUser: !existingUser,
          expiresAt: created.expires_at,
        }),
      );
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateInvite();
    throw error;
  }
  return inviteView(row);
}

/** The one list path (http/list.ts): oldest first at first; sortable by the declaration's sortable fields. */
export const inviteList = defineList({
  sortable: entitySortable(invite, 'invites'),
  defaultSort: 'createdAt',
  tiebreaker: 'invites.id',
});

export async function listInvites(ctx: AppContext, companyId: number, query: z.output<typeof inviteList.query>): Promise<Page<Invite>> {
  const now = Date.now();
  return inviteList.page(openInvites(ctx.db).where('company_id', '=', companyId), query, { view: (row) => inviteView(row, now) });
}

/** One open invite of the company, for its record view (…/invites/3); a cancelled or accepted one is gone. */
export async function getInvite(ctx: AppContext, companyId: number, inviteId: number): Promise<Invite> {
  const row = await openInvites(ctx.db).where('company_id', '=', companyId).where('id', '=', inviteId).executeTakeFirst();
  if (!row) throw notFound('Kutsua ei löytynyt, tai se on jo peruttu tai hyväksytty.');
  return inviteView(row);
}

/** SPEC §7 cancels by token; a numeric value is the id of an invite made before tokens were kept (docs/decisions.md). */
export async function cancelInvite(ctx: AppContext, user: CurrentUser, companyId: number, tokenOrId: string): Promise<Invite> {
  return ctx.db.transaction().execute(async (trx) => {
    let select = openInvites(trx).where('company_id', '=', companyId);
    select = isInviteId(tokenOrId) ? select.where('id', '=', Number(tokenOrId)) : select.where('token_hash', '=', sha256(tokenOrId));
    const invite = await select.forUpdate().executeTakeFirst();
    if (!invite) throw notFound('Kutsua ei löytynyt, tai se on jo peruttu tai hyväksytty.');
    const cancelled = await trx
      .updateTable('invites')
      .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', invite.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(trx, { companyId, userId: user.id, entity: 'invite', entityId: invite.id, action: 'delete', before: auditedInvite(invite) });
    return inviteView(cancelled);
  });
}

/** An invite that can still be accepted: not cancelled, not accepted, not expired. */
async function validInviteByToken(db: Db | Transaction<Database>, token: string, lock: boolean) {
  let select = openInvites(db).where('token_hash', '=', sha256(token)).where('expires_at', '>', sql<Date>`now()`);
  if (lock) select = select.forUpdate();
  return select.executeTakeFirst();
}

/** SPEC §4 validated state; an invalid invite tells nothing about itself. */
export async function validateInvite(ctx: AppContext, token: string): Promise<InviteValidation> {
  const invite = await validInviteByToken(ctx.db, token, false);
  if (!invite) return { is_valid: false, company_name: null, new_user: null, email: null };
  const company = await ctx.db.selectFrom('companies').select('name').where('id', '=', invite.company_id).executeTakeFirstOrThrow();
  const user = await userByEmail(ctx.db, invite.email);
  return { is_valid: true, company_name: company.name, new_user: !user, email: invite.email };
}

export interface Invitee {
  id: number;
  personId: number;
  email: string;
}

/**
 * Accepts a valid invite for the invitee, in the caller's transaction: the person
 * becomes an active member with the invite's roles and the invite is spent.
 * companyId null: the invite's own company (registration knows only the token).
 */
export async function acceptInviteIn(
  trx: Transaction<Database>,
  token: string,
  companyId: number | null,
  invitee: Invitee,
): Promise<{ companyId: number }> {
  const invite = await validInviteByToken(trx, token, true);
  if (!invite || (companyId !== null && invite.company_id !== companyId)) throw inviteNotValid();
  if (invite.email.toLowerCase() !== invitee.email.toLowerCase()) {
    throw inviteNotValid('Kutsu on lähetetty toiseen sähköpostiosoitteeseen. Kirjaudu sisään sillä osoitteella, johon kutsu lähetettiin.');
  }
  const roles = {
    company_admin: invite.company_admin,
    company_managing_director: invite.company_managing_director,
    company_contact_person: invite.company_contact_person,
  };
  const existing = await trx
    .selectFrom('company_people')
    .select(['id', 'status', 'company_admin', 'company_managing_director', 'company_contact_person'])
    .where('company_id', '=', invite.company_id)
    .where('person_id', '=', invitee.personId)
    .forUpdate()
    .executeTakeFirst();
  // An active member keeps the roles held already; the invite may only add to them.
  const granted =
    existing?.status === 'active'
      ? {
          company_admin: existing.company_admin || roles.company_admin,
          company_managing_director: existing.company_managing_director || roles.company_managing_director,
          company_contact_person: existing.company_contact_person || roles.company_contact_person,
        }
      : roles;
  const person = existing
    ? await trx
        .updateTable('company_people')
        .set({
          ...granted,
          status: 'active',
          user_id: invitee.id,
          email: invitee.email,
          decided_at: sql`now()`,
          decided_by_user_id: invite.invited_by_user_id,
          updated_at: sql`now()`,
        })
        .where('id', '=', existing.id)
        .returning('id')
        .executeTakeFirstOrThrow()
    : await trx
        .insertInto('company_people')
        .values({
          ...granted,
          company_id: invite.company_id,
          person_id: invitee.personId,
          user_id: invitee.id,
          status: 'active',
          email: invitee.email,
          decided_at: sql`now()`,
          decided_by_user_id: invite.invited_by_user_id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
  await recordChange(trx, {
    companyId: invite.company_id,
    userId: invitee.id,
    entity: 'company_person',
    entityId: person.id,
    action: existing ? 'update' : 'create',
    before: existing ? { person_id: invitee.personId, status: existing.status } : null,
    after: { person_id: invitee.personId, status: 'active', ...granted },
  });
  const accepted = await trx
    .updateTable('invites')
    .set({ accepted_at: sql`now()`, accepted_by_user_id: invitee.id, updated_at: sql`now()` })
    .where('id', '=', invite.id)
    .returning(['accepted_at'])
    .executeTakeFirstOrThrow();
  await recordChange(trx, {
    companyId: invite.company_id,
    userId: invitee.id,
    entity: 'invite',
    entityId: invite.id,
    action: 'update',
    before: { email: invite.email, accepted_at: null },
    after: { email: invite.email, accepted_at: accepted.accepted_at?.toISOString() ?? null, accepted_by_user_id: invitee.id },
  });
  return { companyId: invite.company_id };
}

export async function acceptInvite(ctx: AppContext, user: CurrentUser, companyId: number, token: string): Promise<InviteAccepted> {
  await ctx.db.transaction().execute((trx) => acceptInviteIn(trx, token, companyId, { id: user.id, personId: user.personId, email: user.email }));
  const company = await ctx.db.selectFrom('companies').select(['id', 'name']).where('id', '=', companyId).executeTakeFirstOrThrow();
  return { accepted: true, companyId: company.id, companyName: company.name };
}

/** The invite's address, for registration to check before it creates the user. */
export async function validInviteEmail(db: Db | Transaction<Database>, token: string): Promise<string | null> {
  const invite = await validInviteByToken(db, token, false);
  return invite ? invite.email : null;
}
