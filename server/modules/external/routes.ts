import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { externalCompany } from '../../../src/domain/api/prhActions';
import { INVALID_BUSINESS_ID, lookUpBusinessId } from './service';

export function externalRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineActionRoute(app, externalCompany, {
    access: access.signedIn(),
    summary: "What PRH's register says of a business ID, and whether the company is in the portal",
    rules: [INVALID_BUSINESS_ID],
    errors: [422, 502],
    handler: ({ params }) => lookUpBusinessId(ctx, params.registrationNumber),
  });
}
