/**
 * The public registry (issue 20): the association's issued certificates as anyone may check them,
 * read live (a suspension shows at once) and with nothing personal: the company's name, business
 * ID and town, the certificates' numbers, dates, scope, industries, status and the days of their
 * events. A company shows only when it holds at least one certificate issued by the association.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { notFound } from '../../http/errors';
import { containsPattern } from '../../http/list';
import { certificateStatus, type CertificateStatus } from '../../../src/domain/certificateStatus';
import type { CertificateIndustry } from '../../../src/domain/entities/companyCertificate';
import type { PublicCertificate, PublicCertificateSummary, PublicCompany } from '../../../src/domain/publicRegistry';
import { selectCertificates, type CertificateRow } from './service';
import { CompanyStatus } from '../../../src/domain/companyStatus';

export const NO_SUCH_CERTIFICATE = 'Rekisterissä ei ole sertifikaattia tällä numerolla.';
export const NO_SUCH_COMPANY = 'Rekisterissä ei ole yritystä tällä Y-tunnuksella.';
/** Companies a search answers at most. */
export const PUBLIC_SEARCH_LIMIT = 20;

const BUSINESS_ID = /^\d{7}-\d$/;

const statusOf = (row: CertificateRow) => certificateStatus({ heldStatus: row.held_status, validFrom: row.valid_from, validUntil: row.valid_until });

function summary(row: CertificateRow): PublicCertificateSummary {
  return {
    number: row.certificate_number ?? '',
    certificateTypeId: row.certificate_type_id,
    name: row.certificate_name,
    status: statusOf(row),
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    scope: row.scope,
    industries: row.industries.map((industry: CertificateIndustry) => ({ symbolicNumber: industry.symbolicNumber, description: industry.description })),
  };
}

/** Valid ones first, then not yet valid, suspended, expired, withdrawn; within each the latest end first. */
const STATUS_ORDER: readonly CertificateStatus[] = ['valid', 'notYetValid', 'suspended', 'expired', 'withdrawn'];
const byStatus = (a: PublicCertificateSummary, b: PublicCertificateSummary) =>
  STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) || (b.validUntil ?? '').localeCompare(a.validUntil ?? '');

const issued = (db: Db) => selectCertificates(db).where('cc.issued_by_association', '=', true).where('cc.certificate_number', 'is not', null);

async function companiesWithCertificates(db: Db, companies: Array<{ id: number; name: string; registration_number: string; company_status_id: number | null }>): Promise<PublicCompany[]> {
  if (companies.length === 0) return [];
  const ids = companies.map((c) => c.id);
  const rows = await issued(db).where('cc.company_id', 'in', ids).orderBy('cc.id').execute();
  // Issue 22 §2: a company merged into another says so, naming the receiving company.
  const mergers = await db
    .selectFrom('companies as c')
    .innerJoin('companies as m', 'm.id', 'c.merged_into_company_id')
    .select(['c.id', 'm.name', 'm.registration_number', sql<string>`(c.merged_at at time zone 'Europe/Helsinki')::date::text`.as('merged_at')])
    .where('c.id', 'in', ids)
    .execute();
  return companies.map((company) => {
    const own = rows.filter((row) => row.company_id === company.id);
    // The town the latest certificate names.
    const location = own.reduce<string | null>((town, row) => row.location ?? town, null);
    const merger = mergers.find((m) => m.id === company.id);
    return {
      businessId: company.registration_number,
      name: company.name,
      location,
      stopped: company.company_status_id === CompanyStatus.stop,
      certificates: own.map(summary).sort(byStatus),
      mergedInto: merger ? { businessId: merger.registration_number, name: merger.name, mergedAt: merger.merged_at } : null,
    };
  });
}

/** Companies whose name or business ID matches `q` and that hold a certificate issued by the association, or have merged into another. */
export async function searchCompanies(db: Db, q: string): Promise<PublicCompany[]> {
  const pattern = containsPattern(q);
  const companies = await db
    .selectFrom('companies as c')
    .select(['c.id', 'c.name', 'c.registration_number', 'c.company_status_id'])
    .where((eb) => eb.or([eb(sql`lower(c.name)`, 'like', pattern), eb('c.registration_number', '=', q.trim())]))
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('company_certificates as x')
            .select(sql`1`.as('one'))
            .whereRef('x.company_id', '=', 'c.id')
            .where('x.issued_by_association', '=', true),
        ),
        // A merged company stays findable, to say where its certificates went (issue 22 §2).
        eb('c.merged_into_company_id', 'is not', null),
      ]),
    )
    .orderBy('c.name')
    .orderBy('c.id')
    .limit(PUBLIC_SEARCH_LIMIT)
    .execute();
  return companiesWithCertificates(db, companies);
}

export async function publicCompany(db: Db, businessId: string): Promise<PublicCompany> {
  if (!BUSINESS_ID.test(businessId)) throw notFound(NO_SUCH_COMPANY);
  const company = await db.selectFrom('companies').select(['id', 'name', 'registration_number', 'company_status_id']).where('registration_number', '=', businessId).executeTakeFirst();
  const [found] = company ? await companiesWithCertificates(db, [company]) : [];
  if (!found || (found.certificates.length === 0 && !found.mergedInto)) throw notFound(NO_SUCH_COMPANY);
  return found;
}

async function certificateRow(db: Db, number: string) {
  // A number cannot be longer than the stored ones are; a longer one is simply not found.
  if (number.length > 100) return undefined;
  return issued(db)
    .innerJoin('companies as c', 'c.id', 'cc.company_id')
    .select(['c.name as company_name', 'c.registration_number as company_registration_number', 'c.company_status_id as company_status_id'])
    .where('cc.certificate_number', '=', number.trim().toUpperCase())
    .executeTakeFirst();
}

export async function publicCertificate(db: Db, number: string): Promise<PublicCertificate> {
  const row = await certificateRow(db, number);
  if (!row) throw notFound(NO_SUCH_CERTIFICATE);
  const events = await db
    .selectFrom('company_certificate_events')
    .select(['event', sql<string>`(created_at at time zone 'Europe/Helsinki')::date::text`.as('date')])
    .where('certificate_id', '=', row.id)
    .orderBy('id')
    .execute();
  return {
    ...summary(row),
    issuer: row.issuer,
    decidedAt: row.decided_at,
    company: { businessId: row.company_registration_number, name: row.company_name, location: row.location, stopped: row.company_status_id === CompanyStatus.stop },
    history: events,
  };
}

/** The badge's status: the certificate's own, or null for a number the registry does not have. */
export async function badgeStatus(db: Db, number: string): Promise<{ number: string; status: CertificateStatus | null }> {
  const row = await certificateRow(db, number);
  return { number: row?.certificate_number ?? number, status: row ? statusOf(row) : null };
}

