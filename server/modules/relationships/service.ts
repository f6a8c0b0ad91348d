/**
 * Linking companies (SPEC §7 Relationships): the other company is found in the
 * portal by business ID, else at PRH and created in the portal from PRH's data
 * (with no members), and the relation is stored with the caller's company as parent.
 */
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, HttpError, notFound, unprocessable } from '../../http/errors';
import type { PrhCompany } from '../../../src/domain/api/prh';
import { PrhUnavailableError } from '../../integrations/prh';
import { relationship, type Relationship, type RelationshipBody } from '../../../src/domain/entities/relationship';
import type { z } from 'zod';
import { defineList, entitySortable } from '../../http/list';
import { recordChange } from '../audit/record';
import { insertPrhAddresses } from '../companies/prhAddresses';
import { requireCompany } from '../companies/requireCompany';
import type { Page } from '../../../src/domain/api/lists';
import { relationshipView, selectRelationships } from './view';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
const alreadyLinked = () => conflict('Yritykset on jo liitetty toisiinsa tällä suhteella.', 'relationship_exists');

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

export async function createRelationship(ctx: AppContext, user: CurrentUser, companyId: number, body: RelationshipBody): Promise<number> {
  const own = await requireCompany(ctx.db, companyId);
  const registrationNumber = body.daughter_company_registration_number;
  if (registrationNumber === own.registration_number) {
    throw unprocessable({ daughter_company_registration_number: ['Yritystä ei voi liittää itseensä.'] });
  }
  let other = body.daughter_company_id
    ? await ctx.db.selectFrom('companies').select(['id', 'registration_number']).where('id', '=', body.daughter_company_id).executeTakeFirst()
    : await ctx.db.selectFrom('companies').select(['id', 'registration_number']).where('registration_number', '=', registrationNumber).executeTakeFirst();
  if (body.daughter_company_id && (!other || other.registration_number !== registrationNumber)) {
    throw unprocessable({ daughter_company_registration_number: ['Y-tunnus ei vastaa valittua yritystä.'] });
  }
  const prh = other ? null : await lookUpPrh(ctx, registrationNumber);

  try {
    return await ctx.db.transaction().execute(async (trx) => {
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
          other = { id: inserted.id, registration_number: registrationNumber };
        } else {
          other = await trx
            .selectFrom('companies')
            .select(['id', 'registration_number'])
            .where('registration_number', '=', registrationNumber)
            .executeTakeFirstOrThrow();
        }
      }
      const otherId = other!.id;
      // One relation of a type between two companies, whichever way round.
      const existing = await trx
        .selectFrom('company_relationships')
        .select('id')
        .where('company_relationship_type_id', '=', body.company_relationship_type_id)
        .where((eb) =>
          eb.or([
            eb.and([eb('parent_company_id', '=', companyId), eb('daughter_company_id', '=', otherId)]),
            eb.and([eb('parent_company_id', '=', otherId), eb('daughter_company_id', '=', companyId)]),
          ]),
        )
        .executeTakeFirst();
      if (existing) throw alreadyLinked();
      const row = await trx
        .insertInto('company_relationships')
        .values({ company_relationship_type_id: body.company_relationship_type_id, parent_company_id: companyId, daughter_company_id: otherId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const after = {
        company_relationship_type_id: body.company_relationship_type_id,
        parent_company_id: companyId,
        daughter_company_id: otherId,
        daughter_company_registration_number: registrationNumber,
      };
      for (const affected of [companyId, otherId]) {
        await recordChange(trx, { companyId: affected, userId: user.id, entity: 'company_relationship', entityId: row.id, action: 'create', after });
      }
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyLinked();
    throw error;
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
    for (const affected of [removed.parent_company_id, removed.daughter_company_id]) {
      await recordChange(trx, { companyId: affected, userId: user.id, entity: 'company_relationship', entityId: removed.id, action: 'delete', before });
    }
  });
}
