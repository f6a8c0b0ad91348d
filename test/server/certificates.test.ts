import { describe, expect, it } from 'vitest';
import { auditRows, companyWithAdmin, createUser, memberOf, signedIn, useTestApp } from './helpers';
import { pdf, png } from '../support/uploadFixtures';

const env = useTestApp();
const OFFICE = 2;
const BOARD = 3;

const certificate = (overrides: Record<string, unknown> = {}) => ({
  certificate_name: 'ISO 9001:2015 laadunhallintajärjestelmä',
  certificate_type_id: 101,
  certificate_number: 'FI-QMS-12345',
  issuer: 'Kiwa Inspecta Oy',
  valid_from: '2024-01-15',
  valid_until: '2027-01-14',
  ...overrides,
});

async function associationCertificate(companyId: number) {
  return env.db
    .insertInto('company_certificates')
    .values({
      company_id: companyId,
      certificate_name: 'Pätevä ympäristösertifikaatti',
      certificate_type_id: 5,
      issuer: 'Pätevä',
      issued_by_association: true,
      valid_from: '2025-01-01',
      // Ends within the renewal window: renewable.
      valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('company certificates', () => {
  it('adds, lists, changes and removes certificates, each with an audit row', async () => {
    const { admin, company, client } = await companyWithAdmin(env);
    const url = `/api/companies/${company.id}/certificates`;

    const first = await client.post(url, certificate({ additional_info: ' Kattaa kaikki toimipisteet. ', is_person_certificate: false }));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      companyId: company.id,
      certificateName: 'ISO 9001:2015 laadunhallintajärjestelmä',
      certificateTypeId: 101,
      certificateNumber: 'FI-QMS-12345',
      certificateSubId: null,
      issuer: 'Kiwa Inspecta Oy',
      validFrom: '2024-01-15',
      validUntil: '2027-01-14',
      additionalInfo: 'Kattaa kaikki toimipisteet.',
      isPersonCertificate: false,
      filename: null,
      issuedByAssociation: false,
      isSelfIssuable: true,
      renewalAvailable: false,
    });
    const expired = await client.post(url, certificate({ certificate_name: 'ISO 14001', certificate_type_id: 102, certificate_number: 'FI-EMS-777', valid_from: '2019-01-01', valid_until: '2022-01-01' }));
    expect(expired.status).toBe(201);

    const list = await client.get(url);
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: { id: number }) => c.id)).toEqual([first.body.id, expired.body.id]);
    expect(list.body.meta).toEqual({ currentPage: 1, perPage: 25, total: 2, lastPage: 1 });
    expect((await client.get(`${url}?valid=true`)).body.data.map((c: { id: number }) => c.id)).toEqual([first.body.id]);
    expect((await client.get(`${url}?valid=false`)).body.data.map((c: { id: number }) => c.id)).toEqual([expired.body.id]);
    expect((await client.get(`${url}?certificate_type_id=102`)).body.data.map((c: { id: number }) => c.id)).toEqual([expired.body.id]);
    expect((await client.get(`${url}?q=qms-123`)).body.data.map((c: { id: number }) => c.id)).toEqual([first.body.id]);
    expect((await client.get(`${url}?sort=certificateName&order=asc`)).body.data.map((c: { id: number }) => c.id)).toEqual([expired.body.id, first.body.id]);
    expect((await client.get(`${url}?sort=additionalInfo`)).status).toBe(422);
    expect((await client.get(`${url}?valid=kyllä`)).status).toBe(422);

    const changed = await client.put(`${url}/${first.body.id}`, { valid_until: '2028-01-14', certificate_sub_id: 'Liite 2' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ validUntil: '2028-01-14', certificateSubId: 'Liite 2', certificateName: 'ISO 9001:2015 laadunhallintajärjestelmä' });
    expect((await client.get(`${url}/${first.body.id}`)).body).toEqual(changed.body);

    expect((await client.request('DELETE', `${url}/${expired.body.id}`)).status).toBe(204);
    expect((await client.get(`${url}/${expired.body.id}`)).status).toBe(404);

    const audit = await auditRows(env.db, company.id, 'company_certificate');
    expect(audit.map((a) => [a.action, a.entity_id, a.user_id])).toEqual([
      ['create', first.body.id, admin.id],
      ['create', expired.body.id, admin.id],
      ['update', first.body.id, admin.id],
      ['delete', expired.body.id, admin.id],
    ]);
    expect(audit[2].before).toMatchObject({ valid_until: '2027-01-14', certificate_sub_id: null });
    expect(audit[2].after).toMatchObject({ valid_until: '2028-01-14', certificate_sub_id: 'Liite 2' });
  });

  it('validates in Finnish and saves nothing of a refused certificate', async () => {
    const { company, client } = await companyWithAdmin(env);
    const url = `/api/companies/${company.id}/certificates`;
    const empty = await client.post(url, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      certificate_name: ['Sertifikaatin nimi on pakollinen.'],
      certificate_type_id: ['Valitse sertifikaatin tyyppi.'],
      issuer: ['Myöntäjä on pakollinen.'],
    });
    const bad = await client.post(url, certificate({ certificate_type_id: 9999, valid_from: '2024-02-30', valid_until: '1.1.2020', certificate_number: 'x'.repeat(101) }));
    expect(bad.body.errors).toEqual({
      certificate_type_id: ['Valitse sertifikaatin tyyppi listalta.'],
      valid_from: ['Anna voimassaolon alkupäivä muodossa pp.kk.vvvv.'],
      certificate_number: ['Sertifikaatin numero on liian pitkä (enintään 100 merkkiä).'],
    });
    const backwards = await client.post(url, certificate({ valid_from: '2024-05-02', valid_until: '1.5.2024' }));
    expect(backwards.body.errors).toEqual({ valid_until: ['Voimassaolo ei voi päättyä ennen kuin se alkaa.'] });
    // The association's own kinds (SPEC §3: 2, 3, 5, 20, 23) come from its issuing, not from the company.
    const own = await client.post(url, certificate({ certificate_type_id: 5 }));
    expect(own.status).toBe(422);
    expect(own.body.errors).toEqual({ certificate_type_id: ['Pätevän myöntämät sertifikaatit tulevat portaaliin myöntämisen yhteydessä. Valitse toisen myöntäjän sertifikaatin tyyppi.'] });

    const made = await client.post(url, certificate());
    // An update that moves the end before the stored start is refused too.
    const turned = await client.put(`${url}/${made.body.id}`, { valid_until: '2020-01-01' });
    expect(turned.status).toBe(422);
    expect(turned.body.errors).toEqual({ valid_until: ['Voimassaolo ei voi päättyä ennen kuin se alkaa.'] });
    const rows = await env.db.selectFrom('company_certificates').select('valid_until').where('company_id', '=', company.id).execute();
    expect(rows).toHaveLength(1);
    expect(await auditRows(env.db, company.id, 'company_certificate')).toHaveLength(1);
  });

  it("keeps the association's certificates read-only to the company (409) and lets the office change them", async () => {
    const { company, client } = await companyWithAdmin(env);
    const url = `/api/companies/${company.id}/certificates`;
    const issued = await associationCertificate(company.id);

    const read = await client.get(`${url}/${issued.id}`);
    expect(read.body).toMatchObject({ issuedByAssociation: true, isSelfIssuable: false, renewalAvailable: true, certificateTypeId: 5 });
    const put = await client.put(`${url}/${issued.id}`, { certificate_name: 'Muutettu' });
    expect(put.status).toBe(409);
    expect(put.body.message).toBe('Pätevän myöntämää sertifikaattia ei voi muuttaa eikä poistaa yrityksen sivuilta. Ota yhteyttä Pätevän toimistoon.');
    expect((await client.request('DELETE', `${url}/${issued.id}`)).status).toBe(409);
    expect((await client.get(`${url}/${issued.id}`)).body.certificateName).toBe('Pätevä ympäristösertifikaatti');

    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    const corrected = await office.put(`${url}/${issued.id}`, { certificate_number: 'PÄT-Y-0042' });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ certificateNumber: 'PÄT-Y-0042', certificateTypeId: 5, issuedByAssociation: true });
    expect((await office.request('DELETE', `${url}/${issued.id}`)).status).toBe(204);
  });

  it('lets members read and only company_details holders, admins and the office change', async () => {
    const { company, client: admin } = await companyWithAdmin(env);
    const url = `/api/companies/${company.id}/certificates`;
    const made = await admin.post(url, certificate());
    const { client: plain } = await memberOf(env, company.id);
    expect((await plain.get(url)).status).toBe(200);
    expect((await plain.post(url, certificate())).status).toBe(403);
    expect((await plain.put(`${url}/${made.body.id}`, { issuer: 'Joku' })).status).toBe(403);
    const { client: holder } = await memberOf(env, company.id, { permissions: ['company_details'] });
    expect((await holder.put(`${url}/${made.body.id}`, { issuer: 'DNV Business Assurance Finland Oy Ab' })).status).toBe(200);
    const board = await signedIn(env.app, (await createUser(env.db, { permissions: [BOARD] })).email);
    // A board member reaches no company without a tie by work (issue 18 #1).
    expect((await board.get(url)).status).toBe(403);
    expect((await board.request('DELETE', `${url}/${made.body.id}`)).status).toBe(403);

    const { company: foreign } = await companyWithAdmin(env);
    expect((await admin.get(`/api/companies/${foreign.id}/certificates`)).status).toBe(403);
    const foreignMade = await env.db
      .insertInto('company_certificates')
      .values({ company_id: foreign.id, certificate_name: 'Vieras', certificate_type_id: 101, issuer: 'Joku' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const viaOwn = await admin.put(`${url}/${foreignMade.id}`, { issuer: 'Minä' });
    expect(viaOwn.status).toBe(404);
    expect(viaOwn.body.message).toBe('Sertifikaattia ei löytynyt.');
  });

  it("attaches the certificate's PDF (content sniffed), replaces it, and serves it with its name to members only", async () => {
    const { admin, company, client } = await companyWithAdmin(env);
    const url = `/api/companies/${company.id}/certificates`;
    const made = await client.post(url, certificate());
    const fileUrl = `${url}/${made.body.id}/file`;
    expect((await client.get(fileUrl)).status).toBe(404);

    const content = pdf();
    const attached = await client.upload(fileUrl, [{ name: 'file', file: { filename: 'ISO 9001 sertifikaatti ä.pdf', content, type: 'application/pdf' } }]);
    expect(attached.status).toBe(200);
    expect(attached.body).toMatchObject({ id: made.body.id, filename: 'ISO 9001 sertifikaatti ä.pdf' });

    const download = await env.app.inject({ method: 'GET', url: fileUrl, headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-forwarded-for': client.address } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(String(download.headers['content-disposition'])).toContain("filename*=UTF-8''ISO%209001%20sertifikaatti%20%C3%A4.pdf");
    expect(download.rawPayload.equals(content)).toBe(true);

    // A PNG named .pdf is refused in Finnish and the attached PDF stays.
    const renamed = await client.upload(fileUrl, [{ name: 'file', file: { filename: 'kuva.pdf', content: await png(), type: 'application/pdf' } }]);
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors.file[0]).toMatch(/^Tiedoston tyyppi ei ole sallittu/);
    expect((await client.get(`${url}/${made.body.id}`)).body.filename).toBe('ISO 9001 sertifikaatti ä.pdf');

    const replaced = await client.upload(fileUrl, [{ name: 'file', file: { filename: 'uusi.pdf', content: pdf('/Lang (fi) '), type: 'application/pdf' } }]);
    expect(replaced.body.filename).toBe('uusi.pdf');
    // The replaced PDF's row is gone with the link (its blob may stay in the store).
    const files = await env.db.selectFrom('files').select('original_name').where('uploaded_by_user_id', '=', admin.id).execute();
    expect(files.map((f) => f.original_name)).toEqual(['uusi.pdf']);
    const audit = await auditRows(env.db, company.id, 'company_certificate');
    expect(audit.slice(1).map((row) => [row.before, row.after])).toEqual([
      [{ filename: null }, { filename: 'ISO 9001 sertifikaatti ä.pdf' }],
      [{ filename: 'ISO 9001 sertifikaatti ä.pdf' }, { filename: 'uusi.pdf' }],
    ]);

    // Another company's admin cannot download it; the association's certificate takes no PDF from the company.
    const { client: stranger } = await companyWithAdmin(env);
    expect((await stranger.get(fileUrl)).status).toBe(403);
    const issued = await associationCertificate(company.id);
    const refused = await client.upload(`${url}/${issued.id}/file`, [{ name: 'file', file: { filename: 'a.pdf', content, type: 'application/pdf' } }]);
    expect(refused.status).toBe(409);

    // Removing the certificate removes its file row.
    const fileId = (await env.db.selectFrom('company_certificates').select('file_id').where('id', '=', made.body.id).executeTakeFirstOrThrow()).file_id;
    expect((await client.request('DELETE', `${url}/${made.body.id}`)).status).toBe(204);
    expect(await env.db.selectFrom('files').select('id').where('id', '=', fileId ?? 0).execute()).toEqual([]);
  });
});
