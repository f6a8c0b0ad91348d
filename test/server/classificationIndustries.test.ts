import { describe, expect, it } from 'vitest';
import { auditRows, companyWithAdmin, createUser, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;
const url = '/api/classification-industries';

async function office() {
  return signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
}

interface Industry {
  id: number;
  parentId: number | null;
  symbolicNumber: string;
  shortDescription: string;
  sortNumber: number;
  requirements: Array<Record<string, unknown>>;
  children?: Industry[];
}

describe('classification industries (GET)', () => {
  it('lists the seeded tree flat by sort number with parent ids and requirements', async () => {
    const { client } = await companyWithAdmin(env);
    const all = await client.get(`${url}?paginate=false`);
    expect(all.status).toBe(200);
    const data = all.body.data as Industry[];
    expect(data.length).toBeGreaterThanOrEqual(40);
    expect(all.body.meta.total).toBe(data.length);
    const sorts = data.map((i) => i.sortNumber);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const house = data.find((i) => i.symbolicNumber === '1')!;
    const flats = data.find((i) => i.symbolicNumber === '1.1.1')!;
    const housing = data.find((i) => i.symbolicNumber === '1.1')!;
    expect(house).toMatchObject({ parentId: null, shortDescription: 'Talonrakentaminen', sortNumber: 10000, requirements: [] });
    expect(flats).toMatchObject({ parentId: housing.id, sortNumber: 10101 });
    expect(flats.requirements[0]).toMatchObject({ classificationIndustryId: flats.id, maxReferenceAge: 60, minReferenceCount: 3, minTotalBilling: 3_000_000 });
    expect(flats.requirements[0].educationDegreeIds).toEqual(expect.arrayContaining([3, 4]));
    expect(flats).not.toHaveProperty('children');

    const page = await client.get(`${url}?paginate=5&page=2`);
    expect(page.body.meta).toMatchObject({ currentPage: 2, perPage: 5, total: data.length });
    expect((page.body.data as Industry[]).map((i) => i.id)).toEqual(data.slice(5, 10).map((i) => i.id));
    expect((await client.get(`${url}/${flats.id}`)).body).toEqual(flats);
    expect((await client.get(`${url}/999999999`)).status).toBe(404);
  });

  it('nests the tree, and searches by text or number', async () => {
    const { client } = await companyWithAdmin(env);
    const tree = await client.get(`${url}?tree=true`);
    const roots = tree.body.data as Industry[];
    expect(roots.map((r) => r.symbolicNumber).slice(0, 5)).toEqual(['1', '2', '3', '4', '5']);
    expect(roots[0].children!.map((c) => c.symbolicNumber)).toEqual(['1.1', '1.2', '1.3', '1.4']);
    expect(roots[0].children![0].children!.map((c) => c.symbolicNumber)).toEqual(['1.1.1', '1.1.2', '1.1.3']);

    const moisture = await client.get(`${url}?tree=true&q=${encodeURIComponent('KOSTEUS')}`);
    const found = moisture.body.data as Industry[];
    expect(found.map((r) => r.symbolicNumber)).toEqual(['5']);

    const numbered = await client.get(`${url}?q=2.1`);
    expect((numbered.body.data as Industry[]).map((i) => i.symbolicNumber)).toEqual(['2.1', '2.1.1', '2.1.2', '2.1.3']);
    const text = await client.get(`${url}?q=${encodeURIComponent('asbesti')}`);
    expect((text.body.data as Industry[]).map((i) => i.symbolicNumber)).toEqual(['4.5.1']);
    const children = await client.get(`${url}?parent_id=${roots[1].id}&sort=symbolicNumber&order=desc`);
    expect((children.body.data as Industry[]).map((i) => i.symbolicNumber)).toEqual(['2.5', '2.4', '2.3', '2.2', '2.1']);
    expect((await client.get(`${url}?sort=nope`)).status).toBe(422);
    expect((await client.get(`${url}?tree=maybe`)).status).toBe(422);
  });

  it('is for signed-in users only', async () => {
    const anonymous = await env.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('classification industries (office CRUD)', () => {
  it('adds, changes and removes industries and requirements with audit rows; refuses what breaks the tree', async () => {
    const ours = <R extends { entity: string }>(rows: R[]) => rows.filter((r) => r.entity.startsWith('classification_industry'));
    // Other test files (the matrix, the fuzzer) change industries in the same database before this one.
    const earlier = ours(await auditRows(env.db, null)).length;
    const client = await office();
    const main = await client.post(url, { symbolic_number: '97', short_description: 'Testitoimiala', available_proficiency: true });
    expect(main.status).toBe(201);
    expect(main.body).toMatchObject({ symbolicNumber: '97', parentId: null, sortNumber: 970000, availableProficiency: true, availableCertification: false, active: true, requirements: [] });
    const sub = await client.post(url, { symbolic_number: '97.2', short_description: 'Alatoimiala' });
    expect(sub.body).toMatchObject({ parentId: main.body.id, sortNumber: 970200 });
    const leaf = await client.post(url, { symbolic_number: '97.2.15', short_description: 'Lehti', long_description: 'Kolmas taso' });
    expect(leaf.body).toMatchObject({ parentId: sub.body.id, sortNumber: 970215 });

    const orphan = await client.post(url, { symbolic_number: '97.3.1', short_description: 'Orpo' });
    expect(orphan.status).toBe(422);
    expect(orphan.body.errors).toEqual({ symbolic_number: ['Ylemmän tason toimialaa 97.3 ei ole. Lisää se ensin.'] });
    const taken = await client.post(url, { symbolic_number: '97.2', short_description: 'Kaksoiskappale' });
    expect(taken.body.errors).toEqual({ symbolic_number: ['Tällä numerolla on jo toimiala.'] });
    const malformed = await client.post(url, { symbolic_number: '97.a', short_description: '' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({
      symbolic_number: ['Numeron on oltava muotoa 2, 2.1 tai 2.1.3 (kukin osa 1–99).'],
      short_description: ['Toimialan nimi on pakollinen.'],
    });

    const requirement = await client.post(`${url}/${leaf.body.id}/requirements`, {
      min_total_billing: '1 500 000',
      max_reference_age: 60,
      min_reference_count: 3,
      certificate_type_id: 3,
      education_degree_ids: [3, 4, 4],
      person_certificate_type_ids: [5],
    });
    expect(requirement.status).toBe(201);
    expect(requirement.body).toMatchObject({ classificationIndustryId: leaf.body.id, minTotalBilling: 1_500_000, educationDegreeIds: [3, 4], companyId: null, fileTypeId: null });
    const badRequirement = await client.post(`${url}/${leaf.body.id}/requirements`, { max_reference_age: 0, education_degree_ids: [999] });
    expect(badRequirement.status).toBe(422);
    expect(badRequirement.body.errors).toEqual({ max_reference_age: ['Referenssin enimmäisiän on oltava 1–600 kuukautta.'] });
    const unknownDegree = await client.post(`${url}/${leaf.body.id}/requirements`, { education_degree_ids: [999] });
    expect(unknownDegree.body.errors).toEqual({ education_degree_ids: ['Valitse arvo listalta.'] });
    const changedRequirement = await client.put(`${url}/${leaf.body.id}/requirements/${requirement.body.id}`, { max_reference_age: 36 });
    expect(changedRequirement.body).toMatchObject({ maxReferenceAge: 36, minTotalBilling: 1_500_000, educationDegreeIds: [3, 4] });
    expect((await client.get(`${url}/${leaf.body.id}`)).body.requirements).toEqual([changedRequirement.body]);
    expect((await client.put(`${url}/${sub.body.id}/requirements/${requirement.body.id}`, { max_reference_age: 12 })).status).toBe(404);

    // A company's own requirement is the office's to see.
    const { company, client: companyClient } = await companyWithAdmin(env);
    const own = await client.post(`${url}/${leaf.body.id}/requirements`, { company_id: company.id, min_reference_count: 5 });
    expect(own.status).toBe(201);
    expect((await client.get(`${url}/${leaf.body.id}/requirements`)).body.data).toHaveLength(2);
    expect((await companyClient.get(`${url}/${leaf.body.id}/requirements`)).body.data).toEqual([changedRequirement.body]);
    expect((await companyClient.get(`${url}/${leaf.body.id}/requirements/${own.body.id}`)).status).toBe(404);

    const renamed = await client.put(`${url}/${leaf.body.id}`, { short_description: 'Uusi nimi', symbolic_number: '97.2.1' });
    expect(renamed.body).toMatchObject({ shortDescription: 'Uusi nimi', sortNumber: 970201, longDescription: 'Kolmas taso' });
    const renumberParent = await client.put(`${url}/${sub.body.id}`, { symbolic_number: '97.4' });
    expect(renumberParent.status).toBe(409);

    const withChildren = await client.request('DELETE', `${url}/${sub.body.id}`);
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.message).toBe('Toimialaa ei voi poistaa, koska sillä on alatoimialoja. Poista tai siirrä ne ensin.');
    expect((await client.request('DELETE', `${url}/${leaf.body.id}/requirements/${requirement.body.id}`)).status).toBe(204);
    expect((await client.request('DELETE', `${url}/${leaf.body.id}`)).status).toBe(204);
    expect((await client.get(`${url}/${leaf.body.id}`)).status).toBe(404);
    expect((await client.request('DELETE', `${url}/${sub.body.id}`)).status).toBe(204);

    const rows = ours(await auditRows(env.db, null)).slice(earlier);
    expect(rows.map((r) => [r.entity, r.action])).toEqual([
      ['classification_industry', 'create'],
      ['classification_industry', 'create'],
      ['classification_industry', 'create'],
      ['classification_industry_requirement', 'create'],
      ['classification_industry_requirement', 'update'],
      ['classification_industry', 'update'],
      ['classification_industry_requirement', 'delete'],
      ['classification_industry', 'delete'],
      ['classification_industry', 'delete'],
    ]);
    expect(rows[5].before).toMatchObject({ short_description: 'Lehti', symbolic_number: '97.2.15' });
    expect(rows[5].after).toMatchObject({ short_description: 'Uusi nimi', sort_number: 970201 });
    // The company's own requirement is in its own audit trail.
    expect((await auditRows(env.db, company.id, 'classification_industry_requirement')).map((r) => r.action)).toEqual(['create']);
  });

  it('is the office’s to change', async () => {
    const { client } = await companyWithAdmin(env);
    const refused = await client.post(url, { symbolic_number: '96', short_description: 'Ei oikeutta' });
    expect(refused.status).toBe(403);
    expect((await env.db.selectFrom('classification_industries').select('id').where('symbolic_number', '=', '96').execute()).length).toBe(0);
  });
});
