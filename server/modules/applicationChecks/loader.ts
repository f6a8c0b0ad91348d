/**
 * The facts the pre-send checks look at (src/domain/applicationChecks.ts), read from the database
 * for one application: its industries with requirements and attached references, the company's
 * people with their degrees and certificates, the application's files, the financial years.
 */
import { billingInEuros } from '../../../src/domain/billing';
import { sql, type Kysely } from 'kysely';
import type { ApplicationRow, Database } from '../../db/types';
import { agreementsOf, personCertificateTypeIdsOf, type ApplicationCheckInput, type CheckRequirement } from '../../../src/domain/applicationChecks';

type Executor = Kysely<Database>;


/** The stored application: its ids and contact person here, its agreements read by the checks' own rule (agreementsOf). */
export type CheckedApplication = Pick<ApplicationRow, 'id' | 'company_id' | 'application_type_id' | 'contact_person_id'> & Parameters<typeof agreementsOf>[0];

async function industriesOf(db: Executor, application: CheckedApplication): Promise<ApplicationCheckInput['industries']> {
  const industries = await db
    .selectFrom('application_industries as ai')
    .innerJoin('classification_industries as ci', 'ci.id', 'ai.classification_industry_id')
    .select(['ai.id', 'ci.id as industry_id', 'ci.symbolic_number', 'ci.short_description'])
    .where('ai.application_id', '=', application.id)
    .orderBy('ci.sort_number')
    .orderBy('ci.id')
    .execute();
  if (industries.length === 0) return [];
  // One query after another: in a transaction they share one connection (pg refuses overlapping queries).
  const requirements = await db
    .selectFrom('classification_industry_requirements')
    .selectAll()
    .where(
      'classification_industry_id',
      'in',
      industries.map((row) => row.industry_id),
    )
    .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', application.company_id)]))
    .orderBy('id')
    .execute();
  const references = await db
    .selectFrom('application_industry_references as air')
    .innerJoin('company_references as r', 'r.id', 'air.reference_id')
    .select(['air.application_industry_id', 'r.id', 'r.title', sql<string | null>`r.work_end_date::text`.as('work_end_date'), 'r.total_billing', 'r.total_billing_unit_id'])
    .where(
      'air.application_industry_id',
      'in',
      industries.map((row) => row.id),
    )
    .orderBy('r.id')
    .execute();
  return industries.map((industry) => ({
    classificationIndustryId: industry.industry_id,
    symbolicNumber: industry.symbolic_number,
    shortDescription: industry.short_description,
    requirements: requirements
      .filter((row) => row.classification_industry_id === industry.industry_id)
      .map(
        (row): CheckRequirement => ({
          id: row.id,
          companyId: row.company_id,
          certificateTypeId: row.certificate_type_id,
          minTotalBilling: row.min_total_billing === null ? null : Number(row.min_total_billing),
          maxReferenceAge: row.max_reference_age,
          minReferenceCount: row.min_reference_count,
          fileTypeId: row.file_type_id,
          educationDegreeIds: row.education_degree_ids,
          personCertificateTypeIds: row.person_certificate_type_ids,
        }),
      ),
    references: references
      .filter((row) => row.application_industry_id === industry.id)
      .map((row) => ({
        id: row.id,
        title: row.title,
        workEndDate: row.work_end_date,
        totalBillingEuros: billingInEuros(row.total_billing, row.total_billing_unit_id),
      })),
  }));
}

/** The company's active people, each with the degrees and the person certificates valid today. */
async function peopleOf(db: Executor, companyId: number, today: string): Promise<ApplicationCheckInput['people']> {
  const people = await db
    .selectFrom('company_people as cp')
    .innerJoin('people as p', 'p.id', 'cp.person_id')
    .select(['p.id', 'p.first_name', 'p.last_name', sql<string | null>`coalesce(cp.email, p.email)`.as('email')])
    .where('cp.company_id', '=', companyId)
    .where('cp.status', '=', 'active')
    .orderBy('p.last_name')
    .orderBy('p.id')
    .execute();
  if (people.length === 0) return [];
  const ids = [...new Set(people.map((person) => person.id))];
  const educations = await db.selectFrom('person_educations').select(['person_id', 'education_degree_id']).where('person_id', 'in', ids).where('education_degree_id', 'is not', null).execute();
  const certificates = await db
    .selectFrom('person_certificates')
    .select(['person_id', 'certificate_name'])
    .where('person_id', 'in', ids)
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>=', today)]))
    .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', today)]))
    .execute();
  const seen = new Set<number>();
  return people
    .filter((person) => !seen.has(person.id) && !!seen.add(person.id))
    .map((person) => ({
      personId: person.id,
      name: `${person.first_name} ${person.last_name}`.trim(),
      email: person.email,
      educationDegreeIds: educations.filter((row) => row.person_id === person.id).map((row) => row.education_degree_id as number),
      personCertificateTypeIds: personCertificateTypeIdsOf(certificates.filter((row) => row.person_id === person.id).map((row) => row.certificate_name)),
    }));
}

async function financialYearsOf(db: Executor, companyId: number): Promise<ApplicationCheckInput['financialYears']> {
  const years = await db.selectFrom('financial_years').select(['id', 'year', sql<string>`period_end::text`.as('period_end')]).where('company_id', '=', companyId).execute();
  if (years.length === 0) return [];
  const links = await db
    .selectFrom('financial_year_files')
    .select(['financial_year_id', 'file_type_ids'])
    .where(
      'financial_year_id',
      'in',
      years.map((row) => row.id),
    )
    .execute();
  return years.map((row) => ({
    year: row.year,
    periodEnd: row.period_end,
    fileTypeIds: links.filter((link) => link.financial_year_id === row.id).flatMap((link) => link.file_type_ids),
  }));
}

const count = (db: Executor, table: 'application_company_offices' | 'application_scopes' | 'application_area_codes', applicationId: number) =>
  db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('application_id', '=', applicationId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));

export async function loadCheckInput(db: Executor, application: CheckedApplication, today: string): Promise<ApplicationCheckInput> {
  // In order, not at once: send reads these in its transaction, on one connection.
  const industries = await industriesOf(db, application);
  const people = await peopleOf(db, application.company_id, today);
  const files = await db
    .selectFrom('application_files as af')
    .innerJoin('files as f', 'f.id', 'af.file_id')
    .select(['af.file_type_id', 'af.document_readiness_id', 'f.original_name', sql<string>`(f.created_at at time zone 'Europe/Helsinki')::date::text`.as('uploaded_on')])
    .where('af.application_id', '=', application.id)
    .orderBy('af.id')
    .execute();
  const financialYears = await financialYearsOf(db, application.company_id);
  const applicationOfficeCount = await count(db, 'application_company_offices', application.id);
  const companyOffices = await db
    .selectFrom('company_offices')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', application.company_id)
    .executeTakeFirstOrThrow();
  const scopeCount = await count(db, 'application_scopes', application.id);
  const areaCodeCount = await count(db, 'application_area_codes', application.id);
  return {
    companyId: application.company_id,
    applicationId: application.id,
    applicationTypeId: application.application_type_id,
    contactPersonId: application.contact_person_id,
    ...agreementsOf(application),
    industries,
    people,
    files: files.map((row) => ({ fileTypeId: row.file_type_id, name: row.original_name, uploadedOn: row.uploaded_on, documentReadinessId: row.document_readiness_id })),
    financialYears,
    applicationOfficeCount,
    companyOfficeCount: Number(companyOffices.n),
    scopeCount,
    areaCodeCount,
    today,
  };
}
