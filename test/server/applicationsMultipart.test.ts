import { describe, expect, it } from 'vitest';
import { applicationSchema } from '../../src/domain/api/applications';
import { ApplicationStatus, DocumentType } from '../../src/domain/codes';
import { pdf, png, type Part } from '../support/uploadFixtures';
import { multipartBody } from '../support/uploadFixtures';
import { auditRows, companyWithAdmin, useTestApp, type Client } from './helpers';

const env = useTestApp();

const file = (name: string, content: Buffer): Part => ({ name, file: { filename: 'vakuutus.pdf', content, type: 'application/pdf' } });
const field = (name: string, value: string | number): Part => ({ name, value: String(value) });

async function industry() {
  const row = await env.db.selectFrom('classification_industries').select('id').where('active', '=', true).orderBy('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A multipart PUT (the browser's update with files, when it does not use the override). */
async function putForm(client: Client, url: string, parts: Part[]) {
  const { body, contentType } = multipartBody(parts);
  return client.request('PUT', url, { rawBody: body, contentType });
}

describe('applications: multipart create and update', () => {
  it('creates a certificate application from a form: area codes, scopes, offices and files by SPEC §7 bracket names', async () => {
    const { company, client } = await companyWithAdmin(env);
    const office = await env.db.insertInto('company_offices').values({ company_id: company.id, name: 'Oulun toimipiste', city: 'Oulu' }).returning('id').executeTakeFirstOrThrow();
    const created = await client.upload(`/api/companies/${company.id}/applications`, [
      field('application_target_id', 4),
      field('application_area_codes[]', 1),
      field('application_area_codes[]', 2),
      field('application_scopes[0][description]', 'Asuinrakennusten urakointi'),
      field('application_scopes[1][description]', 'Korjausrakentaminen'),
      field('application_company_offices[0][company_office_id]', office.id),
      field('application_company_offices[0][description]', 'Pohjois-Suomi'),
      field('vastuu_group_agreement', 'true'),
      field('contact_person_id', ''),
      field('board_meeting_id', ''),
      file('files[0][file]', pdf()),
      field('files[0][file_type_id]', DocumentType.liabilityInsurance),
      { name: 'files[1][file]', file: { filename: 'käsikirja.png', content: await png() } },
      field('files[1][file_type_id]', DocumentType.qualityManual),
    ]);
    expect(created.status).toBe(201);
    const body = applicationSchema.parse(created.body);
    expect(body).toMatchObject({ applicationTypeId: 4, vastuuGroupAgreement: true, contactPersonId: null, areaCodes: [1, 2] });
    expect(body.scopes.map((s) => s.description)).toEqual(['Asuinrakennusten urakointi', 'Korjausrakentaminen']);
    expect(body.companyOffices).toEqual([expect.objectContaining({ companyOfficeId: office.id, description: 'Pohjois-Suomi', address: 'Oulun toimipiste, Oulu' })]);
    expect(body.files.map((f) => [f.fileTypeId, f.name, f.mimeType])).toEqual([
      [DocumentType.liabilityInsurance, 'vakuutus.pdf', 'application/pdf'],
      [DocumentType.qualityManual, 'käsikirja.png', 'image/png'],
    ]);
    const download = await client.get(`/api/companies/${company.id}/applications/${body.id}/files/${body.files[0].id}`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('no-store');
    expect((await auditRows(env.db, company.id, 'application_file')).length).toBe(2);
  });

  it('creates a qualification application with industries and their references from a form', async () => {
    const { company, client } = await companyWithAdmin(env);
    const industryId = await industry();
    const ref = await env.db.insertInto('company_references').values({ company_id: company.id, title: 'Silta' }).returning('id').executeTakeFirstOrThrow();
    const created = await client.upload(`/api/companies/${company.id}/applications`, [
      field('application_target_id', 1),
      field('application_industries[0][classification_industry_id]', industryId),
      field('application_industries[0][reference_ids][]', ref.id),
      field('industry_description', 'Sillat'),
    ]);
    expect(created.status).toBe(201);
    expect(created.body.industries).toEqual([expect.objectContaining({ classificationIndustryId: industryId, references: [expect.objectContaining({ referenceId: ref.id, title: 'Silta' })] })]);
  });

  it('refuses in Finnish, by the field, a file without its type, a type not of the list, a file of a kind not allowed and a form without a target; nothing is stored', async () => {
    const { company, client } = await companyWithAdmin(env);
    const url = `/api/companies/${company.id}/applications`;
    const untyped = await client.upload(url, [field('application_target_id', 4), file('files[0][file]', pdf())]);
    expect(untyped.status).toBe(422);
    expect(untyped.body.errors).toEqual({ 'files.0.file_type_id': ['Valitse asiakirjan tyyppi luettelosta.'] });
    const badType = await client.upload(url, [field('application_target_id', 4), file('files[0][file]', pdf()), field('files[0][file_type_id]', 999)]);
    expect(badType.status).toBe(422);
    expect(badType.body.errors['files.0.file_type_id']).toEqual(['Valitse asiakirjan tyyppi luettelosta.']);
    const html = await client.upload(url, [
      field('application_target_id', 4),
      { name: 'files[0][file]', file: { filename: 'x.pdf', content: Buffer.from('<html><script>1</script></html>') } },
      field('files[0][file_type_id]', 10),
    ]);
    expect(html.status).toBe(422);
    expect(html.body.errors['files.0.file'][0]).toMatch(/^Tiedoston tyyppi ei ole sallittu/);
    const noTarget = await client.upload(url, [field('application_area_codes[]', 1)]);
    expect(noTarget.status).toBe(422);
    expect(noTarget.body.errors.application_target_id).toEqual(['Valitse, mitä haet.']);
    const badArea = await client.upload(url, [field('application_target_id', 4), field('application_area_codes[]', 3)]);
    expect(badArea.status).toBe(422);
    expect(badArea.body.errors['application_area_codes.0']).toEqual(['Valitse alue luettelosta.']);
    const conflicting = await client.upload(url, [field('application_target_id', 4), field('files[0]', 'x'), field('files[0][file_type_id]', 10)]);
    expect(conflicting.status).toBe(400);
    expect(await env.db.selectFrom('applications').select('id').where('company_id', '=', company.id).execute()).toEqual([]);
  });

  it('updates with the PUT override and with a multipart PUT: new files are added and the stored ones stay; sets given replace, sets left out stay', async () => {
    const { company, client } = await companyWithAdmin(env);
    const created = await client.upload(`/api/companies/${company.id}/applications`, [
      field('application_target_id', 6),
      field('application_area_codes[]', 1),
      field('application_scopes[0][description]', 'Alkuperäinen'),
      file('files[0][file]', pdf()),
      field('files[0][file_type_id]', DocumentType.liabilityInsurance),
    ]);
    const id = created.body.id as number;
    const firstFile = created.body.files[0].id as number;
    const url = `/api/companies/${company.id}/applications/${id}`;

    const overridden = await client.upload(url, [
      field('_method', 'PUT'),
      field('application_area_codes[]', 2),
      field('application_area_codes[]', 4),
      file('files[0][file]', pdf('/Title (toinen)')),
      field('files[0][file_type_id]', DocumentType.consultingInsurance),
    ]);
    expect(overridden.status).toBe(200);
    expect(overridden.body.areaCodes).toEqual([2, 4]);
    // Scopes were not sent: they stay.
    expect(overridden.body.scopes.map((s: { description: string }) => s.description)).toEqual(['Alkuperäinen']);
    expect(overridden.body.files.map((f: { id: number; fileTypeId: number }) => f.fileTypeId)).toEqual([DocumentType.liabilityInsurance, DocumentType.consultingInsurance]);
    expect(overridden.body.files[0].id).toBe(firstFile);

    const put = await putForm(client, url, [field('application_scopes[0][description]', 'Uusi'), field('application_area_codes[]', '')]);
    expect(put.status).toBe(200);
    expect(put.body.scopes.map((s: { description: string }) => s.description)).toEqual(['Uusi']);
    expect(put.body.areaCodes).toEqual([]);
    expect(put.body.files).toHaveLength(2);

    // Without _method=PUT the form is refused, and nothing changes.
    const plain = await client.upload(url, [field('application_area_codes[]', 1)]);
    expect(plain.status).toBe(422);
    expect(plain.body.errors._method).toEqual(['Lähetä muutos kentällä _method=PUT.']);
  });

  it('reuses a stored file of the company with duplicate_file_id, and refuses another company’s file', async () => {
    const { company, client } = await companyWithAdmin(env);
    const first = await client.upload(`/api/companies/${company.id}/applications`, [
      field('application_target_id', 8),
      file('files[0][file]', pdf()),
      field('files[0][file_type_id]', DocumentType.liabilityInsurance),
    ]);
    const stored = first.body.files[0].storedFileId as number;
    // JSON create reusing it in another application.
    const second = await client.post(`/api/companies/${company.id}/applications`, {
      application_target_id: 10,
      files: [{ duplicate_file_id: stored, file_type_id: DocumentType.liabilityInsurance }],
    });
    expect(second.status).toBe(201);
    expect(second.body.files).toEqual([expect.objectContaining({ name: 'vakuutus.pdf', fileTypeId: DocumentType.liabilityInsurance })]);
    // A row of its own over the same content: removing one never takes the other.
    expect(second.body.files[0].storedFileId).not.toBe(stored);
    const download = await client.get(`/api/companies/${company.id}/applications/${second.body.id}/files/${second.body.files[0].id}`);
    expect(download.status).toBe(200);

    // The single-file call, JSON and multipart.
    const app2 = `/api/companies/${company.id}/applications/${second.body.id}`;
    const added = await client.post(`${app2}/files`, { duplicate_file_id: stored, file_type_id: DocumentType.qualityManual });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ fileTypeId: DocumentType.qualityManual, name: 'vakuutus.pdf' });
    const uploaded = await client.upload(`${app2}/files`, [file('file', pdf()), field('file_type_id', DocumentType.otherQualityManual)]);
    expect(uploaded.status).toBe(201);
    const byForm = await client.upload(`${app2}/files`, [field('duplicate_file_id', stored), field('file_type_id', DocumentType.otherQualityManual)]);
    expect(byForm.status).toBe(201);
    const both = await client.upload(`${app2}/files`, [file('file', pdf()), field('duplicate_file_id', stored), field('file_type_id', 4)]);
    expect(both.status).toBe(422);

    const other = await companyWithAdmin(env);
    const foreign = await other.client.post(`/api/companies/${other.company.id}/applications`, {
      application_target_id: 8,
      files: [{ duplicate_file_id: stored, file_type_id: DocumentType.liabilityInsurance }],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ 'files.0.duplicate_file_id': ['Valittua tiedostoa ei löytynyt yrityksen tiedostoista.'] });
    expect(await env.db.selectFrom('applications').select('id').where('company_id', '=', other.company.id).execute()).toEqual([]);

    // Removing a file while the application can be changed.
    const removed = await client.request('DELETE', `${app2}/files/${added.body.id}`);
    expect(removed.status).toBe(204);
    expect((await client.get(app2)).body.files.map((f: { id: number }) => f.id)).not.toContain(added.body.id);
    expect((await client.get(`${app2}/files/${added.body.id}`)).status).toBe(404);
    // The original is still there.
    expect((await client.get(`/api/companies/${company.id}/applications/${first.body.id}/files/${first.body.files[0].id}`)).status).toBe(200);
  });
});

describe('applications: edit, delete and list rules', () => {
  it('refuses edits and file changes once sent (409), allows them again when returned', async () => {
    const { company, client } = await companyWithAdmin(env);
    const created = await client.post(`/api/companies/${company.id}/applications`, { application_target_id: 4 });
    const id = created.body.id as number;
    const url = `/api/companies/${company.id}/applications/${id}`;
    await env.db.updateTable('applications').set({ application_status_id: ApplicationStatus.sent }).where('id', '=', id).execute();
    const refused = await client.put(url, { industry_description: 'Myöhässä' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Hakemusta ei voi enää muuttaa/);
    expect((await client.upload(`${url}/files`, [file('file', pdf()), field('file_type_id', 10)])).status).toBe(409);
    expect((await client.upload(url, [field('_method', 'PUT'), field('application_area_codes[]', 1)])).status).toBe(409);
    await env.db.updateTable('applications').set({ application_status_id: ApplicationStatus.returned }).where('id', '=', id).execute();
    expect((await client.put(url, { industry_description: 'Täydennetty' })).body.industryDescription).toBe('Täydennetty');
  });

  it('deletes a draft or a cancelled application with its files, refuses a sent one (409), and unlocks its references', async () => {
    const { company, client } = await companyWithAdmin(env);
    const created = await client.upload(`/api/companies/${company.id}/applications`, [
      field('application_target_id', 4),
      file('files[0][file]', pdf()),
      field('files[0][file_type_id]', 10),
    ]);
    const id = created.body.id as number;
    const storedId = created.body.files[0].storedFileId as number;
    const url = `/api/companies/${company.id}/applications/${id}`;
    await env.db.updateTable('applications').set({ application_status_id: ApplicationStatus.sent }).where('id', '=', id).execute();
    const refused = await client.request('DELETE', url);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Hakemusta ei voi poistaa/);
    await env.db.updateTable('applications').set({ application_status_id: ApplicationStatus.canceled }).where('id', '=', id).execute();
    expect((await client.request('DELETE', url)).status).toBe(204);
    expect((await client.get(url)).status).toBe(404);
    expect(await env.db.selectFrom('files').select('id').where('id', '=', storedId).execute()).toEqual([]);
    expect((await auditRows(env.db, company.id, 'application')).map((row) => row.action)).toEqual(['create', 'delete']);

    const industryId = await industry();
    const ref = await env.db.insertInto('company_references').values({ company_id: company.id, title: 'Lukittu', locked: true }).returning('id').executeTakeFirstOrThrow();
    const draft = await client.post(`/api/companies/${company.id}/applications`, {
      application_target_id: 1,
      application_industries: [{ classification_industry_id: industryId, reference_ids: [ref.id] }],
    });
    expect((await client.request('DELETE', `/api/companies/${company.id}/applications/${draft.body.id}`)).status).toBe(204);
    expect((await env.db.selectFrom('company_references').select('locked').where('id', '=', ref.id).executeTakeFirstOrThrow()).locked).toBe(false);
  });

  it('lists the company’s applications with SPEC list params: page, paginate, sort, order, status and type filters', async () => {
    const { company, client } = await companyWithAdmin(env);
    const ids: number[] = [];
    for (const target of [1, 4, 6]) ids.push((await client.post(`/api/companies/${company.id}/applications`, { application_target_id: target })).body.id);
    await env.db.updateTable('applications').set({ application_status_id: ApplicationStatus.canceled }).where('id', '=', ids[1]).execute();
    const other = await companyWithAdmin(env);
    await other.client.post(`/api/companies/${other.company.id}/applications`, { application_target_id: 1 });

    const all = await client.get(`/api/companies/${company.id}/applications`);
    expect(all.status).toBe(200);
    expect(all.body.data.map((row: { id: number }) => row.id)).toEqual([...ids].reverse());
    expect(all.body.meta).toMatchObject({ total: 3, currentPage: 1 });
    expect(all.body.data[0]).toMatchObject({ target: { name: 'Ympäristösertifikaatti' }, status: { id: 1, name: 'Keskeneräinen' }, companyName: company.name });
    const page = await client.get(`/api/companies/${company.id}/applications?sort=applicationTypeId&order=asc&paginate=2&page=2`);
    expect(page.body.data.map((row: { id: number }) => row.id)).toEqual([ids[2]]);
    expect((await client.get(`/api/companies/${company.id}/applications?application_status_id=11`)).body.data.map((row: { id: number }) => row.id)).toEqual([ids[1]]);
    expect((await client.get(`/api/companies/${company.id}/applications?application_type_id=1`)).body.data.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    expect((await client.get(`/api/companies/${company.id}/applications?open=true`)).body.meta.total).toBe(2);
    const badSort = await client.get(`/api/companies/${company.id}/applications?sort=password`);
    expect(badSort.status).toBe(422);
  });
});
