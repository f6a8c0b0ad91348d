/** A company's history entries (SPEC §3 Company history form): list, add, change, remove, each audited. */
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { CurrentUser } from '../../http/currentUser';
import { notFound } from '../../http/errors';
import type { z } from 'zod';
import { defineList, entitySortable } from '../../http/list';
import { idSchema } from '../../http/params';
import { historyEntry, type HistoryEntry, type HistoryEntryBody } from '../../../src/domain/entities/historyEntry';
import { entityView } from '../../http/view';
import type { Page } from '../../../src/domain/api/lists';
import { recordChange } from '../../shared/auditRecord';

const ENTITY = 'company_history_entry';

function selectEntries(db: Db) {
  return db
    .selectFrom('company_history_entries as h')
    .leftJoin('users as u', 'u.id', 'h.created_by_user_id')
    .leftJoin('people as p', 'p.id', 'u.person_id')
    .select([
      'h.id',
      'h.company_id',
      sql<string>`h.valid_from::text`.as('valid_from'),
      sql<string | null>`h.valid_to::text`.as('valid_to'),
      'h.content',
      'h.company_history_entry_type_id',
      'h.created_at',
      'h.updated_at',
      'u.id as user_id',
      'p.first_name',
      'p.last_name',
    ]);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['executeTakeFirstOrThrow']>>;

const view = entityView(historyEntry);
const entryView = (r: EntryRow): HistoryEntry =>
  view(r, { createdBy: r.user_id ? { id: r.user_id, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() } : null });

/** What an audit row keeps of an entry. */
const auditValues = (body: HistoryEntryBody) => ({
  valid_from: body.valid_from,
  valid_to: body.valid_to ?? null,
  content: body.content,
  company_history_entry_type_id: body.company_history_entry_type_id,
});

/** Newest first: by start date, then by when the entry was added. */
/** The one list path (http/list.ts): newest start first at first; sortable by the declaration's sortable fields. */
export const historyList = defineList({
  sortable: entitySortable(historyEntry, 'h'),
  defaultSort: 'validFrom',
  defaultOrder: 'desc',
  tiebreaker: 'h.id',
  filters: { company_history_entry_type_id: idSchema },
});

export async function listEntries(db: Db, companyId: number, query: z.output<typeof historyList.query>): Promise<Page<HistoryEntry>> {
  return historyList.page(selectEntries(db).where('h.company_id', '=', companyId), query, {
    view: entryView,
    filters: { company_history_entry_type_id: (typeId) => (eb) => eb('h.company_history_entry_type_id', '=', typeId) },
  });
}

export async function loadEntry(db: Db, companyId: number, entryId: number): Promise<HistoryEntry> {
  const row = await selectEntries(db).where('h.company_id', '=', companyId).where('h.id', '=', entryId).executeTakeFirst();
  if (!row) throw notFound('Historiatietoa ei löytynyt.');
  return entryView(row);
}

export async function createEntry(ctx: AppContext, user: CurrentUser, companyId: number, body: HistoryEntryBody): Promise<HistoryEntry> {
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('company_history_entries')
      .values({ company_id: companyId, ...auditValues(body), created_by_user_id: user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordChange(trx, { companyId, userId: user.id, entity: ENTITY, entityId: row.id, action: 'create', after: auditValues(body) });
    return row.id;
  });
  return loadEntry(ctx.db, companyId, id);
}

export async function updateEntry(ctx: AppContext, user: CurrentUser, companyId: number, entryId: number, body: HistoryEntryBody): Promise<HistoryEntry> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('company_history_entries')
      .select([
        sql<string>`valid_from::text`.as('valid_from'),
        sql<string | null>`valid_to::text`.as('valid_to'),
        'content',
        'company_history_entry_type_id',
      ])
      .where('company_id', '=', companyId)
      .where('id', '=', entryId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('Historiatietoa ei löytynyt.');
    await trx
      .updateTable('company_history_entries')
      .set({ ...auditValues(body), updated_at: sql`now()` })
      .where('id', '=', entryId)
      .execute();
    await recordChange(trx, { companyId, userId: user.id, entity: ENTITY, entityId: entryId, action: 'update', before, after: auditValues(body) });
  });
  return loadEntry(ctx.db, companyId, entryId);
}

export async function deleteEntry(ctx: AppContext, user: CurrentUser, companyId: number, entryId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .deleteFrom('company_history_entries')
      .where('company_id', '=', companyId)
      .where('id', '=', entryId)
      .returning([
        sql<string>`valid_from::text`.as('valid_from'),
        sql<string | null>`valid_to::text`.as('valid_to'),
        'content',
        'company_history_entry_type_id',
      ])
      .executeTakeFirst();
    if (!before) throw notFound('Historiatietoa ei löytynyt.');
    await recordChange(trx, { companyId, userId: user.id, entity: ENTITY, entityId: entryId, action: 'delete', before });
  });
}
