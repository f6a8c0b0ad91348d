/**
 * Company restructuring (issue 22 §2): the preview writes nothing, a real run moves everything the
 * selection names in one transaction (and nothing when it fails mid-way), history and audit rows for
 * both companies, the old company merged and shown so in the public registry, office only.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows, createCompany, createUser, signedIn, useTestApp, type Client } from './helpers';
import { pdf } from '../support/uploadFixtures';

const env = useTestApp();
let office: Client;
let outsider: Client;

const OFFICE = 2;

async function industry(label: string) {
  return (
    await env.db
      .insertInto('classification_industries')
      .values({ symbolic_number: `R${randomUUID().slice(0, 6)}`, short_description: label, sort_number: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** A company that ends, with a project and two references, two people, a qualification with two industries and an open application. */
async function oldCompany() {
  const company = await createCompany(env.db, { name: `Vanha ${randomUUID().slice(0, 6)} Oy` });
  const project = await env.db.insertInto('projects').values({ company_id: company.id, name: 'Koulun laajennus' }).returning('id').executeTakeFirstOrThrow();
  const referenceA = await env.db
    .insertInto('company_references')
    .values({ company_id: company.id, title: 'Koulun A-siipi', project_id: project.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const referenceB = await env.db
    .insertInto('company_references')
    .values({ company_id: company.id, title: 'Koulun B-siipi', project_id: project.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const personA = await createUser(env.db, { firstName: 'Aino' });
  const personB = await createUser(env.db, { firstName: 'Bertta' });
  const people = [];
  for (const person of [personA, personB]) {
    people.push(
      (
        await env.db
          .insertInto('company_people')
          .values({ company_id: company.id, person_id: person.personId, user_id: person.id, status: 'active', email: person.email })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  }
  const industries = [await industry('Pohjarakentaminen'), await industry('Runkotyöt')];
  const certificate = await env.db
    .insertInto('company_certificates')
    .values({
      company_id: company.id,
      certificate_name: 'Pätevyys',
      certificate_type_id: 1,
      certificate_number: `PTV-${randomUUID().slice(0, 8).toUpperCase()}`,
      issuer: 'Pätevä',
      issued_by_association: true,
      valid_from: '2025-01-01',
      valid_until: '2030-01-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const id of industries) await env.db.insertInto('company_certificate_industries').values({ certificate_id: certificate.id, classification_industry_id: id }).execute();
  const application = await env.db
    .insertInto('applications')
    .values({ company_id: company.id, application_target_id: 1, application_type_id: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    company,
    project: project.id,
    references: [referenceA.id, referenceB.id],
    people,
    personIds: [personA.personId, personB.personId],
    industries,
    certificate: certificate.id,
    application: application.id,
  };
}

async function uploadDocument(client: Client) {
  const response = await client.upload('/api/company-restructurings/documents', [{ name: 'file', file: { filename: 'sulautuminen.pdf', content: pdf(), type: 'application/pdf' } }]);
  expect(response.status).toBe(201);
  return response.body.id as number;
}

const everything = (old: Awaited<ReturnType<typeof oldCompany>>, to: number) => ({
  company_id_to_move_from: old.company.id,
  company_id_to_be_moved: to,
  reference_ids: old.references,
  person_ids: old.people,
  certificate_ids: [old.certificate],
  application_ids: [old.application],
  selected_industries: old.industries,
});

async function owners(old: Awaited<ReturnType<typeof oldCompany>>) {
  const db = env.db;
  return {
    references: (await db.selectFrom('company_references').select('company_id').where('id', 'in', old.references).execute()).map((r) => r.company_id),
    project: (await db.selectFrom('projects').select('company_id').where('id', '=', old.project).executeTakeFirstOrThrow()).company_id,
    people: (await db.selectFrom('company_people').select('company_id').where('id', 'in', old.people).execute()).map((r) => r.company_id),
    certificate: (await db.selectFrom('company_certificates').select('company_id').where('id', '=', old.certificate).executeTakeFirstOrThrow()).company_id,
    application: (await db.selectFrom('applications').select('company_id').where('id', '=', old.application).executeTakeFirstOrThrow()).company_id,
    merged: (await db.selectFrom('companies').select('merged_into_company_id').where('id', '=', old.company.id).executeTakeFirstOrThrow()).merged_into_company_id,
  };
}

beforeAll(async () => {
  const staff = await createUser(env.db, { permissions: [OFFICE] });
  office = await signedIn(env.app, staff.email);
  const plain = await createUser(env.db);
  outsider = await signedIn(env.app, plain.email);
});

describe('POST /api/company-restructurings', () => {
  it('previews with dry_run: every list and what clashes, nothing written', async () => {
    const old = await oldCompany();
    const target = await createCompany(env.db);
    // Bertta is in the receiving company already; it holds the second industry already.
    await env.db.insertInto('company_people').values({ company_id: target.id, person_id: old.personIds[1] as number, status: 'active' }).execute();
    const theirs = await env.db
      .insertInto('company_certificates')
      .values({ company_id: target.id, certificate_name: 'Pätevyys', certificate_type_id: 1, certificate_number: `PTV-${randomUUID().slice(0, 8)}`, issuer: 'Pätevä', issued_by_association: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await env.db.insertInto('company_certificate_industries').values({ certificate_id: theirs.id, classification_industry_id: old.industries[1] as number }).execute();
    await env.db.insertInto('applications').values({ company_id: target.id, application_target_id: 1, application_type_id: 1 }).execute();

    const response = await office.post('/api/company-restructurings', { ...everything(old, target.id), reference_ids: [old.references[0]], dry_run: true });
    expect(response.status).toBe(200);
    expect(response.body.dryRun).toBe(true);
    expect(response.body.id).toBeNull();
    expect(response.body.available.references).toHaveLength(2);
    expect(response.body.available.industries.map((i: { id: number }) => i.id).sort()).toEqual([...old.industries].sort());
    expect(response.body.moving.references.map((r: { id: number }) => r.id)).toEqual([old.references[0]]);
    expect(response.body.moving.projects).toEqual([{ id: old.project, name: 'Koulun laajennus' }]);
    const kinds = response.body.clashes.map((c: { kind: string; blocking: boolean }) => `${c.kind}:${c.blocking}`).sort();
    // The project's other reference stays behind, the same type of application is open there: both block.
    expect(kinds).toEqual(['application:true', 'industry:false', 'person:false', 'project:true']);
    expect(await owners(old)).toMatchObject({ project: old.company.id, certificate: old.company.id, application: old.company.id, merged: null });
    expect(await env.db.selectFrom('company_restructurings').select('id').where('from_company_id', '=', old.company.id).execute()).toEqual([]);
  });

  it('moves everything in one transaction, with history and audit rows for both, and the old company merged', async () => {
    const old = await oldCompany();
    const target = await createCompany(env.db);
    const documentId = await uploadDocument(office);
    // One of the two industries moves: the moved qualification keeps only it.
    const response = await office.post('/api/company-restructurings', { ...everything(old, target.id), selected_industries: [old.industries[0]], merger_document_id: documentId });
    expect(response.status).toBe(200);
    expect(response.body.dryRun).toBe(false);
    expect(response.body.id).toEqual(expect.any(Number));
    expect(await owners(old)).toEqual({
      references: [target.id, target.id],
      project: target.id,
      people: [target.id, target.id],
      certificate: target.id,
      application: target.id,
      merged: target.id,
    });
    const industries = await env.db.selectFrom('company_certificate_industries').select('classification_industry_id').where('certificate_id', '=', old.certificate).execute();
    expect(industries.map((i) => i.classification_industry_id)).toEqual([old.industries[0]]);

    for (const companyId of [old.company.id, target.id]) {
      const history = await env.db.selectFrom('company_history_entries').select(['content', 'company_history_entry_type_id']).where('company_id', '=', companyId).execute();
      expect(history).toHaveLength(1);
      expect(history[0]?.company_history_entry_type_id).toBe(2);
      expect((await auditRows(env.db, companyId, 'company_restructuring')).length).toBe(1);
    }
    expect((await auditRows(env.db, old.company.id, 'company'))[0]?.after).toMatchObject({ merged_into_company_id: target.id });

    const record = await office.get('/api/company-restructurings');
    expect(record.status).toBe(200);
    const mine = record.body.data.find((r: { id: number }) => r.id === response.body.id);
    expect(mine).toMatchObject({ moveFrom: { id: old.company.id }, beMoved: { id: target.id }, document: { id: documentId, name: 'sulautuminen.pdf' } });
    expect(mine.moved.references).toHaveLength(2);
    const download = await office.get(`/api/company-restructurings/${response.body.id}/document`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');

    // Merged: no second restructuring from it or into it, and the document is not reused.
    const again = await office.post('/api/company-restructurings', { company_id_to_move_from: old.company.id, company_id_to_be_moved: target.id, dry_run: true });
    expect(again.status).toBe(409);
    const into = await office.post('/api/company-restructurings', { company_id_to_move_from: target.id, company_id_to_be_moved: old.company.id, dry_run: true });
    expect(into.status).toBe(409);
    const other = await oldCompany();
    const reused = await office.post('/api/company-restructurings', { company_id_to_move_from: other.company.id, company_id_to_be_moved: target.id, merger_document_id: documentId });
    expect(reused.status).toBe(422);
    expect(reused.body.errors.merger_document_id).toEqual(['Tämä asiakirja on jo liitetty toiseen yritysjärjestelyyn. Lataa asiakirja uudelleen.']);
  });

  it('moves nothing when it fails mid-way', async () => {
    const old = await oldCompany();
    const target = await createCompany(env.db);
    const documentId = await uploadDocument(office);
    // A failure after the references, projects and people have moved: at the certificates.
    await sql`create function restructuring_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$`.execute(env.db);
    await sql`create trigger restructuring_test_fail before update on company_certificates for each row
      when (new.id = ${sql.lit(old.certificate)}) execute function restructuring_test_fail()`.execute(env.db);
    try {
      const response = await office.post('/api/company-restructurings', { ...everything(old, target.id), merger_document_id: documentId });
      expect(response.status).toBe(500);
    } finally {
      await sql`drop trigger restructuring_test_fail on company_certificates`.execute(env.db);
      await sql`drop function restructuring_test_fail()`.execute(env.db);
    }
    expect(await owners(old)).toEqual({
      references: [old.company.id, old.company.id],
      project: old.company.id,
      people: [old.company.id, old.company.id],
      certificate: old.company.id,
      application: old.company.id,
      merged: null,
    });
    expect(await env.db.selectFrom('company_history_entries').select('id').where('company_id', 'in', [old.company.id, target.id]).execute()).toEqual([]);
    expect(await auditRows(env.db, target.id)).toEqual([]);
  });

  it('refuses blocking clashes, unknown records, one company twice and a run without the document, in Finnish', async () => {
    const old = await oldCompany();
    const target = await createCompany(env.db);
    const documentId = await uploadDocument(office);
    const blocked = await office.post('/api/company-restructurings', { ...everything(old, target.id), reference_ids: [old.references[0]], merger_document_id: documentId });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('Siirrossa on esteitä. Korjaa valinnat esikatselun mukaan.');

    const stranger = await oldCompany();
    const notOwned = await office.post('/api/company-restructurings', { ...everything(old, target.id), reference_ids: [stranger.references[0]], dry_run: true });
    expect(notOwned.status).toBe(422);
    expect(notOwned.body.errors.reference_ids).toEqual(['Valinta ei kuulu yritykseen, josta tiedot siirretään. Päivitä esikatselu.']);

    const industryOnly = await office.post('/api/company-restructurings', { ...everything(old, target.id), selected_industries: [], dry_run: true });
    expect(industryOnly.status).toBe(422);
    expect(industryOnly.body.errors.certificate_ids).toEqual(['Siirrettävälle pätevyydelle on valittava vähintään yksi toimiala.']);

    const same = await office.post('/api/company-restructurings', { company_id_to_move_from: old.company.id, company_id_to_be_moved: old.company.id, dry_run: true });
    expect(same.status).toBe(422);
    expect(same.body.errors.company_id_to_be_moved).toEqual(['Valitse kaksi eri yritystä.']);

    const noDocument = await office.post('/api/company-restructurings', { company_id_to_move_from: old.company.id, company_id_to_be_moved: target.id });
    expect(noDocument.status).toBe(422);
    expect(noDocument.body.errors.merger_document_id).toEqual(['Liitä sulautumisen vahvistusasiakirja.']);

    const missing = await office.post('/api/company-restructurings', { company_id_to_move_from: 999999999, company_id_to_be_moved: target.id, dry_run: true });
    expect(missing.status).toBe(404);

    const bad = await office.post('/api/company-restructurings', { company_id_to_move_from: 'x\u0000', company_id_to_be_moved: target.id, reference_ids: ['\ud800'], dry_run: 'yes' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['company_id_to_move_from', 'dry_run', 'reference_ids.0']);
    expect(await owners(old)).toMatchObject({ merged: null, certificate: old.company.id });
  });

  it("never answers 5xx for a fuzzer's values in any field", async () => {
    const old = await oldCompany();
    const target = await createCompany(env.db);
    const weird: unknown[] = [2147483648, -1, 0, 1.5, '\u0000', 'a\ud800b', '', 'x'.repeat(70_000), null, true, [], {}, [1], ['1'], [2147483648], [null], [{}], ['\u0000'], '0x10', 1e308];
    const base = { ...everything(old, target.id), dry_run: true };
    const failures: string[] = [];
    for (const field of [...Object.keys(base), 'merger_document_id']) {
      for (const value of weird) {
        const response = await office.post('/api/company-restructurings', { ...base, [field]: value });
        if (response.status >= 500) failures.push(`${response.status} ${field}=${JSON.stringify(value).slice(0, 40)}`);
      }
    }
    for (const body of [null, [], 'x', 5, { '\u0000': '\ud800' }]) {
      const response = await office.post('/api/company-restructurings', body);
      if (response.status >= 500) failures.push(`${response.status} body ${JSON.stringify(body)}`);
    }
    expect(failures).toEqual([]);
    expect(await owners(old)).toMatchObject({ merged: null, certificate: old.company.id });
  }, 120_000);

  it('refuses a document that is not a PDF', async () => {
    const response = await office.upload('/api/company-restructurings/documents', [{ name: 'file', file: { filename: 'x.pdf', content: Buffer.from('<html></html>'), type: 'application/pdf' } }]);
    expect(response.status).toBe(422);
  });

  it('is for the office only', async () => {
    const old = await oldCompany();
    const target = await createCompany(env.db);
    expect((await outsider.post('/api/company-restructurings', { company_id_to_move_from: old.company.id, company_id_to_be_moved: target.id, dry_run: true })).status).toBe(403);
    expect((await outsider.get('/api/company-restructurings')).status).toBe(403);
  });
});

describe('the public registry', () => {
  it("says that a merged company has merged and names the receiving one; the receiving one shows the moved qualification", async () => {
    const old = await oldCompany();
    const target = await createCompany(env.db, { name: `Uusi ${randomUUID().slice(0, 6)} Oy` });
    const documentId = await uploadDocument(office);
    const done = await office.post('/api/company-restructurings', { ...everything(old, target.id), merger_document_id: documentId });
    expect(done.status).toBe(200);
    const merged = await outsider.get(`/api/public/companies/${old.company.registrationNumber}`);
    expect(merged.status).toBe(200);
    expect(merged.body.certificates).toEqual([]);
    expect(merged.body.mergedInto).toMatchObject({ businessId: target.registrationNumber, name: target.name });
    const receiving = await outsider.get(`/api/public/companies/${target.registrationNumber}`);
    expect(receiving.status).toBe(200);
    expect(receiving.body.mergedInto).toBeNull();
    expect(receiving.body.certificates).toHaveLength(1);
    const search = await outsider.get(`/api/public/companies?q=${encodeURIComponent(old.company.name)}`);
    expect(search.body.data[0]).toMatchObject({ businessId: old.company.registrationNumber, mergedInto: { businessId: target.registrationNumber } });
  });
});
