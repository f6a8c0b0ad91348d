/** Signing and terminating a company's product agreements (SPEC §4 Agreement). */
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound, unprocessable } from '../../http/errors';
import type { SignAgreementBody, TerminateAgreementBody } from '../../../src/domain/entities/agreement';
import { recordChange } from '../../shared/auditRecord';
import { requireCompany } from '../../http/requireCompany';

export async function signAgreement(ctx: AppContext, user: CurrentUser, companyId: number, body: SignAgreementBody): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    // The company row is locked so that two signings of one product cannot both pass the check below.
    await requireCompany(trx, companyId, { lock: true });
    const version = await trx
      .selectFrom('product_agreements')
      .select([
        'id',
        'product_id',
        'version',
        sql<boolean>`valid_from <= current_date and (valid_to is null or valid_to >= current_date)`.as('in_force'),
      ])
      .where('id', '=', body.product_agreement_id)
      .executeTakeFirst();
    if (!version) throw unprocessable({ product_agreement_id: ['Valitse sopimus.'] });
    if (!version.in_force) throw unprocessable({ product_agreement_id: ['Sopimusversio ei ole voimassa. Valitse voimassa oleva versio.'] });
    const contactPersonId = body.company_contact_person_id ?? null;
    if (contactPersonId !== null) {
      const contact = await trx
        .selectFrom('company_people')
        .select('id')
        .where('id', '=', contactPersonId)
        .where('company_id', '=', companyId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (!contact) throw unprocessable({ company_contact_person_id: ['Yhteyshenkilön on oltava yrityksen henkilö.'] });
    }
    const active = await trx
      .selectFrom('company_agreements as ca')
      .innerJoin('product_agreements as pa', 'pa.id', 'ca.product_agreement_id')
      .select('ca.id')
      .where('ca.company_id', '=', companyId)
      .where('pa.product_id', '=', version.product_id)
      .where('ca.terminated_at', 'is', null)
      .executeTakeFirst();
    if (active) throw conflict('Yrityksellä on jo voimassa oleva sopimus tästä tuotteesta.', 'agreement_exists');
    const row = await trx
      .insertInto('company_agreements')
      .values({
        company_id: companyId,
        product_agreement_id: version.id,
        company_contact_person_id: contactPersonId,
        signed_by_user_id: user.id,
      })
      .returning(['id', 'signed_at'])
      .executeTakeFirstOrThrow();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: 'company_agreement',
      entityId: row.id,
      action: 'create',
      after: {
        product_agreement_id: version.id,
        product_id: version.product_id,
        version: version.version,
        company_contact_person_id: contactPersonId,
        signed_at: row.signed_at.toISOString(),
      },
    });
    return row.id;
  });
}

export async function terminateAgreement(
  ctx: AppContext,
  user: CurrentUser,
  companyId: number,
  agreementId: number,
  body: TerminateAgreementBody,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('company_agreements')
      .select(['id', 'terminated_at', 'terminated_reason'])
      .where('id', '=', agreementId)
      .where('company_id', '=', companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('Sopimusta ei löytynyt.');
    if (before.terminated_at) throw conflict('Sopimus on jo irtisanottu.', 'agreement_terminated');
    const after = await trx
      .updateTable('company_agreements')
      .set({ terminated_at: sql`now()`, terminated_reason: body.terminate_reason })
      .where('id', '=', agreementId)
      .returning(['terminated_at', 'terminated_reason'])
      .executeTakeFirstOrThrow();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: 'company_agreement',
      entityId: agreementId,
      action: 'update',
      before: { terminated_at: null, terminated_reason: null },
      after: { terminated_at: after.terminated_at?.toISOString() ?? null, terminated_reason: after.terminated_reason },
    });
  });
}
