import { describe, expect, it } from 'vitest';
import { randomBusinessId } from '../support/businessIds';
import { createUser, signedIn, useTestApp } from './helpers';

const env = useTestApp();

describe('audit log', () => {
  it('records who changed what, with before and after, and shows it to the office newest first', async () => {
    const admin = await createUser(env.db, { firstName: 'Aila' });
    const applicant = await createUser(env.db);
    const adminClient = await signedIn(env.app, admin.email);
    const registrationNumber = randomBusinessId();
    const created = await adminClient.post('/api/companies', { registration_number: registrationNumber, name: 'Lokiyhtiö Oy' });
    const companyId = created.body.id as number;
    await adminClient.put(`/api/companies/${companyId}`, { name: 'Lokiyhtiö Ab Oy', switchboard_number: '+358 9 123' });
    await (await signedIn(env.app, applicant.email)).post(`/api/companies/${companyId}/join-request`);
    await adminClient.post(`/api/companies/${companyId}/people/${applicant.personId}/approve`);

    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [2] })).email);
    const log = await office.get(`/api/companies/${companyId}/audit-log`);
    expect(log.status).toBe(200);
    expect(log.body.meta).toEqual({ currentPage: 1, perPage: 25, total: 4, lastPage: 1 });
    const [approval, joinRequest, update, creation] = log.body.data;
    expect(creation).toMatchObject({
      entity: 'company',
      entityId: companyId,
      action: 'create',
      before: null,
      after: { name: 'Lokiyhtiö Oy', registration_number: registrationNumber },
      user: { id: admin.id, email: admin.email, name: 'Aila Käyttäjä' },
    });
    expect(update).toMatchObject({
      action: 'update',
      before: { name: 'Lokiyhtiö Oy', switchboard_number: null },
      after: { name: 'Lokiyhtiö Ab Oy', switchboard_number: '+3589123' },
    });
    expect(joinRequest).toMatchObject({ entity: 'company_person', action: 'create', after: { status: 'pending' }, user: { id: applicant.id } });
    expect(approval).toMatchObject({ entity: 'company_person', action: 'update', before: { status: 'pending' }, after: { status: 'active', company_admin: false } });
    expect(new Date(creation.createdAt).getTime()).toBeLessThanOrEqual(new Date(approval.createdAt).getTime());

    const paged = await office.get(`/api/companies/${companyId}/audit-log?paginate=3&page=2`);
    expect(paged.body.data.map((e: { action: string }) => e.action)).toEqual(['create']);
    expect(paged.body.meta).toEqual({ currentPage: 2, perPage: 3, total: 4, lastPage: 2 });
    expect((await adminClient.get(`/api/companies/${companyId}/audit-log`)).status).toBe(403);
    const missing = await office.get('/api/companies/999999999/audit-log');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Yritystä ei löytynyt.');
  });

  it('writes nothing when a change is refused', async () => {
    const admin = await createUser(env.db);
    const client = await signedIn(env.app, admin.email);
    const created = await client.post('/api/companies', { registration_number: randomBusinessId(), name: 'Ehjä Oy' });
    await client.put(`/api/companies/${created.body.id}`, { name: '' });
    const rows = await env.db.selectFrom('audit_log').select('action').where('company_id', '=', created.body.id).execute();
    expect(rows.map((r) => r.action)).toEqual(['create']);
  });
});
