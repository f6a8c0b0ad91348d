/** tableCrud (server/shared/tableCrud.ts) serves only an entity that is its table: computed fields need a service. */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineEntity } from '../../src/domain/entities/entity';
import { computed, id, text } from '../../src/domain/entities/fields';
import type { Db } from '../../server/db/kysely';
import { tableCrud } from '../../server/shared/tableCrud';

const spec = { table: 'company_offices', audit: 'company_office', notFound: 'Ei löytynyt.', defaultSort: 'name', search: ['name'] } as const;

describe('tableCrud', () => {
  it('refuses an entity with a computed field (its value is not a column of the table)', () => {
    const board = defineEntity({ resource: 'boards', path: 'boards', fields: { id: id(), name: text({ max: 10, sortable: true }), memberCount: computed(z.number(), {}) } });
    expect(() => tableCrud({} as Db, { ...spec, entity: board })).toThrow('boards: tableCrud reads one table; memberCount is computed');
  });

  it('gives the five handlers and the list query for an entity that is its table', () => {
    const board = defineEntity({ resource: 'boards', path: 'boards', fields: { id: id(), name: text({ max: 10, sortable: true }) } });
    const crud = tableCrud({} as Db, { ...spec, entity: board });
    expect(Object.keys(crud).sort()).toEqual(['create', 'list', 'read', 'remove', 'update']);
    expect(crud.list.query.safeParse({ sort: 'nope' }).success).toBe(false);
    expect(crud.list.query.safeParse({ sort: 'name', q: 'x' }).success).toBe(true);
  });
});
