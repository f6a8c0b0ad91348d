/**
 * The client's confirmation of a reference (issue 10): a request mails a signed link (valid
 * CONFIRMATION_VALID_DAYS days, HMAC like the address links of auth/links.ts) to a public page; the
 * answer sets the reference's verifiedByCustomer, customerVerifiedAt and feedback. A newer request
 * replaces the older one, whose link then no longer works; a link is answered once.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, forbidden, notFound } from '../../http/errors';
import { limitMail } from '../../http/mailLimits';
import type { Mail } from '../../integrations/mailer';
import { recordChange } from '../../shared/auditRecord';
import { loadReference, REFERENCE_NOT_FOUND } from './service';
import {
  CONFIRMATION_PAGE_PATH,
  CONFIRMATION_VALID_DAYS,
  type ConfirmationAnswerBody,
  type ConfirmationView,
} from '../../../src/domain/referenceConfirmation';
import type { Reference } from '../../../src/domain/entities/reference';

const emailHash = (email: string) => createHash('sha1').update(email.toLowerCase()).digest('hex');
const sign = (secret: string, id: number, hash: string, expires: number) =>
  createHmac('sha256', secret).update(`reference-confirmation/${id}/${hash}/${expires}`).digest('hex');

export interface ConfirmationLink {
  id: number;
  hash: string;
  expires: number;
  signature: string;
}

export function confirmationLink(appUrl: string, secret: string, id: number, email: string, expires: number): string {
  const hash = emailHash(email);
  return `${appUrl}${CONFIRMATION_PAGE_PATH}/${id}/${hash}?expires=${expires}&signature=${sign(secret, id, hash, expires)}`;
}

function validSignature(secret: string, link: ConfirmationLink, now = Date.now()): boolean {
  if (link.expires * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, link.id, link.hash, link.expires));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const INVALID_LINK = 'Vahvistuslinkki on virheellinen tai vanhentunut. Pyydä yritystä lähettämään uusi pyyntö.';
const SUPERSEDED = 'Tähän pyyntöön ei voi enää vastata: yritys on lähettänyt uudemman vahvistuspyynnön.';
const ANSWERED = 'Olet jo vastannut tähän vahvistuspyyntöön. Kiitos!';

function confirmationMail(input: { to: string; companyName: string; title: string; clientName: string | null; link: string }): Mail {
  return {
    to: input.to,
    subject: `Referenssin vahvistuspyyntö: ${input.title}`,
    text: [
      'Hei,',
      '',
      `${input.companyName} pyytää sinua vahvistamaan referenssinsä Pätevä-palvelussa:`,
      '',
      `  ${input.title}${input.clientName ? ` (tilaaja ${input.clientName})` : ''}`,
      '',
      'Avaa alla oleva linkki. Voit vahvistaa tiedot, ehdottaa korjauksia tai hylätä referenssin, ja halutessasi antaa palautetta. Kirjautumista ei tarvita.',
      '',
      input.link,
      '',
      `Linkki on voimassa ${CONFIRMATION_VALID_DAYS} päivää. Jos et tunne kohdetta, voit jättää viestin huomiotta.`,
      '',
      'Ystävällisin terveisin',
      'Pätevä',
    ].join('\n'),
  };
}

export async function requestConfirmation(ctx: AppContext, user: CurrentUser, companyId: number, referenceId: number, email: string): Promise<Reference> {
  const reference = await ctx.db
    .selectFrom('company_references as r')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .select(['r.id', 'r.title', 'r.client_name', 'c.name as company_name'])
    .where('r.company_id', '=', companyId)
    .where('r.id', '=', referenceId)
    .executeTakeFirst();
  if (!reference) throw notFound(REFERENCE_NOT_FOUND);
  await limitMail(ctx.db, { userId: user.id }, email);
  const expires = Math.floor(Date.now() / 1000) + CONFIRMATION_VALID_DAYS * 24 * 3600;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('reference_confirmations').set({ status: 'superseded' }).where('reference_id', '=', referenceId).where('status', '=', 'pending').execute();
    const row = await trx
      .insertInto('reference_confirmations')
      .values({ reference_id: referenceId, email, requested_by_user_id: user.id, expires_at: new Date(expires * 1000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordChange(trx, { companyId, userId: user.id, entity: 'company_reference', entityId: referenceId, action: 'update', after: { confirmation: `Vahvistuspyyntö: ${email}` } });
    await ctx.outbox.mail(
      trx,
      confirmationMail({ to: email, companyName: reference.company_name, title: reference.title, clientName: reference.client_name, link: confirmationLink(ctx.appUrl, ctx.secret, row.id, email, expires) }),
    );
  });
  return loadReference(ctx.db, companyId, referenceId);
}

/** The confirmation a link names, after its signature, expiry and address are checked; 403 otherwise. */
async function confirmationOf(ctx: AppContext, link: ConfirmationLink) {
  if (!validSignature(ctx.secret, link)) throw forbidden(INVALID_LINK, 'invalid_signature');
  const row = await ctx.db
    .selectFrom('reference_confirmations as rc')
    .innerJoin('company_references as r', 'r.id', 'rc.reference_id')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .select([
      'rc.id',
      'rc.email',
      'rc.status',
      'rc.reference_id',
      'r.company_id',
      'r.title',
      'r.client_name',
      'r.address',
      'r.work_description',
      sql<string | null>`r.work_start_date::text`.as('work_start_date'),
      sql<string | null>`r.work_end_date::text`.as('work_end_date'),
      sql<string | null>`to_char(rc.answered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('answered_at'),
      'c.name as company_name',
    ])
    .where('rc.id', '=', link.id)
    .executeTakeFirst();
  if (!row || emailHash(row.email) !== link.hash) throw forbidden(INVALID_LINK, 'invalid_signature');
  if (row.status === 'superseded') throw conflict(SUPERSEDED, 'superseded');
  return row;
}

type ConfirmationRow = Awaited<ReturnType<typeof confirmationOf>>;

const confirmationView = (row: ConfirmationRow): ConfirmationView => ({
  companyName: row.company_name,
  title: row.title,
  clientName: row.client_name,
  address: row.address,
  workDescription: row.work_description,
  workStartDate: row.work_start_date,
  workEndDate: row.work_end_date,
  email: row.email,
  status: row.status === 'superseded' ? 'pending' : row.status,
  answeredAt: row.answered_at,
});

export async function showConfirmation(ctx: AppContext, link: ConfirmationLink): Promise<ConfirmationView> {
  return confirmationView(await confirmationOf(ctx, link));
}

const ANSWER_TEXT = { confirm: 'Tilaaja vahvisti', correct: 'Tilaaja vahvisti korjauksin', decline: 'Tilaaja hylkäsi' } as const;
const STATUS_OF = { confirm: 'confirmed', correct: 'corrected', decline: 'declined' } as const;

/**
 * The client's answer: confirmed and corrected (confirmed with corrections in the comment) make the
 * reference verified by the customer; declined makes it not verified. Feedback is kept on the reference.
 */
export async function answerConfirmation(ctx: AppContext, link: ConfirmationLink, body: ConfirmationAnswerBody): Promise<ConfirmationView> {
  const row = await confirmationOf(ctx, link);
  await ctx.db.transaction().execute(async (trx) => {
    const held = await trx.selectFrom('reference_confirmations').select('status').where('id', '=', row.id).forUpdate().executeTakeFirstOrThrow();
    if (held.status === 'superseded') throw conflict(SUPERSEDED, 'superseded');
    if (held.status !== 'pending') throw conflict(ANSWERED, 'already_answered');
    const status = STATUS_OF[body.answer];
    await trx
      .updateTable('reference_confirmations')
      .set({ status, comment: body.comment, feedback: body.feedback, answered_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
    const before = await trx
      .selectFrom('company_references')
      .select(['verified_by_customer', 'verified_by_feedback', 'feedback'])
      .where('id', '=', row.reference_id)
      .executeTakeFirstOrThrow();
    const after = {
      verified_by_customer: body.answer !== 'decline',
      verified_by_feedback: body.feedback !== null ? true : before.verified_by_feedback,
      feedback: body.feedback ?? before.feedback,
    };
    await trx
      .updateTable('company_references')
      .set({ ...after, customer_verified_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', row.reference_id)
      .execute();
    await recordChange(trx, { companyId: row.company_id, userId: null, entity: 'company_reference', entityId: row.reference_id, action: 'update', before, after: { ...after, confirmation: `${ANSWER_TEXT[body.answer]}${body.comment ? `: ${body.comment}` : ''}` } });
  });
  return confirmationView(await confirmationOf(ctx, link));
}
