/** People as the API returns them: rows mapped to the types of src/domain/api/people.ts. */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/types';
import type { Kysely, Transaction } from 'kysely';
import { roleLabel } from '../../../src/domain/companyPeople';
import type { CompanyPerson, Education, Person, PersonCertificate, PersonDetails } from '../../../src/domain/api/people';

type Reader = Db | Kysely<Database> | Transaction<Database>;

interface PersonColumns {
  id: number;
  first_name: string;
  last_name: string;
  title: string | null;
  birth_year: number;
  phone: string | null;
  contact_language: string;
  email: string | null;
}

export const personView = (p: PersonColumns): Person => ({
  id: p.id,
  firstName: p.first_name,
  lastName: p.last_name,
  title: p.title,
  birthYear: p.birth_year,
  phone: p.phone,
  contactLanguage: p.contact_language,
  email: p.email,
});

/** The company_people and people columns a company person is built from. */
export function companyPeopleQuery(db: Reader, companyId: number) {
  return db
    .selectFrom('company_people as cp')
    .innerJoin('people as p', 'p.id', 'cp.person_id')
    .select([
      'cp.id',
      'cp.company_id',
      'cp.person_id',
      'cp.user_id',
      'cp.email',
      'cp.phone',
      'cp.title',
      'cp.company_admin',
      'cp.company_contact_person',
      'cp.company_managing_director',
      'cp.company_production_management',
      'cp.permissions',
      'p.first_name',
      'p.last_name',
      'p.title as person_title',
      'p.birth_year',
      'p.phone as person_phone',
      'p.contact_language',
      'p.email as person_email',
    ])
    .where('cp.company_id', '=', companyId)
    .where('cp.status', '=', 'active');
}

type CompanyPersonRow = Awaited<ReturnType<ReturnType<typeof companyPeopleQuery>['executeTakeFirstOrThrow']>>;

export function companyPersonView(row: CompanyPersonRow): CompanyPerson {
  return {
    id: row.id,
    companyId: row.company_id,
    personId: row.person_id,
    userId: row.user_id,
    person: personView({
      id: row.person_id,
      first_name: row.first_name,
      last_name: row.last_name,
      title: row.person_title,
      birth_year: row.birth_year,
      phone: row.person_phone,
      contact_language: row.contact_language,
      email: row.person_email,
    }),
    email: row.email,
    phone: row.phone,
    companyAdmin: row.company_admin,
    companyContactPerson: row.company_contact_person,
    companyManagingDirector: row.company_managing_director,
    companyProductionManagement: row.company_production_management,
    title: row.title,
    permissions: row.permissions,
    roleLabel: roleLabel({ companyAdmin: row.company_admin, userId: row.user_id }),
  };
}

export async function loadEducations(db: Reader, personId: number): Promise<Education[]> {
  const rows = await db.selectFrom('person_educations').selectAll().where('person_id', '=', personId).orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    educationLevelId: r.education_level_id,
    educationDegreeId: r.education_degree_id,
    description: r.description,
    educationalInstitute: r.educational_institute,
    graduationYear: r.graduation_year,
  }));
}

/** Dates as text: pg would turn a `date` into a local-midnight Date. */
export function certificateColumns(db: Reader) {
  return db
    .selectFrom('person_certificates')
    .select([
      'id',
      'person_id',
      'certificate_name',
      'certificate_number',
      'issuer',
      sql<string | null>`valid_from::text`.as('valid_from'),
      sql<string | null>`valid_until::text`.as('valid_until'),
      'additional_info',
    ]);
}

type CertificateRow = Awaited<ReturnType<ReturnType<typeof certificateColumns>['executeTakeFirstOrThrow']>>;

export const certificateView = (r: CertificateRow): PersonCertificate => ({
  id: r.id,
  certificateName: r.certificate_name,
  certificateNumber: r.certificate_number,
  issuer: r.issuer,
  validFrom: r.valid_from,
  validUntil: r.valid_until,
  additionalInfo: r.additional_info,
});

export async function loadCertificates(db: Reader, personId: number): Promise<PersonCertificate[]> {
  const rows = await certificateColumns(db).where('person_id', '=', personId).orderBy('id').execute();
  return rows.map(certificateView);
}

export async function loadPerson(db: Reader, personId: number): Promise<PersonDetails | null> {
  const row = await db.selectFrom('people').selectAll().where('id', '=', personId).executeTakeFirst();
  if (!row) return null;
  return {
    ...personView(row),
    personEducations: await loadEducations(db, personId),
    personCertificates: await loadCertificates(db, personId),
  };
}
