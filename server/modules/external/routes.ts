import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { businessIdSchema } from '../../../src/domain/schemas/company';
import { access } from '../../http/access';
import { HttpError, notFound, unprocessable } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { PrhUnavailableError } from '../../integrations/prh';
import { prhLookupSchema, type PrhLookup } from '../../../src/domain/api/prh';

export function externalRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/external/companies/:registrationNumber',
    access: access.signedIn(),
    summary: "What PRH's register says of a business ID, and whether the company is in the portal",
    schemas: { rules: ['Y-tunnus ei ole kelvollinen (muoto 1234567-8, tarkistusmerkki).'], errors: [422, 502], params: z.object({ registrationNumber: z.string().max(20) }), response: { 200: prhLookupSchema } },
    handler: async ({ params }): Promise<PrhLookup> => {
      const parsed = businessIdSchema.safeParse(params.registrationNumber);
      if (!parsed.success) throw unprocessable({ registration_number: parsed.error.issues.map((i) => i.message) });
      const registrationNumber = parsed.data;
      let company;
      try {
        company = await ctx.prh.lookUp(registrationNumber);
      } catch (error) {
        if (!(error instanceof PrhUnavailableError)) throw error;
        throw new HttpError(502, 'Yritystietojen haku PRH:n rekisteristä epäonnistui. Yritä myöhemmin uudelleen tai anna yrityksen nimi itse.', 'prh_unavailable');
      }
      if (!company) throw notFound('Y-tunnuksella ei löytynyt yritystä PRH:n rekisteristä.');
      const portal = await ctx.db
        .selectFrom('companies')
        .select(['id', 'name'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('company_people as cp')
                .select('cp.id')
                .whereRef('cp.company_id', '=', 'companies.id')
                .where('cp.status', '=', 'active')
                .where('cp.company_admin', '=', true),
            )
            .$castTo<boolean>()
            .as('hasAdmin'),
        )
        .where('registration_number', '=', registrationNumber)
        .executeTakeFirst();
      return { ...company, portalCompany: portal ?? null };
    },
  });
}
