/**
 * The job queue (issue 19 §1, server/jobs): mail is a job written in the transaction of its
 * change; a mail server outage delays it and loses none; two processes on one database run each
 * job once, the scheduled ones included.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { connectionStringOf, createDb, type Db } from '../../server/db/kysely';
import { createMailer, type Mail } from '../../server/integrations/mailer';
import { createPrhClient } from '../../server/integrations/prh';
import { localStorage } from '../../server/integrations/storage';
import { createJobs, failedJobs, retryFailed, type JobLog, type Jobs, type Outbox } from '../../server/jobs';
import { startFakeSmtp } from '../support/fakeSmtp';
import { Client, createUser, linkFromMail, PASSWORD, roomInRateWindow, TEST_SECRET, testFilesDir, uniqueEmail, useTestApp } from './helpers';

const env = useTestApp();

const quiet: JobLog = { info: () => {}, error: () => {} };

/** A second app process on the file's database: its own pool and its own job queue's outbox. */
async function appOn(db: Db, outbox: Outbox): Promise<App> {
  const app = await buildApp({
    context: { db, outbox, prh: createPrhClient(db, env.prh.url), appUrl: 'http://portal.test', secret: TEST_SECRET, storage: localStorage(testFilesDir()) },
    distDir: '/nonexistent-dist',
    trustProxy: ['loopback'],
  });
  await app.ready();
  return app;
}

/** Polls `done` until it holds (the queue works on its own clock); fails after `ms`. */
async function waitFor(what: string, done: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const connectionString = () => connectionStringOf(env.db) ?? '';

/** The mail jobs to an address, whatever their state. */
const mailJobsTo = (to: string) =>
  sql<{ state: string }>`select state from pgboss.job where name = 'mail' and data->>'to' = ${to}`.execute(env.db).then((result) => result.rows);

const registration = (email: string) => ({
  email,
  first_name: 'Posti',
  last_name: 'Katkonen',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  newsletter: false,
  invite_token: null,
});

describe('the mail outbox', () => {
  it('answers before any mail is sent: the request queues a job, the worker sends it', async () => {
    const email = uniqueEmail('queued');
    // inject, not the test Client, which runs the due jobs after each change (helpers.ts).
    const client = new Client(env.app);
    await client.get('/api/health');
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: `XSRF-TOKEN=${client.cookies.get('XSRF-TOKEN')}`, 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '', 'content-type': 'application/json' },
      payload: JSON.stringify(registration(email)),
    });
    expect(response.statusCode).toBe(201);
    expect(env.mails.filter((mail) => mail.to === email)).toEqual([]);
    expect(await mailJobsTo(email)).toEqual([{ state: 'created' }]);

    expect(await env.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(env.mails.filter((mail) => mail.to === email).map((mail) => mail.subject)).toEqual(['Vahvista sähköpostiosoitteesi – Pätevä']);
    expect(await mailJobsTo(email)).toEqual([{ state: 'completed' }]);
    // The sent mail's link (it verifies the address) does not stay in the database.
    const { rows } = await sql<{ data: unknown }>`select data from pgboss.job where name = 'mail' and data->>'to' = ${email}`.execute(env.db);
    expect(rows).toEqual([{ data: { to: email, subject: 'Vahvista sähköpostiosoitteesi – Pätevä' } }]);
  });

  it('sends nothing for a change that rolls back after its mail was queued', async () => {
    // The commit itself fails for these addresses, after the user and its mail job were written.
    await sql`
      create function refuse_rollback_users() returns trigger language plpgsql as $$
      begin
        if new.email like 'rollback-%' then raise exception 'refused at commit (test)'; end if;
        return null;
      end $$`.execute(env.db);
    await sql`create constraint trigger refuse_rollback_users after insert on users deferrable initially deferred for each row execute function refuse_rollback_users()`.execute(
      env.db,
    );
    try {
      const client = new Client(env.app);
      const refused = uniqueEmail('rollback');
      const response = await client.post('/api/auth/register', registration(refused));
      expect(response.status).toBeGreaterThanOrEqual(500);
      await env.jobs.runDue();
      expect(await mailJobsTo(refused)).toEqual([]);
      expect(env.mails.filter((mail) => mail.to === refused)).toEqual([]);
      expect(await env.db.selectFrom('users').select('id').where('email', '=', refused).execute()).toEqual([]);

      // The same request for another address commits, and its mail goes.
      const accepted = uniqueEmail('committed');
      expect((await client.post('/api/auth/register', registration(accepted))).status).toBe(201);
      expect(env.mails.filter((mail) => mail.to === accepted)).toHaveLength(1);
    } finally {
      await sql`drop trigger refuse_rollback_users on users`.execute(env.db);
      await sql`drop function refuse_rollback_users()`.execute(env.db);
    }
  });

  it('answers a registration while the mail server refuses, and its verification mail arrives once the server is back', async () => {
    const smtp = await startFakeSmtp();
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'pateva-jobs-test-'));
    const jobs = createJobs({
      connectionString: connectionString(),
      mailer: createMailer({ smtpUrl: smtp.url, outboxDir }),
      sweepFiles: async () => {},
      log: quiet,
      tuning: { mailRetryDelaySeconds: 1, pollSeconds: 0.2 },
    });
    await jobs.start();
    const app = await appOn(env.db, jobs.outbox);
    try {
      const email = uniqueEmail('outage');
      const client = new Client(app);
      const response = await client.post('/api/auth/register', registration(email));
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ email, emailVerified: false });

      // Two tries refused (the second after the backoff): the mail waits, not lost.
      await waitFor('two refused tries', () => smtp.refused >= 2);
      expect(await mailJobsTo(email)).toEqual([{ state: expect.stringMatching(/^(retry|active)$/) }]);
      expect(smtp.received).toEqual([]);

      smtp.refusing = false;
      await waitFor('the verification mail', () => smtp.received.some((mail) => mail.to.includes(email)));
      const mails = smtp.received.filter((mail) => mail.to.includes(email));
      expect(mails.map((mail) => mail.subject)).toEqual(['Vahvista sähköpostiosoitteesi – Pätevä']);
      await waitFor('the job completed', async () => (await mailJobsTo(email)).every((job) => job.state === 'completed'));

      // The link in the delayed mail verifies the address.
      const link = new URL(linkFromMail(mails.map((mail) => ({ ...mail, to: email })), email));
      const verified = await client.get(`/api${link.pathname.replace('/auth/verify-email', '/auth/email/verify')}${link.search}`);
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({ verified: true, email });
    } finally {
      await app.close();
      await jobs.stop();
      await smtp.close();
    }
  }, 60_000);
});

describe('failed jobs (docs/operations.md)', () => {
  it('lists a mail that used up its tries with its error, and sends it when retried', async () => {
    const to = uniqueEmail('failed');
    const refusing = createJobs({
      connectionString: connectionString(),
      mailer: { send: async () => Promise.reject(new Error('550 mailbox unavailable (test)')) },
      sweepFiles: async () => {},
      work: false,
      log: quiet,
    });
    await refusing.start();
    try {
      await env.db.transaction().execute((trx) => env.jobs.outbox.mail(trx, { to, subject: 'Uudelleen', text: 'Toinen yritys.' }));
      // Its last try: the next failure fails it for good.
      await sql`update pgboss.job set retry_limit = 0 where name = 'mail' and data->>'to' = ${to}`.execute(env.db);
      await refusing.runDue();
    } finally {
      await refusing.stop();
    }
    const failed = (await failedJobs(env.db, 'mail')).filter((job) => (job.data as { to: string }).to === to);
    expect(failed).toEqual([{ id: expect.any(String), queue: 'mail', data: { to, subject: 'Uudelleen', text: 'Toinen yritys.' }, tries: 1, failedAt: expect.any(Date), error: '550 mailbox unavailable (test)' }]);
    expect(env.mails.filter((mail) => mail.to === to)).toEqual([]);

    expect(await retryFailed(env.db, { queue: 'mail', ids: [failed[0].id] })).toBe(1);
    expect(await mailJobsTo(to)).toEqual([{ state: 'retry' }]);
    await env.jobs.runDue();
    expect(env.mails.filter((mail) => mail.to === to).map((mail) => mail.text)).toEqual(['Toinen yritys.']);
    expect(await mailJobsTo(to)).toEqual([{ state: 'completed' }]);
    expect(await retryFailed(env.db, { ids: [failed[0].id] })).toBe(0);
  });
});

describe('a job that cannot run', () => {
  it('is failed for a later try, and the jobs beside it are sent', async () => {
    const broken = uniqueEmail('broken');
    const fine = uniqueEmail('fine');
    await env.db.transaction().execute(async (trx) => {
      await env.jobs.outbox.mail(trx, { to: broken, subject: 'Rikki', text: 'Ei aihetta.' });
      await env.jobs.outbox.mail(trx, { to: fine, subject: 'Ehjä', text: 'Kaikki kunnossa.' });
    });
    await sql`update pgboss.job set data = data - 'subject' where name = 'mail' and data->>'to' = ${broken}`.execute(env.db);
    try {
      await env.jobs.runDue();
      expect(await mailJobsTo(broken)).toEqual([{ state: 'retry' }]);
      expect(env.mails.filter((mail) => mail.to === broken)).toEqual([]);
      expect(env.mails.filter((mail) => mail.to === fine).map((mail) => mail.subject)).toEqual(['Ehjä']);
    } finally {
      // Not left to fail again under the workers of the tests below.
      await sql`delete from pgboss.job where name = 'mail' and data->>'to' = ${broken}`.execute(env.db);
    }
  });
});

describe('two app processes on one database', () => {
  it('send each queued mail once', async () => {
    // Each process holds its first mail until the other has one in hand too: both work the queue at once.
    const sent: Array<{ by: string; mail: Mail }> = [];
    const busy = new Set<string>();
    let bothBusy: () => void = () => {};
    const bothBusyOrLate = new Promise<void>((resolve) => {
      bothBusy = resolve;
      setTimeout(resolve, 10_000).unref();
    });
    const processes: Array<{ name: string; db: Db; jobs: Jobs; app: App }> = [];
    for (const name of ['A', 'B']) {
      const db = createDb(connectionString(), 2);
      const jobs = createJobs({
        connectionString: connectionString(),
        mailer: {
          async send(mail) {
            busy.add(name);
            if (busy.size === 2) bothBusy();
            await bothBusyOrLate;
            await new Promise((resolve) => setTimeout(resolve, 20));
            sent.push({ by: name, mail });
          },
        },
        sweepFiles: async () => {},
        log: quiet,
        tuning: { pollSeconds: 0.2 },
      });
      processes.push({ name, db, jobs, app: await appOn(db, jobs.outbox) });
    }
    try {
      // Requests to either process queue mail (password resets), and a burst in one transaction.
      const users = await Promise.all(Array.from({ length: 10 }, () => createUser(env.db)));
      for (const [index, user] of users.entries()) {
        const response = await new Client(processes[index % 2].app).post('/api/auth/password/email', { email: user.email });
        expect(response.status).toBe(200);
      }
      const burst = Array.from({ length: 40 }, (_, index) => `burst-${index}-${uniqueEmail('two')}`);
      await env.db.transaction().execute(async (trx) => {
        for (const to of burst) await processes[0].jobs.outbox.mail(trx, { to, subject: 'Testi', text: 'Yksi viesti.' });
      });

      await Promise.all(processes.map((process) => process.jobs.start()));
      const expected = [...users.map((user) => user.email), ...burst].sort();
      const open = async () =>
        Number(
          (await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'mail' and state < 'completed' and data->>'to' = any(${expected}::text[])`.execute(env.db))
            .rows[0].n,
        );
      await waitFor('every mail job done', async () => (await open()) === 0 && sent.length >= expected.length);

      expect(sent.map((entry) => entry.mail.to).sort()).toEqual(expected);
      expect(new Set(sent.map((entry) => entry.by))).toEqual(new Set(['A', 'B']));
    } finally {
      for (const process of processes) {
        await process.app.close();
        await process.jobs.stop();
        await process.db.destroy();
      }
    }
  }, 60_000);

  it('run a scheduled job once per tick', async () => {
    // One tick a minute: the runs are counted per minute of the database's clock, which pg-boss's schedules follow.
    await roomInRateWindow(env.db, 60, 20);
    const runs: Array<{ by: string; minute: string }> = [];
    const processes = ['A', 'B'].map((name) =>
      createJobs({
        connectionString: connectionString(),
        mailer: { send: async () => {} },
        sweepFiles: async () => {
          const { rows } = await sql<{ minute: string }>`select date_trunc('minute', now())::text as minute`.execute(env.db);
          runs.push({ by: name, minute: rows[0].minute });
        },
        log: quiet,
        tuning: { sweepCron: '* * * * *', cronCheckSeconds: 1, pollSeconds: 0.2 },
      }),
    );
    try {
      await Promise.all(processes.map((jobs) => jobs.start()));
      await waitFor('the scheduled sweep', () => runs.length > 0);
      // Both processes look at the schedule every second: several more looks within the minute make no second run.
      const firstMinute = runs[0].minute;
      const until = Date.now() + 5000;
      await waitFor('five seconds of schedule checks', () => Date.now() > until || runs.length > 1, 10_000);
      const inFirstMinute = runs.filter((run) => run.minute === firstMinute);
      expect(inFirstMinute).toHaveLength(1);
      const perMinute = new Map<string, number>();
      for (const run of runs) perMinute.set(run.minute, (perMinute.get(run.minute) ?? 0) + 1);
      expect([...perMinute.values()].every((count) => count === 1)).toBe(true);
    } finally {
      for (const jobs of processes) await jobs.stop();
      await sql`delete from pgboss.schedule`.execute(env.db);
    }
    // Up to 20 s for room in the minute, then the schedule's clock.
  }, 90_000);
});
