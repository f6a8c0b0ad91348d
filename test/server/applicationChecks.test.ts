import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../../src/domain/applicationChecks';
import { todayInFinland } from '../../src/domain/referenceAge';
import { copyRenewalSource } from '../../server/modules/applicationTargets/renewal';
import { companyWithAdmin, createUser, memberOf, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;
const AUDITOR = 6;
const today = todayInFinland();
const year = Number(today.slice(0, 4));
const monthsAgo = (months: number) => addMonths(today, -months);

async function storedFile(name = 'liite.pdf') {
  const row = await env.db
    .insertInto('files')
    .values({ hash: randomBytes(32).toString('hex'), original_name: name, mime_type: 'application/pdf', byte_size: 100, variants: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The two latest closed years, each with a combined statement. */
async function financialYears(companyId: number) {
  for (const y of [year - 1, year - 2]) {
    const row = await env.db
      .insertInto('financial_years')
      .values({ company_id: companyId, year: y, period_start: `${y}-01-01`, period_end: `${y}-12-31` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await env.db.insertInto('financial_year_files').values({ financial_year_id: row.id, file_id: await storedFile(`tilinpaatos-${y}.pdf`), file_type_ids: [9] }).execute();
  }
}

/** Seeded industries a qualification may be applied for. */
async function proficiencyIndustries() {
  return env.db
    .selectFrom('classification_industries')
    .select(['id', 'symbolic_number'])
    .where('active', '=', true)
    .where('available_proficiency', '=', true)
    .orderBy('sort_number')
    .limit(2)
    .execute();
}

async function reference(companyId: number, title: string, workEndDate: string | null, totalBilling: number) {
  const row = await env.db
    .insertInto('company_references')
    .values({ company_id: companyId, title, work_end_date: workEndDate, total_billing: totalBilling, total_billing_unit_id: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A qualification application that passes every check: the company's own requirement on one
 * industry (2 references under 60 months, 100 000 €, degree 3, Tieturva 1, liability insurance),
 * the admin as contact person with the degree and the card, two closed years, an office.
 */
async function ready() {
  const { admin, company, client } = await companyWithAdmin(env);
  const [industry] = await proficiencyIndustries();
  await env.db
    .insertInto('classification_industry_requirements')
    .values({
      classification_industry_id: industry.id,
      company_id: company.id,
      certificate_type_id: 3,
      min_reference_count: 2,
      max_reference_age: 60,
      min_total_billing: 100_000,
      file_type_id: 10,
      education_degree_ids: [3],
      person_certificate_type_ids: [8],
    })
    .execute();
  await env.db.insertInto('person_educations').values({ person_id: admin.personId, education_degree_id: 3 }).execute();
  await env.db.insertInto('person_certificates').values({ person_id: admin.personId, certificate_name: 'Tieturva 1', valid_until: addMonths(today, 24) }).execute();
  await financialYears(company.id);
  const office = await env.db.insertInto('company_offices').values({ company_id: company.id, name: 'Tampereen yksikkö' }).returning('id').executeTakeFirstOrThrow();
  const app = await env.db
    .insertInto('applications')
    .values({
      company_id: company.id,
      application_target_id: 1,
      application_type_id: 1,
      contact_person_id: admin.personId,
      vastuu_group_agreement: true,
      contract_agreement: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const appIndustry = await env.db
    .insertInto('application_industries')
    .values({ application_id: app.id, classification_industry_id: industry.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const references = [await reference(company.id, 'Koulun pohjarakenteet', monthsAgo(12), 60_000), await reference(company.id, 'Sillan paalutus', monthsAgo(24), 60_000)];
  await env.db
    .insertInto('application_industry_references')
    .values(references.map((reference_id) => ({ application_industry_id: appIndustry.id, reference_id })))
    .execute();
  await env.db.insertInto('application_company_offices').values({ application_id: app.id, company_office_id: office.id, description: 'Tampereen yksikkö' }).execute();
  await env.db.insertInto('application_files').values({ application_id: app.id, file_id: await storedFile('vastuuvakuutus.pdf'), file_type_id: 10 }).execute();
  return { admin, company, client, appId: app.id, industry, appIndustryId: appIndustry.id, references, base: `/api/companies/${company.id}/applications/${app.id}` };
}

type Validation = { result: string; sections: Array<{ section: string; result: string; items: Array<{ result: string; message: string; link: string | null }> }> };
const failed = (body: Validation) => body.sections.flatMap((s) => s.items.filter((i) => i.result === 'FAIL').map((i) => i.message.replace(/\s/g, ' ')));
const section = (body: Validation, name: string) => body.sections.find((s) => s.section === name);

describe('validate', () => {
  it('passes a complete application; every section is answered', async () => {
    const { client, base } = await ready();
    const response = await client.get(`${base}/validate`);
    expect(response.status).toBe(200);
    expect(failed(response.body)).toEqual([]);
    expect(response.body.result).toBe('OK');
    expect(response.body.sections.map((s: { section: string }) => s.section)).toEqual(['application', 'vastuugroup-member', 'financial', 'personnel', 'industries', 'references', 'attachments']);
  });

  it('names each unmet requirement with where it is fixed', async () => {
    const { client, company, appId, industry, appIndustryId, references, admin, base } = await ready();
    // Break everything: an old reference instead of a young one, no degree or card, no file, one year, no agreements, no contact.
    await env.db.updateTable('company_references').set({ work_end_date: monthsAgo(61) }).where('id', '=', references[1]).execute();
    await env.db.deleteFrom('person_educations').where('person_id', '=', admin.personId).execute();
    await env.db.deleteFrom('person_certificates').where('person_id', '=', admin.personId).execute();
    await env.db.deleteFrom('application_files').where('application_id', '=', appId).execute();
    await env.db.deleteFrom('financial_years').where('company_id', '=', company.id).where('year', '=', year - 2).execute();
    await env.db.updateTable('applications').set({ vastuu_group_agreement: false, contract_agreement: false, contact_person_id: null }).where('id', '=', appId).execute();
    const n = industry.symbolic_number;
    const response = await client.get(`${base}/validate`);
    expect(response.status).toBe(200);
    expect(response.body.result).toBe('FAIL');
    expect(failed(response.body)).toEqual([
      'Hakemukselle ei ole valittu yhteyshenkilöä.',
      'Sopimusehtoja ei ole hyväksytty.',
      'Vastuu Group -sopimusta ei ole hyväksytty.',
      `Vain yhden päättyneen tilikauden (${year - 1}) tiedot on lisätty. Lisää myös sitä edeltävän tilikauden tiedot ja asiakirjat.`,
      `Toimialalle ${n} tarvitaan henkilö, jolla on jokin näistä tutkinnoista: Rakennusmestari (AMK). Yrityksen henkilöillä ei ole niitä.`,
      `Toimialalle ${n} tarvitaan henkilö, jolla on voimassa oleva Tieturva 1. Yrityksen henkilöillä ei ole sitä.`,
      `Toimialalle ${n} tarvitaan vähintään 2 alle 60 kuukautta vanhaa referenssiä; liitetty 1.`,
      `Toimialan ${n} referenssien yhteenlaskettu laskutus on 60 000 €; vaaditaan vähintään 100 000 €.`,
      `Hakemuksesta puuttuu liite: Vastuuvakuutus (toimialan ${n} vaatimus).`,
    ]);
    const links = response.body.sections.flatMap((s: Validation['sections'][number]) => s.items.filter((i) => i.result === 'FAIL').map((i) => i.link));
    expect(new Set(links)).toEqual(
      new Set([`/companies/${company.id}/applications/${appId}`, `/companies/${company.id}/finances`, `/companies/${company.id}/people`, `/companies/${company.id}/references`]),
    );
    // No industries at all: the qualification has nothing to apply for.
    await env.db.deleteFrom('application_industries').where('id', '=', appIndustryId).execute();
    const none = await client.get(`${base}/validate`);
    expect(section(none.body, 'industries')?.items[0].message).toBe('Hakemukseen ei ole valittu yhtään toimialaa.');
    expect(section(none.body, 'references')?.result).toBe('NONE');
  });

  it('is read by members, the office and the assigned auditor; not by others', async () => {
    const { company, appId, base } = await ready();
    const member = await memberOf(env, company.id);
    expect((await member.client.get(`${base}/validate`)).status).toBe(200);
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    expect((await office.get(`${base}/validate`)).status).toBe(200);
    const auditorUser = await createUser(env.db, { permissions: [AUDITOR] });
    const auditor = await signedIn(env.app, auditorUser.email);
    // No application of the company assigned: the company is not theirs to read (issue 18 #1).
    expect((await auditor.get(`${base}/validate`)).status).toBe(403);
    await env.db.updateTable('applications').set({ auditor_user_id: auditorUser.id }).where('id', '=', appId).execute();
    expect((await auditor.get(`${base}/validate`)).status).toBe(200);
    const other = await companyWithAdmin(env);
    expect((await other.client.get(`${base}/validate`)).status).toBe(403);
    // Another company's application through one's own company path is not found.
    expect((await other.client.get(`/api/companies/${other.company.id}/applications/${appId}/validate`)).status).toBe(404);
  });
});

describe('send', () => {
  it('refuses (422) what validate fails, and changes nothing', async () => {
    const { client, appId, references, base } = await ready();
    await env.db.updateTable('applications').set({ vastuu_group_agreement: false }).where('id', '=', appId).execute();
    const mails = env.mails.length;
    const response = await client.post(`${base}/send`);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('application_incomplete');
    expect(response.body.message).toBe('Hakemusta ei voi lähettää: Vastuu Group -sopimusta ei ole hyväksytty.');
    expect(response.body.errors).toEqual({ 'vastuugroup-member': ['Vastuu Group -sopimusta ei ole hyväksytty.'] });
    const row = await env.db.selectFrom('applications').select(['application_status_id', 'sent_at']).where('id', '=', appId).executeTakeFirstOrThrow();
    expect(row).toEqual({ application_status_id: 1, sent_at: null });
    expect(await env.db.selectFrom('application_status_history').select('id').where('application_id', '=', appId).execute()).toEqual([]);
    const locks = await env.db.selectFrom('company_references').select('locked').where('id', 'in', references).execute();
    expect(locks.every((r) => !r.locked)).toBe(true);
    expect(env.mails.length).toBe(mails);
  });

  it('sends: status sent, a history row, the references locked, the contact person e-mailed', async () => {
    const { client, admin, company, appId, references, base } = await ready();
    const response = await client.post(`${base}/send`);
    expect(response.status).toBe(200);
    expect(response.body.applicationStatusId).toBe(2);
    expect(response.body.sentAt).not.toBeNull();
    expect(response.body.history.map((h: { fromStatusId: number; toStatusId: number }) => [h.fromStatusId, h.toStatusId])).toContainEqual([1, 2]);
    const locks = await env.db.selectFrom('company_references').select('locked').where('id', 'in', references).execute();
    expect(locks.map((r) => r.locked)).toEqual([true, true]);
    const mail = env.mails.findLast((m) => m.to === admin.email);
    expect(mail?.subject).toBe(`Hakemus lähetetty: Pätevyys – ${company.name}`);
    expect(mail?.text).toContain(`http://portal.test/companies/${company.id}/applications/${appId}`);
    // Sent already: the status table refuses a second send.
    const again = await client.post(`${base}/send`);
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('status_refused');
  });

  it('is for the applications permission and the office; a plain member is refused', async () => {
    const { company, base } = await ready();
    const member = await memberOf(env, company.id);
    expect((await member.client.post(`${base}/send`)).status).toBe(403);
    const holder = await memberOf(env, company.id, { permissions: ['applications'] });
    expect((await holder.client.post(`${base}/send`)).status).toBe(200);
  });

  it('sends again what the office returned; the office may send for the company', async () => {
    const { appId, base } = await ready();
    await env.db.updateTable('applications').set({ application_status_id: 4 }).where('id', '=', appId).execute();
    const officeUser = await createUser(env.db, { permissions: [OFFICE] });
    const office = await signedIn(env.app, officeUser.email);
    const response = await office.post(`${base}/send`);
    expect(response.status).toBe(200);
    expect(response.body.applicationStatusId).toBe(2);
    const history = await env.db.selectFrom('application_status_history').select(['from_status_id', 'to_status_id', 'changed_by_user_id']).where('application_id', '=', appId).execute();
    expect(history).toEqual([{ from_status_id: 4, to_status_id: 2, changed_by_user_id: officeUser.id }]);
  });

  it('sends with a warning only; a contact person without an e-mail gets no mail', async () => {
    const { client, admin, company, appId, base } = await ready();
    const person = await env.db.insertInto('people').values({ first_name: 'Ville', last_name: 'Vastaava' }).returning('id').executeTakeFirstOrThrow();
    await env.db.insertInto('company_people').values({ company_id: company.id, person_id: person.id, status: 'active' }).execute();
    await env.db.updateTable('person_educations').set({ person_id: person.id }).where('person_id', '=', admin.personId).execute();
    await env.db.updateTable('applications').set({ contact_person_id: person.id }).where('id', '=', appId).execute();
    const validation = await client.get(`${base}/validate`);
    expect(validation.body.result).toBe('WARNING');
    expect(section(validation.body, 'application')?.items[0]).toEqual({
      result: 'WARNING',
      message: 'Yhteyshenkilöllä Ville Vastaava ei ole sähköpostiosoitetta, joten hakemuksen lähettämisestä ei voi ilmoittaa hänelle.',
      link: `/companies/${company.id}/people`,
      linkText: 'Henkilöt',
    });
    const mails = env.mails.length;
    expect((await client.post(`${base}/send`)).status).toBe(200);
    expect(env.mails.length).toBe(mails);
  });

  it('checks a certificate application: its scope and the quality manual', async () => {
    const { client, company } = await ready();
    const app = await env.db
      .insertInto('applications')
      .values({ company_id: company.id, application_target_id: 4, application_type_id: 4, contact_person_id: null, vastuu_group_agreement: true, contract_agreement: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await client.get(`/api/companies/${company.id}/applications/${app.id}/validate`);
    expect(failed(response.body)).toEqual([
      'Hakemukselle ei ole valittu yhteyshenkilöä.',
      'Hakemuksesta puuttuu sertifikaatin soveltamisala.',
      'Hakemuksesta puuttuu liite: Vastuuvakuutus.',
      'Hakemuksesta puuttuu liite: Laatukäsikirja.',
    ]);
    expect(section(response.body, 'industries')?.result).toBe('NONE');
  });

  it('answers 404 for an application of another company', async () => {
    const { appId } = await ready();
    const other = await companyWithAdmin(env);
    expect((await other.client.post(`/api/companies/${other.company.id}/applications/${appId}/send`)).status).toBe(404);
  });
});

describe('application targets', () => {
  const types = (body: Array<{ applicationTypeId: number }>) => body.map((t) => t.applicationTypeId);

  it('offers the new applications to a company that holds nothing', async () => {
    const { client, company } = await companyWithAdmin(env);
    const response = await client.get(`/api/companies/${company.id}/application-targets`);
    expect(response.status).toBe(200);
    expect(types(response.body)).toEqual([1, 4, 6, 8, 10]);
    expect(response.body[0]).toEqual({ id: 1, applicationTypeId: 1, name: 'Pätevyys', family: 'qualification', role: 'new', sourceApplicationId: null });
  });

  it('offers a renewal and an extension where the company holds the kind, none of a type already open', async () => {
    const { client, company } = await companyWithAdmin(env);
    const granted = await env.db
      .insertInto('applications')
      .values({ company_id: company.id, application_target_id: 1, application_type_id: 1, application_status_id: 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await env.db.insertInto('applications').values({ company_id: company.id, application_target_id: 6, application_type_id: 6 }).execute();
    await env.db
      .insertInto('company_certificates')
      .values([
        { company_id: company.id, certificate_name: 'Laatusertifikaatti', certificate_type_id: 2, issuer: 'Pätevä', issued_by_association: true, valid_until: addMonths(today, 6) },
        { company_id: company.id, certificate_name: 'Kosteus', certificate_type_id: 23, issuer: 'Pätevä', issued_by_association: true, valid_until: monthsAgo(1) },
      ])
      .execute();
    const response = await client.get(`/api/companies/${company.id}/application-targets`);
    expect(types(response.body)).toEqual([1, 2, 3, 4, 5, 8, 10]);
    const byType = new Map(response.body.map((t: { applicationTypeId: number; sourceApplicationId: number | null }) => [t.applicationTypeId, t.sourceApplicationId]));
    expect(byType.get(2)).toBe(granted.id);
    expect(byType.get(3)).toBe(granted.id);
    // Held by a certificate only: a renewal with nothing to copy.
    expect(byType.get(5)).toBeNull();
  });

  it('is read by members and staff, not by another company', async () => {
    const { company } = await companyWithAdmin(env);
    const other = await companyWithAdmin(env);
    expect((await other.client.get(`/api/companies/${company.id}/application-targets`)).status).toBe(403);
  });
});

describe('renewal copy', () => {
  it('copies the granted application: young references, offices, scopes, area codes, valid files; lists what it left out', async () => {
    const { company, appId, industry, appIndustryId, references, client } = await ready();
    await env.db.updateTable('applications').set({ application_status_id: 5 }).where('id', '=', appId).execute();
    const old = await reference(company.id, 'Vanha urakka', monthsAgo(70), 500_000);
    await env.db.insertInto('application_industry_references').values({ application_industry_id: appIndustryId, reference_id: old }).execute();
    await env.db.insertInto('application_scopes').values({ application_id: appId, description: 'Pohjarakentaminen' }).execute();
    await env.db.insertInto('application_area_codes').values({ application_id: appId, area_code: 6 }).execute();
    const oldInsurance = await storedFile('vakuutus-2020.pdf');
    await env.db.updateTable('files').set({ created_at: new Date(`${year - 2}-01-15T10:00:00Z`) }).where('id', '=', oldInsurance).execute();
    await env.db.insertInto('application_files').values({ application_id: appId, file_id: oldInsurance, file_type_id: 10 }).execute();

    const renewal = await env.db
      .insertInto('applications')
      .values({ company_id: company.id, application_target_id: 2, application_type_id: 2 })
      .returning(['id', 'company_id', 'application_type_id'])
      .executeTakeFirstOrThrow();
    const changes = await env.db.transaction().execute((trx) => copyRenewalSource(trx, { application: renewal, sourceId: appId, today }));
    expect(changes).toEqual([
      `Referenssi ”Vanha urakka” jätettiin pois toimialalta ${industry.symbolic_number}: 70 kuukautta vanha (työ päättyi ${monthsAgo(70).split('-').reverse().join('.')}); toimialalle kelpaavat alle 60 kuukautta vanhat.`,
      `Liite Vastuuvakuutus (vakuutus-2020.pdf) jätettiin pois: ladattu 15.01.${year - 2}, yli vuosi sitten; lisää voimassa oleva vakuutustodistus.`,
    ]);
    const row = await env.db.selectFrom('applications').select(['application_source_id', 'renewal_changes']).where('id', '=', renewal.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ application_source_id: appId, renewal_changes: changes });
    const copied = await env.db
      .selectFrom('application_industry_references as air')
      .innerJoin('application_industries as ai', 'ai.id', 'air.application_industry_id')
      .select(['air.reference_id', 'air.is_new', 'ai.classification_industry_id'])
      .where('ai.application_id', '=', renewal.id)
      .orderBy('air.reference_id')
      .execute();
    expect(copied).toEqual(references.map((id) => ({ reference_id: id, is_new: false, classification_industry_id: industry.id })));
    expect(await env.db.selectFrom('application_company_offices').select('description').where('application_id', '=', renewal.id).execute()).toEqual([{ description: 'Tampereen yksikkö' }]);
    expect(await env.db.selectFrom('application_scopes').select('description').where('application_id', '=', renewal.id).execute()).toEqual([{ description: 'Pohjarakentaminen' }]);
    expect(await env.db.selectFrom('application_area_codes').select('area_code').where('application_id', '=', renewal.id).execute()).toEqual([{ area_code: 6 }]);
    const files = await env.db.selectFrom('application_files as af').innerJoin('files as f', 'f.id', 'af.file_id').select('f.original_name').where('af.application_id', '=', renewal.id).execute();
    expect(files).toEqual([{ original_name: 'vastuuvakuutus.pdf' }]);
    // The copy is a valid start: the checklist has nothing to fail but what the company must renew.
    const validation = await client.get(`/api/companies/${company.id}/applications/${renewal.id}/validate`);
    expect(failed(validation.body)).toEqual(['Hakemukselle ei ole valittu yhteyshenkilöä.', 'Sopimusehtoja ei ole hyväksytty.', 'Vastuu Group -sopimusta ei ole hyväksytty.']);
  });

  it('starts a renewal created through the API as the copy, its view listing what changed since', async () => {
    const { client, company, appId, appIndustryId, industry, references } = await ready();
    await env.db.updateTable('applications').set({ application_status_id: 5 }).where('id', '=', appId).execute();
    const old = await reference(company.id, 'Vanha urakka', monthsAgo(61), 500_000);
    await env.db.insertInto('application_industry_references').values({ application_industry_id: appIndustryId, reference_id: old }).execute();
    const targets = await client.get(`/api/companies/${company.id}/application-targets`);
    const renewalTarget = targets.body.find((t: { applicationTypeId: number }) => t.applicationTypeId === 2);
    expect(renewalTarget.sourceApplicationId).toBe(appId);
    const created = await client.post(`/api/companies/${company.id}/applications`, { application_target_id: renewalTarget.id });
    expect(created.status).toBe(201);
    expect(created.body.applicationSourceId).toBe(appId);
    expect(created.body.source.id).toBe(appId);
    expect(created.body.changesSinceSource).toEqual([expect.stringMatching(/^Referenssi ”Vanha urakka” jätettiin pois toimialalta .*: 61 kuukautta vanha/)]);
    expect(created.body.industries.map((i: { classificationIndustryId: number }) => i.classificationIndustryId)).toEqual([industry.id]);
    expect(created.body.industries[0].references.map((r: { referenceId: number; new: boolean }) => [r.referenceId, r.new])).toEqual(references.map((id) => [id, false]));
    const again = await client.get(`/api/companies/${company.id}/applications/${created.body.id}`);
    expect(again.body.changesSinceSource).toEqual(created.body.changesSinceSource);
    // An extension of the same qualification copies too; a new qualification does not.
    const fresh = await client.post(`/api/companies/${company.id}/applications`, { application_target_id: 1 });
    expect(fresh.body.applicationSourceId).toBeNull();
    expect(fresh.body.industries).toEqual([]);
  });

  it('copies nothing from an application that is not granted or not of the kind', async () => {
    const { company, appId } = await ready();
    const renewal = await env.db
      .insertInto('applications')
      .values({ company_id: company.id, application_target_id: 5, application_type_id: 5 })
      .returning(['id', 'company_id', 'application_type_id'])
      .executeTakeFirstOrThrow();
    await env.db.updateTable('applications').set({ application_status_id: 5 }).where('id', '=', appId).execute();
    expect(await env.db.transaction().execute((trx) => copyRenewalSource(trx, { application: renewal, sourceId: appId, today }))).toEqual([]);
    const row = await env.db.selectFrom('applications').select('application_source_id').where('id', '=', renewal.id).executeTakeFirstOrThrow();
    expect(row.application_source_id).toBeNull();
  });
});
