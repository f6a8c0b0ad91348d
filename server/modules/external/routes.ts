import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { defineRoute } from '../../http/route';
import { prhLookupSchema } from '../../../src/domain/api/prh';
import { INVALID_BUSINESS_ID, lookUpBusinessId } from './service';

export function externalRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/external/companies/:registrationNumber',
    access: access.signedIn(),
    summary: "What PRH's register says of a business ID, and whether the company is in the portal",
    schemas: { rules: [INVALID_BUSINESS_ID], errors: [422, 502], params: z.object({ registrationNumber: z.string().max(20) }), response: { 200: prhLookupSchema } },
    handler: ({ params }) => lookUpBusinessId(ctx, params.registrationNumber),
  });
}
