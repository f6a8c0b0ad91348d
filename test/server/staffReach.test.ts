/**
 * Staff reach a company's data only where their work needs it (issue 18 #1, docs/decisions.md):
 * the staff areas' company list and feedback about a company follow the same rule as the company's
 * routes (the authorization matrix proves those, test/server/access.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { createCompany, createUser, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;
const BOARD = 3;
const AUDITOR = 6;

async function assign(companyId: number, auditorUserId: number | null): Promise<number> {
  const row = await env.db
    .insertInto('applications')
    .values({ company_id: companyId, application_target_id: 1, application_type_id: 1, application_status_id: 2, auditor_user_id: auditorUserId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const names = (body: { data: Array<{ name: string }> }) => body.data.map((company) => company.name).sort();

describe("the staff areas' company list", () => {
  it('lists to an auditor only the companies of the applications assigned to them, searchable; to the board none; to the office all', async () => {
    const auditorUser = await createUser(env.db, { permissions: [AUDITOR] });
    const tied = await createCompany(env.db, { name: 'Sidottu Rakennus Oy' });
    const untied = await createCompany(env.db, { name: 'Sitomaton Rakennus Oy' });
    const appId = await assign(tied.id, auditorUser.id);
    await assign(untied.id, null);
    const auditor = await signedIn(env.app, auditorUser.email);

    const listed = await auditor.get('/api/companies?q=rakennus&perPage=100');
    expect(listed.status).toBe(200);
    expect(names(listed.body)).toEqual(['Sidottu Rakennus Oy']);
    expect(listed.body.meta.total).toBe(1);
    // The business ID finds nothing beyond the tie either.
    expect((await auditor.get(`/api/companies?registration_number=${untied.registrationNumber}`)).body.data).toEqual([]);

    const board = await signedIn(env.app, (await createUser(env.db, { permissions: [BOARD] })).email);
    expect((await board.get('/api/companies?q=rakennus')).body).toMatchObject({ data: [], meta: { total: 0 } });

    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    expect(names((await office.get('/api/companies?q=rakennus&perPage=100')).body)).toEqual(expect.arrayContaining(['Sidottu Rakennus Oy', 'Sitomaton Rakennus Oy']));

    // Unassigned, the company leaves the auditor's list, and its page is refused.
    await env.db.updateTable('applications').set({ auditor_user_id: null }).where('id', '=', appId).execute();
    expect((await auditor.get('/api/companies?q=rakennus')).body.data).toEqual([]);
    expect((await auditor.get(`/api/companies/${tied.id}`)).status).toBe(403);
  });

  it("keeps a staff member's own companies in their list", async () => {
    const boardUser = await createUser(env.db, { permissions: [BOARD] });
    const own = await createCompany(env.db, { name: 'Oma Lautakuntalaisen Oy', member: boardUser });
    const board = await signedIn(env.app, boardUser.email);
    expect(names((await board.get('/api/companies')).body)).toEqual([own.name]);
  });

  it('refuses an auditor who is no longer one, though the assignment stays', async () => {
    const auditorUser = await createUser(env.db, { permissions: [AUDITOR] });
    const company = await createCompany(env.db);
    await assign(company.id, auditorUser.id);
    const auditor = await signedIn(env.app, auditorUser.email);
    expect((await auditor.get(`/api/companies/${company.id}/people`)).status).toBe(200);
    await env.db.deleteFrom('user_permissions').where('user_id', '=', auditorUser.id).execute();
    expect((await auditor.get(`/api/companies/${company.id}/people`)).status).toBe(403);
  });
});

describe('feedback about a company', () => {
  it('is sent by staff only about a company they reach', async () => {
    const office = await createUser(env.db, { permissions: [OFFICE] });
    const company = await createCompany(env.db);
    const message = { message_type: 2, recipient_person_id: office.personId, message: 'Hei', company_id: company.id };
    const board = await signedIn(env.app, (await createUser(env.db, { permissions: [BOARD] })).email);
    const refused = await board.post('/api/feedback', message);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Sinulla ei ole oikeutta tämän yrityksen tietoihin.');

    const auditorUser = await createUser(env.db, { permissions: [AUDITOR] });
    const auditor = await signedIn(env.app, auditorUser.email);
    expect((await auditor.post('/api/feedback', message)).status).toBe(403);
    await assign(company.id, auditorUser.id);
    expect((await auditor.post('/api/feedback', message)).status).toBe(201);
  });
});
