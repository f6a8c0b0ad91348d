/**
 * Certificate expiry reminders (issue 20 "Reminders"): 90, 30 and 7 days before the end, to the
 * company's admins and contact persons, each once even with two processes running the job at once,
 * none lost when a run fails half-way; the office sees what was sent.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connectionStringOf, createDb } from '../../server/db/kysely';
import { createJobs, type Outbox } from '../../server/jobs';
import { certificateRemindersQueue, QUEUES } from '../../server/jobs/queues';
import { issueCertificate, sendCertificateReminders } from '../../server/modules/certificates';
import { companyWithAdmin, createUser, memberOf, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;

const isoDay = (daysFromToday: number) => {
  const day = new Date();
  day.setDate(day.getDate() + daysFromToday);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

async function certificateEnding(companyId: number, daysLeft: number, typeId = 5) {
  const issued = await env.db.transaction().execute((trx) => issueCertificate(trx, { companyId, certificateTypeId: typeId, decidedAt: isoDay(daysLeft - 1000), userId: null }));
  await env.db.updateTable('company_certificates').set({ valid_until: isoDay(daysLeft) }).where('id', '=', issued.id).execute();
  return issued;
}

describe('certificate expiry reminders', () => {
  it('is a scheduled job of the queue', () => {
    expect(QUEUES).toContain(certificateRemindersQueue);
    expect(certificateRemindersQueue.cron).toBe('0 7 * * *');
  });

  it("mails the company's admins and contact persons at 90, 30 and 7 days, each reminder once even with two processes", async () => {
    const { company, admin } = await companyWithAdmin(env, { name: 'Muistutus Rakennus Oy' });
    const contact = await memberOf(env, company.id);
    await env.db.updateTable('company_people').set({ company_contact_person: true }).where('user_id', '=', contact.user.id).execute();
    const plainUser = await memberOf(env, company.id);

    const in90 = await certificateEnding(company.id, 90);
    const in45 = await certificateEnding(company.id, 45, 2);
    const in30 = await certificateEnding(company.id, 30, 20);
    const in7 = await certificateEnding(company.id, 7, 23);
    const far = await certificateEnding(company.id, 120, 3);
    const suspended = await certificateEnding(company.id, 30, 2);
    await env.db.updateTable('company_certificates').set({ held_status: 'suspended' }).where('id', '=', suspended.id).execute();
    // A renewed one: a later certificate of the same kind (far) supersedes the one ending.
    const renewed = await certificateEnding(company.id, 30, 3);

    // Two app processes: their own pools and job queues, running the job at the same moment.
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
      const counts = await Promise.all(processes.map(({ db, jobs }) => sendCertificateReminders({ db, outbox: jobs.outbox, appUrl: 'http://portal.test' })));
      // Certificates of other test files may be due too; ours are four, sent by one process or the other.
      const ours = await env.db.selectFrom('certificate_reminders').select(['certificate_id', 'stage_days', 'recipients']).where('certificate_id', 'in', [in90.id, in45.id, in30.id, in7.id, far.id, suspended.id, renewed.id]).orderBy('certificate_id').execute();
      expect(ours.map((row) => [row.certificate_id, row.stage_days])).toEqual([
        [in90.id, 90],
        [in45.id, 90],
        [in30.id, 30],
        [in7.id, 7],
      ]);
      expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(4);
      expect(ours[0].recipients).toEqual([admin.email, contact.user.email].map((email) => email.toLowerCase()).sort());
    } finally {
      for (const { db, jobs } of processes) {
        await jobs.stop();
        await db.destroy();
      }
    }
    await env.jobs.runDue();
    const mails = env.mails.filter((mail) => mail.subject.includes('vanhenee') && [admin.email, contact.user.email, plainUser.user.email].includes(mail.to));
    expect(mails).toHaveLength(8);
    expect(mails.filter((mail) => mail.to === plainUser.user.email)).toEqual([]);
    const toAdmin = mails.filter((mail) => mail.to === admin.email);
    expect(toAdmin.map((mail) => mail.subject).sort()).toEqual(
      [
        `Pätevä ympäristösertifikaatti ${in90.certificateNumber} vanhenee 90 päivän kuluttua – Pätevä`,
        `Pätevä laatusertifikaatti ${in45.certificateNumber} vanhenee 45 päivän kuluttua – Pätevä`,
        `Pätevä työturvallisuussertifikaatti ${in30.certificateNumber} vanhenee 30 päivän kuluttua – Pätevä`,
        `Pätevä kosteudenhallintasertifikaatti ${in7.certificateNumber} vanhenee 7 päivän kuluttua – Pätevä`,
      ].sort(),
    );
    expect(toAdmin[0].text).toContain('Muistutus Rakennus Oy');
    expect(toAdmin[0].text).toContain(`http://portal.test/companies/${company.id}/applications`);
    expect(toAdmin[0].text).toContain('http://portal.test/rekisteri/todistus/PTV-');

    // The next morning's run finds them sent.
    await sendCertificateReminders({ db: env.db, outbox: env.jobs.outbox, appUrl: 'http://portal.test' });
    await env.jobs.runDue();
    expect(env.mails.filter((mail) => mail.subject.includes('vanhenee') && mail.to === admin.email)).toHaveLength(4);

    // The office sees what was sent and when.
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    const history = await office.get(`/api/certificates/${in30.id}/history`);
    expect(history.body.reminders).toEqual([{ stageDays: 30, validUntil: isoDay(30), recipients: expect.arrayContaining([admin.email.toLowerCase()]), sentAt: expect.any(String) }]);
  });

  it('loses no reminder when a run fails half-way: the failed one is sent by the next run', async () => {
    const { company, admin } = await companyWithAdmin(env);
    const due = await certificateEnding(company.id, 7);
    const failing: Outbox = {
      mail: async (db, mail) => {
        if (mail.to === admin.email) throw new Error('the queue is down (test)');
        await env.jobs.outbox.mail(db, mail);
      },
    };
    await expect(sendCertificateReminders({ db: env.db, outbox: failing, appUrl: 'http://portal.test' })).rejects.toThrow(/queue is down/);
    expect(await env.db.selectFrom('certificate_reminders').select('stage_days').where('certificate_id', '=', due.id).execute()).toEqual([]);

    await sendCertificateReminders({ db: env.db, outbox: env.jobs.outbox, appUrl: 'http://portal.test' });
    await env.jobs.runDue();
    expect(env.mails.filter((mail) => mail.to === admin.email && mail.subject.includes(due.certificateNumber))).toHaveLength(1);
    const row = await sql<{ n: number }>`select count(*)::int as n from certificate_reminders where certificate_id = ${due.id}`.execute(env.db);
    expect(row.rows[0].n).toBe(1);
  });
});
