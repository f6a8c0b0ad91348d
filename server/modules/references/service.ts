/** A company's references (SPEC §3 Reference): list with SPEC §7's search defaults, add, change, remove; each change audited. */
import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import { storable, UNSTORABLE_MESSAGE } from '../../../src/domain/entities/fields';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound, unprocessable, zodFieldErrors, type FieldErrors } from '../../http/errors';
import { containsPattern, defineList, entitySortable, searchText, textSearch, type ListQuery } from '../../http/list';
import { idSchema } from '../../http/params';
import { entityView, storedColumns } from '../../http/view';
import { recordChange } from '../../shared/auditRecord';
import type { Page } from '../../../src/domain/api/lists';
import { toSnakeCase } from '../../../src/domain/caseKeys';
import { requestSchema } from '../../../src/domain/entities/entity';
import { reference, REFERENCE_LOCKED_MESSAGE, type Reference, type ReferenceBody } from '../../../src/domain/entities/reference';
import { MAX_PAGE_SIZE } from '../../../src/domain/schemas/list';
import { industryAges, referenceIndustriesColumn } from './industryAges';
import { todayInFinland } from '../../../src/domain/referenceAge';
import { referenceExtraColumns, referenceExtras } from './extras';

const ENTITY = 'company_reference';
export const REFERENCE_NOT_FOUND = 'Referenssiä ei löytynyt.';
/** SPEC §7 reference search defaults: page 1, paginate 16, sort id, order desc, all_clients true. */
export const REFERENCE_PAGE_SIZE = 16;

/** The columns a body writes (every declared field the client sends, but the expertises, which are a table of their own). */
const WRITTEN = Object.entries(reference.fields)
  .filter(([key, field]) => field.input !== null && key !== 'expertises')
  .map(([key]) => toSnakeCase(key)) as Array<keyof ReferenceBody & string>;

/** The select list of a reference, built once: the declaration's columns, its industries, images and confirmation. */
const REFERENCE_COLUMNS = [...storedColumns(reference, 'r'), referenceIndustriesColumn(), ...referenceExtraColumns()] as const;

function selectReferences(db: Db) {
  return db.selectFrom('company_references as r').select(REFERENCE_COLUMNS);
}

type ReferenceRow = Awaited<ReturnType<ReturnType<typeof selectReferences>['executeTakeFirstOrThrow']>>;

const view = entityView(reference);

/** Rows → records, with what the reference's other tables add (industries and their requirements, images, the client's confirmation). */
function referenceViews(rows: ReferenceRow[]): Reference[] {
  const today = todayInFinland();
  return rows.map((row) => {
    const { images, confirmation, industries, ...columns } = row;
    return view(columns, {
      expertises: industries.map((industry) => industry.id),
      industryAges: industryAges(row.work_end_date, industries, today),
      ...referenceExtras(row.company_id, { id: row.id, images, confirmation }),
    });
  });
}

const yearSchema = z
  .string()
  .regex(/^\d{4}$/, 'Anna vuosi neljällä numerolla.')
  .transform(Number)
  .pipe(z.number().int().min(1900, 'Anna vuosi väliltä 1900–2100.').max(2100, 'Anna vuosi väliltä 1900–2100.'));
const booleanParam = z.enum(['true', 'false', '1', '0'], { error: 'Arvon on oltava true tai false.' }).transform((v) => v === 'true' || v === '1');

/** What q finds a reference by (migration 028's trigram index is on this text). */
const REFERENCE_TEXT = searchText(['r.title'], { optional: ['r.client_name', 'r.work_description'] });

/**
 * A company's references in each sortable order, the company first. With the company as
 * `company_id = any(array[1])` (below), PostgreSQL keeps it in the order and can walk
 * company_references_company (company_id, id) within the company, stopping after the page (a common
 * word), or find a rare word's few rows in company_references_search by the company's own entries.
 * With `company_id = 1` it drops the constant from the order and may walk the whole table's primary
 * key instead, filtering out every other company's references on the way (180,000 rows for a page of
 * the bench's large company); with a range (`>= 1 and <= 1`) the search index reads every entry of
 * the company (EXPLAIN ANALYZE on the bench data, docs/benchmarks.md).
 */
const SORTABLE = Object.fromEntries(
  Object.entries(entitySortable(reference, 'r')).map(([field, column]) => [field, ['r.company_id', ...(Array.isArray(column) ? column : [column])] as const]),
);

const list = defineList({
  sortable: SORTABLE,
  defaultSort: 'id',
  defaultOrder: 'desc',
  tiebreaker: 'r.id',
  search: true,
  filters: {
    industry_id: idSchema,
    year: yearSchema,
    client: z.string().trim().max(200, 'Tilaajan haku on liian pitkä.').refine(storable, UNSTORABLE_MESSAGE),
    visibility_type_id: idSchema,
    status_id: idSchema,
    all_clients: booleanParam,
  },
});

/**
 * SPEC §7's defaults on the one list path: paginate true (or left out) is a page of 16, all_clients
 * true. all_clients=false lists only the references whose client is recorded (docs/decisions.md).
 */
const referenceQuery = (list.query as unknown as z.ZodObject).extend({
  paginate: z
    .union([z.literal('true'), z.literal('false'), z.coerce.number().int().min(1).max(MAX_PAGE_SIZE)], {
      error: `Sivukoon on oltava true, false tai luku 1–${MAX_PAGE_SIZE}.`,
    })
    .default(REFERENCE_PAGE_SIZE)
    .transform((v) => (v === 'true' ? REFERENCE_PAGE_SIZE : v)),
  all_clients: booleanParam.default(true),
}) as unknown as z.ZodType<ListQuery<keyof ReturnType<typeof entitySortable> & string, typeof list.spec extends { filters?: infer F } ? NonNullable<F> : never, true>>;

export const referenceList = { query: referenceQuery };

export async function listReferences(db: Db, companyId: number, query: z.output<typeof referenceQuery>): Promise<Page<Reference>> {
  // The company as an array of one, so that it stays in the sort order (SORTABLE); written in (a
  // validated id), so that the plan is made for this company's number of references.
  const ofCompany = selectReferences(db).where(sql<boolean>`r.company_id = any(array[${sql.lit(companyId)}]::bigint[])`);
  const page = await list.page(ofCompany, query as never, {
    view: (row: ReferenceRow) => row,
    search: (q) => textSearch(q, REFERENCE_TEXT),
    filters: {
      industry_id: (industryId) => (eb) =>
        eb.exists(eb.selectFrom('reference_expertises as e').select('e.reference_id').whereRef('e.reference_id', '=', 'r.id').where('e.classification_industry_id', '=', industryId)),
      // The year the work went on: from its start to its end (either alone for a reference that has one).
      year: (year) => () =>
        sql<boolean>`${year} between extract(year from coalesce(r.work_start_date, r.work_end_date)) and extract(year from coalesce(r.work_end_date, r.work_start_date))`,
      client: (client) => (eb) => {
        const pattern = containsPattern(client);
        return eb.or([eb(sql`lower(coalesce(r.client_name, ''))`, 'like', pattern), eb(sql`lower(coalesce(r.client_registration_number, ''))`, 'like', pattern)]);
      },
      visibility_type_id: (typeId) => (eb) => eb('r.visibility_type_id', '=', typeId),
      status_id: (statusId) => (eb) => eb('r.status_id', '=', statusId),
      all_clients: (all) => () => (all ? sql<boolean>`true` : sql<boolean>`(r.client_name is not null or r.client_registration_number is not null)`),
    },
  });
  return { data: referenceViews(page.data), meta: page.meta };
}

export async function loadReference(db: Db, companyId: number, referenceId: number): Promise<Reference> {
  const row = await selectReferences(db).where('r.company_id', '=', companyId).where('r.id', '=', referenceId).executeTakeFirst();
  if (!row) throw notFound(REFERENCE_NOT_FOUND);
  const [record] = referenceViews([row]);
  return record;
}

type Trx = Transaction<Database>;

/** Ids the declaration cannot check alone: the contact person is one of the company's people, the contractor a company in the portal. */
async function checkLinks(trx: Trx, companyId: number, body: ReferenceBody): Promise<void> {
  const errors: FieldErrors = {};
  if (body.contractor_contact_person_id != null) {
    const person = await trx
      .selectFrom('company_people')
      .select('id')
      .where('company_id', '=', companyId)
      .where('person_id', '=', body.contractor_contact_person_id)
      .executeTakeFirst();
    if (!person) errors.contractor_contact_person_id = ['Valitse yhteyshenkilö yrityksen henkilöistä.'];
  }
  if (body.contractor_id != null) {
    const company = await trx.selectFrom('companies').select('id').where('id', '=', body.contractor_id).executeTakeFirst();
    if (!company) errors.contractor_id = ['Tuntematon urakoitsija.'];
  }
  Object.assign(errors, await checkIndustryAndProject(trx, companyId, body));
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

/** The project is the company's own; the industries exist and are in use. */
async function checkIndustryAndProject(trx: Trx, companyId: number, body: ReferenceBody): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (body.project_id != null) {
    const project = await trx.selectFrom('projects').select('id').where('id', '=', body.project_id).where('company_id', '=', companyId).executeTakeFirst();
    if (!project) errors.project_id = ['Valitse projekti yrityksen projekteista.'];
  }
  const wanted = body.expertises ?? [];
  if (wanted.length > 0) {
    const found = await trx.selectFrom('classification_industries').select('id').where('id', 'in', wanted).where('active', '=', true).execute();
    const known = new Set(found.map((row) => Number(row.id)));
    if (wanted.some((id) => !known.has(id))) errors.expertises = ['Valitse toimialat luokituksen toimialoista.'];
  }
  return errors;
}

/** What a body writes to the row. */
function columns(body: ReferenceBody): Record<string, unknown> {
  const values = body as Record<string, unknown>;
  return Object.fromEntries(WRITTEN.filter((column) => values[column] !== undefined).map((column) => [column, values[column] ?? null]));
}

/** What an audit row keeps of a reference: its written columns and its industries. */
type Audited = Record<string, unknown>;

async function auditedState(trx: Trx, referenceId: number): Promise<Audited | null> {
  const row = await trx
    .selectFrom('company_references as r')
    .select(storedColumns(reference, 'r'))
    .where('r.id', '=', referenceId)
    .executeTakeFirst();
  if (!row) return null;
  const stored = row as Record<string, unknown>;
  const state: Audited = Object.fromEntries([...WRITTEN, 'locked'].map((column) => [column, stored[column]]));
  const expertises = await trx
    .selectFrom('reference_expertises')
    .select('classification_industry_id')
    .where('reference_id', '=', referenceId)
    .orderBy('classification_industry_id')
    .execute();
  return { ...state, expertises: expertises.map((e) => Number(e.classification_industry_id)) };
}

async function writeExpertises(trx: Trx, referenceId: number, ids: readonly number[] | undefined): Promise<void> {
  if (ids === undefined) return;
  await trx.deleteFrom('reference_expertises').where('reference_id', '=', referenceId).execute();
  if (ids.length > 0) await trx.insertInto('reference_expertises').values(ids.map((id) => ({ reference_id: referenceId, classification_industry_id: id }))).execute();
}

export async function createReference(ctx: AppContext, user: CurrentUser, companyId: number, body: ReferenceBody): Promise<Reference> {
  const id = await ctx.db.transaction().execute(async (trx) => {
    await checkLinks(trx, companyId, body);
    const row = await trx
      .insertInto('company_references')
      .values({ ...(columns(body) as { title: string }), company_id: companyId, created_by_user_id: user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeExpertises(trx, row.id, body.expertises ?? []);
    const after = await auditedState(trx, row.id);
    await recordChange(trx, { companyId, userId: user.id, entity: ENTITY, entityId: row.id, action: 'create', after: withoutLocked(after) });
    return row.id;
  });
  return loadReference(ctx.db, companyId, id);
}

const withoutLocked = (state: Audited | null) => {
  if (!state) return null;
  const { locked: _locked, ...rest } = state;
  return rest;
};

/** Holds the company's reference for a change: 404 when not the company's, 409 when locked (used in a sent application). */
export async function holdForChange(trx: Trx, companyId: number, referenceId: number): Promise<void> {
  const row = await trx
    .selectFrom('company_references')
    .select(['id', 'locked'])
    .where('company_id', '=', companyId)
    .where('id', '=', referenceId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(REFERENCE_NOT_FOUND);
  if (row.locked) throw conflict(REFERENCE_LOCKED_MESSAGE, 'reference_locked');
}

/** The stored reference as audited, held for the change. */
async function lockedForChange(trx: Trx, companyId: number, referenceId: number): Promise<Audited> {
  await holdForChange(trx, companyId, referenceId);
  return (await auditedState(trx, referenceId)) as Audited;
}

const fullBody = requestSchema(reference);

export async function updateReference(ctx: AppContext, user: CurrentUser, companyId: number, referenceId: number, body: Partial<ReferenceBody>): Promise<Reference> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockedForChange(trx, companyId, referenceId);
    // What the update leaves out is kept; the whole is checked again (rules across fields read the stored values too).
    const merged = { ...withoutLocked(before), ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) };
    const parsed = fullBody.safeParse(merged);
    if (!parsed.success) throw unprocessable(zodFieldErrors(parsed.error));
    // Industries already linked stay even if the office has since retired them; new ones must be in use.
    await checkLinks(trx, companyId, { ...parsed.data, expertises: body.expertises });
    await trx
      .updateTable('company_references')
      .set({ ...columns(parsed.data), updated_at: sql`now()` })
      .where('id', '=', referenceId)
      .execute();
    await writeExpertises(trx, referenceId, body.expertises);
    const after = await auditedState(trx, referenceId);
    await recordChange(trx, { companyId, userId: user.id, entity: ENTITY, entityId: referenceId, action: 'update', before: withoutLocked(before), after: withoutLocked(after) });
  });
  return loadReference(ctx.db, companyId, referenceId);
}

export async function deleteReference(ctx: AppContext, user: CurrentUser, companyId: number, referenceId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockedForChange(trx, companyId, referenceId);
    await trx.deleteFrom('company_references').where('id', '=', referenceId).execute();
    await recordChange(trx, { companyId, userId: user.id, entity: ENTITY, entityId: referenceId, action: 'delete', before: withoutLocked(before) });
  });
}
