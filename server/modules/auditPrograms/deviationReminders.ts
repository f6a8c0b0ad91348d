/**
 * Deviation reminders (issue 21): a scheduled job (jobs/queues.ts deviation-reminders) mails the
 * company's admins 7 days before a deviation's due date and once when it is overdue, while the
 * company has not sent its fix (status in progress).
 *
 * Each reminder goes once: a deviation_reminders row (deviation, due date, stage) is written in the
 * same transaction that queues its mails (the outbox), so a second process running the job at the
 * same time finds the row and sends nothing, and a crash between the two loses nothing. A due date
 * moved later is a new date: its reminders go again. A missed day is made up by the next run.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Outbox } from '../../jobs';
import { DeviationStatus } from '../../../src/domain/auditCodes';
import { REMINDER_DAYS_BEFORE } from '../../../src/domain/deviations';
import { deviationReminderMail, type ReminderStage } from './deviationMails';
import { companyAdminEmails, FINNISH_TODAY } from './deviationService';

export interface DeviationReminderContext {
  db: Db;
  outbox: Outbox;
  appUrl: string;
}

/** Deviations in progress whose due date is within 7 days or past. */
function dueDeviations(db: Db) {
  return db
    .selectFrom('audit_deviations as d')
    .innerJoin('audit_programs as p', 'p.id', 'd.program_id')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select([
      'd.id',
      'p.company_id',
      'c.name as company_name',
      'd.severity_id',
      'd.description',
      sql<string>`d.to_be_fixed_by_date::text`.as('to_be_fixed_by_date'),
      sql<number>`d.to_be_fixed_by_date - ${FINNISH_TODAY}`.as('days_left'),
    ])
    .where('d.status_id', '=', DeviationStatus.inProgress)
    .where('d.to_be_fixed_by_date', '<=', sql<string>`${FINNISH_TODAY} + ${sql.lit(REMINDER_DAYS_BEFORE)}`)
    .orderBy('d.id')
    .execute();
}

/** Sends what is due today; answers how many reminders (deviation and stage) this call sent. */
export async function sendDeviationReminders(ctx: DeviationReminderContext): Promise<number> {
  let sent = 0;
  for (const deviation of await dueDeviations(ctx.db)) {
    const stage: ReminderStage = deviation.days_left < 0 ? 'overdue' : 'before';
    const to = await companyAdminEmails(ctx.db, deviation.company_id);
    const written = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('deviation_reminders')
        .values({ deviation_id: deviation.id, due_date: deviation.to_be_fixed_by_date, stage, recipients: to })
        .onConflict((oc) => oc.columns(['deviation_id', 'due_date', 'stage']).doNothing())
        .returning('deviation_id')
        .executeTakeFirst();
      if (!row) return false;
      const facts = {
        id: deviation.id,
        companyId: deviation.company_id,
        companyName: deviation.company_name,
        severityId: deviation.severity_id,
        description: deviation.description,
        toBeFixedByDate: deviation.to_be_fixed_by_date,
      };
      for (const address of to) await ctx.outbox.mail(trx, deviationReminderMail(address, facts, stage, ctx.appUrl));
      return true;
    });
    if (written) sent++;
  }
  return sent;
}
