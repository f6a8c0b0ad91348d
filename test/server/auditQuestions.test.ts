import { describe, expect, it } from 'vitest';
import { auditRows, companyWithAdmin, createUser, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;
const MASTER = 5;
const AUDITOR = 6;

const staff = async (permission: number) => signedIn(env.app, (await createUser(env.db, { permissions: [permission] })).email);

describe('audit questions (the report catalogue)', () => {
  it('the office creates, lists, shows, changes and removes a question, each audited', async () => {
    const office = await staff(OFFICE);
    const created = await office.post('/api/audit-questions', {
      section_id: 9,
      symbolic_name: 'johdon-katselmus-kysely',
      text: 'Tehdäänkö johdon katselmus vuosittain?',
      description: 'Pyydä viimeisin pöytäkirja.',
      certificate_type_ids: [2, 5, 2],
      order_number: 7,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      sectionId: 9,
      symbolicName: 'johdon-katselmus-kysely',
      text: 'Tehdäänkö johdon katselmus vuosittain?',
      description: 'Pyydä viimeisin pöytäkirja.',
      certificateTypeIds: [2, 5],
      orderNumber: 7,
      active: true,
    });
    const id = created.body.id;
    const list = await office.get('/api/audit-questions?section_id=9&certificate_type_id=5&q=katselmus');
    expect(list.body.data.map((q: { id: number }) => q.id)).toEqual([id]);
    expect((await office.get('/api/audit-questions?certificate_type_id=23&q=katselmus')).body.data).toEqual([]);
    expect((await office.get('/api/audit-questions?active=false&q=katselmus')).body.data).toEqual([]);
    // Every audited kind when none is given.
    const all = await office.post('/api/audit-questions', { section_id: 1, symbolic_name: 'kaikki-lajit', text: 'Kysymys kaikille' });
    expect(all.body.certificateTypeIds).toEqual([2, 5, 20, 23]);

    const changed = await office.put(`/api/audit-questions/${id}`, { active: false, certificate_type_ids: [23] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ active: false, certificateTypeIds: [23], orderNumber: 7 });
    expect((await office.request('DELETE', `/api/audit-questions/${id}`)).status).toBe(204);
    expect((await office.get(`/api/audit-questions/${id}`)).status).toBe(404);
    const rows = (await auditRows(env.db, null, 'audit_question')).filter((row) => row.entity_id === id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('the master auditor writes, an auditor only reads, a company person neither', async () => {
    const master = await staff(MASTER);
    const created = await master.post('/api/audit-questions', { section_id: 2, symbolic_name: 'paa-lisaama', text: 'Pääauditoijan kysymys' });
    expect(created.status).toBe(201);
    const auditor = await staff(AUDITOR);
    expect((await auditor.get(`/api/audit-questions/${created.body.id}`)).status).toBe(200);
    expect((await auditor.get('/api/audit-questions')).status).toBe(200);
    expect((await auditor.put(`/api/audit-questions/${created.body.id}`, { active: false })).status).toBe(403);
    expect((await auditor.post('/api/audit-questions', { section_id: 2, symbolic_name: 'ei-saa', text: 'Ei' })).status).toBe(403);
    const { client: company } = await companyWithAdmin(env);
    expect((await company.get('/api/audit-questions')).status).toBe(403);
  });

  it('refuses bad input in Finnish', async () => {
    const office = await staff(OFFICE);
    const empty = await office.post('/api/audit-questions', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({ section_id: ['Valitse raportin osio.'], symbolic_name: ['Tunnus on pakollinen.'], text: ['Kysymys on pakollinen.'] });
    const wrong = await office.post('/api/audit-questions', { section_id: 17, symbolic_name: 'x', text: 'y', certificate_type_ids: [3], order_number: -1 });
    expect(wrong.body.errors).toMatchObject({
      section_id: ['Valitse raportin osio listalta (1–16).'],
      certificate_type_ids: [expect.stringContaining('Valitse vähintään yksi sertifikaattilaji')],
      order_number: ['Järjestysnumeron on oltava kokonaisluku 0–100000.'],
    });
    expect((await office.post('/api/audit-questions', { section_id: 1, symbolic_name: 'x', text: 'y', certificate_type_ids: [] })).status).toBe(422);
    expect((await office.post('/api/audit-questions', { section_id: 1, symbolic_name: 'nul\u0000', text: 'y' })).status).toBe(422);
    await office.post('/api/audit-questions', { section_id: 1, symbolic_name: 'varattu-tunnus', text: 'Ensimmäinen' });
    const taken = await office.post('/api/audit-questions', { section_id: 1, symbolic_name: 'Varattu-Tunnus', text: 'Toinen' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ symbolic_name: ['Tunnus on jo toisen kysymyksen käytössä.'] });
    expect((await office.get('/api/audit-questions?section_id=99')).status).toBe(422);
    expect((await office.put('/api/audit-questions/999999999', { active: false })).status).toBe(404);
  });

  it('keeps a question a report has answered: 409, deactivate instead; an untouched answer row goes with it', async () => {
    const office = await staff(OFFICE);
    const { company } = await companyWithAdmin(env);
    const program = await env.db.insertInto('audit_programs').values({ company_id: company.id, certificate_type_id: 2 }).returning('id').executeTakeFirstOrThrow();
    const answered = await office.post('/api/audit-questions', { section_id: 3, symbolic_name: 'vastattu', text: 'Vastattu kysymys' });
    const untouched = await office.post('/api/audit-questions', { section_id: 3, symbolic_name: 'koskematon', text: 'Koskematon kysymys' });
    await env.db
      .insertInto('audit_answers')
      .values([
        { program_id: program.id, question_id: answered.body.id, answer: 'Kyllä', version: 2 },
        { program_id: program.id, question_id: untouched.body.id },
      ])
      .execute();
    const refused = await office.request('DELETE', `/api/audit-questions/${answered.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Kysymykseen on jo vastattu auditointiraporteissa, joten sitä ei voi poistaa. Voit poistaa sen käytöstä.');
    expect((await office.request('DELETE', `/api/audit-questions/${untouched.body.id}`)).status).toBe(204);
  });
});
