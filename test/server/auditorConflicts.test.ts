/** The register of declared conflicts (issue 21): the office keeps all, an auditor their own; rules in Finnish; audited. */
import { describe, expect, it } from 'vitest';
import { auditRows, createCompany, createUser, signedIn, useTestApp } from './helpers';
import { AUDITOR, OFFICE } from './auditWorkFixtures';

const env = useTestApp();

async function setup() {
  const company = await createCompany(env.db);
  const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
  const auditorUser = await createUser(env.db, { permissions: [AUDITOR] });
  const otherUser = await createUser(env.db, { permissions: [AUDITOR] });
  const plain = await createUser(env.db);
  return { company, office, auditorUser, otherUser, plain, auditor: await signedIn(env.app, auditorUser.email), other: await signedIn(env.app, otherUser.email) };
}

describe('auditor conflicts', () => {
  it('an auditor declares and changes their own; sees only their own; cannot remove; the office can', async () => {
    const s = await setup();
    const created = await s.auditor.post('/api/auditor-conflicts', {
      person_id: s.auditorUser.personId,
      company_id: s.company.id,
      conflict_type_id: 1,
      description: 'Konsultoin yritystä 2024',
      valid_from: '1.1.2024',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ personId: s.auditorUser.personId, companyName: s.company.name, conflictTypeId: 1, validFrom: '2024-01-01', validTo: null });
    const id = created.body.id;
    expect((await s.auditor.post('/api/auditor-conflicts', { person_id: s.otherUser.personId, company_id: s.company.id, conflict_type_id: 3, valid_from: '2024-01-01' })).status).toBe(403);
    expect((await s.other.get(`/api/auditor-conflicts/${id}`)).status).toBe(404);
    expect((await s.other.get('/api/auditor-conflicts')).body.data).toEqual([]);
    const listed = await s.office.get(`/api/auditor-conflicts?company_id=${s.company.id}&current=true`);
    expect(listed.body.data.map((row: { id: number }) => row.id)).toEqual([id]);
    const ended = await s.auditor.put(`/api/auditor-conflicts/${id}`, { valid_to: '2025-06-30' });
    expect(ended.body.validTo).toBe('2025-06-30');
    expect((await s.office.get(`/api/auditor-conflicts?company_id=${s.company.id}&current=true`)).body.data).toEqual([]);
    expect((await s.auditor.request('DELETE', `/api/auditor-conflicts/${id}`)).status).toBe(403);
    expect((await s.office.request('DELETE', `/api/auditor-conflicts/${id}`)).status).toBe(204);
    expect((await s.office.get(`/api/auditor-conflicts/${id}`)).status).toBe(404);
    expect((await auditRows(env.db, s.company.id, 'auditor_conflict')).map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a person without an audit role, a missing company, dates the wrong way round and bad types in Finnish', async () => {
    const s = await setup();
    const bad = await s.office.post('/api/auditor-conflicts', { person_id: s.plain.personId, company_id: 999999999, conflict_type_id: 2, valid_from: '2024-05-01' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ person_id: ['Henkilö ei ole auditoija.'], company_id: ['Yritystä ei löytynyt.'] });
    const dates = await s.office.post('/api/auditor-conflicts', { person_id: s.auditorUser.personId, company_id: s.company.id, conflict_type_id: 2, valid_from: '2024-05-01', valid_to: '2024-04-01' });
    expect(dates.status).toBe(422);
    expect(JSON.stringify(dates.body.errors)).toContain('Päättymispäivä ei voi olla ennen alkamispäivää.');
    const type = await s.office.post('/api/auditor-conflicts', { person_id: s.auditorUser.personId, company_id: s.company.id, conflict_type_id: 9, valid_from: '' });
    expect(type.status).toBe(422);
    expect(JSON.stringify(type.body.errors)).toContain('Alkamispäivä on pakollinen.');
    const ok = await s.office.post('/api/auditor-conflicts', { person_id: s.auditorUser.personId, company_id: s.company.id, conflict_type_id: 2, valid_from: '2024-05-01' });
    const later = await s.office.put(`/api/auditor-conflicts/${ok.body.id}`, { valid_to: '2024-01-01' });
    expect(later.status).toBe(422);
    expect(later.body.errors.valid_to).toEqual(['Päättymispäivä ei voi olla ennen alkamispäivää.']);
  });
});
