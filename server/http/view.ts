/**
 * The one view mapper: a table row (snake_case columns) → the record an entity
 * declaration answers (camelCase, SPEC §3), typed by the declaration. Fields the
 * server computes (joins, summaries) come beside the row.
 */
import { toSnakeCase } from '../../src/domain/caseKeys';
import type { Entity, EntityComputed, EntityRecord, EntityRow } from '../../src/domain/entities/entity';

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
    return { ...record, ...computed } as EntityRecord<E>;
  };
}
