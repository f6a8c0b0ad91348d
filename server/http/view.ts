/**
 * The one view mapper: a table row (snake_case columns) → the record an entity
 * declaration answers (camelCase, SPEC §3), typed by the declaration. Fields the
 * server computes (joins, summaries) come beside the row.
 */
import { sql, type AliasedRawBuilder } from 'kysely';
import type { z } from 'zod';
import { toSnakeCase } from '../../src/domain/caseKeys';
import type { Entity, EntityComputed, EntityRecord, EntityRow, SnakeCase } from '../../src/domain/entities/entity';
import { isoTimestamp } from './list';

const pad = (value: number) => String(value).padStart(2, '0');
/** node-pg reads a `date` as local midnight: the calendar day is in the local getters. */
const calendarDay = (value: Date) => `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;

type ComputedArgs<E extends Entity> = keyof EntityComputed<E> extends never ? [] : [EntityComputed<E>];

export function entityView<E extends Entity>(entity: E) {
  const stored = Object.entries(entity.fields)
    .filter(([, field]) => field.kind !== 'object')
    .map(([key, field]) => ({ key, column: toSnakeCase(key), day: field.kind === 'date' }));
  return (row: EntityRow<E>, ...[computed]: ComputedArgs<E>): EntityRecord<E> => {
    const source = row as Record<string, unknown>;
    const record: Record<string, unknown> = {};
    for (const { key, column, day } of stored) {
      const value = source[column];
      record[key] = value instanceof Date ? (day ? calendarDay(value) : value.toISOString()) : value;
    }
    // The computed fields into the same object (a copy of 50 fields per record cost a list page its share).
    return (computed ? Object.assign(record, computed) : record) as EntityRecord<E>;
  };
}

type StoredKeys<E extends Entity> = keyof EntityRow<E> & string;
/** A stored field's value as a select reads it: a date as its text (yyyy-MM-dd), a moment as ISO 8601, the rest as declared. */
type StoredValue<E extends Entity, C extends string> = E extends Entity<infer F>
  ? { [K in keyof F & string]: SnakeCase<K> extends C ? z.output<F[K]['output']> : never }[keyof F & string]
  : never;

/** One column per stored field, each typed by its own field (a union, so Kysely types each key apart). */
type StoredColumn<E extends Entity> = { [C in StoredKeys<E>]: AliasedRawBuilder<StoredValue<E, C>, C> }[StoredKeys<E>];

/**
 * The select list of an entity's stored fields from the table aliased `alias` (`r.work_end_date::text
 * as work_end_date` …): the declaration's columns, with the casts their kinds need, instead of a
 * hand-written list. A date is read as its text, so no time zone can move its day. Built once per
 * entity and alias (Kysely's builders are immutable): building a reference's 50 columns anew cost a
 * page of references a twentieth of its CPU (docs/benchmarks.md).
 */
const builtColumns = new WeakMap<Entity, Map<string, ReadonlyArray<AliasedRawBuilder<unknown, string>>>>();

export function storedColumns<E extends Entity>(entity: E, alias: string): Array<StoredColumn<E>> {
  let byAlias = builtColumns.get(entity);
  if (!byAlias) builtColumns.set(entity, (byAlias = new Map()));
  let columns = byAlias.get(alias);
  if (!columns) {
    columns = Object.entries(entity.fields)
      .filter(([, field]) => field.kind !== 'object')
      .map(([key, field]) => {
        const column = toSnakeCase(key);
        const ref = `${alias}.${column}`;
        const value = field.kind === 'date' ? sql`${sql.ref(ref)}::text` : field.kind === 'datetime' ? isoTimestamp(ref) : sql`${sql.ref(ref)}`;
        return value.as(column);
      });
    byAlias.set(alias, columns);
  }
  // Built from this entity's own fields, so each column is the entity's StoredColumn; a copy, as callers may add to it.
  return [...columns] as Array<StoredColumn<E>>;
}

/** The columns of the record's own table a body writes: its stored fields a client sends (an update: not those fixed at creation). */
export function writtenColumns(entity: Entity, purpose: 'create' | 'update' = 'update'): string[] {
  return Object.entries(entity.fields)
    .filter(([, field]) => field.input !== null && field.kind !== 'object' && (purpose === 'create' || !field.createOnly))
    .map(([key]) => toSnakeCase(key));
}

/** The body's values of the written columns it gives (left out: kept as stored). */
export function givenColumns(entity: Entity, body: object, purpose: 'create' | 'update' = 'update'): Record<string, unknown> {
  const values = body as Record<string, unknown>;
  return Object.fromEntries(writtenColumns(entity, purpose).filter((column) => values[column] !== undefined).map((column) => [column, values[column]]));
}
