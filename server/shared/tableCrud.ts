/**
 * tableCrud: the five handlers crudRoutes takes, for an entity stored as one table whose columns are
 * its fields (issue 19 §6). A module of that shape writes no queries of its own: list (the one list
 * path, sorted by the declaration's sortable fields, `q` over the named columns), read (404 in
 * Finnish), create, update and delete, each change with its audit row in the same transaction.
 * A nested entity names the parent's column: every query is also by the parent's id, so another
 * parent's record is 404. A module whose records need more (joins, rules across rows, 409s) writes
 * its own service as offices did before.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Page } from '../../src/domain/api/lists';
import type { AuditEntityName } from '../../src/domain/auditFields';
import type { Entity, EntityBody, EntityRecord, EntityRow } from '../../src/domain/entities/entity';
import type { Db } from '../db/kysely';
import type { Database } from '../db/types';
import type { CurrentUser } from '../http/currentUser';
import { conflict, notFound } from '../http/errors';
import type { ErrorStatus } from '../http/route';
import { containsPattern, defineList, entitySortable } from '../http/list';
import { entityView, writtenColumns } from '../http/view';
import { recordChange } from './auditRecord';

export interface TableCrudSpec<E extends Entity> {
  entity: E;
  table: keyof Database & string;
  /** recordChange's name for the records (src/domain/auditFields.ts). */
  audit: AuditEntityName;
  /** The 404's Finnish message. */
  notFound: string;
  /** A nested entity's parent column; `company`: the parent is the company whose audit log tells of the change. */
  parent?: { column: string; company: boolean };
  /** The declaration's sortable field a list is sorted by at first. */
  defaultSort: string;
  /** The columns a free-text `q` matches, case-insensitively. */
  search: readonly [string, ...string[]];
  /** A column set to now() by every update. */
  updatedAt?: string;
  /**
   * For a table other tables reference without `on delete cascade` or `set null`: the Finnish 409 of
   * removing a record still in use (without it, the foreign key's refusal would be a 500).
   */
  inUse?: string;
}

/** PostgreSQL's foreign_key_violation. */
const FOREIGN_KEY_VIOLATION = '23503';
const isForeignKeyViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION;

/** The table's rows seen without its column types: the declaration, not the table type, says what they hold. */
type Rows = Record<string, Record<string, unknown>>;
type Row = Record<string, unknown>;
type Scope = { user: CurrentUser; parentId?: number };

export function tableCrud<E extends Entity>(database: Db, spec: TableCrudSpec<E>) {
  const db = database as unknown as Kysely<Rows>;
  const { table } = spec;
  // Computed fields come from joins or other tables: such an entity needs a service of its own.
  const computed = Object.entries(spec.entity.fields).filter(([, field]) => field.kind === 'object').map(([key]) => key);
  if (computed.length > 0) throw new Error(`${spec.entity.resource}: tableCrud reads one table; ${computed.join(', ')} is computed`);
  // With no computed fields the view takes the row alone.
  const view = entityView(spec.entity) as unknown as (row: EntityRow<E>) => EntityRecord<E>;
  const toRecord = (row: Row) => view(row as EntityRow<E>);
  const audited = (row: Row) => Object.fromEntries(writtenColumns(spec.entity).map((column) => [column, row[column]]));
  const list = defineList({ sortable: entitySortable(spec.entity, table), defaultSort: spec.defaultSort, tiebreaker: `${table}.id`, search: true });
  const companyOf = (parentId: number | undefined) => (spec.parent?.company ? (parentId ?? null) : null);

  const scoped = (source: Kysely<Rows> | Transaction<Rows>, parentId: number | undefined) => {
    const select = source.selectFrom(table).selectAll();
    return spec.parent ? select.where(`${table}.${spec.parent.column}`, '=', parentId) : select;
  };

  async function stored(source: Kysely<Rows> | Transaction<Rows>, parentId: number | undefined, id: number, lock: boolean): Promise<Row> {
    let select = scoped(source, parentId).where(`${table}.id`, '=', id);
    if (lock) select = select.forUpdate();
    const row = await select.executeTakeFirst();
    if (!row) throw notFound(spec.notFound);
    return row;
  }

  return {
    list: {
      query: list.query,
      handler: ({ parentId, query }: Scope & { query: z.output<typeof list.query> }): Promise<Page<EntityRecord<E>>> =>
        list.page(scoped(db, parentId), query, {
          view: toRecord,
          search: (q) => (eb) => eb.or(spec.search.map((column) => eb(sql`lower(coalesce(${sql.ref(`${table}.${column}`)}, ''))`, 'like', containsPattern(q)))),
        }),
    },
    read: {
      handler: async ({ parentId, id }: Scope & { id: number }): Promise<EntityRecord<E>> => toRecord(await stored(db, parentId, id, false)),
    },
    create: {
      handler: ({ user, parentId, body }: Scope & { body: EntityBody<E> }): Promise<EntityRecord<E>> =>
        database.transaction().execute(async (audit) => {
          const trx = audit as unknown as Transaction<Rows>;
          const values: Row = { ...(spec.parent ? { [spec.parent.column]: parentId } : {}), ...(body as Row) };
          const row = await trx.insertInto(table).values(values).returningAll().executeTakeFirstOrThrow();
          await recordChange(audit, { companyId: companyOf(parentId), userId: user.id, entity: spec.audit, entityId: Number(row.id), action: 'create', after: audited(row) });
          return toRecord(row);
        }),
    },
    update: {
      handler: ({ user, parentId, id, body }: Scope & { id: number; body: Partial<EntityBody<E>> }): Promise<EntityRecord<E>> =>
        database.transaction().execute(async (audit) => {
          const trx = audit as unknown as Transaction<Rows>;
          const before = await stored(trx, parentId, id, true);
          const changes: Row = { ...(body as Row), ...(spec.updatedAt ? { [spec.updatedAt]: sql`now()` } : {}) };
          const row = await trx.updateTable(table).set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
          await recordChange(audit, { companyId: companyOf(parentId), userId: user.id, entity: spec.audit, entityId: id, action: 'update', before: audited(before), after: audited(row) });
          return toRecord(row);
        }),
    },
    remove: {
      errors: (spec.inUse ? [409] : []) as ErrorStatus[],
      handler: ({ user, parentId, id }: Scope & { id: number }): Promise<void> =>
        database
          .transaction()
          .execute(async (audit) => {
            const trx = audit as unknown as Transaction<Rows>;
            const before = await stored(trx, parentId, id, true);
            await trx.deleteFrom(table).where('id', '=', id).execute();
            await recordChange(audit, { companyId: companyOf(parentId), userId: user.id, entity: spec.audit, entityId: id, action: 'delete', before: audited(before) });
          })
          .catch((error: unknown) => {
            if (spec.inUse && isForeignKeyViolation(error)) throw conflict(spec.inUse);
            throw error;
          }),
    },
  };
}
