/**
 * Issuing the association's own certificate (issue 20 "Certificates issued"), called in the
 * transaction of the decision that grants it (the board's notify step). ISO/IEC 17021-1 8.2: the
 * company and its location, a unique public number, the scope (industries or the certificate's
 * scope), the dates of granting and expiry, the issuer. An application issues once: a second call
 * for the same application answers the certificate the first one issued.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { recordChange } from '../../shared/auditRecord';
import { CERTIFICATE_TYPE_NAMES, CERTIFICATE_TYPE_OF_APPLICATION, publicNumber, VALIDITY_YEARS, validUntilOf } from '../../../src/domain/certificateStatus';
import { ASSOCIATION_ISSUER } from '../../../src/domain/entities/companyCertificate';
import { planCycleForCertificate } from '../auditPrograms';

export interface IssueCertificateInput {
  companyId: number;
  /** 3 proficiency (a qualification), 2 quality, 5 environment, 20 occupational safety, 23 moisture. */
  certificateTypeId: number;
  /** The application decided; an application issues once (null: issued without one, e.g. demo data). */
  applicationId?: number | null;
  /** The day of the decision (yyyy-MM-dd). */
  decidedAt: string;
  /** The first valid day if later than the decision; never before it. */
  validFrom?: string;
  /** The granted classification industries (a qualification); default: the application's granted ones. */
  industryIds?: readonly number[];
  /** The certificate's scope; default: the application's scopes. */
  scope?: string | null;
  /** Who issued it (the audit row and the event): null for the system. */
  userId: number | null;
}

export interface IssuedCertificate {
  id: number;
  certificateNumber: string;
  /** false: the application had issued it already; nothing was written. */
  issued: boolean;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The company's location as a certificate names it: the town of its visiting address, else of its postal one. */
async function companyLocation(trx: Transaction<Database>, companyId: number): Promise<string | null> {
  const row = await trx
    .selectFrom('addresses')
    .select(['city', 'country'])
    .where('company_id', '=', companyId)
    .where('address_type_id', 'in', [3, 1, 4, 5])
    .where('city', 'is not', null)
    // Visiting (3) before postal street (1), the foreign ones last.
    .orderBy(sql`array_position(array[3, 1, 4, 5], address_type_id)`)
    .executeTakeFirst();
  if (!row?.city) return null;
  return row.country && row.country !== 'FI' ? `${row.city}, ${row.country}` : row.city;
}

export async function issueCertificate(trx: Transaction<Database>, input: IssueCertificateInput): Promise<IssuedCertificate> {
  const years = VALIDITY_YEARS[input.certificateTypeId];
  if (!years) throw new Error(`certificate type ${input.certificateTypeId} is not one the association issues`);
  if (!ISO_DAY.test(input.decidedAt)) throw new Error(`decidedAt must be yyyy-MM-dd, got ${input.decidedAt}`);
  const applicationId = input.applicationId ?? null;
  if (applicationId !== null) {
    const existing = await trx
      .selectFrom('company_certificates')
      .select(['id', 'certificate_number'])
      .where('application_id', '=', applicationId)
      .executeTakeFirst();
    if (existing) return { id: existing.id, certificateNumber: existing.certificate_number ?? '', issued: false };
  }

  const validFrom = input.validFrom && input.validFrom > input.decidedAt ? input.validFrom : input.decidedAt;
  const validUntil = validUntilOf(validFrom, years);
  const industryIds =
    input.industryIds ??
    (applicationId === null
      ? []
      : (
          await trx
            .selectFrom('application_industries')
            .select('classification_industry_id')
            .where('application_id', '=', applicationId)
            .where('granted', '=', true)
            .execute()
        ).map((row) => row.classification_industry_id));
  const scope =
    input.scope !== undefined
      ? input.scope
      : applicationId === null
        ? null
        : (await trx.selectFrom('application_scopes').select('description').where('application_id', '=', applicationId).orderBy('id').execute())
            .map((row) => row.description)
            .join('; ') || null;
  const serial = await sql<{ serial: number }>`select nextval('certificate_number_seq')::int as serial`.execute(trx);
  const certificateNumber = publicNumber(Number(input.decidedAt.slice(0, 4)), serial.rows[0].serial);
  const location = await companyLocation(trx, input.companyId);

  // A concurrent call for the same application loses here (the unique index) and answers the winner's.
  const inserted = await trx
    .insertInto('company_certificates')
    .values({
      company_id: input.companyId,
      certificate_name: CERTIFICATE_TYPE_NAMES[input.certificateTypeId],
      certificate_type_id: input.certificateTypeId,
      certificate_number: certificateNumber,
      issuer: ASSOCIATION_ISSUER,
      issued_by_association: true,
      valid_from: validFrom,
      valid_until: validUntil,
      application_id: applicationId,
      decided_at: input.decidedAt,
      scope,
      location,
    })
    .onConflict((oc) => oc.column('application_id').where('application_id', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return issueCertificate(trx, input);

  if (industryIds.length > 0) {
    await trx
      .insertInto('company_certificate_industries')
      .values([...new Set(industryIds)].map((id) => ({ certificate_id: inserted.id, classification_industry_id: id })))
      .execute();
  }
  await trx.insertInto('company_certificate_events').values({ certificate_id: inserted.id, event: 'issued', user_id: input.userId }).execute();
  await recordChange(trx, {
    companyId: input.companyId,
    userId: input.userId,
    entity: 'company_certificate',
    entityId: inserted.id,
    action: 'create',
    after: {
      certificate_name: CERTIFICATE_TYPE_NAMES[input.certificateTypeId],
      certificate_type_id: input.certificateTypeId,
      certificate_number: certificateNumber,
      issuer: ASSOCIATION_ISSUER,
      valid_from: validFrom,
      valid_until: validUntil,
      issued_by_association: true,
    },
  });
  // The certificate's three-year cycle: its surveillance and recertification audits (issue 21).
  await planCycleForCertificate(trx, inserted.id);
  return { id: inserted.id, certificateNumber, issued: true };
}

/**
 * The board's notify step in one call: the application's company and the kind its type issues
 * (a qualification, its renewal or extension: proficiency 3; the certificate applications their
 * own), with the application's granted industries and scopes. Once per application.
 */
export async function issueForApplication(
  trx: Transaction<Database>,
  // industryIds: the classification industries the board granted (its decision's rows), when it recorded them.
  input: { applicationId: number; decidedAt: string; validFrom?: string; industryIds?: readonly number[]; userId: number | null },
): Promise<IssuedCertificate> {
  const application = await trx.selectFrom('applications').select(['company_id', 'application_type_id']).where('id', '=', input.applicationId).executeTakeFirstOrThrow();
  const certificateTypeId = CERTIFICATE_TYPE_OF_APPLICATION[application.application_type_id];
  if (!certificateTypeId) throw new Error(`application type ${application.application_type_id} issues no certificate`);
  return issueCertificate(trx, { ...input, companyId: application.company_id, certificateTypeId });
}
