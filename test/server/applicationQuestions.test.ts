import { describe, expect, it } from 'vitest';
import { auditRows, companyWithAdmin, createUser, signedIn, useTestApp } from './helpers';
import { OFFICE, insertApplication } from './applicationReviewFixtures';

const env = useTestApp();

async function office() {
  return signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
}

describe('application questions (office catalogue)', () => {
  it('creates, lists, shows, changes and removes a question, each audited', async () => {
    const client = await office();
    const created = await client.post('/api/application-questions', { application_type_id: 4, section_id: 3, text: 'Kuvatkaa laatujärjestelmän sisäiset auditoinnit.', order_number: 2 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), applicationTypeId: 4, sectionId: 3, text: 'Kuvatkaa laatujärjestelmän sisäiset auditoinnit.', orderNumber: 2, active: true });
    const id = created.body.id;

    const list = await client.get('/api/application-questions?application_type_id=4&section_id=3&q=sisäiset');
    expect(list.status).toBe(200);
    expect(list.body.data.map((q: { id: number }) => q.id)).toContain(id);
    expect((await client.get('/api/application-questions?application_type_id=5&q=sisäiset')).body.data).toEqual([]);
    expect((await client.get('/api/application-questions?active=false&q=sisäiset')).body.data).toEqual([]);

    expect((await client.get(`/api/application-questions/${id}`)).body.text).toBe('Kuvatkaa laatujärjestelmän sisäiset auditoinnit.');
    const changed = await client.put(`/api/application-questions/${id}`, { active: false });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ active: false, orderNumber: 2, sectionId: 3 });

    expect((await client.request('DELETE', `/api/application-questions/${id}`)).status).toBe(204);
    expect((await client.get(`/api/application-questions/${id}`)).status).toBe(404);
    const rows = (await auditRows(env.db, null, 'application_question')).filter((row) => row.entity_id === id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses bad input in Finnish', async () => {
    const client = await office();
    const empty = await client.post('/api/application-questions', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({ application_type_id: ['Valitse hakemustyyppi.'], section_id: ['Valitse osio.'], text: ['Kysymys on pakollinen.'] });
    const wrong = await client.post('/api/application-questions', { application_type_id: 12, section_id: 10, text: 'x'.repeat(2001), order_number: -1 });
    expect(wrong.body.errors).toMatchObject({
      application_type_id: ['Valitse hakemustyyppi listalta.'],
      section_id: ['Valitse osio listalta.'],
      text: ['Kysymys on liian pitkä (enintään 2000 merkkiä).'],
      order_number: ['Järjestysnumeron on oltava kokonaisluku 0–10000.'],
    });
    expect((await client.put('/api/application-questions/999999999', { active: false })).status).toBe(404);
    expect((await client.request('DELETE', '/api/application-questions/999999999')).status).toBe(404);
  });

  it('keeps a question that has answers: 409, deactivate instead', async () => {
    const client = await office();
    const { company } = await companyWithAdmin(env);
    const created = await client.post('/api/application-questions', { application_type_id: 1, section_id: 1, text: 'Onko yritys Vastuu Groupin jäsen?' });
    const appId = await insertApplication(env.db, company.id, { statusId: 1 });
    await env.db.insertInto('application_question_answers').values({ application_id: appId, question_id: created.body.id, answer: 'On' }).execute();
    const refused = await client.request('DELETE', `/api/application-questions/${created.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Kysymykseen on jo vastattu hakemuksissa, joten sitä ei voi poistaa. Voit poistaa sen käytöstä.');
  });

  it('is the office’s only', async () => {
    const { client } = await companyWithAdmin(env);
    expect((await client.get('/api/application-questions')).status).toBe(403);
    expect((await client.post('/api/application-questions', { application_type_id: 1, section_id: 1, text: 'x' })).status).toBe(403);
    const auditor = await signedIn(env.app, (await createUser(env.db, { permissions: [6] })).email);
    expect((await auditor.get('/api/application-questions')).status).toBe(403);
  });
});
