/** Creating companies and handling join requests. */
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { actsAsCompanyAdmin } from '../../http/access';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { PrhCompany } from '../../../src/domain/api/prh';
import { hasOfficePermission } from '../../../src/domain/permissions';
import type { CreateCompanyBody } from '../../../src/domain/schemas/company';
import type { CompanyBody } from '../../../src/domain/entities/company';
import { recordChange } from '../audit/record';
import { insertPrhAddresses } from './prhAddresses';
import { requireCompany } from './requireCompany';
import { joinDecisionMail, joinRequestMail } from './mails';
import { listMeta, wholeList } from '../../../src/domain/schemas/list';
import type { JoinRequest, PendingPerson } from '../../../src/domain/api/joinRequests';
import type { Page } from '../../../src/domain/api/lists';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** Creates the company; its creator becomes its company admin (Pääkäyttäjä). */
export async function createCompany(ctx: AppContext, user: CurrentUser, body: CreateCompanyBody): Promise<number> {
  const exists = () => conflict('Yritys on jo portaalissa. Voit lähettää sille liittymispyynnön.', 'company_exists');
  const prh: PrhCompany | null = await ctx.prh.cached(body.registration_number);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const company = await trx
        .insertInto('companies')
        .values({ name: body.name, registration_number: body.registration_number })
        .onConflict((oc) => oc.column('registration_number').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!company) throw exists();
      await insertPrhAddresses(trx, company.id, prh?.addresses ?? []);
      await trx
        .insertInto('company_people')
        .values({
          company_id: company.id,
          person_id: user.personId,
          user_id: user.id,
          status: 'active',
          email: user.email,
          company_admin: true,
          decided_at: sql`now()`,
        })
        .execute();
      await recordChange(trx, {
        companyId: company.id,
        userId: user.id,
        entity: 'company',
        entityId: company.id,
        action: 'create',
        after: { name: body.name, registration_number: body.registration_number, addresses: prh?.addresses ?? [] },
      });
      return company.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}

export async function updateCompany(ctx: AppContext, user: CurrentUser, id: number, body: CompanyBody): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('companies')
      .select(['name', 'switchboard_number', 'company_status_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('Yritystä ei löytynyt.');
    const statusChanged = body.company_status_id !== undefined && body.company_status_id !== before.company_status_id;
    // The status is the office's judgement of the company, not the company's own detail.
    if (statusChanged && !hasOfficePermission(user)) throw forbidden('Yrityksen tilan voi muuttaa vain Pätevän toimisto.');
    const after = {
      name: body.name,
      switchboard_number: body.switchboard_number === undefined ? before.switchboard_number : body.switchboard_number || null,
      company_status_id: body.company_status_id === undefined ? before.company_status_id : body.company_status_id,
    };
    await trx.updateTable('companies').set({ ...after, updated_at: sql`now()` }).where('id', '=', id).execute();
    await recordChange(trx, { companyId: id, userId: user.id, entity: 'company', entityId: id, action: 'update', before, after });
  });
}

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
  });
  const admins = await ctx.db
    .selectFrom('company_people as cp')
    .innerJoin('users as u', 'u.id', 'cp.user_id')
    .select('u.email')
    .where('cp.company_id', '=', companyId)
    .where('cp.status', '=', 'active')
    .where('cp.company_admin', '=', true)
    .execute();
  const requester = await ctx.db.selectFrom('people').select(['first_name', 'last_name']).where('id', '=', user.personId).executeTakeFirstOrThrow();
  for (const admin of admins) {
    await ctx.mailer.send(joinRequestMail(admin.email, company.name, `${requester.first_name} ${requester.last_name}`, user.email, ctx.appUrl));
  }
}

export async function listPending(ctx: AppContext, companyId: number): Promise<Page<PendingPerson>> {
  const rows = await ctx.db
    .selectFrom('company_people as cp')
    .innerJoin('people as p', 'p.id', 'cp.person_id')
    .select(['cp.person_id', 'p.first_name', 'p.last_name', 'cp.email', 'cp.requested_at'])
    .where('cp.company_id', '=', companyId)
    .where('cp.status', '=', 'pending')
    .orderBy('cp.requested_at')
    .execute();
  const data = rows.map((r) => ({
    id: r.person_id,
    personId: r.person_id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    requestedAt: r.requested_at ? r.requested_at.toISOString() : null,
  }));
  return wholeList(data);
}

/** Pending join requests of every company, oldest first, for the office desk. */
export async function listAllPending(ctx: AppContext, page: number, size: number): Promise<Page<JoinRequest>> {
  const base = ctx.db
    .selectFrom('company_people as cp')
    .innerJoin('people as p', 'p.id', 'cp.person_id')
    .innerJoin('companies as c', 'c.id', 'cp.company_id')
    .where('cp.status', '=', 'pending');
  const [rows, count] = await Promise.all([
    base
      .select(['cp.id', 'cp.company_id', 'c.name as company_name', 'c.registration_number', 'cp.person_id', 'p.first_name', 'p.last_name', 'cp.email', 'cp.requested_at'])
      .orderBy('cp.requested_at')
      .orderBy('cp.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const data = rows.map((r) => ({
    id: r.id,
    companyId: r.company_id,
    companyName: r.company_name,
    registrationNumber: r.registration_number,
    personId: r.person_id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    requestedAt: r.requested_at ? r.requested_at.toISOString() : null,
  }));
  return { data, meta: listMeta(page, size, count.total) };
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
  const row = await ctx.db.transaction().execute(async (trx) => {
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
    return updated;
  });
  const company = await ctx.db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
  if (row.email) await ctx.mailer.send(joinDecisionMail(row.email, company.name, decision.approve, ctx.appUrl));
}
