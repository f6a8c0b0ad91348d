import { describe, expect, it } from 'vitest';
import { auditRows, companyWithAdmin, memberOf, useTestApp } from './helpers';

const env = useTestApp();

const body = {
  name: 'As Oy Tampereen Tähti, uudiskohde',
  project_classification_id: 1,
  planning_type_id: 1,
  contract_type_id: 3,
  sector_id: 2,
  project_size: '4 200',
  project_size_unit_id: 2,
  extent: '48 asuntoa, 7 kerrosta',
  district: 'Hervanta',
  property_code: '837-402-12-345',
  building_code: '100012345N',
  site_key: 'TRE-2024-07',
  has_other_company_references: true,
  visiting_address: { street: 'Insinöörinkatu 40', zipcode: '33720', city: 'Tampere' },
  coordinates_address: { location: '61.4500, 23.8500' },
};

describe('projects', () => {
  it('adds, lists, searches, shows, changes and removes a project with its addresses and location check, with audit rows', async () => {
    const { company, client } = await companyWithAdmin(env);
    const url = `/api/companies/${company.id}/projects`;
    const created = await client.post(url, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      companyId: company.id,
      name: body.name,
      projectSize: 4200,
      contractTypeId: 3,
      hasOtherCompanyReferences: true,
      visitingAddress: { addressTypeId: 3, street: 'Insinöörinkatu 40', zipcode: '33720', city: 'Tampere', country: 'FI' },
      coordinatesAddress: { addressTypeId: 13, location: '61.4500, 23.8500' },
      locationCheck: { result: 'ok', reasons: [] },
    });
    const second = await client.post(url, { name: 'Kehätien parannus' });
    expect(second.body).toMatchObject({ visitingAddress: null, coordinatesAddress: null, locationCheck: { result: 'none' }, hasOtherCompanyReferences: false });

    const { client: member } = await memberOf(env, company.id);
    const list = await member.get(url);
    expect(list.body.meta).toMatchObject({ total: 2, currentPage: 1 });
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([second.body.id, created.body.id]);
    expect((await member.get(`${url}?q=tampere`)).body.data.map((p: { id: number }) => p.id)).toEqual([created.body.id]);
    expect((await member.get(`${url}?q=kehä`)).body.data.map((p: { id: number }) => p.id)).toEqual([second.body.id]);
    expect((await member.get(`${url}?sort=name&order=asc`)).body.data[0].id).toBe(created.body.id);
    expect((await member.get(`${url}/${created.body.id}`)).body).toEqual(created.body);
    // A member without the permission reads but does not change.
    expect((await member.put(`${url}/${created.body.id}`, { name: 'Ei' })).status).toBe(403);

    const changed = await client.put(`${url}/${created.body.id}`, { building_code: '100012345M', visiting_address: { street: 'Insinöörinkatu 40', zipcode: '33720', city: 'Tampere' }, coordinates_address: null });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: body.name, coordinatesAddress: null, locationCheck: { result: 'fail' } });
    expect(changed.body.locationCheck.reasons.map((r: { field: string }) => r.field)).toEqual(['buildingCode']);
    const kept = await client.put(`${url}/${created.body.id}`, { building_code: null });
    expect(kept.body.visitingAddress).toMatchObject({ city: 'Tampere' });
    expect(kept.body.locationCheck.result).toBe('ok');

    expect((await client.request('DELETE', `${url}/${second.body.id}`)).status).toBe(204);
    expect((await client.get(`${url}/${second.body.id}`)).status).toBe(404);
    const rows = await auditRows(env.db, company.id, 'project');
    expect(rows.map((r) => [r.entity_id, r.action])).toEqual([
      [created.body.id, 'create'],
      [second.body.id, 'create'],
      [created.body.id, 'update'],
      [created.body.id, 'update'],
      [second.body.id, 'delete'],
    ]);
    expect(rows[2].before).toMatchObject({ building_code: '100012345N', coordinates_address: { location: '61.4500, 23.8500' } });
    expect(rows[2].after).toMatchObject({ building_code: '100012345M', coordinates_address: null });
  });

  it('refuses to remove a project that references link to (409, in Finnish), and removes it once unlinked', async () => {
    const { company, client } = await companyWithAdmin(env);
    const url = `/api/companies/${company.id}/projects`;
    const project = await client.post(url, body);
    const reference = await client.post(`/api/companies/${company.id}/references`, { title: 'Tähden runkourakka', project_id: project.body.id });
    expect(reference.status).toBe(201);
    const refused = await client.request('DELETE', `${url}/${project.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Projektia ei voi poistaa, koska siihen on liitetty referenssejä. Poista liitokset ensin.');
    expect((await client.get(`${url}/${project.body.id}`)).status).toBe(200);
    expect((await client.put(`/api/companies/${company.id}/references/${reference.body.id}`, { project_id: null })).status).toBe(200);
    expect((await client.request('DELETE', `${url}/${project.body.id}`)).status).toBe(204);
  });

  it('validates in Finnish (the address rules of SPEC §5) and saves nothing on error', async () => {
    const { company, client } = await companyWithAdmin(env);
    const url = `/api/companies/${company.id}/projects`;
    const bad = await client.post(url, {
      name: ' ',
      contract_type_id: 999,
      project_size: '12,5',
      visiting_address: { city: 'Tampere', zipcode: '337' },
      coordinates_address: { location: 'pohjoinen' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      name: ['Hankkeen nimi on pakollinen.'],
      project_size: ['Hankkeen koon on oltava kokonaisluku (0–2 000 000 000).'],
      'visiting_address.street': ['Katuosoite on pakollinen.'],
      'visiting_address.zipcode': ['Postinumeron on oltava viisi numeroa.'],
      'coordinates_address.location': ['Anna koordinaatit muodossa leveysaste, pituusaste (esim. 60.1699, 24.9384).'],
    });
    const unknownLookup = await client.post(url, { name: 'Hanke', contract_type_id: 999 });
    expect(unknownLookup.status).toBe(422);
    expect(unknownLookup.body.errors).toEqual({ contract_type_id: ['Valitse arvo listalta.'] });
    // An address of empty fields is no address.
    const empty = await client.post(url, { name: 'Hanke', visiting_address: { street: '', zipcode: '', city: '' } });
    expect(empty.body.visitingAddress).toBeNull();
    expect((await env.db.selectFrom('projects').select('id').where('company_id', '=', company.id).execute()).length).toBe(1);
  });

  it('keeps companies apart', async () => {
    const a = await companyWithAdmin(env);
    const b = await companyWithAdmin(env);
    const created = await a.client.post(`/api/companies/${a.company.id}/projects`, { name: 'A:n hanke' });
    expect((await b.client.get(`/api/companies/${a.company.id}/projects`)).status).toBe(403);
    expect((await a.client.get(`/api/companies/${b.company.id}/projects/${created.body.id}`)).status).toBe(403);
    expect((await b.client.get(`/api/companies/${b.company.id}/projects/${created.body.id}`)).status).toBe(404);
  });
});
