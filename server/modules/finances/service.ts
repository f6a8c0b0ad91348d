/**
 * A company's financial years (issue 10): the figures with their key ratios, the year's documents
 * (stored files with SPEC §3 financial document types), and what the statements lack (validate).
 * Every change is audited in its own transaction.
 */
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import { isUniqueViolation } from '../../db/constraints';
import type { Database, FinancialYearRow } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { saveFile } from '../../http/files';
import { defineList, entitySortable } from '../../http/list';
import type { UploadedFile } from '../../http/uploads';
import { entityView } from '../../http/view';
import { recordChange } from '../../shared/auditRecord';
import type { Page } from '../../../src/domain/api/lists';
import { mapKeys, toSnakeCase } from '../../../src/domain/caseKeys';
import {
  financialRatios,
  financialYear,
  financialYearRuleErrors,
  type FinancialYear,
  type FinancialYearBody,
  type FinancialYearFile,
} from '../../../src/domain/entities/financialYear';
import { financialYearErrors, latestClosedYears } from '../../../src/domain/finances';

export const YEAR_NOT_FOUND = 'Tilikautta ei löytynyt.';
export const FILE_NOT_FOUND = 'Tiedostoa ei löytynyt.';
const YEAR_ENTITY = 'financial_year';
const FILE_ENTITY = 'financial_year_file';

const view = entityView(financialYear);

/** The stored columns, dates as yyyy-MM-dd. */
const COLUMNS = [
  'fy.id',
  'fy.company_id',
  'fy.year',
  sql<string>`fy.period_start::text`.as('period_start'),
  sql<string>`fy.period_end::text`.as('period_end'),
  'fy.turnover',
  'fy.operating_profit',
  'fy.net_result',
  'fy.equity',
  'fy.balance_sheet_total',
  'fy.received_advances',
  'fy.current_assets',
  'fy.inventories',
  'fy.current_liabilities',
  'fy.personnel_count',
  'fy.additional_info',
  'fy.created_at',
  'fy.updated_at',
] as const;

const selectYears = (db: Db | Transaction<Database>) => db.selectFrom('financial_years as fy').select(COLUMNS);

/** What an audit row keeps of a year: its stored values as the body names them. */
const auditValues = (row: FinancialYearRow) => {
  const { id: _id, company_id: _company, created_at: _created, updated_at: _updated, ...values } = row;
  return values;
};

function filesQuery(db: Db | Transaction<Database>) {
  return db
    .selectFrom('financial_year_files as fyf')
    .innerJoin('files as f', 'f.id', 'fyf.file_id')
    .select(['fyf.id', 'fyf.financial_year_id', 'fyf.file_type_ids', 'fyf.created_at', 'f.original_name', 'f.mime_type', 'f.byte_size']);
}
type FileLinkRow = Awaited<ReturnType<ReturnType<typeof filesQuery>['execute']>>[number];

const fileView = (row: FileLinkRow): FinancialYearFile => ({
  id: row.id,
  financialYearId: row.financial_year_id,
  fileTypeIds: row.file_type_ids,
  name: row.original_name,
  mimeType: row.mime_type,
  byteSize: row.byte_size,
  createdAt: new Date(row.created_at).toISOString(),
});

async function filesOf(db: Db | Transaction<Database>, yearIds: number[]): Promise<Map<number, FinancialYearFile[]>> {
  const byYear = new Map<number, FinancialYearFile[]>();
  if (yearIds.length === 0) return byYear;
  const rows = await filesQuery(db).where('fyf.financial_year_id', 'in', yearIds).orderBy('fyf.id').execute();
  for (const row of rows) {
    const list = byYear.get(row.financial_year_id) ?? [];
    list.push(fileView(row));
    byYear.set(row.financial_year_id, list);
  }
  return byYear;
}

function yearView(row: FinancialYearRow, files: FinancialYearFile[]): FinancialYear {
  const record = view(row, { equityRatio: null, quickRatio: null, currentRatio: null, operatingMargin: null, files });
  return { ...record, ...financialRatios(record) };
}

/** Newest year first at first; sortable by year and period end. */
export const yearList = defineList({
  sortable: entitySortable(financialYear, 'fy'),
  defaultSort: 'year',
  defaultOrder: 'desc',
  tiebreaker: 'fy.id',
});

export async function listYears(db: Db, companyId: number, query: z.output<typeof yearList.query>): Promise<Page<FinancialYear>> {
  const page = await yearList.page(selectYears(db).where('fy.company_id', '=', companyId), query, { view: (row: FinancialYearRow) => row });
  const files = await filesOf(
    db,
    page.data.map((row) => row.id),
  );
  return { ...page, data: page.data.map((row) => yearView(row, files.get(row.id) ?? [])) };
}

export async function getYear(db: Db | Transaction<Database>, companyId: number, yearId: number): Promise<FinancialYear> {
  const row = await selectYears(db).where('fy.company_id', '=', companyId).where('fy.id', '=', yearId).executeTakeFirst();
  if (!row) throw notFound(YEAR_NOT_FOUND);
  return yearView(row, (await filesOf(db, [row.id])).get(row.id) ?? []);
}

const duplicateYear = (year: number | undefined) => conflict(`Tilikausi ${year ?? ''} on jo lisätty. Muokkaa sitä tai valitse toinen vuosi.`.replace('  ', ' '), 'duplicate_year');

/** The figures a body sets, as columns. */
const columnsOf = (body: Partial<FinancialYearBody>) => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));

export async function createYear(ctx: AppContext, user: CurrentUser, companyId: number, body: FinancialYearBody): Promise<FinancialYear> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('financial_years')
        .values({ ...columnsOf(body), company_id: companyId } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      const year = await selectYears(trx).where('fy.id', '=', row.id).executeTakeFirstOrThrow();
      await recordChange(trx, { companyId, userId: user.id, entity: YEAR_ENTITY, entityId: row.id, action: 'create', after: auditValues(year) });
      return yearView(year, []);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateYear(body.year);
    throw error;
  }
}

async function lockedYear(trx: Transaction<Database>, companyId: number, yearId: number): Promise<FinancialYearRow> {
  const row = await selectYears(trx).where('fy.company_id', '=', companyId).where('fy.id', '=', yearId).forUpdate().executeTakeFirst();
  if (!row) throw notFound(YEAR_NOT_FOUND);
  return row;
}

export async function updateYear(ctx: AppContext, user: CurrentUser, companyId: number, yearId: number, body: Partial<FinancialYearBody>): Promise<FinancialYear> {
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await lockedYear(trx, companyId, yearId);
      const merged = { ...before, ...columnsOf(body) } as FinancialYearRow;
      // The rules across fields on the whole record: an update may send only one of the fields a rule reads.
      const errors = financialYearRuleErrors({
        year: merged.year,
        periodStart: merged.period_start,
        periodEnd: merged.period_end,
        inventories: merged.inventories,
        currentAssets: merged.current_assets,
      });
      if (Object.keys(errors).length) {
        throw unprocessable(mapKeys(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])), toSnakeCase));
      }
      await trx
        .updateTable('financial_years')
        .set({ ...columnsOf(body), updated_at: sql`now()` } as never)
        .where('id', '=', yearId)
        .execute();
      const after = await selectYears(trx).where('fy.id', '=', yearId).executeTakeFirstOrThrow();
      await recordChange(trx, { companyId, userId: user.id, entity: YEAR_ENTITY, entityId: yearId, action: 'update', before: auditValues(before), after: auditValues(after) });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateYear(body.year);
    throw error;
  }
  return getYear(ctx.db, companyId, yearId);
}

export async function deleteYear(ctx: AppContext, user: CurrentUser, companyId: number, yearId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockedYear(trx, companyId, yearId);
    const links = await trx.deleteFrom('financial_year_files').where('financial_year_id', '=', yearId).returning('file_id').execute();
    await trx.deleteFrom('financial_years').where('id', '=', yearId).execute();
    if (links.length) {
      await trx
        .deleteFrom('files')
        .where(
          'id',
          'in',
          links.map((link) => link.file_id),
        )
        .execute();
    }
    await recordChange(trx, { companyId, userId: user.id, entity: YEAR_ENTITY, entityId: yearId, action: 'delete', before: { ...auditValues(before), files: links.length } });
  });
}

/** Today in Finland (yyyy-MM-dd): a period that ended before it is closed. */
export const finnishToday = (now = new Date()) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(now);

export interface FinanceValidation {
  valid: boolean;
  errors: string[];
  /** The closed years looked at (at most two, newest first). */
  years: number[];
}

export async function validateYears(db: Db, companyId: number, today = finnishToday()): Promise<FinanceValidation> {
  const rows = await db
    .selectFrom('financial_years')
    .select(['id', 'year', sql<string>`period_end::text`.as('period_end')])
    .where('company_id', '=', companyId)
    .execute();
  const links = rows.length
    ? await db
        .selectFrom('financial_year_files')
        .select(['financial_year_id', 'file_type_ids'])
        .where(
          'financial_year_id',
          'in',
          rows.map((row) => row.id),
        )
        .execute()
    : [];
  const years = rows.map((row) => ({
    year: row.year,
    periodEnd: row.period_end,
    fileTypeIds: links.filter((link) => link.financial_year_id === row.id).flatMap((link) => link.file_type_ids),
  }));
  const errors = financialYearErrors(years, today);
  return { valid: errors.length === 0, errors, years: latestClosedYears(years, today).map((y) => y.year) };
}

export async function listFiles(db: Db, companyId: number, yearId: number): Promise<FinancialYearFile[]> {
  await getYearRow(db, companyId, yearId);
  return (await filesQuery(db).where('fyf.financial_year_id', '=', yearId).orderBy('fyf.id').execute()).map(fileView);
}

async function getYearRow(db: Db | Transaction<Database>, companyId: number, yearId: number) {
  const row = await db.selectFrom('financial_years').select(['id', 'year']).where('company_id', '=', companyId).where('id', '=', yearId).executeTakeFirst();
  if (!row) throw notFound(YEAR_NOT_FOUND);
  return row;
}

export async function addFile(ctx: AppContext, user: CurrentUser, companyId: number, yearId: number, file: UploadedFile, fileTypeIds: number[]): Promise<FinancialYearFile> {
  return ctx.db.transaction().execute(async (trx) => {
    const year = await getYearRow(trx, companyId, yearId);
    const stored = await saveFile(trx, ctx.storage, file, user.id);
    const link = await trx
      .insertInto('financial_year_files')
      .values({ financial_year_id: yearId, file_id: stored.id, file_type_ids: fileTypeIds })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: FILE_ENTITY,
      entityId: link.id,
      action: 'create',
      after: { year: year.year, file_type_ids: fileTypeIds, name: stored.original_name, byte_size: stored.byte_size },
    });
    return fileView((await filesQuery(trx).where('fyf.id', '=', link.id).executeTakeFirstOrThrow()) as FileLinkRow);
  });
}

/** The stored file of a year's document, for a download: 404 unless it belongs to that year of that company. */
export async function fileForDownload(db: Db, companyId: number, yearId: number, fileId: number) {
  const row = await db
    .selectFrom('financial_year_files as fyf')
    .innerJoin('financial_years as fy', 'fy.id', 'fyf.financial_year_id')
    .innerJoin('files as f', 'f.id', 'fyf.file_id')
    .selectAll('f')
    .where('fy.company_id', '=', companyId)
    .where('fy.id', '=', yearId)
    .where('fyf.id', '=', fileId)
    .executeTakeFirst();
  if (!row) throw notFound(FILE_NOT_FOUND);
  return row;
}

export async function deleteFile(ctx: AppContext, user: CurrentUser, companyId: number, yearId: number, fileId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const year = await getYearRow(trx, companyId, yearId);
    const link = await trx
      .deleteFrom('financial_year_files')
      .where('id', '=', fileId)
      .where('financial_year_id', '=', yearId)
      .returning(['file_id', 'file_type_ids'])
      .executeTakeFirst();
    if (!link) throw notFound(FILE_NOT_FOUND);
    const file = await trx.deleteFrom('files').where('id', '=', link.file_id).returning(['original_name', 'byte_size']).executeTakeFirstOrThrow();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: FILE_ENTITY,
      entityId: fileId,
      action: 'delete',
      before: { year: year.year, file_type_ids: link.file_type_ids, name: file.original_name, byte_size: file.byte_size },
    });
  });
}

