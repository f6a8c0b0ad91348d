import { describe, expect, it } from 'vitest';
import { auditRows, companyWithAdmin, createUser, memberOf, signedIn, useTestApp } from './helpers';
import { png } from '../support/uploadFixtures';

const env = useTestApp();
const OFFICE = 2;

async function addReference(companyId: number, values: Record<string, unknown> = {}) {
  const row = await env.db
    .insertInto('company_references')
    .values({ company_id: companyId, title: 'Koulun peruskorjaus', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('company offer packs', () => {
  it('adds a pack of own references in order, lists, changes and removes it, each audited', async () => {
    const { admin, company, client } = await companyWithAdmin(env);
    const url = `/api/companies/${company.id}/offer-packs`;
    const school = await addReference(company.id);
    const daycare = await addReference(company.id, { title: 'Päiväkoti Mäntyrinne' });
    const hall = await addReference(company.id, { title: 'Urheiluhalli' });

    const made = await client.post(url, { name: ' Koulut ja päiväkodit ', reference_ids: [daycare, school, daycare] });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ companyId: company.id, name: 'Koulut ja päiväkodit', referenceIds: [daycare, school] });
    const other = await client.post(url, { name: 'Ajoneuvohallit', reference_ids: [hall] });

    const list = await client.get(url);
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([other.body.id, made.body.id]);
    expect(list.body.meta).toEqual({ currentPage: 1, perPage: 25, total: 2, lastPage: 1 });
    expect((await client.get(`${url}?q=koulu`)).body.data.map((p: { id: number }) => p.id)).toEqual([made.body.id]);

    const renamed = await client.put(`${url}/${made.body.id}`, { name: 'Opetusrakennukset' });
    expect(renamed.body).toMatchObject({ name: 'Opetusrakennukset', referenceIds: [daycare, school] });
    const reordered = await client.put(`${url}/${made.body.id}`, { reference_ids: [school, hall] });
    expect(reordered.body).toMatchObject({ name: 'Opetusrakennukset', referenceIds: [school, hall] });
    expect((await client.get(`${url}/${made.body.id}`)).body).toEqual(reordered.body);

    // A reference removed from the company leaves its packs.
    await env.db.deleteFrom('company_references').where('id', '=', hall).execute();
    expect((await client.get(`${url}/${made.body.id}`)).body.referenceIds).toEqual([school]);

    expect((await client.request('DELETE', `${url}/${other.body.id}`)).status).toBe(204);
    expect((await client.get(`${url}/${other.body.id}`)).status).toBe(404);

    const audit = await auditRows(env.db, company.id, 'offer_pack');
    expect(audit.map((a) => [a.action, a.entity_id, a.user_id])).toEqual([
      ['create', made.body.id, admin.id],
      ['create', other.body.id, admin.id],
      ['update', made.body.id, admin.id],
      ['update', made.body.id, admin.id],
      ['delete', other.body.id, admin.id],
    ]);
    expect(audit[3].before).toEqual({ name: 'Opetusrakennukset', reference_ids: [daycare, school] });
    expect(audit[3].after).toEqual({ name: 'Opetusrakennukset', reference_ids: [school, hall] });
  });

  it("validates in Finnish and refuses another company's references, saving nothing", async () => {
    const { company, client } = await companyWithAdmin(env);
    const { company: foreign } = await companyWithAdmin(env);
    const url = `/api/companies/${company.id}/offer-packs`;
    const own = await addReference(company.id);
    const theirs = await addReference(foreign.id);

    const empty = await client.post(url, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ name: ['Anna paketille nimi.'], reference_ids: ['Valitse vähintään yksi referenssi.'] });
    expect((await client.post(url, { name: 'X', reference_ids: [] })).body.errors).toEqual({ reference_ids: ['Valitse vähintään yksi referenssi.'] });
    expect((await client.post(url, { name: 'X', reference_ids: 'kaikki' })).body.errors).toEqual({
      reference_ids: ['Referenssien on oltava listana referenssien tunnisteita.'],
    });
    const foreignRef = await client.post(url, { name: 'X', reference_ids: [own, theirs] });
    expect(foreignRef.status).toBe(422);
    expect(foreignRef.body.errors).toEqual({ reference_ids: ['Valitse referenssit yrityksen omista referensseistä.'] });
    expect((await client.post(url, { name: 'X', reference_ids: [own, 2147483647] })).status).toBe(422);

    const made = await client.post(url, { name: 'Oma', reference_ids: [own] });
    expect((await client.put(`${url}/${made.body.id}`, { reference_ids: [theirs] })).status).toBe(422);
    expect((await client.get(`${url}/${made.body.id}`)).body.referenceIds).toEqual([own]);
    expect(await env.db.selectFrom('offer_packs').select('id').where('company_id', '=', company.id).execute()).toHaveLength(1);
    expect(await auditRows(env.db, company.id, 'offer_pack')).toHaveLength(1);
  });

  it('streams the pack as one PDF named after it, to members only', async () => {
    const { company, client } = await companyWithAdmin(env);
    const url = `/api/companies/${company.id}/offer-packs`;
    const ref = await addReference(company.id, {
      title: 'Hämeenlinnan yhtenäiskoulu',
      client_name: 'Hämeenlinnan kaupunki',
      work_start_date: '2023-04-01',
      work_end_date: '2024-08-15',
      total_billing: 4250,
      total_billing_unit_id: 2,
      company_role_id: 1,
      work_description: 'Perusparannus.',
    });
    // The reference's default image goes into the PDF (its md size from the file store).
    const uploaded = await client.upload(`/api/companies/${company.id}/references/${ref}/images`, [
      { name: 'file', file: { filename: 'julkisivu.png', content: await png(400, 300), type: 'image/png' } },
    ]);
    expect(uploaded.status).toBe(201);
    const made = await client.post(url, { name: 'Koulut ä', reference_ids: [ref] });
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const pdf = await env.app.inject({ method: 'GET', url: `${url}/${made.body.id}/pdf`, headers: { cookie, 'x-forwarded-for': client.address } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(String(pdf.headers['content-disposition'])).toBe(`attachment; filename="Koulut a.pdf"; filename*=UTF-8''Koulut%20%C3%A4.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Count 2\b/);
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);

    const { client: plain } = await memberOf(env, company.id);
    expect((await plain.get(`${url}/${made.body.id}/pdf`)).status).toBe(200);
    expect((await plain.post(url, { name: 'Y', reference_ids: [ref] })).status).toBe(403);
    const { client: holder } = await memberOf(env, company.id, { permissions: ['references_projects'] });
    expect((await holder.put(`${url}/${made.body.id}`, { name: 'Koulut' })).status).toBe(200);
    const { client: stranger } = await companyWithAdmin(env);
    expect((await stranger.get(`${url}/${made.body.id}/pdf`)).status).toBe(403);
    expect((await client.get(`${url}/999999999/pdf`)).status).toBe(404);
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    expect((await office.request('DELETE', `${url}/${made.body.id}`)).status).toBe(204);
  });
});
