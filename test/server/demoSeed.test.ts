import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed/demo';
import { localStorage } from '../../server/integrations/storage';
import { Client, createUser, signedIn, testFilesDir, useTestApp } from './helpers';

const env = useTestApp();

describe('demo data', () => {
  it('gives each of the twelve demo companies its own people, and the office people list shows their e-mails (issue 18 §7)', async () => {
    await seedDemo(env.db, localStorage(testFilesDir()));
    const rows = await env.db
      .selectFrom('company_people as cp')
      .innerJoin('people as p', 'p.id', 'cp.person_id')
      .innerJoin('companies as c', 'c.id', 'cp.company_id')
      .select(['c.name', 'p.first_name', 'p.last_name'])
      .where('cp.user_id', 'is', null)
      .execute();
    const companies = new Set(rows.map((row) => row.name));
    expect(companies.size).toBe(12);
    const names = rows.map((row) => `${row.first_name} ${row.last_name}`);
    // No person of one demo company appears in another.
    expect(new Set(names).size).toBe(names.length);
    // What the e2e tests find stays.
    expect(rows).toContainEqual({ name: 'Rakennus Virtanen Oy', first_name: 'Matti', last_name: 'Mäkinen' });

    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [2] })).email);
    const list = await office.get('/api/people?q=virtanen&paginate=100');
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    for (const row of list.body.data) expect(row.email, JSON.stringify(row)).toMatch(/@/);

    // The public registry shows issued certificates at once, one of them suspended (issue 20).
    const registry = await office.get('/api/public/companies?q=oy');
    const statuses = registry.body.data.flatMap((company: { name: string; certificates: Array<{ status: string }> }) => company.certificates.map((c) => `${company.name}: ${c.status}`));
    expect(statuses).toEqual(expect.arrayContaining(['Rakennus Virtanen Oy: valid', 'Saariston Kattotyöt Oy: suspended']));

    // The board (issue 20): the chairman's coming meeting has one proposed application; one waits in the office's queue.
    const chairman = new Client(env.app);
    expect((await chairman.login('lautakunta@pateva.test', DEMO_PASSWORD)).status).toBe(200);
    expect((await chairman.get('/api/users/me')).body.boards).toEqual([expect.objectContaining({ name: 'Pätevyyslautakunta', boardMemberRoleId: 1 })]);
    const meetings = (await chairman.get('/api/board-meetings')).body.data;
    expect(meetings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ statusText: 'in_future', applicationCount: 1 }),
        expect.objectContaining({ title: 'Pätevyyslautakunnan ylimääräinen kokous', statusText: 'active', applicationCount: 1, quorum: expect.objectContaining({ met: true, present: 2 }) }),
      ]),
    );
    expect(meetings).toHaveLength(2);
    const running = meetings.find((meeting: { statusText: string }) => meeting.statusText === 'active');
    const runningAgenda = (await chairman.get(`/api/board-meetings/${running.id}/applications`)).body.data;
    expect(runningAgenda).toEqual([expect.objectContaining({ companyName: 'Uudenmaan Rakennuttajat Oy', decision: null, quorum: expect.objectContaining({ met: true }) })]);
    meetings.sort((a: { statusText: string }, b: { statusText: string }) => (a.statusText === 'in_future' ? -1 : b.statusText === 'in_future' ? 1 : 0));
    expect(meetings[0].members.map((member: { name: string }) => member.name)).toEqual(['Lauri Lautakunta', 'Jussi Jäsen', 'Jaana Jäsenlahti']);
    const agenda = (await chairman.get(`/api/board-meetings/${meetings[0].id}/applications`)).body.data;
    expect(agenda).toEqual([expect.objectContaining({ companyName: 'Pohjolan Talotekniikka Oy', proposalId: 6, presenterName: 'Tiina Toimisto' })]);
    // The audits (issue 21): Kymen Sähkö ja Valvonta Oy's admin sees its planned quality audit with Aino Auditoija.
    const audited = new Client(env.app);
    expect((await audited.login('laatu@pateva.test', DEMO_PASSWORD)).status).toBe(200);
    const [kymen] = (await audited.get('/api/users/me')).body.companies;
    expect(kymen.name).toBe('Kymen Sähkö ja Valvonta Oy');
    const planned = await audited.get(`/api/companies/${kymen.id}/audit-programs`);
    expect(planned.status).toBe(200);
    expect(JSON.stringify(planned.body.data)).toContain('Aino Auditoija');
    expect((await office.get('/api/board-queue')).body.data).toEqual([expect.objectContaining({ companyName: 'Järvi-Suomen Infra Oy', proposalId: 7 })]);

    // Issue 21: the demo auditor has a fix waiting for review in "Tarkastettavat poikkeamat".
    const auditor = new Client(env.app);
    expect((await auditor.login('auditoija@pateva.test', DEMO_PASSWORD)).status).toBe(200);
    const review = (await auditor.get('/api/deviations?sort=readyFirst')).body.data;
    expect(review).toEqual([expect.objectContaining({ statusId: 2, severityId: 1, questionText: 'Miten laatu varmistetaan työmaalla?', overdue: false })]);
    expect((await auditor.get(`/api/deviations/${review[0].id}`)).body.history.map((entry: { event: string }) => entry.event)).toEqual(['raised', 'fix_sent']);

    // Rakennus Virtanen Oy has signed the qualification service's agreement in force.
    const virtanen = await env.db.selectFrom('companies').select('id').where('name', '=', 'Rakennus Virtanen Oy').executeTakeFirstOrThrow();
    const agreements = await office.get(`/api/companies/${virtanen.id}/agreements`);
    expect(agreements.status, JSON.stringify(agreements.body)).toBe(200);
    expect(agreements.body.data).toEqual([expect.objectContaining({ product: expect.objectContaining({ name: 'Pätevyyspalvelu' }), terminatedAt: null })]);

    // The opening news has an uploaded image, which every reader of the front page gets.
    const feed = (await office.get('/api/feed?limit=10')).body as Array<{ title: string; image: string | null }>;
    const opening = feed.find((item) => item.title === 'Pätevä-portaali on avattu');
    expect(opening?.image).toMatch(/^\/api\/news-items\/\d+\/image\/content\?v=\d+$/);
    expect((await office.get(opening?.image ?? '')).status).toBe(200);
  });
});
