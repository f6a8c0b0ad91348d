/**
 * Linking companies (SPEC §7 Relationships): the other company is found in the
 * portal by business ID, else at PRH and created in the portal from PRH's data
 * (with no members), and the relation is stored with the caller's company as parent.
 * A relation to a company that has an admin waits for that company's consent
 * (issue 9 #6): its admins are mailed and accept or reject it; one to a company
 * with no one to consent (just created from PRH, or without an admin) is active at once.
 */
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../http/currentUser';
import { sql } from 'kysely';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../../http/errors';
import { membershipOf } from '../../http/access';
import { limitMail, MAIL_TO } from '../../http/mailLimits';
import { hit } from '../../http/rateLimit';
import type { Db } from '../../db/kysely';
import type { PrhCompany } from '../../../src/domain/api/prh';
import { PrhUnavailableError } from '../../integrations/prh';
import { relationship, type Relationship, type RelationshipBody } from '../../../src/domain/entities/relationship';
import type { z } from 'zod';
import { defineList, entitySortable } from '../../http/list';
import { recordChange, type AuditEntry } from '../../shared/auditRecord';
import { insertPrhAddresses, companyAdminEmails } from '../companies';
import { requireCompany } from '../../http/requireCompany';
import type { Page } from '../../../src/domain/api/lists';
import { relationshipView, selectRelationships } from './view';
import { relationshipConsentMail } from './mails';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
const alreadyLinked = () => conflict('Yritykset on jo liitetty toisiinsa tällä suhteella.', 'relationship_exists');
const alreadyAsked = () => conflict('Yritysten välinen liitos odottaa jo hyväksyntää.', 'relationship_pending');

async function lookUpPrh(ctx: AppContext, registrationNumber: string): Promise<PrhCompany> {
  let company: PrhCompany | null;
  try {
    company = await ctx.prh.lookUp(registrationNumber);
  } catch (error) {
    if (!(error instanceof PrhUnavailableError)) throw error;
    throw new HttpError(502, 'Yritystietojen haku PRH:n rekisteristä epäonnistui. Yritä myöhemmin uudelleen.', 'prh_unavailable');
  }
  if (!company || !company.name) {
    throw notFound('Y-tunnuksella ei löytynyt yritystä portaalista eikä PRH:n rekisteristä.');
  }
  return company;
}

/** A relation is both companies' business: the change goes into each one's audit log. */
async function recordForBoth(trx: Db, companies: [number, number], entry: Omit<AuditEntry, 'companyId' | 'entity'>): Promise<void> {
  for (const companyId of companies) await recordChange(trx, { ...entry, companyId, entity: 'company_relationship' });
}

export async function createRelationship(ctx: AppContext, user: CurrentUser, companyId: number, body: RelationshipBody): Promise<number> {
  const own = await requireCompany(ctx.db, companyId);
  const registrationNumber = body.daughter_company_registration_number;
  if (registrationNumber === own.registration_number) {
    throw unprocessable({ daughter_company_registration_number: ['Yritystä ei voi liittää itseensä.'] });
  }
  let other = body.daughter_company_id
    ? await ctx.db.selectFrom('companies').select(['id', 'name', 'registration_number']).where('id', '=', body.daughter_company_id).executeTakeFirst()
    : await ctx.db.selectFrom('companies').select(['id', 'name', 'registration_number']).where('registration_number', '=', registrationNumber).executeTakeFirst();
  if (body.daughter_company_id && (!other || other.registration_number !== registrationNumber)) {
    throw unprocessable({ daughter_company_registration_number: ['Y-tunnus ei vastaa valittua yritystä.'] });
  }
  const prh = other ? null : await lookUpPrh(ctx, registrationNumber);
  // Who consents for the other company: its admins. None (a company from PRH has no members) → linked at once.
  const consenters = other ? await companyAdminEmails(ctx.db, other.id) : [];
  // A caller who is an admin of the other company too consents by linking; office staff still ask its admins.
  const callerConsents = other ? !!(await membershipOf(ctx.db, user.id, other.id))?.companyAdmin : false;
  const pending = consenters.length > 0 && !callerConsents;
  // The request mails the admins, so it counts as the sender's mail, before anything is saved.
  if (pending) await limitMail(ctx.db, { userId: user.id });

  let relationshipId: number;
  try {
    relationshipId = await ctx.db.transaction().execute(async (trx) => {
      if (prh) {
        // Someone may have created it meanwhile: then that one is used.
        const inserted = await trx
          .insertInto('companies')
          .values({ name: prh.name, registration_number: registrationNumber })
          .onConflict((oc) => oc.column('registration_number').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) {
          await insertPrhAddresses(trx, inserted.id, prh.addresses);
          await recordChange(trx, {
            companyId: inserted.id,
            userId: user.id,
            entity: 'company',
            entityId: inserted.id,
            action: 'create',
            after: { name: prh.name, registration_number: registrationNumber, source: 'prh', linked_by_company_id: companyId },
          });
          other = { id: inserted.id, name: prh.name, registration_number: registrationNumber };
        } else {
          other = await trx
            .selectFrom('companies')
            .select(['id', 'name', 'registration_number'])
            .where('registration_number', '=', registrationNumber)
            .executeTakeFirstOrThrow();
        }
      }
      const otherId = other!.id;
      // One relation of a type between two companies, whichever way round, pending or not.
      const existing = await trx
        .selectFrom('company_relationships')
        .select(['id', 'status'])
        .where('company_relationship_type_id', '=', body.company_relationship_type_id)
        .where((eb) =>
          eb.or([
            eb.and([eb('parent_company_id', '=', companyId), eb('daughter_company_id', '=', otherId)]),
            eb.and([eb('parent_company_id', '=', otherId), eb('daughter_company_id', '=', companyId)]),
          ]),
        )
        .executeTakeFirst();
      if (existing?.status === 'pending') throw alreadyAsked();
      if (existing) throw alreadyLinked();
      const status = pending ? 'pending' : 'active';
      const row = await trx
        .insertInto('company_relationships')
        .values({
          company_relationship_type_id: body.company_relationship_type_id,
          parent_company_id: companyId,
          daughter_company_id: otherId,
          status,
          accepted_at: pending ? null : sql<Date>`now()`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const after = {
        company_relationship_type_id: body.company_relationship_type_id,
        parent_company_id: companyId,
        daughter_company_id: otherId,
        daughter_company_registration_number: registrationNumber,
        // Not `status`, which the audit view names as a membership's (auditChanges.ts).
        relationship_status: status,
      };
      await recordForBoth(trx, [companyId, otherId], { userId: user.id, entityId: row.id, action: 'create', after });
      if (pending) await mailConsenters(ctx, trx, consenters, { relationshipId: row.id, typeId: body.company_relationship_type_id, own, other: other! });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyLinked();
    throw error;
  }
  return relationshipId;
}

/** The other company's admins are asked to consent, in the request's transaction: no mail for a request that rolls back. */
async function mailConsenters(
  ctx: AppContext,
  trx: Db,
  consenters: readonly string[],
  input: { relationshipId: number; typeId: number; own: { name: string; registration_number: string }; other: { id: number; name: string } },
): Promise<void> {
  const request = {
    relationshipId: input.relationshipId,
    typeId: input.typeId,
    parent: { name: input.own.name, registrationNumber: input.own.registration_number },
    other: { id: input.other.id, name: input.other.name },
  };
  for (const email of consenters) {
    // Per recipient too, so that linking and unlinking again does not flood an admin; the
    // request still waits on the company's relations page, so it is saved either way.
    if (await hit(trx, MAIL_TO, email.trim().toLowerCase())) await ctx.outbox.mail(trx, relationshipConsentMail(email, request, ctx.appUrl));
  }
}

/** The one list path (http/list.ts): by type at first; sortable by the declaration's sortable fields; the type as a filter. */
export const relationshipList = defineList({
  sortable: entitySortable(relationship, 'r'),
  defaultSort: 'companyRelationshipTypeId',
  tiebreaker: 'r.id',
  filters: { company_relationship_type_id: relationship.fields.companyRelationshipTypeId.input },
});

export async function listRelationships(ctx: AppContext, companyId: number, query: z.output<typeof relationshipList.query>): Promise<Page<Relationship>> {
  const select = selectRelationships(ctx.db).where((eb) => eb.or([eb('r.parent_company_id', '=', companyId), eb('r.daughter_company_id', '=', companyId)]));
  return relationshipList.page(select, query, {
    view: relationshipView,
    filters: { company_relationship_type_id: (typeId) => (eb) => eb('r.company_relationship_type_id', '=', typeId) },
  });
}

export async function deleteRelationship(ctx: AppContext, user: CurrentUser, companyId: number, relationshipId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('company_relationships')
      .where('id', '=', relationshipId)
      .where((eb) => eb.or([eb('parent_company_id', '=', companyId), eb('daughter_company_id', '=', companyId)]))
      .returning(['id', 'company_relationship_type_id', 'parent_company_id', 'daughter_company_id'])
      .executeTakeFirst();
    if (!removed) throw notFound('Konsernisuhdetta ei löytynyt.');
    const before = {
      company_relationship_type_id: removed.company_relationship_type_id,
      parent_company_id: removed.parent_company_id,
      daughter_company_id: removed.daughter_company_id,
    };
    await recordForBoth(trx, [removed.parent_company_id, removed.daughter_company_id], { userId: user.id, entityId: removed.id, action: 'delete', before });
  });
}

/**
 * The company asked to consent (the daughter or joint venture, `companyId`) accepts a pending
 * relation: it becomes active. Only that company decides: the parent cannot accept its own request.
 */
export async function acceptRelationship(ctx: AppContext, user: CurrentUser, companyId: number, relationshipId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await pendingFor(trx, companyId, relationshipId);
    await trx
      .updateTable('company_relationships')
      .set({ status: 'active', accepted_at: sql<Date>`now()`, accepted_by_user_id: user.id })
      .where('id', '=', row.id)
      .execute();
    await recordForBoth(trx, [row.parent_company_id, row.daughter_company_id], {
      userId: user.id,
      entityId: row.id,
      action: 'update',
      before: { relationship_status: 'pending' },
      after: { relationship_status: 'active', accepted_by_user_id: user.id },
    });
  });
}

/**
 * Rejecting removes the pending relation (nothing of it stays but the audit rows), so the parent
 * may ask again later; a relation that was refused is no relation, and the list shows none.
 */
export async function rejectRelationship(ctx: AppContext, user: CurrentUser, companyId: number, relationshipId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await pendingFor(trx, companyId, relationshipId);
    await trx.deleteFrom('company_relationships').where('id', '=', row.id).execute();
    const before = {
      company_relationship_type_id: row.company_relationship_type_id,
      parent_company_id: row.parent_company_id,
      daughter_company_id: row.daughter_company_id,
      relationship_status: 'pending',
    };
    await recordForBoth(trx, [row.parent_company_id, row.daughter_company_id], {
      userId: user.id,
      entityId: row.id,
      action: 'delete',
      before,
      after: { rejected_by_company_id: companyId },
    });
  });
}

/** The relation, locked, if it waits for `companyId`'s consent; otherwise the answer that says why not. */
async function pendingFor(trx: Db, companyId: number, relationshipId: number) {
  const row = await trx
    .selectFrom('company_relationships')
    .select(['id', 'company_relationship_type_id', 'parent_company_id', 'daughter_company_id', 'status'])
    .where('id', '=', relationshipId)
    .where((eb) => eb.or([eb('parent_company_id', '=', companyId), eb('daughter_company_id', '=', companyId)]))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('Konsernisuhdetta ei löytynyt.');
  if (row.daughter_company_id !== companyId) {
    throw forbidden('Liitoksen hyväksyy tai hylkää liitettävä yritys, ei liitosta pyytänyt yritys.');
  }
  if (row.status !== 'pending') throw conflict('Liitos on jo hyväksytty.', 'relationship_not_pending');
  return row;
}
