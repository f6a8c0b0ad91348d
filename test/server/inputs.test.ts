/**
 * Inputs that crashed or slipped through (issue 18 §2, §7 dates): each answers a Finnish 422 that
 * names the field, keeps what a client left out, or 405 for a method no route takes.
 */
import { describe, expect, it } from 'vitest';
import { BODY_NOT_OBJECT } from '../../server/http/requestInput';
import { REQUIREMENT_EMPTY } from '../../src/domain/entities/classificationIndustry';
import { DATE_OUT_OF_RANGE } from '../../src/domain/dates';
import { UNSTORABLE_MESSAGE } from '../../src/domain/entities/fields';
import { AUDIT_CERTIFICATE, insertApplication, OFFICE } from './applicationReviewFixtures';
import { Client, companyWithAdmin, createUser, PASSWORD, signedIn, uniqueEmail, useTestApp } from './helpers';

const env = useTestApp();

const office = async () => signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);

describe('array items that are null', () => {
  it('refuses a null education in the list with 422, not 500', async () => {
    const user = await createUser(env.db);
    const client = await signedIn(env.app, user.email);
    const answer = await client.put(`/api/people/${user.personId}/educations`, { educations: [null] });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['educations.0']);
    const mixed = await client.put(`/api/people/${user.personId}/educations`, { educations: [{ description: 'Rakennusinsinööri' }, null] });
    expect([mixed.status, Object.keys(mixed.body.errors)]).toEqual([422, ['educations.1']]);
    // Nothing was half-saved.
    expect((await client.get(`/api/people/${user.personId}/educations`)).body.data).toEqual([]);
  });

  it('refuses null among the ids of a list field', async () => {
    const client = await office();
    const answer = await client.post('/api/classification-industries/1/requirements', { education_degree_ids: [3, null], min_reference_count: 1 });
    expect([answer.status, answer.body.errors]).toEqual([422, { 'education_degree_ids.1': ['Valitse tutkinnot listalta.'] }]);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('refuses NUL and a lone surrogate in a registering name with 422 on the field', async () => {
    const client = new Client(env.app);
    for (const bad of ['Maija\u0000', 'Ma\ud800ija', '\udc00']) {
      const answer = await client.post('/api/auth/register', {
        email: uniqueEmail(),
        first_name: bad,
        last_name: bad,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      expect([answer.status, answer.body.errors], JSON.stringify(bad)).toEqual([422, { first_name: [UNSTORABLE_MESSAGE], last_name: [UNSTORABLE_MESSAGE] }]);
    }
  });

  it('refuses it in a field a hand-written schema reads as free text (an invite token, a cancel message)', async () => {
    const client = new Client(env.app);
    const answer = await client.post('/api/auth/register', {
      email: uniqueEmail(),
      first_name: 'Maija',
      last_name: 'Meikäläinen',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      invite_token: 'abc\u0000',
    });
    expect([answer.status, answer.body.errors]).toEqual([422, { invite_token: [UNSTORABLE_MESSAGE] }]);
    // A key that cannot be stored is refused too, whatever the schema does with unknown keys.
    const key = await client.post('/api/auth/password/email', { email: 'a@example.test', ['x\u0000']: 1 });
    expect(key.status).toBe(422);
  });
});

describe('bodies that are no object', () => {
  it('refuses null, an array, a string and a number; nothing is created', async () => {
    const client = await office();
    const url = '/api/classification-industries/1/requirements';
    const before = (await client.get(url)).body.meta.total;
    for (const body of [null, [], [{ min_reference_count: 1 }], 'x', 5, true]) {
      const answer = await client.post(url, body);
      expect([answer.status, answer.body.message, answer.body.errors], JSON.stringify(body)).toEqual([422, BODY_NOT_OBJECT, { general: [BODY_NOT_OBJECT] }]);
    }
    expect((await client.get(url)).body.meta.total).toBe(before);
  });

  it('refuses a null body to an update instead of taking it as "no change"', async () => {
    const client = await office();
    const { company } = await companyWithAdmin(env);
    const appId = await insertApplication(env.db, company.id);
    const answer = await client.put(`/api/applications/${appId}/assignment`, null);
    expect([answer.status, answer.body.errors]).toEqual([422, { general: [BODY_NOT_OBJECT] }]);
    const put = await client.put('/api/classification-industries/1', null);
    expect(put.status).toBe(422);
  });

  it('names what a requirement must ask when a create sends none of it', async () => {
    const client = await office();
    const url = '/api/classification-industries/1/requirements';
    const empty = await client.post(url, {});
    expect([empty.status, empty.body.errors]).toEqual([422, { general: [REQUIREMENT_EMPTY] }]);
    const onlyKind = await client.post(url, { certificate_type_id: 3, min_total_billing: null });
    expect([onlyKind.status, onlyKind.body.errors]).toEqual([422, { general: [REQUIREMENT_EMPTY] }]);
    // An update that empties the last condition is refused and changes nothing.
    const made = await client.post(url, { min_reference_count: 2 });
    expect(made.status).toBe(201);
    const emptied = await client.put(`${url}/${made.body.id}`, { min_reference_count: null });
    expect([emptied.status, emptied.body.errors]).toEqual([422, { general: [REQUIREMENT_EMPTY] }]);
    expect((await client.get(`${url}/${made.body.id}`)).body.minReferenceCount).toBe(2);
    expect((await client.put(`${url}/${made.body.id}`, { certificate_type_id: 3 })).status).toBe(200);
  });
});

describe('ids and numbers', () => {
  it('refuses a one-element array or a truth value in place of an id or a number', async () => {
    const { company, admin } = await companyWithAdmin(env);
    const client = await signedIn(env.app, admin.email);
    const entry = { valid_from: '2024-03-01', content: 'Yhtiön nimi muuttui.' };
    for (const id of [[1], true, ['1'], '']) {
      const answer = await client.post(`/api/companies/${company.id}/history`, { ...entry, company_history_entry_type_id: id });
      expect([answer.status, Object.keys(answer.body.errors ?? {})], JSON.stringify(id)).toEqual([422, ['company_history_entry_type_id']]);
    }
    const officeClient = await office();
    const requirement = await officeClient.post('/api/classification-industries/1/requirements', { min_reference_count: [2], education_degree_ids: [[3]] });
    expect([requirement.status, Object.keys(requirement.body.errors).sort()]).toEqual([422, ['education_degree_ids.0', 'min_reference_count']]);
    // A number and its digits (as a form sends them) are both an id.
    for (const id of [1, '1']) {
      expect((await client.post(`/api/companies/${company.id}/history`, { ...entry, company_history_entry_type_id: id })).status).toBe(201);
    }
  });
});

describe('a field left out of the assignment', () => {
  it('keeps its value rather than being called invalid', async () => {
    const { company } = await companyWithAdmin(env);
    const appId = await insertApplication(env.db, company.id);
    const officeUser = await createUser(env.db, { permissions: [OFFICE] });
    const client = await signedIn(env.app, officeUser.email);
    const auditor = await createUser(env.db, { permissions: [AUDIT_CERTIFICATE] });
    const stored = () => env.db.selectFrom('applications').select(['pateva_responsible_person_id', 'auditor_user_id']).where('id', '=', appId).executeTakeFirstOrThrow();

    expect((await client.put(`/api/applications/${appId}/assignment`, { auditor_user_id: auditor.id })).status).toBe(200);
    expect(await stored()).toEqual({ pateva_responsible_person_id: null, auditor_user_id: auditor.id });
    const responsibleOnly = await client.put(`/api/applications/${appId}/assignment`, { pateva_responsible_person_id: officeUser.personId });
    expect(responsibleOnly.status).toBe(200);
    expect(await stored()).toEqual({ pateva_responsible_person_id: officeUser.personId, auditor_user_id: auditor.id });
    expect((await client.put(`/api/applications/${appId}/assignment`, {})).status).toBe(200);
    expect(await stored()).toEqual({ pateva_responsible_person_id: officeUser.personId, auditor_user_id: auditor.id });
    // Sent, a wrong value is still named.
    const wrong = await client.put(`/api/applications/${appId}/assignment`, { auditor_user_id: 'x' });
    expect([wrong.status, wrong.body.errors]).toEqual([422, { auditor_user_id: ['Valitse auditoija listalta.'] }]);
  });
});

describe('methods no route takes', () => {
  it('answers QUERY and other unknown methods 405 with Allow, like TRACE', async () => {
    for (const method of ['QUERY', 'TRACE', 'PROPFIND'] as const) {
      const answer = await env.app.inject({ method, url: '/api/companies' });
      expect([answer.statusCode, answer.json().code, answer.headers.allow], method).toEqual([405, 'method_not_allowed', 'GET, HEAD, POST']);
    }
  });
});

describe('dates within plausible bounds', () => {
  it('refuses a day before 1900 or after 2100 in a date field, and takes the bounds themselves', async () => {
    const { company, admin } = await companyWithAdmin(env);
    const client = await signedIn(env.app, admin.email);
    const entry = { content: 'Yhtiön nimi muuttui.', company_history_entry_type_id: 1 };
    for (const day of ['12.12.9999', '9999-12-12', '31.12.1899', '1000-01-01']) {
      const answer = await client.post(`/api/companies/${company.id}/history`, { ...entry, valid_from: day, valid_to: day });
      expect([answer.status, answer.body.errors], day).toEqual([422, { valid_from: [DATE_OUT_OF_RANGE], valid_to: [DATE_OUT_OF_RANGE] }]);
    }
    const bounds = await client.post(`/api/companies/${company.id}/history`, { ...entry, valid_from: '1.1.1900', valid_to: '2100-12-31' });
    expect([bounds.status, bounds.body.validFrom, bounds.body.validTo]).toEqual([201, '1900-01-01', '2100-12-31']);
  });

  it('refuses such a day in a list filter too', async () => {
    const client = await office();
    const { company } = await companyWithAdmin(env);
    const log = await client.get(`/api/companies/${company.id}/audit-log?created_from=12.12.9999`);
    expect([log.status, log.body.errors]).toEqual([422, { created_from: [DATE_OUT_OF_RANGE] }]);
    const sent = await client.get('/api/applications?sent_from=9999-12-12');
    expect([sent.status, sent.body.errors]).toEqual([422, { sent_from: [DATE_OUT_OF_RANGE] }]);
    expect((await client.get('/api/applications?sent_from=2026-01-01')).status).toBe(200);
  });
});
