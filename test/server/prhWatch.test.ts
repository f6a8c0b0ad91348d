/**
 * The PRH watch (issue 22 §1): a daily job re-reads the trade register's data of monitored companies
 * (a fake PRH server) and, when a company's situation changes, opens a case once and sets its status
 * to Resolve with a history entry; an unmonitored company and an unchanged one are left alone.
 */
import { describe, expect, it } from 'vitest';
import { createPrhClient } from '../../server/integrations/prh';
import { prhWatchQueue, QUEUES } from '../../server/jobs/queues';
import { watchPrh } from '../../server/modules/companyCases';
import { companyWithAdmin, useTestApp } from './helpers';

const env = useTestApp();

const run = () => watchPrh({ db: env.db, outbox: env.jobs.outbox, appUrl: 'http://portal.test', prh: createPrhClient(env.db, env.prh.url) });

async function casesOf(companyId: number) {
  return env.db.selectFrom('company_cases').select(['case_type_id', 'title', 'source', 'status']).where('company_id', '=', companyId).orderBy('id').execute();
}

describe('PRH watch', () => {
  it('is a scheduled job of the queue', () => {
    expect(QUEUES).toContain(prhWatchQueue);
    expect(prhWatchQueue.cron).toBeDefined();
  });

  it('opens a case once when a monitored company goes bankrupt or changes its name, and sets Resolve', async () => {
    const { company, admin } = await companyWithAdmin(env, { name: 'Valvottu Oy' });
    const unwatched = await companyWithAdmin(env, { name: 'Valvomaton Oy' });
    await env.db.updateTable('companies').set({ company_status_id: 5 }).where('id', '=', company.id).execute();
    env.prh.companies.set(company.registrationNumber, { businessId: company.registrationNumber, name: 'Valvottu Oy' });
    env.prh.companies.set(unwatched.company.registrationNumber, { businessId: unwatched.company.registrationNumber, name: 'Valvomaton Oy', situations: ['KONK'] });

    // Nothing has changed: nothing is opened.
    await run();
    expect(await casesOf(company.id)).toEqual([]);

    env.prh.companies.set(company.registrationNumber, { businessId: company.registrationNumber, name: 'Valvottu Oy', situations: ['KONK'] });
    await run();
    await env.jobs.runDue();
    expect(await casesOf(company.id)).toEqual([{ case_type_id: 9, title: 'Kaupparekisteri: yritys on konkurssissa', source: 'prh', status: 'open' }]);
    const after = await env.db.selectFrom('companies').select(['company_status_id', 'monitoring_started_at']).where('id', '=', company.id).executeTakeFirstOrThrow();
    expect(after.company_status_id).toBe(3);
    const history = await env.db.selectFrom('company_history_entries').select('content').where('company_id', '=', company.id).execute();
    expect(history.map((entry) => entry.content)).toEqual(['Yrityksen tila muutettu: Seurannassa → Selvitettävä. Syy: PRH-seuranta: Kaupparekisteri: yritys on konkurssissa']);
    expect(env.mails.filter((mail) => mail.to === admin.email).map((mail) => mail.subject)).toEqual(['Selvityspyyntö: Kaupparekisteri: yritys on konkurssissa – Pätevä']);

    // The next run sees the same bankruptcy: no second case.
    await run();
    expect(await casesOf(company.id)).toHaveLength(1);

    // A new name is a change of its own, opened once.
    env.prh.companies.set(company.registrationNumber, { businessId: company.registrationNumber, name: 'Uusi Nimi Oy', situations: ['KONK'] });
    await run();
    await run();
    expect((await casesOf(company.id)).map((row) => [row.case_type_id, row.title])).toEqual([
      [9, 'Kaupparekisteri: yritys on konkurssissa'],
      [8, 'Kaupparekisteri: yrityksen nimi on muuttunut'],
    ]);

    // A company nobody watches is not read at all.
    expect(await casesOf(unwatched.company.id)).toEqual([]);
    expect(env.prh.requests.some((request) => request.includes(unwatched.company.registrationNumber))).toBe(false);
  });

  it('a register that cannot answer opens nothing and fails nothing; the next run catches up', async () => {
    const { company } = await companyWithAdmin(env);
    await env.db.updateTable('companies').set({ company_status_id: 5 }).where('id', '=', company.id).execute();
    env.prh.companies.set(company.registrationNumber, { businessId: company.registrationNumber, name: company.name, situations: ['SELTILA'] });
    env.prh.failWith = 500;
    try {
      await run();
    } finally {
      env.prh.failWith = null;
    }
    expect(await casesOf(company.id)).toEqual([]);
    await run();
    expect((await casesOf(company.id)).map((row) => row.title)).toEqual(['Kaupparekisteri: yritys on selvitystilassa']);
  });
});
