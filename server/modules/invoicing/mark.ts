/**
 * Marking the reviewed rows of a period invoiced (issue 22 §3), in one transaction: every key must be
 * a row of the period's basis (422 otherwise, nothing marked); a row marked before is left as it was
 * (a repeated request is a no-op, docs/decisions.md), so nothing is billed twice.
 */
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../http/currentUser';
import { unprocessable } from '../../http/errors';
import { recordChange } from '../../shared/auditRecord';
import { MARK_MESSAGES, type MarkInvoicedBody, type MarkInvoicedResult } from '../../../src/domain/invoicing';
import { basisRows } from './basis';

export async function markInvoiced(ctx: AppContext, user: CurrentUser, body: MarkInvoicedBody): Promise<MarkInvoicedResult> {
  return ctx.db.transaction().execute(async (trx) => {
    // One marking at a time: two offices marking the same period wait for each other.
    await sql`select pg_advisory_xact_lock(hashtext('invoiced_rows'))`.execute(trx);
    const { open, invoicedKeys } = await basisRows(trx, body.from, body.to);
    const byKey = new Map(open.map((row) => [row.key, row]));
    const keys = [...new Set(body.row_keys)];
    const unknown = keys.filter((key) => !byKey.has(key) && !invoicedKeys.has(key));
    if (unknown.length > 0) throw unprocessable({ row_keys: [MARK_MESSAGES.unknown] });
    const rows = keys.flatMap((key) => {
      const row = byKey.get(key);
      return row ? [row] : [];
    });
    if (rows.length > 0) {
      await trx
        .insertInto('invoiced_rows')
        .values(
          rows.map((row) => ({
            row_key: row.key,
            company_id: row.companyId,
            kind: row.kind,
            description: row.description,
            billing_date: row.billingDate,
            quantity: row.quantity,
            net_cents: row.netCents,
            vat_percentage: row.vatPercentage,
            vat_cents: row.vatCents,
            period_from: row.periodFrom,
            period_to: row.periodTo,
            invoiced_by_user_id: user.id,
          })),
        )
        .onConflict((oc) => oc.column('row_key').doNothing())
        .execute();
      for (const companyId of new Set(rows.map((row) => row.companyId))) {
        const own = rows.filter((row) => row.companyId === companyId);
        await recordChange(trx, {
          companyId,
          userId: user.id,
          entity: 'invoiced_rows',
          entityId: companyId,
          action: 'create',
          after: { from: body.from, to: body.to, row_keys: own.map((row) => row.key), net_cents: own.reduce((sum, row) => sum + row.netCents, 0) },
        });
      }
    }
    return { invoiced: rows.length, alreadyInvoiced: keys.length - rows.length };
  });
}
