/** Group relations as the API answers them (src/domain/entities/relationship.ts). */
import type { Db } from '../../db/kysely';
import { relationship, type Relationship } from '../../../src/domain/entities/relationship';
import { entityView } from '../../http/view';

/** Relations with both companies' id, name and business ID. */
export function selectRelationships(db: Db) {
  return db
    .selectFrom('company_relationships as r')
    .innerJoin('companies as p', 'p.id', 'r.parent_company_id')
    .innerJoin('companies as d', 'd.id', 'r.daughter_company_id')
    .select([
      'r.id',
      // The company that made the link (entities/relationship.ts).
      'r.parent_company_id as company_id',
      'r.company_relationship_type_id',
      'r.daughter_company_id',
      'd.registration_number as daughter_company_registration_number',
      'r.created_at',
      'r.status',
      'r.accepted_at',
      'p.id as parent_id',
      'p.name as parent_name',
      'p.registration_number as parent_registration_number',
      'd.name as daughter_name',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRelationships>['executeTakeFirstOrThrow']>>;

const view = entityView(relationship);

export const relationshipView = (r: Row): Relationship =>
  view(r, {
    parentCompany: { id: r.parent_id, name: r.parent_name, registrationNumber: r.parent_registration_number },
    daughterCompany: { id: r.daughter_company_id, name: r.daughter_name, registrationNumber: r.daughter_company_registration_number },
  });

/** One relation that involves the company (as parent or daughter), or null. */
export async function loadRelationship(db: Db, companyId: number, relationshipId: number): Promise<Relationship | null> {
  const row = await selectRelationships(db)
    .where('r.id', '=', relationshipId)
    .where((eb) => eb.or([eb('r.parent_company_id', '=', companyId), eb('r.daughter_company_id', '=', companyId)]))
    .executeTakeFirst();
  return row ? relationshipView(row) : null;
}
