/** A business ID as PRH's register and the portal know it (the registration's company look-up). */
import type { AppContext } from '../../context';
import { businessIdSchema } from '../../../src/domain/schemas/company';
import { HttpError, notFound, unprocessable } from '../../http/errors';
import { PrhUnavailableError } from '../../integrations/prh';
import type { PrhLookup } from '../../../src/domain/api/prh';

export const INVALID_BUSINESS_ID = 'Y-tunnus ei ole kelvollinen (muoto 1234567-8, tarkistusmerkki).';

/** 422 for a malformed business ID, 404 when PRH does not know it, 502 when PRH does not answer. */
export async function lookUpBusinessId(ctx: AppContext, text: string): Promise<PrhLookup> {
  const parsed = businessIdSchema.safeParse(text);
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
}
