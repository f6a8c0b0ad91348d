/** A company's memberships in unions: list, add, remove; every change in the audit log. */
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { defineList, entitySortable } from '../../http/list';
import { entityView } from '../../http/view';
import type { z } from 'zod';
import type { EntityBody } from '../../../src/domain/entities/entity';
import { membership, MEMBERSHIP_UNION_LOOKUP, type CompanyMembership } from '../../../src/domain/entities/membership';
import type { Page } from '../../../src/domain/api/lists';
import { recordChange } from '../../shared/auditRecord';

export const MEMBERSHIP_NOT_FOUND = 'Jäsenyyttä ei löytynyt.';
export const UNION_NOT_LISTED = 'Valitse liitto luettelosta.';

const membershipView = entityView(membership);

/** The one list path (http/list.ts): by the union's name at first; sortable by the declaration's sortable fields. */
export const membershipList = defineList({
  sortable: entitySortable(membership, 'm', { union: 'd.short_description' }),
  defaultSort: 'union',
  tiebreaker: 'm.id',
});

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
const duplicate = () => conflict('Yritys on jo tämän liiton jäsen.', 'membership_exists');

const selectMemberships = (db: Db, companyId: number) =>
  db
    .selectFrom('company_memberships as m')
    .leftJoin('describables as d', (join) =>
      join.onRef('d.id', '=', 'm.company_membership_union_id').on('d.kind', '=', MEMBERSHIP_UNION_LOOKUP).on('d.language_code', '=', 'fi'),
    )
    .select(['m.id', 'm.company_id', 'm.company_membership_union_id', 'm.description', 'm.created_at', 'd.short_description'])
    .where('m.company_id', '=', companyId);
type Row = Awaited<ReturnType<ReturnType<typeof selectMemberships>['executeTakeFirstOrThrow']>>;

const view = (row: Row): CompanyMembership => membershipView(row, { union: { id: row.company_membership_union_id, name: row.short_description ?? '' } });

export function listMemberships(db: Db, companyId: number, query: z.output<typeof membershipList.query>): Promise<Page<CompanyMembership>> {
  return membershipList.page(selectMemberships(db, companyId), query, { view });
}

export async function getMembership(db: Db, companyId: number, membershipId: number): Promise<CompanyMembership> {
  const row = await selectMemberships(db, companyId).where('m.id', '=', membershipId).executeTakeFirst();
  if (!row) throw notFound(MEMBERSHIP_NOT_FOUND);
  return view(row);
}

/** 422 for a union that is not on the list, 409 when the company already has it. */
export async function addMembership(ctx: AppContext, user: CurrentUser, companyId: number, body: EntityBody<typeof membership>): Promise<CompanyMembership> {
  const unionId = body.company_membership_union_id;
  const union = await ctx.db
    .selectFrom('describables')
    .select('short_description')
    .where('kind', '=', MEMBERSHIP_UNION_LOOKUP)
    .where('id', '=', unionId)
    .executeTakeFirst();
  if (!union) throw unprocessable({ company_membership_union_id: [UNION_NOT_LISTED] });
  const values = { company_membership_union_id: unionId, description: body.description ?? null };
  let membershipId: number;
  try {
    membershipId = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('company_memberships')
        .values({ company_id: companyId, ...values })
        .onConflict((oc) => oc.columns(['company_id', 'company_membership_union_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) throw duplicate();
      await recordChange(trx, { companyId, userId: user.id, entity: 'company_membership', entityId: row.id, action: 'create', after: values });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  return getMembership(ctx.db, companyId, membershipId);
}

export async function removeMembership(ctx: AppContext, user: CurrentUser, companyId: number, membershipId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('company_memberships')
      .where('id', '=', membershipId)
      .where('company_id', '=', companyId)
      .returning(['id', 'company_membership_union_id', 'description'])
      .executeTakeFirst();
    if (!removed) throw notFound(MEMBERSHIP_NOT_FOUND);
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: 'company_membership',
      entityId: removed.id,
      action: 'delete',
      before: { company_membership_union_id: removed.company_membership_union_id, description: removed.description },
    });
  });
}
