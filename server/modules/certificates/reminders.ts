/**
 * Certificate expiry reminders (issue 20 "Reminders"): a scheduled job (jobs/queues.ts
 * certificate-reminders) mails a company's admins and contact persons 90, 30 and 7 days before
 * its certificate issued by the association ends.
 *
 * Each reminder goes once: a row per certificate, end day and stage is written in the same
 * transaction that queues its mails (the outbox), so a second process running the job at the same
 * time finds the row and sends nothing, and a crash between the two loses nothing (both or neither).
 * A day the job did not run (the service was down) is made up on the next run: a certificate is in
 * the nearest stage it has reached, and that stage's row is what is missing.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Outbox } from '../../jobs';
import { REMINDER_STAGES, reminderStage } from '../../../src/domain/certificateStatus';
import { expiryReminderMail } from './mails';
import { companyNoticeRecipients } from '../companies';

export interface ReminderContext {
  db: Db;
  outbox: Outbox;
  appUrl: string;
}

const FARTHEST = Math.max(...REMINDER_STAGES);

/** The certificates in a reminder stage today: active, issued by the association, not already renewed by a later one of the same kind. */
function dueCertificates(db: Db) {
  return db
    .selectFrom('company_certificates as cc')
    .innerJoin('companies as c', 'c.id', 'cc.company_id')
    .select([
      'cc.id',
      'cc.company_id',
      'c.name as company_name',
      'cc.certificate_name',
      'cc.certificate_number',
      sql<string>`cc.valid_until::text`.as('valid_until'),
      sql<number>`cc.valid_until - current_date`.as('days_left'),
    ])
    .where('cc.issued_by_association', '=', true)
    .where('cc.held_status', '=', 'active')
    .where('cc.certificate_number', 'is not', null)
    .where('cc.valid_until', '>=', sql<string>`current_date`)
    .where('cc.valid_until', '<=', sql<string>`current_date + ${sql.lit(FARTHEST)}`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('company_certificates as later')
            .select(sql`1`.as('one'))
            .whereRef('later.company_id', '=', 'cc.company_id')
            .whereRef('later.certificate_type_id', '=', 'cc.certificate_type_id')
            .whereRef('later.valid_until', '>', 'cc.valid_until')
            .where('later.issued_by_association', '=', true)
            .where('later.held_status', '=', 'active'),
        ),
      ),
    )
    .orderBy('cc.id')
    .execute();
}


/** Sends what is due today; answers how many reminders (certificate and stage) were sent by this call. */
export async function sendCertificateReminders(ctx: ReminderContext): Promise<number> {
  let sent = 0;
  for (const certificate of await dueCertificates(ctx.db)) {
    const stage = reminderStage(certificate.days_left);
    if (stage === null) continue;
    const to = await companyNoticeRecipients(ctx.db, certificate.company_id);
    const written = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('certificate_reminders')
        .values({ certificate_id: certificate.id, valid_until: certificate.valid_until, stage_days: stage, recipients: to })
        .onConflict((oc) => oc.columns(['certificate_id', 'valid_until', 'stage_days']).doNothing())
        .returning('certificate_id')
        .executeTakeFirst();
      if (!row) return false;
      const facts = {
        companyId: certificate.company_id,
        companyName: certificate.company_name,
        certificateName: certificate.certificate_name,
        number: certificate.certificate_number ?? '',
        validUntil: certificate.valid_until,
        daysLeft: certificate.days_left,
      };
      for (const address of to) await ctx.outbox.mail(trx, expiryReminderMail(address, facts, ctx.appUrl));
      return true;
    });
    if (written) sent++;
  }
  return sent;
}
