/**
 * The office's side of certificates (issue 20): the search across companies (SPEC §3, §9), the
 * hold on an issued certificate (suspend, withdraw, reinstate; each a row of its history and an
 * audit row, in one transaction), and the history the office reads with the reminders sent.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound } from '../../http/errors';
import { defineList, entitySortable, everyWord } from '../../http/list';
import { idSchema } from '../../http/params';
import { entityView } from '../../http/view';
import { recordChange } from '../../shared/auditRecord';
import type { Page } from '../../../src/domain/api/lists';
import type { CertificateHistory } from '../../../src/domain/api/certificateActions';
import { certificateStatus, HOLD_ACTIONS, HOLD_REFUSALS, type HoldAction } from '../../../src/domain/certificateStatus';
import { DEFAULT_CERTIFICATE_TYPE_ID, EXPIRED_SEARCH_SORT, officeCertificate, type OfficeCertificateRecord } from '../../../src/domain/entities/officeCertificate';
import { CERTIFICATE_NOT_FOUND, ENTITY, selectCertificates, type CertificateRow } from './service';

const booleanFilter = z.enum(['true', 'false'], { error: 'Arvon on oltava true tai false.' }).transform((value) => value === 'true');
const TYPE_IDS_MESSAGE = 'Anna sertifikaattityyppien tunnisteet numeroina.';
/** `certificate_type_ids[]=5&certificate_type_ids[]=2` (SPEC §7 arrays); one value arrives as a string. */
const typeIdsFilter = z
  .union([idSchema, z.array(idSchema).max(20, TYPE_IDS_MESSAGE)], { error: TYPE_IDS_MESSAGE })
  .transform((value) => (Array.isArray(value) ? value : [value]));

/** Today's calendar day, as the company's own certificate list reads it (the status rule of src/domain/certificateStatus.ts). */
const TODAY = sql<string>`current_date`;

/** Valid today: its period covers today and it is not withdrawn (a suspended one is listed, its status says so). */
const validToday = (eb: ExpressionBuilder<Database & { cc: Database['company_certificates'] }, 'cc'>): Expression<SqlBool> =>
  eb.and([
    eb('cc.held_status', '<>', 'withdrawn'),
    eb.or([eb('cc.valid_until', 'is', null), eb('cc.valid_until', '>=', TODAY)]),
    eb.or([eb('cc.valid_from', 'is', null), eb('cc.valid_from', '<=', TODAY)]),
  ]);

export const officeCertificateList = defineList({
  sortable: {
    ...entitySortable(officeCertificate, 'cc', { company: 'c.name' }),
    // SPEC §9 names the office search's sorts so.
    valid_to: 'cc.valid_until',
    company_name: 'c.name',
  },
  defaultSort: 'valid_to',
  defaultOrder: 'desc',
  tiebreaker: 'cc.id',
  search: true,
  filters: { valid: booleanFilter, 'certificate_type_ids[]': typeIdsFilter, certificate_type_id: idSchema, company_id: idSchema },
});
export type OfficeCertificateQuery = z.output<typeof officeCertificateList.query>;

export function selectOfficeCertificates(db: Db) {
  return selectCertificates(db)
    .innerJoin('companies as c', 'c.id', 'cc.company_id')
    .select(['c.name as company_name', 'c.registration_number as company_registration_number']);
}
type OfficeRow = CertificateRow & { company_name: string; company_registration_number: string };

const view = entityView(officeCertificate);
export const officeCertificateView = (row: OfficeRow): OfficeCertificateRecord =>
  view(row, {
    company: { id: row.company_id, name: row.company_name, registrationNumber: row.company_registration_number },
    status: certificateStatus({ heldStatus: row.held_status, validFrom: row.valid_from, validUntil: row.valid_until }),
    industries: row.industries,
  });

/**
 * SPEC §9's defaults: without `valid`, valid ones only; without a type, type 5. The valid search
 * takes `certificate_type_ids[]`, the expired one a single `certificate_type_id` (sorted by the
 * company's name, descending, unless a sort is asked for).
 */
export function searchDefaults(query: OfficeCertificateQuery, raw: Record<string, unknown>): OfficeCertificateQuery {
  const valid = query.valid ?? true;
  if (valid) {
    const ids = query['certificate_type_ids[]'] ?? (query.certificate_type_id ? [query.certificate_type_id] : [DEFAULT_CERTIFICATE_TYPE_ID]);
    return { ...query, valid, 'certificate_type_ids[]': ids, certificate_type_id: undefined };
  }
  const sorted = raw.sort === undefined ? { sort: EXPIRED_SEARCH_SORT.field, order: raw.order === undefined ? EXPIRED_SEARCH_SORT.order : query.order } : {};
  return { ...query, ...sorted, valid, certificate_type_id: query.certificate_type_id ?? DEFAULT_CERTIFICATE_TYPE_ID, 'certificate_type_ids[]': undefined };
}

export function searchCertificates(db: Db, query: OfficeCertificateQuery): Promise<Page<OfficeCertificateRecord>> {
  return officeCertificateList.page(selectOfficeCertificates(db), query, {
    view: officeCertificateView,
    filters: {
      valid: (valid) => (eb) => (valid ? validToday(eb) : eb.not(validToday(eb))),
      'certificate_type_ids[]': (ids) => (eb) => eb('cc.certificate_type_id', 'in', ids),
      certificate_type_id: (id) => (eb) => eb('cc.certificate_type_id', '=', id),
      company_id: (id) => (eb) => eb('cc.company_id', '=', id),
    },
    search: (q) =>
      everyWord(q, (pattern) => (eb) =>
        eb.or([
          eb(sql`lower(c.name)`, 'like', pattern),
          eb(sql`lower(c.registration_number)`, 'like', pattern),
          eb(sql`lower(coalesce(cc.certificate_number, ''))`, 'like', pattern),
        ]),
      ),
  });
}

async function loadOfficeRow(db: Db, certificateId: number, lock = false): Promise<OfficeRow> {
  let query = selectOfficeCertificates(db).where('cc.id', '=', certificateId);
  if (lock) query = query.forUpdate('cc');
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  return row;
}

export async function getOfficeCertificate(db: Db, certificateId: number): Promise<OfficeCertificateRecord> {
  return officeCertificateView(await loadOfficeRow(db, certificateId));
}

export const NOT_ISSUED_BY_ASSOCIATION = 'Vain Pätevän myöntämän sertifikaatin voi keskeyttää, peruuttaa tai palauttaa voimaan.';

/** Suspends, withdraws or reinstates an issued certificate, with the reason, logged and audited. */
export async function holdCertificate(ctx: AppContext, user: CurrentUser, certificateId: number, action: HoldAction, reason: string): Promise<OfficeCertificateRecord> {
  const rule = HOLD_ACTIONS[action];
  await ctx.db.transaction().execute(async (trx) => {
    const before = await loadOfficeRow(trx, certificateId, true);
    if (!before.issued_by_association) throw conflict(NOT_ISSUED_BY_ASSOCIATION, 'not_issued_by_association');
    if (!(rule.from as readonly string[]).includes(before.held_status)) throw conflict(HOLD_REFUSALS[action], 'certificate_status');
    if (action === 'suspend' && certificateStatus({ heldStatus: before.held_status, validFrom: before.valid_from, validUntil: before.valid_until }) === 'expired') {
      throw conflict(HOLD_REFUSALS.suspend, 'certificate_status');
    }
    await trx.updateTable('company_certificates').set({ held_status: rule.to, updated_at: sql`now()` }).where('id', '=', certificateId).execute();
    await trx.insertInto('company_certificate_events').values({ certificate_id: certificateId, event: rule.event, reason, user_id: user.id }).execute();
    await recordChange(trx, {
      companyId: before.company_id,
      userId: user.id,
      entity: ENTITY,
      entityId: certificateId,
      action: 'update',
      before: { held_status: before.held_status },
      after: { held_status: rule.to, reason },
    });
  });
  return getOfficeCertificate(ctx.db, certificateId);
}

export async function certificateHistory(db: Db, certificateId: number): Promise<CertificateHistory> {
  const exists = await db.selectFrom('company_certificates').select('id').where('id', '=', certificateId).executeTakeFirst();
  if (!exists) throw notFound(CERTIFICATE_NOT_FOUND);
  const [events, reminders] = await Promise.all([
    db
      .selectFrom('company_certificate_events as e')
      .leftJoin('users as u', 'u.id', 'e.user_id')
      .leftJoin('people as p', 'p.id', 'u.person_id')
      .select([
        'e.id',
        'e.event',
        'e.reason',
        sql<string | null>`nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '')`.as('user_name'),
        'e.created_at',
      ])
      .where('e.certificate_id', '=', certificateId)
      .orderBy('e.id')
      .execute(),
    db
      .selectFrom('certificate_reminders')
      .select(['stage_days', sql<string>`valid_until::text`.as('valid_until'), 'recipients', 'sent_at'])
      .where('certificate_id', '=', certificateId)
      .orderBy('sent_at')
      .orderBy('stage_days', 'desc')
      .execute(),
  ]);
  return {
    events: events.map((row) => ({ id: row.id, event: row.event, reason: row.reason, userName: row.user_name, createdAt: row.created_at.toISOString() })),
    reminders: reminders.map((row) => ({ stageDays: row.stage_days, validUntil: row.valid_until, recipients: row.recipients, sentAt: row.sent_at.toISOString() })),
  };
}
