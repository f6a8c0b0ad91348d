/** A company's memberships in unions (SPEC §7 Memberships): read by members, changed with company_details. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { membership, MEMBERSHIP_UNION_LOOKUP, type CompanyMembership } from '../../../src/domain/entities/membership';
import { pageSchema, requestSchema, responseSchema } from '../../../src/domain/entities/entity';
import { access } from '../../http/access';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { defineRoute, requireUser } from '../../http/route';
import { recordChange } from '../audit/record';
import { defineList, entitySortable } from '../../http/list';
import { entityView } from '../../http/view';
import { idParams, nestedIdParams } from '../../http/params';

export const MEMBERSHIP_UNION_KIND = MEMBERSHIP_UNION_LOOKUP;

const membershipParams = nestedIdParams('membershipId');
const membershipView = entityView(membership);
const membershipRecord = responseSchema(membership);

/** The one list path (http/list.ts): by the union's name at first; sortable by the declaration's sortable fields. */
const membershipList = defineList({
  sortable: entitySortable(membership, 'm', { union: 'd.short_description' }),
  defaultSort: 'union',
  tiebreaker: 'm.id',
});

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
const duplicate = () => conflict('Yritys on jo tämän liiton jäsen.', 'membership_exists');

export function membershipRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  const selectMemberships = (companyId: number) =>
    db
      .selectFrom('company_memberships as m')
      .leftJoin('describables as d', (join) =>
        join
          .onRef('d.id', '=', 'm.company_membership_union_id')
          .on('d.kind', '=', MEMBERSHIP_UNION_KIND)
          .on('d.language_code', '=', 'fi'),
      )
      .select(['m.id', 'm.company_id', 'm.company_membership_union_id', 'm.description', 'm.created_at', 'd.short_description'])
      .where('m.company_id', '=', companyId);
  type Row = Awaited<ReturnType<ReturnType<typeof selectMemberships>['executeTakeFirstOrThrow']>>;
  const view = (row: Row): CompanyMembership => membershipView(row, { union: { id: row.company_membership_union_id, name: row.short_description ?? '' } });
  const oneMembership = async (companyId: number, membershipId: number): Promise<CompanyMembership> => {
    const row = await selectMemberships(companyId).where('m.id', '=', membershipId).executeTakeFirst();
    if (!row) throw notFound('Jäsenyyttä ei löytynyt.');
    return view(row);
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/memberships',
    access: access.companyMember(),
    summary: "A company's memberships in unions",
    schemas: { params: idParams, query: membershipList.query, response: { 200: pageSchema(membershipRecord) } },
    handler: ({ params, query }) => membershipList.page(selectMemberships(params.id), query, { view }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/memberships',
    access: access.companyPermission('company_details'),
    summary: 'Add a membership in a union (409 when the company already has it)',
    schemas: { rules: ['Valitse liitto luettelosta.'], errors: [409], params: idParams, body: requestSchema(membership), response: { 201: membershipRecord } },
    handler: async ({ user, params, body, reply }) => {
      const actor = requireUser(user);
      const union = await db
        .selectFrom('describables')
        .select('short_description')
        .where('kind', '=', MEMBERSHIP_UNION_KIND)
        .where('id', '=', body.company_membership_union_id)
        .executeTakeFirst();
      if (!union) throw unprocessable({ company_membership_union_id: ['Valitse liitto luettelosta.'] });
      let membershipId: number;
      try {
        membershipId = await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('company_memberships')
            .values({ company_id: params.id, company_membership_union_id: body.company_membership_union_id, description: body.description ?? null })
            .onConflict((oc) => oc.columns(['company_id', 'company_membership_union_id']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!row) throw duplicate();
          await recordChange(trx, {
            companyId: params.id,
            userId: actor.id,
            entity: 'company_membership',
            entityId: row.id,
            action: 'create',
            after: { company_membership_union_id: body.company_membership_union_id, description: body.description ?? null },
          });
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
      return reply.status(201).send(await oneMembership(params.id, membershipId));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/memberships/:membershipId',
    access: access.companyMember(),
    summary: 'One membership of the company',
    schemas: { params: membershipParams, response: { 200: membershipRecord } },
    handler: ({ params }) => oneMembership(params.id, params.membershipId),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/companies/:id/memberships/:membershipId',
    access: access.companyPermission('company_details'),
    summary: 'Remove a membership',
    schemas: { params: membershipParams, response: { 204: null } },
    handler: async ({ user, params }) => {
      const actor = requireUser(user);
      await db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('company_memberships')
          .where('id', '=', params.membershipId)
          .where('company_id', '=', params.id)
          .returning(['id', 'company_membership_union_id', 'description'])
          .executeTakeFirst();
        if (!removed) throw notFound('Jäsenyyttä ei löytynyt.');
        await recordChange(trx, {
          companyId: params.id,
          userId: actor.id,
          entity: 'company_membership',
          entityId: removed.id,
          action: 'delete',
          before: { company_membership_union_id: removed.company_membership_union_id, description: removed.description },
        });
      });
      return undefined;
    },
  });
}
