/** Group relations as the API returns them (src/domain/api/relationships.ts). */
import type { Db } from '../../db/kysely';
import type { Relationship } from '../../../src/domain/api/relationships';

/** Relations with both companies' id, name and business ID. */
export function selectRelationships(db: Db) {
  return db
    .selectFrom('company_relationships as r')
    .innerJoin('companies as p', 'p.id', 'r.parent_company_id')
    .innerJoin('companies as d', 'd.id', 'r.daughter_company_id')
    .select([
      'r.id',
      'r.company_relationship_type_id',
      'r.created_at',
      'p.id as parent_id',
      'p.name as parent_name',
      'p.registration_number as parent_registration_number',
      'd.id as daughter_id',
      'd.name as daughter_name',
      'd.registration_number as daughter_registration_number',
    ]);
}

type Row = {
  id: number;
  company_relationship_type_id: number;
  created_at: Date;
  parent_id: number;
  parent_name: string;
  parent_registration_number: string;
  daughter_id: number;
  daughter_name: string;
  daughter_registration_number: string;
};

export const relationshipView = (r: Row): Relationship => ({
  id: r.id,
  companyRelationshipTypeId: r.company_relationship_type_id,
  parentCompany: { id: r.parent_id, name: r.parent_name, registrationNumber: r.parent_registration_number },
  daughterCompany: { id: r.daughter_id, name: r.daughter_name, registrationNumber: r.daughter_registration_number },
  createdAt: r.created_at.toISOString(),
});

/** One relation that involves the company (as parent or daughter), or null. */
export async function loadRelationship(db: Db, companyId: number, relationshipId: number): Promise<Relationship | null> {
  const row = await selectRelationships(db)
    .where('r.id', '=', relationshipId)
    .where((eb) => eb.or([eb('r.parent_company_id', '=', companyId), eb('r.daughter_company_id', '=', companyId)]))
    .executeTakeFirst();
  return row ? relationshipView(row) : null;
}
