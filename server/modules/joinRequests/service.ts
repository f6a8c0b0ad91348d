/**
 * Join requests (SPEC §4 company person pending): a signed-in person asks to join a company, its
 * admins are told by mail, and its people managers (or the office) approve or reject; the person
 * is told the decision. Moved here from modules/companies so it answers its entity declaration.
 */
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { actsAsCompanyAdmin } from '../../http/access';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, forbidden, notFound } from '../../http/errors';
import { entityView } from '../../http/view';
import { recordChange } from '../../shared/auditRecord';
import { joinDecisionMail, joinRequestMail, companyAdminEmails } from '../companies';
import { requireCompany } from '../../http/requireCompany';
import { joinRequest, type JoinRequest, type PendingPerson } from '../../../src/domain/entities/joinRequest';
import type { Page } from '../../../src/domain/api/lists';
import { MAX_PAGE_SIZE, wholeList } from '../../../src/domain/schemas/list';
import type { z } from 'zod';
import { defineList, everyWord, isoTimestamp } from '../../http/list';
import { idSchema } from '../../http/params';

const joinRequestView = entityView(joinRequest);

export async function requestToJoin(ctx: AppContext, user: CurrentUser, companyId: number): Promise<void> {
  const company = await requireCompany(ctx.db, companyId);
  const existing = await ctx.db
    .selectFrom('company_people')
    .select(['id', 'status'])
    .where('company_id', '=', companyId)
    .where('person_id', '=', user.personId)
    .executeTakeFirst();
  if (existing?.status === 'active') throw conflict('Olet jo tämän yrityksen jäsen.', 'already_member');
  if (existing?.status === 'pending') throw conflict('Liittymispyyntösi odottaa jo hyväksyntää.', 'already_pending');
  await ctx.db.transaction().execute(async (trx) => {
    const row = existing
      ? await trx
          .updateTable('company_people')
          .set({ status: 'pending', user_id: user.id, requested_at: sql`now()`, decided_at: null, decided_by_user_id: null, updated_at: sql`now()` })
          .where('id', '=', existing.id)
          .returning('id')
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('company_people')
          .values({ company_id: companyId, person_id: user.personId, user_id: user.id, status: 'pending', email: user.email, requested_at: sql`now()` })
          .returning('id')
          .executeTakeFirstOrThrow();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: 'company_person',
      entityId: row.id,
      action: existing ? 'update' : 'create',
      before: existing ? { person_id: user.personId, status: existing.status } : null,
      after: { person_id: user.personId, status: 'pending' },
    });
    const admins = await companyAdminEmails(trx, companyId);
    const requester = await trx.selectFrom('people').select(['first_name', 'last_name']).where('id', '=', user.personId).executeTakeFirstOrThrow();
    for (const admin of admins) {
      await ctx.outbox.mail(trx, joinRequestMail(admin, company.name, `${requester.first_name} ${requester.last_name}`, user.email, ctx.appUrl));
    }
  });
}

export async function listPending(ctx: AppContext, companyId: number): Promise<Page<PendingPerson>> {
  const rows = await ctx.db
    .selectFrom('company_people as cp')
    .innerJoin('people as p', 'p.id', 'cp.person_id')
    .innerJoin('companies as c', 'c.id', 'cp.company_id')
    .select(['cp.person_id', 'cp.company_id', 'c.name as company_name', 'c.registration_number', 'p.first_name', 'p.last_name', 'cp.email', 'cp.requested_at'])
    .where('cp.company_id', '=', companyId)
    .where('cp.status', '=', 'pending')
    .orderBy('cp.requested_at')
    .execute();
  // The person's part of a join request; here the id is the person's (the approve and reject paths name the person).
  const data = rows.map((r) => {
    const { companyId: _company, companyName: _name, registrationNumber: _number, ...person } = joinRequestView({ ...r, id: r.person_id });
    return person;
  });
  return wholeList(data);
}

/** Pending join requests of every company, oldest first, for the office desk. */
/** The office desk's list (server/http/list.ts): oldest request first by default; sortable, paged. */
export const joinRequestList = defineList({
  sortable: { id: 'cp.id', requestedAt: 'cp.requested_at', companyName: 'c.name', email: 'cp.email' },
  defaultSort: 'requestedAt',
  tiebreaker: 'cp.id',
  allPageSize: MAX_PAGE_SIZE,
  filters: { company_id: idSchema },
  search: true,
});

export async function listAllPending(ctx: AppContext, query: z.output<typeof joinRequestList.query>): Promise<Page<JoinRequest>> {
  const select = ctx.db
    .selectFrom('company_people as cp')
    .innerJoin('people as p', 'p.id', 'cp.person_id')
    .innerJoin('companies as c', 'c.id', 'cp.company_id')
    .where('cp.status', '=', 'pending')
    .select([
      'cp.id',
      'cp.company_id',
      'c.name as company_name',
      'c.registration_number',
      'cp.person_id',
      'p.first_name',
      'p.last_name',
      'cp.email',
      isoTimestamp<string | null>('cp.requested_at').as('requested_at'),
    ]);
  return joinRequestList.page(select, query, {
    view: joinRequestView,
    filters: { company_id: (id) => (eb) => eb('cp.company_id', '=', id) },
    search: (q) =>
      everyWord(q, (pattern) => (eb) =>
        eb.or([
          eb(sql`lower(c.name)`, 'like', pattern),
          eb(sql`lower(p.first_name)`, 'like', pattern),
          eb(sql`lower(p.last_name)`, 'like', pattern),
          eb(sql`lower(coalesce(cp.email, ''))`, 'like', pattern),
        ]),
      ),
  });
}

export async function decideJoinRequest(
  ctx: AppContext,
  decider: CurrentUser,
  companyId: number,
  personId: number,
  decision: { approve: true; companyAdmin: boolean } | { approve: false },
): Promise<void> {
  // The people permission decides requests; making the newcomer an admin is for admins.
  if (decision.approve && decision.companyAdmin && !(await actsAsCompanyAdmin(ctx.db, decider, companyId))) {
    throw forbidden('Vain yrityksen pääkäyttäjä voi hyväksyä uuden pääkäyttäjän.');
  }
  await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('company_people')
      .set({
        status: decision.approve ? 'active' : 'rejected',
        company_admin: decision.approve ? decision.companyAdmin : false,
        decided_at: sql`now()`,
        decided_by_user_id: decider.id,
        updated_at: sql`now()`,
      })
      .where('company_id', '=', companyId)
      .where('person_id', '=', personId)
      .where('status', '=', 'pending')
      .returning(['id', 'email', 'status', 'company_admin'])
      .executeTakeFirst();
    if (!updated) throw notFound('Liittymispyyntöä ei löytynyt tai se on jo käsitelty.');
    await recordChange(trx, {
      companyId,
      userId: decider.id,
      entity: 'company_person',
      entityId: updated.id,
      action: 'update',
      before: { person_id: personId, status: 'pending' },
      after: { person_id: personId, status: updated.status, company_admin: updated.company_admin },
    });
    const company = await trx.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
    if (updated.email) await ctx.outbox.mail(trx, joinDecisionMail(updated.email, company.name, decision.approve, ctx.appUrl));
  });
}
