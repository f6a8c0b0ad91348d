import { describe, expect, it } from 'vitest';
import { auditRows, companyWithAdmin, createCompany, createUser, memberOf, signedIn, useTestApp } from './helpers';
import { AUDIT_CERTIFICATE, OFFICE, applicationParts, insertApplication } from './applicationReviewFixtures';
import { formatDate } from '../../src/domain/formats';
import { todayInFinland } from '../../src/domain/referenceAge';
import { possibleStatuses, REVIEW_POSSIBLE_WHEN } from '../../src/domain/applications';
import { applicationStatusName } from '../../server/modules/applicationReview/names';
import { officeApplicationSchema } from '../../src/domain/api/applicationReview';

const env = useTestApp();

async function officeClient(firstName = 'Olli') {
  const user = await createUser(env.db, { permissions: [OFFICE], firstName });
  return { user, client: await signedIn(env.app, user.email) };
}

async function auditor() {
  const user = await createUser(env.db, { permissions: [AUDIT_CERTIFICATE], firstName: 'Aino' });
  return { user, client: await signedIn(env.app, user.email) };
}

const today = () => formatDate(todayInFinland());

describe('office review of an application', () => {
  it('reviews a section: status and a signed-off comment, kept when sent back unchanged, audited', async () => {
    const { company } = await companyWithAdmin(env);
    const appId = await insertApplication(env.db, company.id);
    const { client } = await officeClient('Tiina');

    const first = await client.put(`/api/applications/${appId}/reviews/financial`, { review_status: 1, comment: 'Tilinpäätös kunnossa' });
    expect(first.status).toBe(200);
    const financial = first.body.sections.find((s: { section: string }) => s.section === 'financial');
    expect(financial).toMatchObject({ sectionId: 2, title: 'Talous', reviewStatusId: 1, comment: `Tilinpäätös kunnossa / ${today()}, Tiina Käyttäjä`, reviewedBy: 'Tiina Käyttäjä' });
    expect(first.body.sections).toHaveLength(9);

    const again = await client.put(`/api/applications/${appId}/reviews/financial`, { comment: financial.comment });
    expect(again.body.sections[1].comment).toBe(financial.comment);
    expect(again.body.sections[1].reviewStatusId).toBe(1);

    const statusOnly = await client.put(`/api/applications/${appId}/reviews/financial`, { review_status: 2 });
    expect(statusOnly.body.sections[1]).toMatchObject({ reviewStatusId: 2, comment: financial.comment });

    const rows = await auditRows(env.db, company.id, 'application_review');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ action: 'create', entity_id: appId });
    expect(rows[0].after).toMatchObject({ section_id: 2, review_status_id: 1 });
  });

  it('takes the proposals only in the statement', async () => {
    const { company } = await companyWithAdmin(env);
    const appId = await insertApplication(env.db, company.id);
    const { client } = await officeClient();
    const refused = await client.put(`/api/applications/${appId}/reviews/personnel`, { review_status: 6 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.review_status).toEqual(['Tämä arviointitila on sallittu vain lausunnossa.']);
    const accepted = await client.put(`/api/applications/${appId}/reviews/statement`, { review_status: 6, comment: 'Esitetään hyväksyttäväksi' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.sections[7]).toMatchObject({ section: 'statement', reviewStatusId: 6 });
    expect((await client.put(`/api/applications/${appId}/reviews/statement`, { review_status: 10 })).status).toBe(422);
    expect((await client.put(`/api/applications/${appId}/reviews/unknown`, { review_status: 1 })).status).toBe(404);
  });

  it('reviews while the application is sent, in evaluation, returned, its audit postponed, or cancelled; not before it is sent nor after the audit is done', async () => {
    const { company } = await companyWithAdmin(env);
    const { client } = await officeClient();
    for (const statusId of [1, 5, 6, 8, 9, 10]) {
      await env.db.deleteFrom('applications').where('company_id', '=', company.id).execute();
      const appId = await insertApplication(env.db, company.id, { statusId });
      const response = await client.put(`/api/applications/${appId}/reviews/comment`, { review_status: 1 });
      expect(response.status, `status ${statusId}`).toBe(409);
      expect(response.body.message).toBe(`Hakemusta ei voi arvioida tilassa ${applicationStatusName(statusId)}. ${REVIEW_POSSIBLE_WHEN}`);
      expect((await client.get(`/api/applications/${appId}/review`)).body.canReview, `status ${statusId}`).toBe(false);
    }
    for (const statusId of [2, 3, 4, 7, 11]) {
      await env.db.deleteFrom('applications').where('company_id', '=', company.id).execute();
      const appId = await insertApplication(env.db, company.id, { statusId });
      expect((await client.put(`/api/applications/${appId}/reviews/comment`, { review_status: 1 })).status, `status ${statusId}`).toBe(200);
    }
  });

  it('the office takes a sent application into evaluation and goes on reviewing it (issue 18)', async () => {
    const { company } = await companyWithAdmin(env);
    const { client } = await officeClient();
    const appId = await insertApplication(env.db, company.id, { statusId: 2 });
    expect((await client.put(`/api/applications/${appId}/reviews/financial`, { review_status: 4 })).status).toBe(200);
    const moved = await client.post(`/api/applications/${appId}/status`, { application_status_id: 3 });
    expect(moved.status).toBe(200);
    const review = await client.get(`/api/applications/${appId}/review`);
    expect(review.body.canReview).toBe(true);
    const saved = await client.put(`/api/applications/${appId}/reviews/financial`, { review_status: 1, comment: 'Tilinpäätökset tarkistettu' });
    expect(saved.status).toBe(200);
    expect(saved.body.sections[1]).toMatchObject({ reviewStatusId: 1, comment: expect.stringMatching(/^Tilinpäätökset tarkistettu \/ /) });
  });

  it('marks review tasks, industries, offices and files', async () => {
    const { company } = await companyWithAdmin(env);
    const appId = await insertApplication(env.db, company.id);
    const parts = await applicationParts(env.db, appId);
    const { client } = await officeClient();

    const initial = await client.get(`/api/applications/${appId}/review`);
    expect(initial.body.tasks.every((t: { taskStatusId: number }) => t.taskStatusId === 1)).toBe(true);
    const task = await client.put(`/api/applications/${appId}/tasks/trade-register`, { task_status_id: 2 });
    expect(task.status).toBe(200);
    expect(task.body.tasks[0]).toMatchObject({ task: 'trade-register', taskStatusId: 2 });
    expect((await client.put(`/api/applications/${appId}/tasks/nothing`, { task_status_id: 2 })).status).toBe(404);
    expect((await client.put(`/api/applications/${appId}/tasks/tax-debt`, { task_status_id: 4 })).status).toBe(422);

    expect((await client.put(`/api/applications/${appId}/industries/${parts.industryId}`, { granted: true, audited: true })).status).toBe(204);
    expect((await client.put(`/api/applications/${appId}/offices/${parts.officeId}`, { is_granted: false })).status).toBe(204);
    expect((await client.put(`/api/applications/${appId}/files/${parts.fileId}/readiness`, { document_readiness_id: 3 })).status).toBe(204);
    expect((await client.put(`/api/applications/${appId}/files/${parts.fileId}/readiness`, { document_readiness_id: 4 })).status).toBe(422);
    expect(await env.db.selectFrom('application_industries').select(['granted', 'audited']).where('id', '=', parts.industryId).executeTakeFirst()).toEqual({ granted: true, audited: true });
    expect(await env.db.selectFrom('application_company_offices').select(['is_granted', 'audited']).where('id', '=', parts.officeId).executeTakeFirst()).toEqual({ is_granted: false, audited: false });
    expect((await env.db.selectFrom('application_files').select('document_readiness_id').where('id', '=', parts.fileId).executeTakeFirstOrThrow()).document_readiness_id).toBe(3);

    // Another application's part is not this one's.
    const other = await insertApplication(env.db, (await createCompany(env.db)).id);
    const miss = await client.put(`/api/applications/${other}/industries/${parts.industryId}`, { granted: true });
    expect(miss.status).toBe(404);
    expect(miss.body.message).toBe('Toimialaa ei löytynyt hakemukselta.');

    expect(await auditRows(env.db, company.id, 'application_industry')).toHaveLength(1);
    expect((await auditRows(env.db, company.id, 'application_company_office'))[0].after).toEqual({ is_granted: false });
    expect(await auditRows(env.db, company.id, 'application_file')).toHaveLength(1);
    expect(await auditRows(env.db, company.id, 'application_review_task')).toHaveLength(1);

    // Archived: nothing changes any more.
    await env.db.updateTable('applications').set({ application_status_id: 10 }).where('id', '=', appId).execute();
    expect((await client.put(`/api/applications/${appId}/tasks/tax-debt`, { task_status_id: 2 })).status).toBe(409);
    expect((await client.put(`/api/applications/${appId}/industries/${parts.industryId}`, { granted: false })).status).toBe(409);
  });
});

describe('assignment', () => {
  it('assigns an office person and an auditor; refuses others in Finnish; audited', async () => {
    const { company, admin } = await companyWithAdmin(env);
    const appId = await insertApplication(env.db, company.id);
    const office = await officeClient();
    const { user: auditorUser } = await auditor();

    const staff = await office.client.get('/api/applications/assignees');
    expect(staff.status).toBe(200);
    expect(staff.body.officePeople).toContainEqual({ id: office.user.personId, name: 'Olli Käyttäjä' });
    expect(staff.body.auditors).toContainEqual({ id: auditorUser.id, name: 'Aino Käyttäjä' });

    const ok = await office.client.put(`/api/applications/${appId}/assignment`, { pateva_responsible_person_id: office.user.personId, auditor_user_id: auditorUser.id });
    expect(ok.status).toBe(200);
    expect(await env.db.selectFrom('applications').select(['pateva_responsible_person_id', 'auditor_user_id']).where('id', '=', appId).executeTakeFirst()).toEqual({
      pateva_responsible_person_id: office.user.personId,
      auditor_user_id: auditorUser.id,
    });
    const rows = await auditRows(env.db, company.id, 'application');
    expect(rows.at(-1)).toMatchObject({ action: 'update', before: { pateva_responsible_person_id: null, auditor_user_id: null } });

    const wrong = await office.client.put(`/api/applications/${appId}/assignment`, { pateva_responsible_person_id: admin.personId, auditor_user_id: office.user.id });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      pateva_responsible_person_id: ['Vastuuhenkilön on oltava Pätevän toimiston henkilö.'],
      auditor_user_id: ['Auditoijalla on oltava auditoijan rooli.'],
    });

    const cleared = await office.client.put(`/api/applications/${appId}/assignment`, { pateva_responsible_person_id: null, auditor_user_id: null });
    expect(cleared.status).toBe(200);
    expect((await office.client.put(`/api/applications/${appId}/assignment`, { pateva_responsible_person_id: 'x' })).status).toBe(422);

    await env.db.updateTable('applications').set({ application_status_id: 10 }).where('id', '=', appId).execute();
    const archived = await office.client.put(`/api/applications/${appId}/assignment`, { pateva_responsible_person_id: office.user.personId, auditor_user_id: null });
    expect(archived.status).toBe(409);
    expect(archived.body.message).toBe('Arkistoitua hakemusta ei voi enää muuttaa.');
  });
});

describe('office list', () => {
  it('lists applications of every company with filters, assigned to me and counts per status', async () => {
    const office = await officeClient();
    const a = await createCompany(env.db, { name: 'Listayhtiö Alfa Oy' });
    const b = await createCompany(env.db, { name: 'Listayhtiö Beta Oy' });
    const sent = await insertApplication(env.db, a.id, { statusId: 2, sentAt: '2026-03-10T10:00:00Z', responsiblePersonId: office.user.personId });
    const returned = await insertApplication(env.db, a.id, { statusId: 4, typeId: 4, sentAt: '2026-04-10T10:00:00Z' });
    const draft = await insertApplication(env.db, b.id, { statusId: 1 });

    const all = await office.client.get('/api/applications?q=Listayhtiö&sort=id&order=asc');
    expect(all.status).toBe(200);
    expect(all.body.data.map((r: { id: number }) => r.id)).toEqual([sent, returned, draft]);
    expect(all.body.data[0]).toMatchObject({
      companyName: 'Listayhtiö Alfa Oy',
      companyRegistrationNumber: a.registrationNumber,
      status: { id: 2, name: 'Lähetetty' },
      target: { id: 1, name: 'Pätevyys', applicationTypeId: 1 },
      patevaResponsiblePerson: 'Olli Käyttäjä',
    });

    const ids = async (query: string) => (await office.client.get(`/api/applications?q=Listayhtiö&sort=id&order=asc&${query}`)).body.data.map((r: { id: number }) => r.id);
    expect(await ids('application_status_id=4')).toEqual([returned]);
    expect(await ids('application_type_id=4')).toEqual([returned]);
    expect(await ids(`company_id=${b.id}`)).toEqual([draft]);
    expect(await ids(`pateva_responsible_person_id=${office.user.personId}`)).toEqual([sent]);
    expect(await ids('assigned_to_me=true')).toEqual([sent]);
    expect(await ids('sent_from=2026-04-01')).toEqual([returned]);
    expect(await ids('sent_to=2026-03-10')).toEqual([sent]);
    expect(await ids('sent_from=2026-03-10&sent_to=2026-04-10')).toEqual([sent, returned]);

    const counts = await office.client.get('/api/applications/status-counts?q=Listayhtiö&application_status_id=4');
    expect(counts.status).toBe(200);
    expect(counts.body.total).toBe(3);
    expect(counts.body.counts.find((c: { statusId: number }) => c.statusId === 2)).toEqual({ statusId: 2, name: 'Lähetetty', count: 1 });
    expect(counts.body.counts).toHaveLength(11);
    // SPEC §4: statuses below 10 count toward the total; a cancelled application does not.
    await env.db.updateTable('applications').set({ application_status_id: 11 }).where('id', '=', draft).execute();
    const afterCancel = await office.client.get('/api/applications/status-counts?q=Listayhtiö');
    expect(afterCancel.body.total).toBe(2);
    expect(afterCancel.body.counts.find((c: { statusId: number }) => c.statusId === 11).count).toBe(1);

    for (const bad of ['application_status_id=12', 'application_type_id=0', 'sent_from=2026-02-30', 'sort=nothing', 'assigned_to_me=yes']) {
      const response = await office.client.get(`/api/applications?${bad}`);
      expect(response.status, bad).toBe(422);
    }
  });
});

describe('access', () => {
  it('auditors read only the applications assigned to them; companies and strangers get 403', async () => {
    const { company, client: companyClient } = await companyWithAdmin(env);
    const assigned = await auditor();
    const other = await auditor();
    const appId = await insertApplication(env.db, company.id, { auditorUserId: assigned.user.id });

    expect((await assigned.client.get(`/api/applications/${appId}/review`)).status).toBe(200);
    const list = await assigned.client.get('/api/applications');
    expect(list.body.data.map((r: { id: number }) => r.id)).toEqual([appId]);
    expect((await other.client.get(`/api/applications/${appId}/review`)).status).toBe(404);
    expect((await other.client.get('/api/applications')).body.data).toEqual([]);
    // Auditors only read.
    expect((await assigned.client.put(`/api/applications/${appId}/reviews/financial`, { review_status: 1 })).status).toBe(403);
    expect((await assigned.client.put(`/api/applications/${appId}/assignment`, { pateva_responsible_person_id: null, auditor_user_id: null })).status).toBe(403);
    expect((await assigned.client.get('/api/applications/assignees')).status).toBe(403);

    expect((await companyClient.get('/api/applications')).status).toBe(403);
    expect((await companyClient.get(`/api/applications/${appId}/review`)).status).toBe(403);
    const stranger = await signedIn(env.app, (await createUser(env.db)).email);
    expect((await stranger.put(`/api/applications/${appId}/reviews/financial`, { review_status: 1 })).status).toBe(403);
    const { client: office } = await officeClient();
    expect((await office.get('/api/applications/999999999/review')).status).toBe(404);
  });
});

describe('company answers', () => {
  it('lists catalogue questions for the type; the applications permission answers while editable; the office person is e-mailed', async () => {
    const { company, client: admin } = await companyWithAdmin(env);
    const office = await officeClient();
    const question = await env.db.insertInto('application_questions').values({ application_type_id: 4, section_id: 3, text: 'Montako työnjohtajaa yrityksellä on?', order_number: 1 }).returning('id').executeTakeFirstOrThrow();
    await env.db.insertInto('application_questions').values({ application_type_id: 4, section_id: 3, text: 'Ei käytössä', active: false }).execute();
    const appId = await insertApplication(env.db, company.id, { statusId: 4, typeId: 4, responsiblePersonId: office.user.personId });
    const asked = await env.db.insertInto('application_office_questions').values({ application_id: appId, text: 'Lähettäkää voimassa oleva vakuutustodistus.', asked_by_user_id: office.user.id }).returning('id').executeTakeFirstOrThrow();

    const read = await admin.get(`/api/companies/${company.id}/applications/${appId}/answers`);
    expect(read.status).toBe(200);
    expect(read.body.editable).toBe(true);
    expect(read.body.answers.map((q: { text: string }) => q.text)).toContain('Montako työnjohtajaa yrityksellä on?');
    expect(read.body.answers.map((q: { text: string }) => q.text)).not.toContain('Ei käytössä');
    expect(read.body.officeQuestions).toEqual([expect.objectContaining({ id: asked.id, text: 'Lähettäkää voimassa oleva vakuutustodistus.', askedBy: 'Olli Käyttäjä', answer: null })]);

    const mailsBefore = env.mails.length;
    const saved = await admin.put(`/api/companies/${company.id}/applications/${appId}/answers`, {
      answers: [{ question_id: question.id, answer: 'Kolme' }],
      office_answers: [{ id: asked.id, answer: 'Liitetty hakemukselle.' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.answers.find((q: { questionId: number }) => q.questionId === question.id)).toMatchObject({ answer: 'Kolme', answeredBy: expect.any(String) });
    expect(saved.body.officeQuestions[0]).toMatchObject({ answer: 'Liitetty hakemukselle.' });
    const mail = env.mails.slice(mailsBefore).find((m) => m.to === office.user.email);
    expect(mail?.subject).toBe(`${company.name} vastasi hakemuksen kysymyksiin`);
    expect(await auditRows(env.db, company.id, 'application_question_answer')).toHaveLength(1);
    expect(await auditRows(env.db, company.id, 'application_office_question')).toHaveLength(1);

    // A question of another type or application is refused.
    const other = await env.db.insertInto('application_questions').values({ application_type_id: 1, section_id: 1, text: 'Toinen tyyppi' }).returning('id').executeTakeFirstOrThrow();
    const wrong = await admin.put(`/api/companies/${company.id}/applications/${appId}/answers`, { answers: [{ question_id: other.id, answer: 'x' }] });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors['answers.0.question_id']).toEqual(['Kysymystä ei löytynyt tältä hakemukselta.']);

    // Members read; without the permission they do not write.
    const member = await memberOf(env, company.id);
    const memberRead = await member.client.get(`/api/companies/${company.id}/applications/${appId}/answers`);
    expect(memberRead.status).toBe(200);
    expect(memberRead.body.editable).toBe(false);
    expect((await member.client.put(`/api/companies/${company.id}/applications/${appId}/answers`, { answers: [] })).status).toBe(403);
    const permitted = await memberOf(env, company.id, { permissions: ['applications'] });
    expect((await permitted.client.put(`/api/companies/${company.id}/applications/${appId}/answers`, { answers: [] })).status).toBe(200);

    // Sent: no more answers.
    await env.db.updateTable('applications').set({ application_status_id: 2 }).where('id', '=', appId).execute();
    expect((await admin.get(`/api/companies/${company.id}/applications/${appId}/answers`)).body.editable).toBe(false);
    const locked = await admin.put(`/api/companies/${company.id}/applications/${appId}/answers`, { answers: [{ question_id: question.id, answer: 'Neljä' }] });
    expect(locked.status).toBe(409);

    // Another company's application is not found.
    const { company: otherCompany, client: otherAdmin } = await companyWithAdmin(env);
    expect((await otherAdmin.get(`/api/companies/${otherCompany.id}/applications/${appId}/answers`)).status).toBe(404);
    expect((await otherAdmin.get(`/api/companies/${company.id}/applications/${appId}/answers`)).status).toBe(403);
  });
});

describe('status changes by the office', () => {
  it('allows each status in possibleStatuses for the office and refuses every other, with history and audit', async () => {
    const { company } = await companyWithAdmin(env);
    const { client } = await officeClient();
    for (let from = 1; from <= 11; from++) {
      const allowed = possibleStatuses(from, 'office');
      for (let to = 1; to <= 11; to++) {
        await env.db.deleteFrom('applications').where('company_id', '=', company.id).execute();
        const appId = await insertApplication(env.db, company.id, { statusId: from });
        const response = await client.post(`/api/applications/${appId}/status`, { application_status_id: to, message: 'Viesti' });
        if ((allowed as number[]).includes(to)) {
          expect(response.status, `${from} → ${to}`).toBe(200);
          expect(response.body.applicationStatusId).toBe(to);
          expect(response.body.history.at(-1)).toMatchObject({ fromStatusId: from, toStatusId: to, message: 'Viesti' });
        } else {
          expect(response.status, `${from} → ${to}`).toBe(422);
          expect(response.body.message).toMatch(/^Hakemusta ei voi siirtää tilasta /);
          const row = await env.db.selectFrom('applications').select('application_status_id').where('id', '=', appId).executeTakeFirstOrThrow();
          expect(row.application_status_id).toBe(from);
        }
      }
    }
    const audited = await auditRows(env.db, company.id, 'application');
    expect(audited.some((row) => (row.after as { application_status_id?: number } | null)?.application_status_id === 3)).toBe(true);
  });

  it('answers the application with the review; possibleStatuses for the office, none for an auditor', async () => {
    const { company } = await companyWithAdmin(env);
    const { user: auditorUser, client: auditorClient } = await auditor();
    const appId = await insertApplication(env.db, company.id, { auditorUserId: auditorUser.id });
    const { client } = await officeClient();
    const office = await client.get(`/api/applications/${appId}`);
    expect(office.status).toBe(200);
    expect(officeApplicationSchema.parse(office.body).review.sections).toHaveLength(9);
    expect(office.body.possibleStatuses.map((s: { id: number }) => s.id)).toEqual([...possibleStatuses(2, 'office')]);
    const read = await auditorClient.get(`/api/applications/${appId}`);
    expect(read.status).toBe(200);
    expect(read.body.possibleStatuses).toEqual([]);
    expect((await auditorClient.post(`/api/applications/${appId}/status`, { application_status_id: 3 })).status).toBe(403);
    expect((await client.get('/api/applications/999999999')).status).toBe(404);
    expect((await client.post(`/api/applications/${appId}/status`, { application_status_id: 'x' })).status).toBe(422);
  });

  it('returns with questions: status 4, the questions stored, the contact person e-mailed in Finnish', async () => {
    const { company, admin } = await companyWithAdmin(env);
    const appId = await insertApplication(env.db, company.id, { contactPersonId: admin.personId });
    const { client } = await officeClient();
    const before = env.mails.length;
    const returned = await client.post(`/api/applications/${appId}/return`, { message: 'Täydentäkää referenssit.', questions: ['Kuka on vastaava työnjohtaja?', '  '] });
    expect(returned.status).toBe(422);
    expect(returned.body.errors['questions.1']).toEqual(['Kysymys ei voi olla tyhjä.']);
    const ok = await client.post(`/api/applications/${appId}/return`, { message: 'Täydentäkää referenssit.', questions: ['Kuka on vastaava työnjohtaja?'] });
    expect(ok.status).toBe(200);
    expect(ok.body.applicationStatusId).toBe(4);
    expect(ok.body.review.officeQuestions).toEqual([expect.objectContaining({ text: 'Kuka on vastaava työnjohtaja?', answer: null, askedBy: 'Olli Käyttäjä' })]);
    const mail = env.mails.slice(before).find((m) => m.to === admin.email);
    expect(mail?.subject).toBe(`Hakemus palautettu täydennettäväksi: ${company.name}`);
    expect(mail?.text).toContain('1. Kuka on vastaava työnjohtaja?');
    expect(mail?.text).toContain('Täydentäkää referenssit.');
    expect(await auditRows(env.db, company.id, 'application_office_question')).toHaveLength(1);
    // Returned cannot be returned again (not in possibleStatuses).
    const again = await client.post(`/api/applications/${appId}/return`, { questions: ['Toinen'] });
    expect(again.status).toBe(422);
    expect(await env.db.selectFrom('application_office_questions').select('id').where('application_id', '=', appId).execute()).toHaveLength(1);
  });

  it('refuses a return that tells the company nothing, and asks for answers only when there are questions (issue 18 §7)', async () => {
    const { company, admin } = await companyWithAdmin(env);
    const appId = await insertApplication(env.db, company.id, { contactPersonId: admin.personId });
    const { client } = await officeClient();
    const statusOf = async () => (await env.db.selectFrom('applications').select('application_status_id').where('id', '=', appId).executeTakeFirstOrThrow()).application_status_id;
    const nothing = 'Kerro yritykselle viestissä tai kysymyksellä, mitä hakemukseen pitää täydentää.';
    for (const body of [{}, { message: '   ', questions: [] }]) {
      const refused = await client.post(`/api/applications/${appId}/return`, body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.message).toEqual([nothing]);
    }
    const empty = await client.post(`/api/applications/${appId}/return`, { message: 'Katso liitteet.', questions: [''] });
    expect(empty.status).toBe(422);
    expect(empty.body.errors['questions.0']).toEqual(['Kysymys ei voi olla tyhjä.']);
    // The plain status change returns too: it needs the message.
    const bare = await client.post(`/api/applications/${appId}/status`, { application_status_id: 4 });
    expect(bare.status).toBe(422);
    expect(bare.body.errors.message).toEqual([nothing]);
    expect(await statusOf()).toBe(2);

    const before = env.mails.length;
    const ok = await client.post(`/api/applications/${appId}/return`, { message: 'Vakuutustodistus puuttuu.' });
    expect(ok.status).toBe(200);
    expect(await statusOf()).toBe(4);
    const mail = env.mails.slice(before).find((m) => m.to === admin.email);
    expect(mail?.text).toContain('Vakuutustodistus puuttuu.');
    expect(mail?.text).toContain('Täydennä hakemusta täällä:');
    expect(mail?.text).not.toMatch(/kysymy/i);
  });
});
