/** A company's memberships in unions (SPEC §7 Memberships): read by members, changed with company_details. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { membership } from '../../../src/domain/entities/membership';
import { access } from '../../http/access';
import { crudRoutes } from '../../http/crudRoutes';
import * as memberships from './service';

export function membershipRoutes(app: FastifyInstance, ctx: AppContext): void {
  crudRoutes(app, {
    entity: membership,
    idName: 'membershipId',
    access: { read: access.companyMember(), write: access.companyPermission('company_details') },
    rules: [memberships.UNION_NOT_LISTED],
    list: {
      summary: "A company's memberships in unions",
      query: memberships.membershipList.query,
      handler: ({ parentId, query }) => memberships.listMemberships(ctx.db, parentId, query),
    },
    create: {
      summary: 'Add a membership in a union (409 when the company already has it)',
      errors: [409],
      handler: ({ user, parentId, body }) => memberships.addMembership(ctx, user, parentId, body),
    },
    read: { summary: 'One membership of the company', handler: ({ parentId, id }) => memberships.getMembership(ctx.db, parentId, id) },
    remove: { summary: 'Remove a membership', handler: ({ user, parentId, id }) => memberships.removeMembership(ctx, user, parentId, id) },
  });
}
