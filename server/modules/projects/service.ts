/**
 * A company's projects (SPEC §3 Project): list, add, change, remove; the visiting and the
 * coordinates address as address records; the location check of SPEC §4 in every answer;
 * every change in the audit log.
 */
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database, ProjectAddressRow, ProjectRow } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { containsPattern, defineList, entitySortable } from '../../http/list';
import { entityView } from '../../http/view';
import { recordChange } from '../../shared/auditRecord';
import { ContactType } from '../../../src/domain/codes';
import { mapKeys, toSnakeCase } from '../../../src/domain/caseKeys';
import { project, type Project, type ProjectBody } from '../../../src/domain/entities/project';
import { checkProjectLocation } from '../../../src/domain/projectLocation';
import type { Page } from '../../../src/domain/api/lists';

export const PROJECT_NOT_FOUND = 'Hanketta ei löytynyt.';
export const PROJECT_IN_USE = 'Projektia ei voi poistaa, koska siihen on liitetty referenssejä. Poista liitokset ensin.';

const projectView = entityView(project);

/**
 * Tables whose rows link to a project (a reference's project_id) make it "in use": the references'
 * migration adds { table: 'references', column: 'project_id' } here. A foreign key restrict is the last guard.
 */
export const PROJECT_USERS: ReadonlyArray<{ table: string; column: string }> = [{ table: 'company_references', column: 'project_id' }];

export const projectList = defineList({
  sortable: entitySortable(project, 'p'),
  defaultSort: 'id',
  defaultOrder: 'desc',
  tiebreaker: 'p.id',
  search: true,
});

type Addresses = { visiting: ProjectAddressRow | null; coordinates: ProjectAddressRow | null };

const visitingOf = (row: ProjectAddressRow | null) =>
  row && { id: row.id, addressTypeId: row.address_type_id, street: row.street, zipcode: row.zipcode, city: row.city, country: row.country };
const coordinatesOf = (row: ProjectAddressRow | null) => row && { id: row.id, addressTypeId: row.address_type_id, location: row.location };

function toRecord(row: ProjectRow, addresses: Addresses): Project {
  return projectView(row, {
    visitingAddress: visitingOf(addresses.visiting),
    coordinatesAddress: coordinatesOf(addresses.coordinates),
    locationCheck: checkProjectLocation({
      propertyCode: row.property_code,
      buildingCode: row.building_code,
      coordinates: addresses.coordinates?.location,
      zipcode: addresses.visiting?.zipcode,
      city: addresses.visiting?.city,
    }),
  });
}

async function addressesOf(db: AppContext['db'] | Transaction<Database>, projectIds: number[]): Promise<Map<number, Addresses>> {
  const map = new Map<number, Addresses>();
  if (projectIds.length === 0) return map;
  const rows = await db.selectFrom('project_addresses').selectAll().where('project_id', 'in', projectIds).execute();
  for (const row of rows) {
    const entry = map.get(row.project_id) ?? { visiting: null, coordinates: null };
    if (row.address_type_id === ContactType.visitingFinnish) entry.visiting = row;
    if (row.address_type_id === ContactType.coordinates) entry.coordinates = row;
    map.set(row.project_id, entry);
  }
  return map;
}

const none: Addresses = { visiting: null, coordinates: null };

export async function listProjects(ctx: AppContext, companyId: number, query: z.output<typeof projectList.query>): Promise<Page<Project>> {
  const select = ctx.db.selectFrom('projects as p').selectAll('p').where('p.company_id', '=', companyId);
  const page = await projectList.page(select, query, {
    view: (row: ProjectRow) => row,
    search: (q) => {
      const pattern = containsPattern(q);
      return (eb) =>
        eb.or([
          eb(sql`lower(p.name)`, 'like', pattern),
          eb(sql`lower(coalesce(p.district, ''))`, 'like', pattern),
          eb(sql`lower(coalesce(p.property_code, ''))`, 'like', pattern),
          eb(sql`lower(coalesce(p.site_key, ''))`, 'like', pattern),
          eb.exists(
            eb
              .selectFrom('project_addresses as pa')
              .select('pa.id')
              .whereRef('pa.project_id', '=', 'p.id')
              .where(sql<boolean>`lower(coalesce(pa.city, '') || ' ' || coalesce(pa.street, '')) like ${pattern}`),
          ),
        ]);
    },
  });
  const addresses = await addressesOf(ctx.db, page.data.map((row) => row.id));
  return { data: page.data.map((row) => toRecord(row, addresses.get(row.id) ?? none)), meta: page.meta };
}

export async function getProject(ctx: AppContext, companyId: number, projectId: number): Promise<Project> {
  const row = await ctx.db.selectFrom('projects').selectAll().where('id', '=', projectId).where('company_id', '=', companyId).executeTakeFirst();
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return toRecord(row, (await addressesOf(ctx.db, [row.id])).get(row.id) ?? none);
}

const LOOKUPS: Array<[keyof ProjectBody & string, string]> = [
  ['planning_type_id', 'planning-types'],
  ['contract_type_id', 'contract-types'],
  ['project_classification_id', 'project-classifications'],
  ['project_size_unit_id', 'project-size-units'],
  ['sector_id', 'sectors'],
];

async function checkLookups(trx: Transaction<Database>, body: Partial<ProjectBody>): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [field, kind] of LOOKUPS) {
    const id = body[field];
    if (typeof id !== 'number') continue;
    const found = await trx.selectFrom('describables').select('id').where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
    if (!found) errors[field] = ['Valitse arvo listalta.'];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

type Columns = Omit<Partial<ProjectBody>, 'visiting_address' | 'coordinates_address'>;

function columnsOf(body: Partial<ProjectBody>): Columns {
  const { visiting_address: _visiting, coordinates_address: _coordinates, ...columns } = body;
  return columns;
}

/** Writes one address record: undefined keeps it, null removes it, values replace it. */
async function writeAddress(trx: Transaction<Database>, projectId: number, type: number, values: Record<string, string | null> | null | undefined) {
  if (values === undefined) return;
  if (values === null) {
    await trx.deleteFrom('project_addresses').where('project_id', '=', projectId).where('address_type_id', '=', type).execute();
    return;
  }
  const row = {
    street: values.street ?? null,
    zipcode: values.zipcode ?? null,
    city: values.city ?? null,
    country: values.country ?? 'FI',
    location: values.location ?? null,
  };
  await trx
    .insertInto('project_addresses')
    .values({ project_id: projectId, address_type_id: type, ...row })
    .onConflict((oc) => oc.constraint('project_addresses_one_per_type').doUpdateSet(row))
    .execute();
}

async function writeAddresses(trx: Transaction<Database>, projectId: number, body: Partial<ProjectBody>) {
  await writeAddress(trx, projectId, ContactType.visitingFinnish, body.visiting_address);
  await writeAddress(trx, projectId, ContactType.coordinates, body.coordinates_address);
}

/** The audit values: the project's columns and its two addresses, as stored. */
const audited = (record: Project) => {
  const { id: _id, companyId: _company, locationCheck: _check, visitingAddress, coordinatesAddress, ...rest } = record;
  return {
    ...mapKeys(rest, toSnakeCase),
    visiting_address: visitingAddress && { street: visitingAddress.street, zipcode: visitingAddress.zipcode, city: visitingAddress.city, country: visitingAddress.country },
    coordinates_address: coordinatesAddress && { location: coordinatesAddress.location },
  };
};

async function reread(trx: Transaction<Database>, projectId: number): Promise<Project> {
  const row = await trx.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirstOrThrow();
  return toRecord(row, (await addressesOf(trx, [projectId])).get(projectId) ?? none);
}

export async function createProject(ctx: AppContext, user: CurrentUser, companyId: number, body: ProjectBody): Promise<Project> {
  return ctx.db.transaction().execute(async (trx) => {
    await checkLookups(trx, body);
    const row = await trx
      .insertInto('projects')
      .values({ ...columnsOf(body), name: body.name, company_id: companyId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAddresses(trx, row.id, body);
    const record = await reread(trx, row.id);
    await recordChange(trx, { companyId, userId: user.id, entity: 'project', entityId: row.id, action: 'create', after: audited(record) });
    return record;
  });
}

async function lockedProject(trx: Transaction<Database>, companyId: number, projectId: number): Promise<Project> {
  const row = await trx.selectFrom('projects').select('id').where('id', '=', projectId).where('company_id', '=', companyId).forUpdate().executeTakeFirst();
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return reread(trx, projectId);
}

export async function updateProject(ctx: AppContext, user: CurrentUser, companyId: number, projectId: number, body: Partial<ProjectBody>): Promise<Project> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockedProject(trx, companyId, projectId);
    await checkLookups(trx, body);
    await trx
      .updateTable('projects')
      .set({ ...columnsOf(body), updated_at: sql`now()` })
      .where('id', '=', projectId)
      .execute();
    await writeAddresses(trx, projectId, body);
    const record = await reread(trx, projectId);
    await recordChange(trx, { companyId, userId: user.id, entity: 'project', entityId: projectId, action: 'update', before: audited(before), after: audited(record) });
    return record;
  });
}

async function inUse(trx: Transaction<Database>, projectId: number): Promise<boolean> {
  for (const { table, column } of PROJECT_USERS) {
    const result = await sql<{ used: boolean }>`select exists (select 1 from ${sql.table(table)} where ${sql.ref(column)} = ${projectId}) as used`.execute(trx);
    if (result.rows[0]?.used) return true;
  }
  return false;
}

export async function deleteProject(ctx: AppContext, user: CurrentUser, companyId: number, projectId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockedProject(trx, companyId, projectId);
    if (await inUse(trx, projectId)) throw conflict(PROJECT_IN_USE, 'project_in_use');
    try {
      await trx.deleteFrom('projects').where('id', '=', projectId).execute();
    } catch (error) {
      if ((error as { code?: unknown }).code === '23503') throw conflict(PROJECT_IN_USE, 'project_in_use');
      throw error;
    }
    await recordChange(trx, { companyId, userId: user.id, entity: 'project', entityId: projectId, action: 'delete', before: audited(before) });
  });
}
