/**
 * Deviation reminders (issue 21): 7 days before the due date and once overdue, one Finnish mail each
 * to the company's admins while the fix is in progress, exactly once even with two processes
 * running the job at the same moment.
 */
import { describe, expect, it } from 'vitest';
import { connectionStringOf, createDb } from '../../server/db/kysely';
import { createJobs } from '../../server/jobs';
import { deviationRemindersQueue, QUEUES } from '../../server/jobs/queues';
import { sendDeviationReminders } from '../../server/modules/auditPrograms';
import { addDays } from '../../src/domain/deviations';
import { todayInFinland } from '../../src/domain/referenceAge';
import { companyWithAdmin, memberOf, useTestApp } from './helpers';

const env = useTestApp();

describe('deviation reminders', () => {
  it('is a scheduled job of the queue', () => {
    expect(QUEUES).toContain(deviationRemindersQueue);
    expect(deviationRemindersQueue.cron).toBe('30 7 * * *');
  });

  it("mails the company's admins a week before and once overdue, each once even with two processes", async () => {
    const { company, admin } = await companyWithAdmin(env, { name: 'Muistutus Poikkeama Oy' });
    const member = await memberOf(env, company.id);
    const program = await env.db.insertInto('audit_programs').values({ company_id: company.id, certificate_type_id: 2 }).returning('id').executeTakeFirstOrThrow();
    const today = todayInFinland();
    const deviation = async (days: number, statusId = 1) =>
      (
        await env.db
          .insertInto('audit_deviations')
          .values({ program_id: program.id, severity_id: 2, status_id: statusId, description: `Määräpäivä ${days}`, to_be_fixed_by_date: addDays(today, days) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const inWeek = await deviation(7);
    const inThree = await deviation(3);
    const late = await deviation(-2);
    const far = await deviation(8);
    const sentFix = await deviation(-5, 2);
    const fixed = await deviation(-5, 3);

    const url = connectionStringOf(env.db) ?? '';
    const processes = await Promise.all(
      ['A', 'B'].map(async () => {
        const db = createDb(url, 2);
        const jobs = createJobs({ connectionString: url, mailer: { send: async () => {} }, sweepFiles: async () => {}, work: false });
        await jobs.start();
        return { db, jobs };
      }),
    );
    try {
      const counts = await Promise.all(processes.map(({ db, jobs }) => sendDeviationReminders({ db, outbox: jobs.outbox, appUrl: 'http://portal.test' })));
      expect(counts[0] + counts[1]).toBe(3);
    } finally {
      for (const { db, jobs } of processes) {
        await jobs.stop();
        await db.destroy();
      }
    }
    const rows = await env.db
      .selectFrom('deviation_reminders')
      .select(['deviation_id', 'stage', 'recipients'])
      .where('deviation_id', 'in', [inWeek, inThree, late, far, sentFix, fixed])
      .orderBy('deviation_id')
      .execute();
    expect(rows.map((row) => [row.deviation_id, row.stage])).toEqual([
      [inWeek, 'before'],
      [inThree, 'before'],
      [late, 'overdue'],
    ]);
    expect(rows[0]?.recipients).toEqual([admin.email.toLowerCase()]);

    await env.jobs.runDue();
    const mails = env.mails.filter((mail) => [admin.email, member.user.email].includes(mail.to));
    expect(mails).toHaveLength(3);
    expect(mails.every((mail) => mail.to === admin.email)).toBe(true);
    const overdue = mails.find((mail) => mail.subject.includes('myöhässä'));
    expect(overdue?.text).toContain('Muistutus Poikkeama Oy');
    expect(overdue?.text).toContain(`http://portal.test/companies/${company.id}/deviations/${late}`);

    // The next run finds them sent; a due date moved later is a new date with its own reminder.
    await env.db.updateTable('audit_deviations').set({ to_be_fixed_by_date: addDays(today, 5) }).where('id', '=', late).execute();
    expect(await sendDeviationReminders({ db: env.db, outbox: env.jobs.outbox, appUrl: 'http://portal.test' })).toBe(1);
    expect(await sendDeviationReminders({ db: env.db, outbox: env.jobs.outbox, appUrl: 'http://portal.test' })).toBe(0);
    await env.jobs.runDue();
    expect(env.mails.filter((mail) => mail.to === admin.email)).toHaveLength(4);
  });
});
