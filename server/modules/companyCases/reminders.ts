/**
 * Case reminders (issue 22 §1), a scheduled job (jobs/queues.ts company-case-reminders): a case the
 * company has not answered gets one reminder 7 days before its due date and one notice once the
 * date has passed, to the company's admins. Each goes once: its row (case, due date, stage) is
 * written in the transaction that queues the mails, so a second process finds it and sends nothing.
 * A moved due date (the office changed the opening day) is a new due date with reminders of its own.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Outbox } from '../../jobs';
import { REMINDER_DAYS_BEFORE } from '../../../src/domain/entities/companyCase';
import { companyAdminEmails } from '../companies';
import { caseOverdueMail, caseReminderMail, type CaseFacts } from './mails';

export interface CaseReminderContext {
  db: Db;
  outbox: Outbox;
  appUrl: string;
}

const TODAY = sql<string>`(now() at time zone 'Europe/Helsinki')::date`;

function dueCases(db: Db) {
  return db
    .selectFrom('company_cases as cc')
    .innerJoin('companies as c', 'c.id', 'cc.company_id')
    .select([
      'cc.id',
      'cc.company_id',
      'c.name as company_name',
      'cc.case_type_id',
      'cc.title',
      sql<string>`cc.due_date::text`.as('due_date'),
      sql<number>`cc.due_date - ${TODAY}`.as('days_left'),
    ])
    .where('cc.status', '=', 'open')
    .where('cc.due_date', '<=', sql<string>`${TODAY} + ${sql.lit(REMINDER_DAYS_BEFORE)}`)
    .orderBy('cc.id')
    .execute();
}

/** Sends what is due; answers how many reminders (case and stage) this call sent. */
export async function sendCaseReminders(ctx: CaseReminderContext): Promise<number> {
  let sent = 0;
  for (const due of await dueCases(ctx.db)) {
    const stage = due.days_left < 0 ? 'overdue' : 'before';
    const to = (await companyAdminEmails(ctx.db, due.company_id)).map((email) => email.toLowerCase()).sort();
    const written = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('company_case_reminders')
        .values({ case_id: due.id, due_date: due.due_date, stage, recipients: to })
        .onConflict((oc) => oc.columns(['case_id', 'due_date', 'stage']).doNothing())
        .returning('case_id')
        .executeTakeFirst();
      if (!row) return false;
      const facts: CaseFacts = { caseId: due.id, companyId: due.company_id, companyName: due.company_name, caseTypeId: due.case_type_id, title: due.title, dueDate: due.due_date };
      for (const address of to) await ctx.outbox.mail(trx, stage === 'overdue' ? caseOverdueMail(address, facts, ctx.appUrl) : caseReminderMail(address, facts, ctx.appUrl));
      return true;
    });
    if (written) sent++;
  }
  return sent;
}
