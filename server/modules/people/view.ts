/** People as the API answers them: rows to the records of their declarations (src/domain/entities) with entityView. */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/types';
import { roleLabel } from '../../../src/domain/companyPeople';
import { companyPerson, type CompanyPerson, type PersonDetails } from '../../../src/domain/entities/companyPerson';
import { education, type Education } from '../../../src/domain/entities/education';
import { person, type Person } from '../../../src/domain/entities/person';
import { personCertificate, type PersonCertificate } from '../../../src/domain/entities/personCertificate';
import { entityView } from '../../http/view';

type Reader = Db | Kysely<Database> | Transaction<Database>;

export const personView = entityView(person);
export const educationView = entityView(education);
export const certificateView = entityView(personCertificate);
const companyPersonRecord = entityView(companyPerson);

/** The company_people and people columns a company person is built from. */
export function companyPeopleQuery(db: Reader, companyId: number) {
  return activeCompanyPeople(db).where('cp.company_id', '=', companyId);
}

/** The active people of every company, with the columns a company person is built from. */
export function activeCompanyPeople(db: Reader) {
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
    .where('cp.status', '=', 'active');
}

type CompanyPersonRow = Awaited<ReturnType<ReturnType<typeof activeCompanyPeople>['executeTakeFirstOrThrow']>>;

/** A person's educations and certificates, as a company person carries them. */
export interface PersonParts {
  personEducations: Education[];
  personCertificates: PersonCertificate[];
}

/** The person a company person row names. */
export function nestedPersonView(row: CompanyPersonRow): Person {
  return personView({
    id: row.person_id,
    first_name: row.first_name,
    last_name: row.last_name,
    title: row.person_title,
    birth_year: row.birth_year,
    phone: row.person_phone,
    contact_language: row.contact_language,
    email: row.person_email,
  });
}

export function companyPersonView(row: CompanyPersonRow, parts: PersonParts): CompanyPerson {
  return companyPersonRecord(row, {
    person: nestedPersonView(row),
    permissions: row.permissions,
    roleLabel: roleLabel({ companyAdmin: row.company_admin, userId: row.user_id }),
    ...parts,
  });
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

const byPerson = <T extends { personId: number }>(personIds: readonly number[], records: T[]) => {
  const map = new Map<number, T[]>(personIds.map((id) => [id, []]));
  for (const record of records) map.get(record.personId)?.push(record);
  return map;
};

/** The educations and certificates of several people in two queries (a list of company people). */
export async function loadPersonParts(db: Reader, personIds: readonly number[]): Promise<Map<number, PersonParts>> {
  const ids = [...new Set(personIds)];
  if (ids.length === 0) return new Map();
  const educations = (await db.selectFrom('person_educations').selectAll().where('person_id', 'in', ids).orderBy('id').execute()).map(educationView);
  const certificates = (await certificateColumns(db).where('person_id', 'in', ids).orderBy('id').execute()).map(certificateView);
  const e = byPerson(ids, educations);
  const c = byPerson(ids, certificates);
  return new Map(ids.map((id) => [id, { personEducations: e.get(id) ?? [], personCertificates: c.get(id) ?? [] }]));
}

export async function loadEducations(db: Reader, personId: number): Promise<Education[]> {
  const rows = await db.selectFrom('person_educations').selectAll().where('person_id', '=', personId).orderBy('id').execute();
  return rows.map(educationView);
}

export async function partsOf(db: Reader, personId: number): Promise<PersonParts> {
  return (await loadPersonParts(db, [personId])).get(personId) ?? { personEducations: [], personCertificates: [] };
}

export async function loadPerson(db: Reader, personId: number): Promise<PersonDetails | null> {
  const row = await db.selectFrom('people').selectAll().where('id', '=', personId).executeTakeFirst();
  if (!row) return null;
  return { ...personView(row), ...(await partsOf(db, personId)) };
}
