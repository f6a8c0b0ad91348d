/**
 * The association's classification industries (SPEC §3) and their requirements: the tree every
 * signed-in user reads, the office changes; every change in the audit log (no company: company_id null).
 */
import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ClassificationIndustryRequirementRow, ClassificationIndustryRow, Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { containsPattern, defineList, entitySortable } from '../../http/list';
import { entityView } from '../../http/view';
import { recordChange } from '../../shared/auditRecord';
import {
  classificationIndustry,
  industryRequirement,
  REQUIREMENT_EMPTY,
  requirementAsks,
  type ClassificationIndustry,
  type ClassificationIndustryBody,
  type ClassificationIndustryNode,
  type IndustryRequirement,
  type IndustryRequirementBody,
} from '../../../src/domain/entities/classificationIndustry';
import { buildIndustryTree, filterIndustryTree, industrySortNumber, parentSymbolicNumber } from '../../../src/domain/industries';
import { hasOfficePermission } from '../../../src/domain/permissions';
import type { Page } from '../../../src/domain/api/lists';
import { wholeList } from '../../../src/domain/schemas/list';

export const INDUSTRY_NOT_FOUND = 'Toimialaa ei löytynyt.';
export const REQUIREMENT_NOT_FOUND = 'Vaatimusta ei löytynyt.';
export const INDUSTRY_HAS_CHILDREN = 'Toimialaa ei voi poistaa, koska sillä on alatoimialoja. Poista tai siirrä ne ensin.';
export const INDUSTRY_IN_USE = 'Toimialaa ei voi poistaa, koska se on käytössä (referensseissä tai hakemuksissa). Voit poistaa sen käytöstä.';
export const SYMBOLIC_NUMBER_TAKEN = 'Tällä numerolla on jo toimiala.';

const industryView = entityView(classificationIndustry);
const requirementView = entityView(industryRequirement);

const booleanFlag = z.enum(['true', 'false', '1', '0'], { error: 'Arvon on oltava true tai false.' }).transform((value) => value === 'true' || value === '1');

/** Flat by sort number (SPEC §9) at first; `tree=true` answers the roots with their children nested. */
export const industryList = defineList({
  sortable: entitySortable(classificationIndustry, 'ci'),
  defaultSort: 'sortNumber',
  tiebreaker: 'ci.id',
  search: true,
  allPageSize: 1000,
  filters: {
    tree: booleanFlag,
    active: booleanFlag,
    parent_id: z.string().regex(/^[1-9][0-9]{0,9}$/, 'Tunnisteen on oltava positiivinen kokonaisluku.').transform(Number),
    available_proficiency: booleanFlag,
    available_certification: booleanFlag,
  },
});
type IndustryListQuery = z.output<typeof industryList.query>;

/**
 * Tables whose rows point at an industry (a reference's expertises, an application's industries) make it
 * "in use". Later migrations add their foreign keys here; the database's own restrict is the last guard.
 */
export const INDUSTRY_USERS: ReadonlyArray<{ table: string; column: string }> = [{ table: 'reference_expertises', column: 'classification_industry_id' }];

/** The requirements a user sees: the general ones; the office also those set for one company. */
async function requirementsOf(ctx: AppContext | { db: Transaction<Database> }, industryIds: number[], office: boolean): Promise<Map<number, IndustryRequirement[]>> {
  const byIndustry = new Map<number, IndustryRequirement[]>();
  if (industryIds.length === 0) return byIndustry;
  let select = ctx.db.selectFrom('classification_industry_requirements').selectAll().where('classification_industry_id', 'in', industryIds);
  if (!office) select = select.where('company_id', 'is', null);
  const rows = await select.orderBy('id').execute();
  for (const row of rows) {
    const list = byIndustry.get(row.classification_industry_id) ?? [];
    list.push(requirementView(row));
    byIndustry.set(row.classification_industry_id, list);
  }
  return byIndustry;
}

const withRequirements = (row: ClassificationIndustryRow, requirements: Map<number, IndustryRequirement[]>): ClassificationIndustry =>
  industryView(row, { requirements: requirements.get(row.id) ?? [] });

export async function listIndustries(ctx: AppContext, user: CurrentUser, query: IndustryListQuery): Promise<Page<ClassificationIndustryNode>> {
  const office = hasOfficePermission(user);
  if (query.tree) {
    let select = ctx.db.selectFrom('classification_industries').selectAll().orderBy('sort_number').orderBy('id');
    if (query.active !== undefined) select = select.where('active', '=', query.active);
    const rows = await select.execute();
    const requirements = await requirementsOf(ctx, rows.map((row) => row.id), office);
    const tree = buildIndustryTree(rows.map((row) => withRequirements(row, requirements)));
    return wholeList(filterIndustryTree(tree, query.q ?? ''));
  }
  const select = ctx.db.selectFrom('classification_industries as ci').selectAll('ci');
  const page = await industryList.page(select, query, {
    view: (row: ClassificationIndustryRow) => row,
    filters: {
      tree: () => () => sql<boolean>`true`,
      active: (value) => (eb) => eb('ci.active', '=', value),
      parent_id: (value) => (eb) => eb('ci.parent_id', '=', value),
      available_proficiency: (value) => (eb) => eb('ci.available_proficiency', '=', value),
      available_certification: (value) => (eb) => eb('ci.available_certification', '=', value),
    },
    search: (q) => {
      // A number (2.1) finds that industry and what is under it; words find names and descriptions.
      if (/^\d+(\.\d+)*\.?$/.test(q.trim())) {
        const number = q.trim().replace(/\.$/, '');
        return (eb) => eb.or([eb('ci.symbolic_number', '=', number), eb('ci.symbolic_number', 'like', `${number.replace(/[\\%_]/g, '')}.%`)]);
      }
      const pattern = containsPattern(q);
      return (eb) => eb.or([eb(sql`lower(ci.short_description)`, 'like', pattern), eb(sql`lower(coalesce(ci.long_description, ''))`, 'like', pattern)]);
    },
  });
  const requirements = await requirementsOf(ctx, page.data.map((row) => row.id), office);
  return { data: page.data.map((row) => withRequirements(row, requirements)), meta: page.meta };
}

export async function getIndustry(ctx: AppContext, user: CurrentUser, industryId: number): Promise<ClassificationIndustry> {
  const row = await ctx.db.selectFrom('classification_industries').selectAll().where('id', '=', industryId).executeTakeFirst();
  if (!row) throw notFound(INDUSTRY_NOT_FOUND);
  return withRequirements(row, await requirementsOf(ctx, [row.id], hasOfficePermission(user)));
}

const auditedIndustry = (row: ClassificationIndustryRow) => ({
  symbolic_number: row.symbolic_number,
  short_description: row.short_description,
  long_description: row.long_description,
  parent_id: row.parent_id,
  sort_number: row.sort_number,
  available_proficiency: row.available_proficiency,
  available_certification: row.available_certification,
  active: row.active,
});

const auditedRequirement = (row: ClassificationIndustryRequirementRow) => ({
  classification_industry_id: row.classification_industry_id,
  certificate_type_id: row.certificate_type_id,
  min_total_billing: row.min_total_billing,
  max_reference_age: row.max_reference_age,
  min_reference_count: row.min_reference_count,
  file_type_id: row.file_type_id,
  company_id: row.company_id,
  education_degree_ids: row.education_degree_ids,
  person_certificate_type_ids: row.person_certificate_type_ids,
});

/** The parent and sort number an industry's symbolic number gives (SPEC §9); 422 when the parent is missing. */
async function placeOf(trx: Transaction<Database>, symbolicNumber: string, selfId: number | null) {
  const sortNumber = industrySortNumber(symbolicNumber);
  if (sortNumber === null) throw unprocessable({ symbolic_number: ['Numeron on oltava muotoa 2, 2.1 tai 2.1.3 (kukin osa 1–99).'] });
  const parentNumber = parentSymbolicNumber(symbolicNumber);
  let parentId: number | null = null;
  if (parentNumber !== null) {
    const parent = await trx.selectFrom('classification_industries').select('id').where('symbolic_number', '=', parentNumber).executeTakeFirst();
    if (!parent || parent.id === selfId) throw unprocessable({ symbolic_number: [`Ylemmän tason toimialaa ${parentNumber} ei ole. Lisää se ensin.`] });
    parentId = parent.id;
  }
  const taken = await trx.selectFrom('classification_industries').select('id').where('symbolic_number', '=', symbolicNumber).executeTakeFirst();
  if (taken && taken.id !== selfId) throw unprocessable({ symbolic_number: [SYMBOLIC_NUMBER_TAKEN] });
  return { parent_id: parentId, sort_number: sortNumber, symbolic_number: symbolicNumber.trim() };
}

/** Lookup ids a body names must exist in their lists (the declaration says which list). */
async function checkLookups(trx: Transaction<Database>, body: Partial<IndustryRequirementBody>): Promise<void> {
  const checks: Array<[string, string, number[]]> = [
    ['certificate_type_id', 'certificate-kinds', body.certificate_type_id ? [body.certificate_type_id] : []],
    ['file_type_id', 'company-document-types', body.file_type_id ? [body.file_type_id] : []],
    ['education_degree_ids', 'education-degrees', body.education_degree_ids ?? []],
    ['person_certificate_type_ids', 'person-certificate-types', body.person_certificate_type_ids ?? []],
  ];
  const errors: Record<string, string[]> = {};
  for (const [field, kind, ids] of checks) {
    if (ids.length === 0) continue;
    const found = await trx.selectFrom('describables').select('id').where('kind', '=', kind).where('id', 'in', ids).execute();
    if (found.length !== new Set(ids).size) errors[field] = ['Valitse arvo listalta.'];
  }
  if (body.company_id) {
    const company = await trx.selectFrom('companies').select('id').where('id', '=', body.company_id).executeTakeFirst();
    if (!company) errors.company_id = ['Yritystä ei löytynyt.'];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

export async function createIndustry(ctx: AppContext, user: CurrentUser, body: ClassificationIndustryBody): Promise<ClassificationIndustry> {
  return ctx.db.transaction().execute(async (trx) => {
    const place = await placeOf(trx, body.symbolic_number, null);
    const row = await trx
      .insertInto('classification_industries')
      .values({
        ...place,
        short_description: body.short_description,
        long_description: body.long_description ?? null,
        available_proficiency: body.available_proficiency ?? false,
        available_certification: body.available_certification ?? false,
        active: body.active ?? true,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(trx, { companyId: null, userId: user.id, entity: 'classification_industry', entityId: row.id, action: 'create', after: auditedIndustry(row) });
    return industryView(row, { requirements: [] });
  });
}

async function lockedIndustry(trx: Transaction<Database>, industryId: number): Promise<ClassificationIndustryRow> {
  const row = await trx.selectFrom('classification_industries').selectAll().where('id', '=', industryId).forUpdate().executeTakeFirst();
  if (!row) throw notFound(INDUSTRY_NOT_FOUND);
  return row;
}

export async function updateIndustry(ctx: AppContext, user: CurrentUser, industryId: number, body: Partial<ClassificationIndustryBody>): Promise<ClassificationIndustry> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockedIndustry(trx, industryId);
    const renumbered = body.symbolic_number !== undefined && body.symbolic_number !== before.symbolic_number;
    if (renumbered) {
      const children = await trx.selectFrom('classification_industries').select('id').where('parent_id', '=', industryId).executeTakeFirst();
      if (children) throw conflict('Toimialan numeroa ei voi muuttaa, koska sillä on alatoimialoja.');
    }
    const place = renumbered ? await placeOf(trx, body.symbolic_number ?? '', industryId) : {};
    const { symbolic_number: _number, ...rest } = body;
    const row = await trx
      .updateTable('classification_industries')
      .set({ ...rest, ...place, updated_at: sql`now()` })
      .where('id', '=', industryId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(trx, {
      companyId: null,
      userId: user.id,
      entity: 'classification_industry',
      entityId: industryId,
      action: 'update',
      before: auditedIndustry(before),
      after: auditedIndustry(row),
    });
    return withRequirements(row, await requirementsOf({ db: trx }, [row.id], true));
  });
}

/** Is the industry used by a record (INDUSTRY_USERS) that must not lose it? */
async function inUse(trx: Transaction<Database>, industryId: number): Promise<boolean> {
  for (const { table, column } of INDUSTRY_USERS) {
    const result = await sql<{ used: boolean }>`select exists (select 1 from ${sql.table(table)} where ${sql.ref(column)} = ${industryId}) as used`.execute(trx);
    if (result.rows[0]?.used) return true;
  }
  return false;
}

export async function deleteIndustry(ctx: AppContext, user: CurrentUser, industryId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockedIndustry(trx, industryId);
    const child = await trx.selectFrom('classification_industries').select('id').where('parent_id', '=', industryId).executeTakeFirst();
    if (child) throw conflict(INDUSTRY_HAS_CHILDREN, 'industry_has_children');
    if (await inUse(trx, industryId)) throw conflict(INDUSTRY_IN_USE, 'industry_in_use');
    try {
      await trx.deleteFrom('classification_industries').where('id', '=', industryId).execute();
    } catch (error) {
      // A foreign key restrict of a table not (yet) in INDUSTRY_USERS.
      if ((error as { code?: unknown }).code === '23503') throw conflict(INDUSTRY_IN_USE, 'industry_in_use');
      throw error;
    }
    await recordChange(trx, { companyId: null, userId: user.id, entity: 'classification_industry', entityId: industryId, action: 'delete', before: auditedIndustry(before) });
  });
}

// Requirements -----------------------------------------------------------------------------------

async function lockedRequirement(trx: Transaction<Database>, industryId: number, requirementId: number): Promise<ClassificationIndustryRequirementRow> {
  const row = await trx
    .selectFrom('classification_industry_requirements')
    .selectAll()
    .where('id', '=', requirementId)
    .where('classification_industry_id', '=', industryId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(REQUIREMENT_NOT_FOUND);
  return row;
}

export async function listRequirements(ctx: AppContext, user: CurrentUser, industryId: number): Promise<Page<IndustryRequirement>> {
  const industry = await ctx.db.selectFrom('classification_industries').select('id').where('id', '=', industryId).executeTakeFirst();
  if (!industry) throw notFound(INDUSTRY_NOT_FOUND);
  return wholeList((await requirementsOf(ctx, [industryId], hasOfficePermission(user))).get(industryId) ?? []);
}

export async function getRequirement(ctx: AppContext, user: CurrentUser, industryId: number, requirementId: number): Promise<IndustryRequirement> {
  let select = ctx.db.selectFrom('classification_industry_requirements').selectAll().where('id', '=', requirementId).where('classification_industry_id', '=', industryId);
  if (!hasOfficePermission(user)) select = select.where('company_id', 'is', null);
  const row = await select.executeTakeFirst();
  if (!row) throw notFound(REQUIREMENT_NOT_FOUND);
  return requirementView(row);
}

export async function createRequirement(ctx: AppContext, user: CurrentUser, industryId: number, body: IndustryRequirementBody): Promise<IndustryRequirement> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockedIndustry(trx, industryId);
    if (!requirementAsks(body)) throw unprocessable({ general: [REQUIREMENT_EMPTY] }, REQUIREMENT_EMPTY);
    await checkLookups(trx, body);
    const row = await trx
      .insertInto('classification_industry_requirements')
      .values({
        classification_industry_id: industryId,
        certificate_type_id: body.certificate_type_id ?? null,
        min_total_billing: body.min_total_billing ?? null,
        max_reference_age: body.max_reference_age ?? null,
        min_reference_count: body.min_reference_count ?? null,
        file_type_id: body.file_type_id ?? null,
        company_id: body.company_id ?? null,
        education_degree_ids: body.education_degree_ids ?? [],
        person_certificate_type_ids: body.person_certificate_type_ids ?? [],
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(trx, { companyId: row.company_id, userId: user.id, entity: 'classification_industry_requirement', entityId: row.id, action: 'create', after: auditedRequirement(row) });
    return requirementView(row);
  });
}

export async function updateRequirement(
  ctx: AppContext,
  user: CurrentUser,
  industryId: number,
  requirementId: number,
  body: Partial<IndustryRequirementBody>,
): Promise<IndustryRequirement> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockedRequirement(trx, industryId, requirementId);
    await checkLookups(trx, body);
    const row = await trx
      .updateTable('classification_industry_requirements')
      .set({
        ...body,
        education_degree_ids: body.education_degree_ids ?? undefined,
        person_certificate_type_ids: body.person_certificate_type_ids ?? undefined,
        updated_at: sql`now()`,
      })
      .where('id', '=', requirementId)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Judged on what is stored now: the transaction undoes the change.
    if (!requirementAsks(row)) throw unprocessable({ general: [REQUIREMENT_EMPTY] }, REQUIREMENT_EMPTY);
    await recordChange(trx, {
      companyId: row.company_id,
      userId: user.id,
      entity: 'classification_industry_requirement',
      entityId: requirementId,
      action: 'update',
      before: auditedRequirement(before),
      after: auditedRequirement(row),
    });
    return requirementView(row);
  });
}

export async function deleteRequirement(ctx: AppContext, user: CurrentUser, industryId: number, requirementId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockedRequirement(trx, industryId, requirementId);
    await trx.deleteFrom('classification_industry_requirements').where('id', '=', requirementId).execute();
    await recordChange(trx, { companyId: before.company_id, userId: user.id, entity: 'classification_industry_requirement', entityId: requirementId, action: 'delete', before: auditedRequirement(before) });
  });
}

