/**
 * A person's record and the `people` permission (issue 18 #3): only an admin (or the person
 * themself, or office staff) changes an admin's record, by the person's own route and by the
 * company's, with the same answer.
 */
import { describe, expect, it } from 'vitest';
import { createCompany, createUser, memberOf, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;
const ADMIN_RECORD_ONLY = 'Vain yrityksen pääkäyttäjä voi muuttaa pääkäyttäjän tietoja.';

async function companyWithPeopleHolder() {
  const admin = await createUser(env.db);
  const company = await createCompany(env.db, { admin });
  const holder = await memberOf(env, company.id, { permissions: ['people'] });
  const plain = await memberOf(env, company.id);
  return { admin, company, holder: holder.client, plain: plain.user };
}

describe("an admin's record", () => {
  it('is refused to a holder of `people` on both paths, with the same message, and nothing changes', async () => {
    const { admin, company, holder } = await companyWithPeopleHolder();
    const byPerson = await holder.put(`/api/people/${admin.personId}`, { email: 'kaappaus@example.test' });
    expect(byPerson.status).toBe(403);
    expect(byPerson.body.message).toBe(ADMIN_RECORD_ONLY);
    const byCompany = await holder.put(`/api/companies/${company.id}/people/${admin.personId}`, { email: 'kaappaus@example.test' });
    expect(byCompany.status).toBe(403);
    expect(byCompany.body.message).toBe(ADMIN_RECORD_ONLY);
    // The rest of the record is the admin's too: educations and certificates.
    expect((await holder.post(`/api/people/${admin.personId}/educations`, { description: 'Kaappauskurssi' })).status).toBe(403);
    expect((await holder.post(`/api/people/${admin.personId}/certificates`, { certificate_name: 'Kaappaus', valid_from: '2025-01-01' })).status).toBe(403);

    const person = await env.db.selectFrom('people').select('email').where('id', '=', admin.personId).executeTakeFirstOrThrow();
    expect(person.email).toBe(admin.email);
    const row = await env.db.selectFrom('company_people').select('email').where('person_id', '=', admin.personId).executeTakeFirstOrThrow();
    expect(row.email).toBe(admin.email);
  });

  it('is changed by the admin themself, another admin of the company and the office, on both paths', async () => {
    const { admin, company } = await companyWithPeopleHolder();
    const other = await memberOf(env, company.id, { companyAdmin: true });
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    const self = await signedIn(env.app, admin.email);
    for (const [who, client] of [['itse', self], ['toinen', other.client], ['toimisto', office]] as const) {
      expect((await client.put(`/api/people/${admin.personId}`, { email: `${who}@example.test` })).status).toBe(200);
      expect((await client.put(`/api/companies/${company.id}/people/${admin.personId}`, { email: `${who}@example.test` })).status).toBe(200);
    }
  });

  it("leaves a holder of `people` the records of the company's other people", async () => {
    const { company, holder, plain } = await companyWithPeopleHolder();
    expect((await holder.put(`/api/people/${plain.personId}`, { email: 'uusi@example.test' })).status).toBe(200);
    expect((await holder.put(`/api/companies/${company.id}/people/${plain.personId}`, { title: 'Työnjohtaja' })).status).toBe(200);
  });

  it("is an admin's on the person's own route when they are an admin of any of their companies", async () => {
    const { company, holder, plain } = await companyWithPeopleHolder();
    // The plain member of this company is the admin of another: their one record is an admin's.
    await createCompany(env.db, { admin: plain });
    const byPerson = await holder.put(`/api/people/${plain.personId}`, { email: 'kaappaus@example.test' });
    expect(byPerson.status).toBe(403);
    expect(byPerson.body.message).toBe(ADMIN_RECORD_ONLY);
    // Their row in this company (its title, phone, e-mail there) is still this company's people's to manage.
    expect((await holder.put(`/api/companies/${company.id}/people/${plain.personId}`, { title: 'Työnjohtaja' })).status).toBe(200);
  });
});
