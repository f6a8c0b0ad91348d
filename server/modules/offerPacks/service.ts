/**
 * A company's offer packs (SPEC §3 Company offer pack form): named, ordered sets of its references;
 * list, add, change, remove (audited) and the pack as one PDF (pdf.ts).
 */
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { notFound, unprocessable } from '../../http/errors';
import { containsPattern, defineList, entitySortable } from '../../http/list';
import { entityView } from '../../http/view';
import { recordChange } from '../../shared/auditRecord';
import type { Page } from '../../../src/domain/api/lists';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { billingInEuros } from '../../../src/domain/billing';
import { offerPack, type OfferPack, type OfferPackBody } from '../../../src/domain/entities/offerPack';
import type { OfferPackPdfInput, OfferPackPdfReference } from './pdf';
import { FileMissingError, type FileStorage } from '../../integrations/storage';

const ENTITY = 'offer_pack';
export const OFFER_PACK_NOT_FOUND = 'Tarjouspakettia ei löytynyt.';
export const FOREIGN_REFERENCE = 'Valitse referenssit yrityksen omista referensseistä.';

const view = entityView(offerPack);

function selectPacks(db: Db | Transaction<Database>) {
  return db
    .selectFrom('offer_packs as op')
    .select([
      'op.id',
      'op.company_id',
      'op.name',
      'op.created_at',
      'op.updated_at',
      sql<number[]>`coalesce((select array_agg(opr.reference_id order by opr.position) from offer_pack_references opr where opr.offer_pack_id = op.id), '{}')`.as(
        'reference_ids',
      ),
    ]);
}

type PackRow = Awaited<ReturnType<ReturnType<typeof selectPacks>['executeTakeFirstOrThrow']>>;
const packView = (row: PackRow): OfferPack => view(row, { referenceIds: row.reference_ids.map(Number) });

const audited = (name: string, referenceIds: number[]) => ({ name, reference_ids: referenceIds });

export const offerPackList = defineList({
  sortable: entitySortable(offerPack, 'op'),
  defaultSort: 'name',
  tiebreaker: 'op.id',
  search: true,
});

export async function listPacks(db: Db, companyId: number, query: z.output<typeof offerPackList.query>): Promise<Page<OfferPack>> {
  return offerPackList.page(selectPacks(db).where('op.company_id', '=', companyId), query, {
    view: packView,
    search: (q) => (eb) => eb(sql`lower(op.name)`, 'like', containsPattern(q)),
  });
}

async function loadPack(db: Db | Transaction<Database>, companyId: number, packId: number, lock = false): Promise<PackRow> {
  let query = selectPacks(db).where('op.company_id', '=', companyId).where('op.id', '=', packId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(OFFER_PACK_NOT_FOUND);
  return row;
}

export async function getPack(db: Db, companyId: number, packId: number): Promise<OfferPack> {
  return packView(await loadPack(db, companyId, packId));
}

/** Every id must be one of the company's own references (another company's is as unknown as a missing one). */
async function checkReferences(trx: Transaction<Database>, companyId: number, ids: number[]): Promise<void> {
  const found = await trx.selectFrom('company_references').select('id').where('company_id', '=', companyId).where('id', 'in', ids).execute();
  if (found.length !== ids.length) throw unprocessable({ reference_ids: [FOREIGN_REFERENCE] });
}

async function setReferences(trx: Transaction<Database>, packId: number, ids: number[]): Promise<void> {
  await trx.deleteFrom('offer_pack_references').where('offer_pack_id', '=', packId).execute();
  if (ids.length) await trx.insertInto('offer_pack_references').values(ids.map((referenceId, position) => ({ offer_pack_id: packId, reference_id: referenceId, position }))).execute();
}

export async function createPack(ctx: AppContext, user: CurrentUser, companyId: number, body: OfferPackBody): Promise<OfferPack> {
  const ids = body.reference_ids ?? [];
  const packId = await ctx.db.transaction().execute(async (trx) => {
    await checkReferences(trx, companyId, ids);
    const row = await trx.insertInto('offer_packs').values({ company_id: companyId, name: body.name, created_by_user_id: user.id }).returning('id').executeTakeFirstOrThrow();
    await setReferences(trx, row.id, ids);
    await recordChange(trx, { companyId, userId: user.id, entity: ENTITY, entityId: row.id, action: 'create', after: audited(body.name, ids) });
    return row.id;
  });
  return getPack(ctx.db, companyId, packId);
}

export async function updatePack(ctx: AppContext, user: CurrentUser, companyId: number, packId: number, body: Partial<OfferPackBody>): Promise<OfferPack> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await loadPack(trx, companyId, packId, true);
    const name = body.name ?? before.name;
    const ids = body.reference_ids ?? before.reference_ids.map(Number);
    if (body.reference_ids) {
      await checkReferences(trx, companyId, ids);
      await setReferences(trx, packId, ids);
    }
    await trx.updateTable('offer_packs').set({ name, updated_at: sql`now()` }).where('id', '=', packId).execute();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: ENTITY,
      entityId: packId,
      action: 'update',
      before: audited(before.name, before.reference_ids.map(Number)),
      after: audited(name, ids),
    });
  });
  return getPack(ctx.db, companyId, packId);
}

export async function deletePack(ctx: AppContext, user: CurrentUser, companyId: number, packId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await loadPack(trx, companyId, packId, true);
    await trx.deleteFrom('offer_packs').where('id', '=', packId).execute();
    await recordChange(trx, { companyId, userId: user.id, entity: ENTITY, entityId: packId, action: 'delete', before: audited(before.name, before.reference_ids.map(Number)) });
  });
}

const describe = (kind: string, id: number | null) => (id === null ? null : (DESCRIBABLES[kind]?.find((entry) => entry.id === id)?.shortDescription ?? null));


/** Each reference's industries as "2.1.3 Name", in the tree's order. */
async function industryNames(db: Db, referenceIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (!referenceIds.length) return names;
  const rows = await db
    .selectFrom('reference_expertises as re')
    .innerJoin('classification_industries as ci', 'ci.id', 're.classification_industry_id')
    .select(['re.reference_id', sql<string>`ci.symbolic_number || ' ' || ci.short_description`.as('name')])
    .where('re.reference_id', 'in', referenceIds)
    .orderBy('ci.sort_number')
    .execute();
  for (const row of rows) names.set(row.reference_id, [...(names.get(row.reference_id) ?? []), row.name]);
  return names;
}

/** Each reference's default image in the md size (SPEC §9), read from the file store; a missing blob leaves the image out. */
async function defaultImages(db: Db, storage: FileStorage, referenceIds: number[]): Promise<Map<number, Buffer>> {
  const images = new Map<number, Buffer>();
  if (!referenceIds.length) return images;
  const rows = await db
    .selectFrom('reference_images as ri')
    .innerJoin('files as f', 'f.id', 'ri.file_id')
    .select(['ri.reference_id', 'f.hash', 'f.variants'])
    .where('ri.reference_id', 'in', referenceIds)
    .where('ri.is_default', '=', true)
    .execute();
  await Promise.all(
    rows.map(async (row) => {
      const variants = (typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants) as Partial<Record<string, { hash: string }>>;
      try {
        images.set(row.reference_id, await storage.get(variants.md?.hash ?? row.hash));
      } catch (error) {
        if (!(error instanceof FileMissingError)) throw error;
      }
    }),
  );
  return images;
}

/** What the PDF shows of a pack: the company, the pack, and its references in order with their texts. */
export async function packPdfInput(db: Db, storage: FileStorage, companyId: number, packId: number): Promise<OfferPackPdfInput & { fileName: string }> {
  const pack = await loadPack(db, companyId, packId);
  const company = await db.selectFrom('companies').select(['name', 'registration_number']).where('id', '=', companyId).executeTakeFirstOrThrow();
  const ids = pack.reference_ids.map(Number);
  const rows = ids.length
    ? await db
        .selectFrom('company_references')
        .select([
          'id',
          'title',
          'client_name',
          'client_registration_number',
          sql<string | null>`work_start_date::text`.as('work_start_date'),
          sql<string | null>`work_end_date::text`.as('work_end_date'),
          'total_billing',
          'total_billing_unit_id',
          'work_description',
          'company_role_id',
        ])
        .where('company_id', '=', companyId)
        .where('id', 'in', ids)
        .execute()
    : [];
  const [industries, images] = await Promise.all([industryNames(db, ids), defaultImages(db, storage, ids)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const references: OfferPackPdfReference[] = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        title: row.title,
        clientName: row.client_name,
        clientRegistrationNumber: row.client_registration_number,
        workStartDate: row.work_start_date,
        workEndDate: row.work_end_date,
        totalBillingEuros: billingInEuros(row.total_billing, row.total_billing_unit_id),
        description: row.work_description,
        role: describe('company-roles', row.company_role_id),
        industries: industries.get(id) ?? [],
        image: images.get(id) ?? null,
      },
    ];
  });
  return {
    companyName: company.name,
    companyRegistrationNumber: company.registration_number,
    packName: pack.name,
    createdOn: new Date(),
    references,
    fileName: `${pack.name}.pdf`,
  };
}
