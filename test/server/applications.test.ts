import { describe, expect, it } from 'vitest';
import { applicationSchema } from '../../src/domain/api/applications';
import { ApplicationStatus } from '../../src/domain/codes';
import { REFERENCE_LOCKED_MESSAGE } from '../../src/domain/entities/reference';
import { changeStatus, refreshReferenceLocks } from '../../server/modules/applications/status';
import { loadApplication } from '../../server/modules/applications/view';
import { NOT_HELD } from '../../server/modules/applications/service';
import { auditRows, companyWithAdmin, createUser, memberOf, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;
const AUDITOR = 6;

/** Two seeded active industries with requirements of their own. */
async function industries() {
  const rows = await env.db
    .selectFrom('classification_industries as ci')
    .innerJoin('classification_industry_requirements as req', 'req.classification_industry_id', 'ci.id')
    .select(['ci.id', 'ci.symbolic_number'])
    .where('req.company_id', 'is', null)
    .where('ci.active', '=', true)
    .groupBy(['ci.id', 'ci.symbolic_number'])
    .orderBy('ci.id')
    .limit(2)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), symbolicNumber: row.symbolic_number }));
}

async function reference(companyId: number, title = 'Koulun peruskorjaus') {
  const row = await env.db
    .insertInto('company_references')
    .values({ company_id: companyId, title, work_end_date: '2024-05-31', total_billing: 800000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function office(companyId: number) {
  const row = await env.db
    .insertInto('company_offices')
    .values({ company_id: companyId, name: 'Tampereen yksikkö', street: 'Hämeenkatu 1', zipcode: '33100', city: 'Tampere' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const appRow = (id: number) => env.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('applications: create and read (JSON)', () => {
  it('creates a qualification application with industries, references, offices, a contact person, and reads it back in the wire shape', async () => {
    const { admin, company, client } = await companyWithAdmin(env);
    const [i1, i2] = await industries();
    const r1 = await reference(company.id);
    const r2 = await reference(company.id, 'Sairaalan laajennus');
    const o1 = await office(company.id);
    const created = await client.post(`/api/companies/${company.id}/applications`, {
      application_target_id: 1,
      contact_person_id: admin.personId,
      industry_description: 'Talonrakentaminen ja korjausrakentaminen',
      vastuu_group_agreement: true,
      application_industries: [
        { classification_industry_id: i1.id, reference_ids: [r1, r2] },
        { classification_industry_id: i2.id },
      ],
      application_company_offices: [{ company_office_id: o1, description: 'Pääkonttori' }],
    });
    expect(created.status).toBe(201);
    const body = applicationSchema.parse(created.body);
    expect(body).toMatchObject({
      companyId: company.id,
      companyName: company.name,
      applicationTargetId: 1,
      applicationTypeId: 1,
      applicationStatusId: ApplicationStatus.inProgress,
      status: { id: 1, name: 'Keskeneräinen' },
      target: { id: 1, name: 'Pätevyys', applicationTypeId: 1 },
      source: null,
      contactPersonId: admin.personId,
      industryDescription: 'Talonrakentaminen ja korjausrakentaminen',
      vastuuGroupAgreement: true,
      contractAgreement: false,
      boardMeetingId: null,
      sentAt: null,
      changesSinceSource: [],
    });
    expect(body.possibleStatuses.map((s) => s.id)).toEqual([ApplicationStatus.sent, ApplicationStatus.canceled]);
    expect(body.industries.map((i) => i.classificationIndustryId).sort()).toEqual([i1.id, i2.id].sort());
    const first = body.industries.find((i) => i.classificationIndustryId === i1.id);
    expect(first?.symbolicNumber).toBe(i1.symbolicNumber);
    expect(first?.requirements.length).toBeGreaterThan(0);
    expect(first?.references.map((r) => r.referenceId).sort()).toEqual([r1, r2].sort());
    expect(first?.references[0]).toMatchObject({ workEndDate: '2024-05-31', totalBilling: 800000, new: true, granted: null });
    expect(body.companyOffices).toEqual([
      expect.objectContaining({ companyOfficeId: o1, description: 'Pääkonttori', address: 'Tampereen yksikkö, Hämeenkatu 1, 33100 Tampere' }),
    ]);
    expect(body.history).toEqual([expect.objectContaining({ fromStatusId: null, toStatusId: 1, changedBy: 'Testi Käyttäjä' })]);
    expect((await auditRows(env.db, company.id, 'application')).map((row) => row.action)).toEqual(['create']);

    const read = await client.get(`/api/companies/${company.id}/applications/${body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  it('refuses a second open application of the same type (409), also when two arrive at once', async () => {
    const { company, client } = await companyWithAdmin(env);
    const first = await client.post(`/api/companies/${company.id}/applications`, { application_target_id: 4 });
    expect(first.status).toBe(201);
    const second = await client.post(`/api/companies/${company.id}/applications`, { application_target_id: 4 });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/jo keskeneräinen/);
    // Another type is fine.
    expect((await client.post(`/api/companies/${company.id}/applications`, { application_target_id: 6 })).status).toBe(201);
    const racing = await Promise.all([8, 8, 8].map(() => client.post(`/api/companies/${company.id}/applications`, { application_target_id: 8 })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it("refuses in Finnish what is not the company's: a reference, an office, a contact person, an unknown industry or target, a board meeting", async () => {
    const { company, client } = await companyWithAdmin(env);
    const other = await companyWithAdmin(env);
    const [i1] = await industries();
    const foreignReference = await reference(other.company.id);
    const foreignOffice = await office(other.company.id);
    const answer = await client.post(`/api/companies/${company.id}/applications`, {
      application_target_id: 1,
      contact_person_id: other.admin.personId,
      application_industries: [{ classification_industry_id: i1.id, reference_ids: [foreignReference] }, { classification_industry_id: 999999 }],
      application_company_offices: [{ company_office_id: foreignOffice }],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      contact_person_id: ['Valitse yhteyshenkilö yrityksen henkilöistä.'],
      'application_industries.0.reference_ids': ['Liitä toimialalle vain yrityksen omia referenssejä.'],
      'application_industries.1.classification_industry_id': ['Toimialaa ei löytynyt.'],
      'application_company_offices.0.company_office_id': ['Valitse toimipaikka yrityksen toimipaikoista.'],
    });
    const target = await client.post(`/api/companies/${company.id}/applications`, { application_target_id: 12 });
    expect(target.status).toBe(422);
    expect(target.body.errors.application_target_id).toEqual(['Valitse, mitä haet.']);
    const board = await client.post(`/api/companies/${company.id}/applications`, { application_target_id: 1, board_meeting_id: 3 });
    expect(board.status).toBe(422);
    expect(board.body.errors.board_meeting_id).toEqual(['Hallituksen kokousta ei voi vielä valita hakemukselle.']);
    // Nothing was half-saved.
    expect(await env.db.selectFrom('applications').select('id').where('company_id', '=', company.id).execute()).toEqual([]);
  });
});

describe('applications: status changes and reference locks', () => {
  it('locks the attached references when the application is sent and unlocks them when it is cancelled', async () => {
    const { admin, company, client } = await companyWithAdmin(env);
    const [i1] = await industries();
    const r1 = await reference(company.id);
    const loose = await reference(company.id, 'Ei liitetty');
    const created = await client.post(`/api/companies/${company.id}/applications`, {
      application_target_id: 1,
      application_industries: [{ classification_industry_id: i1.id, reference_ids: [r1] }],
    });
    const id = created.body.id as number;
    const locked = async (refId: number) => (await env.db.selectFrom('company_references').select('locked').where('id', '=', refId).executeTakeFirstOrThrow()).locked;
    expect(await locked(r1)).toBe(false);

    await env.db.transaction().execute(async (trx) => {
      await changeStatus(trx, { application: await appRow(id), to: ApplicationStatus.sent, user: admin, message: 'Lähetetty', actor: 'company' });
    });
    const sent = await appRow(id);
    expect(sent.application_status_id).toBe(ApplicationStatus.sent);
    expect(sent.sent_at).not.toBeNull();
    expect(await locked(r1)).toBe(true);
    expect(await locked(loose)).toBe(false);
    // A locked reference refuses changes (the references module's 409).
    expect((await client.put(`/api/companies/${company.id}/references/${r1}`, { title: 'Uusi' })).status).toBe(409);
    const view = await loadApplication(env.db, id, { actor: 'office' });
    expect(view?.possibleStatuses.map((s) => s.id)).toEqual([ApplicationStatus.inEvaluation, ApplicationStatus.returned, ApplicationStatus.canceled]);
    expect(view?.history.at(-1)).toMatchObject({ fromStatusId: 1, toStatusId: 2, message: 'Lähetetty', changedBy: 'Testi Käyttäjä' });

    const cancelled = await client.post(`/api/companies/${company.id}/applications/${id}/cancel`, { message: 'Haemme myöhemmin' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ applicationStatusId: ApplicationStatus.canceled, finishedAt: expect.any(String) });
    expect(await locked(r1)).toBe(false);
    expect((await auditRows(env.db, company.id, 'application')).map((row) => row.action)).toEqual(['create', 'update', 'update']);
  });

  it('unlocks the references while the office has returned the application, and locks them again when it is sent again or taken into evaluation', async () => {
    const { admin, company, client } = await companyWithAdmin(env);
    const officeUser = await createUser(env.db, { permissions: [OFFICE] });
    const officeClient = await signedIn(env.app, officeUser.email);
    const [i1] = await industries();
    const r1 = await reference(company.id);
    const id = (await client.post(`/api/companies/${company.id}/applications`, { application_target_id: 1, application_industries: [{ classification_industry_id: i1.id, reference_ids: [r1] }] })).body
      .id as number;
    const send = () => env.db.transaction().execute(async (trx) => changeStatus(trx, { application: await appRow(id), to: ApplicationStatus.sent, user: admin, actor: 'company' }));
    const officeMoves = (statusId: number) => officeClient.post(`/api/applications/${id}/status`, { application_status_id: statusId, message: 'Korjatkaa referenssi.' });
    const shown = async () => (await client.get(`/api/companies/${company.id}/references/${r1}`)).body as { locked: boolean; title: string };
    await send();
    expect((await shown()).locked).toBe(true);

    // Returned: the company corrects the reference.
    expect((await officeMoves(ApplicationStatus.returned)).status).toBe(200);
    expect((await shown()).locked).toBe(false);
    const corrected = await client.put(`/api/companies/${company.id}/references/${r1}`, { title: 'Koulun peruskorjaus, korjattu' });
    expect(corrected.status).toBe(200);
    expect((await shown()).title).toBe('Koulun peruskorjaus, korjattu');

    // Sent again: locked again (the references module's 409).
    await send();
    expect((await shown()).locked).toBe(true);
    const refused = await client.put(`/api/companies/${company.id}/references/${r1}`, { title: 'Taas muutettu' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(REFERENCE_LOCKED_MESSAGE);

    // Returned, then taken back into evaluation by the office without a new send: locked.
    expect((await officeMoves(ApplicationStatus.returned)).status).toBe(200);
    expect((await shown()).locked).toBe(false);
    expect((await officeMoves(ApplicationStatus.inEvaluation)).status).toBe(200);
    expect((await shown()).locked).toBe(true);
  });

  it('refuses (422) a renewal or an extension of what the company does not hold', async () => {
    const { company, client } = await companyWithAdmin(env);
    for (const target of [2, 3, 5, 11]) {
      const answer = await client.post(`/api/companies/${company.id}/applications`, { application_target_id: target });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.application_target_id).toEqual([NOT_HELD]);
    }
    expect((await env.db.selectFrom('applications').select('id').where('company_id', '=', company.id).execute()).length).toBe(0);
  });

  it('refuses (422, Finnish) a move the table does not allow, and keeps a reference locked while another sent application holds it', async () => {
    const { admin, company, client } = await companyWithAdmin(env);
    const [i1] = await industries();
    const r1 = await reference(company.id);
    const a = (await client.post(`/api/companies/${company.id}/applications`, { application_target_id: 1, application_industries: [{ classification_industry_id: i1.id, reference_ids: [r1] }] })).body.id as number;
    await expect(
      env.db.transaction().execute(async (trx) => changeStatus(trx, { application: await appRow(a), to: ApplicationStatus.auditDone, user: admin, actor: 'company' })),
    ).rejects.toMatchObject({ statusCode: 422, message: 'Hakemusta ei voi siirtää tilasta keskeneräinen tilaan auditointi tehty.' });
    const b = (await client.post(`/api/companies/${company.id}/applications`, { application_target_id: 4, application_industries: [{ classification_industry_id: i1.id, reference_ids: [r1] }] })).body.id as number;
    for (const id of [a, b]) {
      await env.db.transaction().execute(async (trx) => changeStatus(trx, { application: await appRow(id), to: ApplicationStatus.sent, user: admin, actor: 'company' }));
    }
    await env.db.transaction().execute(async (trx) => changeStatus(trx, { application: await appRow(a), to: ApplicationStatus.canceled, user: admin, actor: 'company' }));
    await env.db.transaction().execute((trx) => refreshReferenceLocks(trx, [r1]));
    expect((await env.db.selectFrom('company_references').select('locked').where('id', '=', r1).executeTakeFirstOrThrow()).locked).toBe(true);
    // Cancelling an application that is already cancelled: the table refuses.
    const again = await client.post(`/api/companies/${company.id}/applications/${a}/cancel`, {});
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(/^Hakemusta ei voi siirtää tilasta peruttu/);
  });
});

describe('applications: access', () => {
  it('lets members read, only applications permission holders change, hides other companies, and shows auditors only their assigned ones', async () => {
    const { company, client } = await companyWithAdmin(env);
    const id = (await client.post(`/api/companies/${company.id}/applications`, { application_target_id: 4 })).body.id as number;
    const reader = await memberOf(env, company.id);
    expect((await reader.client.get(`/api/companies/${company.id}/applications/${id}`)).status).toBe(200);
    expect((await reader.client.post(`/api/companies/${company.id}/applications`, { application_target_id: 6 })).status).toBe(403);
    expect((await reader.client.put(`/api/companies/${company.id}/applications/${id}`, { industry_description: 'x' })).status).toBe(403);
    const holder = await memberOf(env, company.id, { permissions: ['applications'] });
    expect((await holder.client.put(`/api/companies/${company.id}/applications/${id}`, { industry_description: 'Laatutyö' })).status).toBe(200);

    const other = await companyWithAdmin(env);
    expect((await other.client.get(`/api/companies/${company.id}/applications/${id}`)).status).toBe(403);
    // Through its own company's path, another company's application is not there.
    expect((await other.client.get(`/api/companies/${other.company.id}/applications/${id}`)).status).toBe(404);

    const officeUser = await createUser(env.db, { permissions: [OFFICE] });
    const officeClient = await signedIn(env.app, officeUser.email);
    expect((await officeClient.get(`/api/companies/${company.id}/applications/${id}`)).status).toBe(200);
    expect((await officeClient.put(`/api/companies/${company.id}/applications/${id}`, { contract_agreement: true })).status).toBe(200);

    const auditor = await createUser(env.db, { permissions: [AUDITOR] });
    const auditorClient = await signedIn(env.app, auditor.email);
    // No application of the company assigned: the company is not theirs to read (issue 18 #1).
    expect((await auditorClient.get(`/api/companies/${company.id}/applications/${id}`)).status).toBe(403);
    expect((await auditorClient.get(`/api/companies/${company.id}/applications`)).status).toBe(403);
    await env.db.updateTable('applications').set({ auditor_user_id: auditor.id }).where('id', '=', id).execute();
    const assigned = await auditorClient.get(`/api/companies/${company.id}/applications/${id}`);
    expect(assigned.status).toBe(200);
    expect(assigned.body.auditorUser).toEqual({ id: auditor.id, firstName: 'Testi', lastName: 'Käyttäjä' });
    expect((await auditorClient.get(`/api/companies/${company.id}/applications`)).body.data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await auditorClient.put(`/api/companies/${company.id}/applications/${id}`, { contract_agreement: true })).status).toBe(403);
  });
});

describe('applications: odd input', () => {
  const WEIRD: unknown[] = [2147483648, -1, 0, 1.5, '\u0000', 'a\ud800b', '', 'x'.repeat(70_000), null, true, [], {}, [1], [{}], [null], [{ classification_industry_id: '1', reference_ids: ['x'] }], '0x10'];
  const FIELDS = [
    'application_target_id',
    'contact_person_id',
    'board_meeting_id',
    'industry_description',
    'vastuu_group_agreement',
    'contract_agreement',
    'application_area_codes',
    'application_industries',
    'application_company_offices',
    'application_scopes',
    'files',
  ];

  it('answers every odd value of every field with a 4xx, never a 5xx, on a real application', async () => {
    const { company, client } = await companyWithAdmin(env);
    const id = (await client.post(`/api/companies/${company.id}/applications`, { application_target_id: 4 })).body.id as number;
    const failures: string[] = [];
    for (const field of FIELDS) {
      for (const value of WEIRD) {
        for (const [method, url, base] of [
          ['POST', `/api/companies/${company.id}/applications`, { application_target_id: 6 }],
          ['PUT', `/api/companies/${company.id}/applications/${id}`, {}],
        ] as const) {
          const answer = await client.request(method, url, { body: { ...base, [field]: value } });
          if (answer.status >= 500) failures.push(`${answer.status} ${method} ${field}=${JSON.stringify(value).slice(0, 40)}`);
          // A created one is removed so the next creation is not refused as a second open one.
          if (answer.status === 201) await client.request('DELETE', `${url}/${answer.body.id}`);
        }
        const form = typeof value === 'string' ? value : JSON.stringify(value);
        for (const name of [field, `${field}[]`, `${field}[0]`, `${field}[0][description]`, `${field}[0][reference_ids][]`]) {
          const answer = await client.upload(`/api/companies/${company.id}/applications/${id}`, [
            { name: '_method', value: 'PUT' },
            { name, value: form.slice(0, 5000) },
          ]);
          if (answer.status >= 500) failures.push(`${answer.status} form ${name}=${form.slice(0, 40)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
