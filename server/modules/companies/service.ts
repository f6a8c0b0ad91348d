/** Creating and changing companies (join requests: modules/joinRequests). */
import { sql } from 'kysely';
import { normalizePhone } from '../../../src/domain/phone';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import type { PrhCompany } from '../../../src/domain/api/prh';
import { hasOfficePermission } from '../../../src/domain/permissions';
import type { CreateCompanyBody } from '../../../src/domain/schemas/company';
import type { CompanyBody } from '../../../src/domain/entities/company';
import { recordChange } from '../../shared/auditRecord';
import { insertPrhAddresses } from './prhAddresses';

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

/** A status change through the general update (issue 22 §1): refused, as it would leave no reason. */
export const STATUS_CHANGE_ELSEWHERE = 'Yrityksen tilaa muutetaan yrityksen sivun Muuta tilaa -toiminnolla, jossa kirjataan muutoksen syy.';

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
    // Even the office changes it only with a reason (PUT …/status, issue 22 §1): the record as read may be sent back as it is.
    if (statusChanged) throw unprocessable({ company_status_id: [STATUS_CHANGE_ELSEWHERE] });
    const after = {
      name: body.name,
      // Saved by the SPEC §5 phone rule (issue 9 #2); emptied, there is none.
      switchboard_number: body.switchboard_number === undefined ? before.switchboard_number : body.switchboard_number ? normalizePhone(body.switchboard_number) : null,
      company_status_id: before.company_status_id,
    };
    await trx.updateTable('companies').set({ ...after, updated_at: sql`now()` }).where('id', '=', id).execute();
    await recordChange(trx, { companyId: id, userId: user.id, entity: 'company', entityId: id, action: 'update', before, after });
  });
}
