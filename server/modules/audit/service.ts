/** A company's audit log as the office reads it: the changes, newest first, and who made them. */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { unprocessable } from '../../http/errors';
import { defineList, isoTimestamp } from '../../http/list';
import { requireCompany } from '../../http/requireCompany';
import { auditEntitySchema, type AuditLogEntry, type AuditLogUser } from '../../../src/domain/api/audit';
import type { Page } from '../../../src/domain/api/lists';
import { wholeList } from '../../../src/domain/schemas/list';
import { requiredDate } from '../../../src/domain/schemas/dates';
import { idSchema } from '../../http/params';
import type { z } from 'zod';
import { withNames } from './names';

export const END_BEFORE_START = 'Loppupäivä ei voi olla ennen alkupäivää.';
const DATE_MESSAGE = 'Anna päivämäärä muodossa pp.kk.vvvv.';
const dateFilter = requiredDate(DATE_MESSAGE, DATE_MESSAGE);

export const auditLogList = defineList({
  sortable: { id: 'a.id', createdAt: 'a.created_at' },
  defaultSort: 'id',
  defaultOrder: 'desc',
  tiebreaker: 'a.id',
  // The log only grows: "all" is answered in pages of this size (meta tells how many).
  allPageSize: 1000,
  filters: {
    /** Who made the change. */
    user_id: idSchema,
    entity: auditEntitySchema,
    /** Changes made on or after this day, on or before that one (Finnish days: the office reads them so). */
    created_from: dateFilter,
    created_to: dateFilter,
  },
});

/** Midnight starting a Finnish calendar day (yyyy-MM-dd), as a moment. */
const finnishDayStart = (day: string) => sql<Date>`(${day}::date)::timestamp at time zone 'Europe/Helsinki'`;
const finnishDayEnd = (day: string) => sql<Date>`(${day}::date + 1)::timestamp at time zone 'Europe/Helsinki'`;

/** One page of the log, with the names of the records it names (names.ts). */
export async function auditLog(db: Db, companyId: number, query: z.output<typeof auditLogList.query>): Promise<Page<AuditLogEntry>> {
  await requireCompany(db, companyId);
  if (query.created_from && query.created_to && query.created_from > query.created_to) {
    throw unprocessable({ created_to: [END_BEFORE_START] });
  }
  const select = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('people as p', 'p.id', 'u.person_id')
    .select([
      'a.id',
      'a.entity',
      'a.entity_id',
      'a.action',
      'a.before',
      'a.after',
      isoTimestamp('a.created_at').as('created_at'),
      'u.id as user_id',
      'u.email',
      'p.first_name',
      'p.last_name',
    ])
    .where('a.company_id', '=', companyId);
  const page = await auditLogList.page(select, query, {
    filters: {
      user_id: (userId) => (eb) => eb('a.user_id', '=', userId),
      entity: (entity) => (eb) => eb('a.entity', '=', entity),
      created_from: (day) => (eb) => eb('a.created_at', '>=', finnishDayStart(day)),
      created_to: (day) => (eb) => eb('a.created_at', '<', finnishDayEnd(day)),
    },
    view: (r): Omit<AuditLogEntry, 'names'> => ({
      id: r.id,
      createdAt: r.created_at,
      entity: r.entity,
      entityId: r.entity_id,
      action: r.action,
      // recordChange stores an object or null; a user row always has an e-mail address.
      before: r.before as AuditLogEntry['before'],
      after: r.after as AuditLogEntry['after'],
      user: r.user_id ? { id: r.user_id, email: r.email as string, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() } : null,
    }),
  });
  return { ...page, data: await withNames(db, page.data) };
}

/** Who has changed the company's data, by name; one page. */
export async function auditLogUsers(db: Db, companyId: number): Promise<Page<AuditLogUser>> {
  await requireCompany(db, companyId);
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('people as p', 'p.id', 'u.person_id')
    .select(['u.id', 'u.email', sql<string>`trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, ''))`.as('name')])
    .where((eb) => eb.exists(eb.selectFrom('audit_log as a').select('a.id').where('a.company_id', '=', companyId).whereRef('a.user_id', '=', 'u.id')))
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('u.id')
    .execute();
  return wholeList(rows.map((row) => ({ id: row.id, email: row.email, name: row.name || row.email })));
}
