/**
 * The names of the records an audit page's values refer to by id (users, people, companies,
 * products …): the browser cannot read another company or a user by id, so the answer carries
 * them (AuditLogEntry `names`). Which keys are references comes from the declarations
 * (src/domain/auditFields.ts). One query per kind of record that the page refers to.
 */
import { sql, type Kysely } from 'kysely';
import { auditSubjectPerson, auditValues, type NamedResource } from '../../../src/domain/auditFields';
import type { AuditLogEntry } from '../../../src/domain/api/audit';
import type { Database } from '../../db/types';

type Names = AuditLogEntry['names'];
type Unnamed = Omit<AuditLogEntry, 'names'>;

const INT4_MAX = 2_147_483_647;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= INT4_MAX;

/** The ids each entry refers to, by the kind of record. */
function referencesOf(entry: Unnamed): Map<NamedResource, Set<number>> {
  const ids = new Map<NamedResource, Set<number>>();
  const add = (resource: NamedResource, id: unknown) => {
    if (!isId(id)) return;
    const set = ids.get(resource) ?? new Set<number>();
    set.add(id);
    ids.set(resource, set);
  };
  for (const values of [entry.before, entry.after]) {
    auditValues(entry.entity, values, (field, value) => {
      // A list of ids (an application industry's references) names each.
      if (field.reference) for (const id of Array.isArray(value) ? value : [value]) add(field.reference, id);
    });
  }
  // Whose data it was, also when the change itself names no person.
  add('people', auditSubjectPerson(entry));
  return ids;
}

const fullName = sql<string>`trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, ''))`;

type Rows = Promise<Array<{ id: number; name: string | null }>>;

/** The name of each kind of record, for the given ids. */
const LOOKUPS: Record<NamedResource, (db: Kysely<Database>, ids: number[]) => Rows> = {
  // A user is known by the person behind the login; one without a person by the address.
  users: (db, ids) =>
    db
      .selectFrom('users as u')
      .leftJoin('people as p', 'p.id', 'u.person_id')
      .select(['u.id', sql<string>`coalesce(nullif(${fullName}, ''), u.email)`.as('name')])
      .where('u.id', 'in', ids)
      .execute(),
  people: (db, ids) => db.selectFrom('people as p').select(['p.id', fullName.as('name')]).where('p.id', 'in', ids).execute(),
  companies: (db, ids) => db.selectFrom('companies').select(['id', 'name']).where('id', 'in', ids).execute(),
  'company-people': (db, ids) =>
    db
      .selectFrom('company_people as cp')
      .leftJoin('people as p', 'p.id', 'cp.person_id')
      .select(['cp.id', sql<string | null>`coalesce(nullif(${fullName}, ''), cp.email)`.as('name')])
      .where('cp.id', 'in', ids)
      .execute(),
  products: (db, ids) => db.selectFrom('products').select(['id', 'name']).where('id', 'in', ids).execute(),
  // A version is shown beside its own number (the entry's `version`): the product names it.
  'product-agreements': (db, ids) =>
    db
      .selectFrom('product_agreements as pa')
      .innerJoin('products as pr', 'pr.id', 'pa.product_id')
      .select(['pa.id', 'pr.name'])
      .where('pa.id', 'in', ids)
      .execute(),
  'application-targets': (db, ids) => db.selectFrom('application_targets').select(['id', 'name']).where('id', 'in', ids).execute(),
  'classification-industries': (db, ids) =>
    db
      .selectFrom('classification_industries')
      .select(['id', sql<string>`symbolic_number || ' ' || short_description`.as('name')])
      .where('id', 'in', ids)
      .execute(),
  references: (db, ids) => db.selectFrom('company_references').select(['id', 'title as name']).where('id', 'in', ids).execute(),
  'company-offices': (db, ids) => db.selectFrom('company_offices').select(['id', 'name']).where('id', 'in', ids).execute(),
  'application-questions': (db, ids) => db.selectFrom('application_questions').select(['id', 'text as name']).where('id', 'in', ids).execute(),
};

/** The entries with the names of what they refer to. */
export async function withNames(db: Kysely<Database>, entries: Unnamed[]): Promise<AuditLogEntry[]> {
  const perEntry = entries.map(referencesOf);
  const wanted = new Map<NamedResource, Set<number>>();
  for (const refs of perEntry) {
    for (const [resource, ids] of refs) wanted.set(resource, new Set([...(wanted.get(resource) ?? []), ...ids]));
  }
  const found = new Map<NamedResource, Map<number, string>>();
  await Promise.all(
    [...wanted].map(async ([resource, ids]) => {
      const rows = await LOOKUPS[resource](db, [...ids]);
      found.set(resource, new Map(rows.filter((row) => row.name).map((row) => [row.id, row.name as string])));
    }),
  );
  return entries.map((entry, index) => {
    const names: Names = {};
    for (const [resource, ids] of perEntry[index]) {
      const named = [...ids].flatMap((id) => {
        const name = found.get(resource)?.get(id);
        return name === undefined ? [] : [[String(id), name] as const];
      });
      if (named.length) names[resource] = Object.fromEntries(named);
    }
    return { ...entry, names };
  });
}
