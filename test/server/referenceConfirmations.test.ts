import { describe, expect, it } from 'vitest';
import { auditRows, Client, companyWithAdmin, linkFromMail, memberOf, useTestApp } from './helpers';

const env = useTestApp();

/** The API path and query of a mailed page link (/referenssin-vahvistus/:id/:hash?expires&signature). */
function apiOf(link: string) {
  const url = new URL(link);
  expect(url.pathname).toMatch(/^\/referenssin-vahvistus\/\d+\/[0-9a-f]{40}$/);
  return `/api/reference-confirmations/${url.pathname.split('/').slice(2).join('/')}${url.search}`;
}

async function asked(email = 'tilaaja@example.test') {
  const { company, client } = await companyWithAdmin(env, { name: 'Rakennus Testi Oy' });
  const created = await client.post(`/api/companies/${company.id}/references`, { title: 'Päiväkoti Vekara', client_name: 'Espoon kaupunki', work_end_date: '2024-05-31' });
  const url = `/api/companies/${company.id}/references/${created.body.id}`;
  const request = await client.post(`${url}/confirmation-request`, { email });
  return { company, client, url, request, link: linkFromMail(env.mails, email) };
}

describe("the client's confirmation of a reference", () => {
  it('mails a signed link in Finnish; the client confirms with feedback without signing in; the reference shows it', async () => {
    const { company, client, url, request, link } = await asked();
    expect(request.status).toBe(201);
    expect(request.body.confirmation).toMatchObject({ email: 'tilaaja@example.test', status: 'pending', answeredAt: null });
    const mail = env.mails.at(-1);
    expect(mail?.subject).toBe('Referenssin vahvistuspyyntö: Päiväkoti Vekara');
    expect(mail?.text).toContain('Rakennus Testi Oy pyytää sinua vahvistamaan referenssinsä');

    const anonymous = new Client(env.app);
    const shown = await anonymous.get(apiOf(link));
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ companyName: 'Rakennus Testi Oy', title: 'Päiväkoti Vekara', clientName: 'Espoon kaupunki', workEndDate: '2024-05-31', status: 'pending' });

    const answered = await anonymous.post(apiOf(link), { answer: 'confirm', feedback: 'Työ valmistui aikataulussa.' });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'confirmed', answeredAt: expect.any(String) });
    const reference = (await client.get(url)).body;
    expect(reference).toMatchObject({ verifiedByCustomer: true, verifiedByFeedback: true, feedback: 'Työ valmistui aikataulussa.', customerVerifiedAt: expect.any(String) });
    expect(reference.confirmation).toMatchObject({ status: 'confirmed' });

    // Once per link.
    const again = await anonymous.post(apiOf(link), { answer: 'decline' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Olet jo vastannut tähän vahvistuspyyntöön. Kiitos!');
    const audit = await auditRows(env.db, company.id, 'company_reference');
    expect(audit.at(-1)).toMatchObject({ user_id: null, action: 'update' });
    expect(audit.at(-1)?.after).toMatchObject({ verified_by_customer: true, confirmation: 'Tilaaja vahvisti' });
  });

  it('a correction needs a comment; declining leaves the reference unverified', async () => {
    const { client, url, link } = await asked('korjaaja@example.test');
    const anonymous = new Client(env.app);
    const missing = await anonymous.post(apiOf(link), { answer: 'correct' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ comment: ['Kerro, mitä referenssin tiedoissa pitää korjata.'] });
    const declined = await anonymous.post(apiOf(link), { answer: 'decline', comment: 'Emme tunnista kohdetta.' });
    expect(declined.body.status).toBe('declined');
    expect((await client.get(url)).body).toMatchObject({ verifiedByCustomer: false, customerVerifiedAt: expect.any(String), confirmation: { status: 'declined', comment: 'Emme tunnista kohdetta.' } });
  });

  it('refuses a forged, expired or replaced link', async () => {
    const { client, url, link } = await asked('toinen@example.test');
    const anonymous = new Client(env.app);
    const api = apiOf(link);
    const forged = api.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`);
    expect((await anonymous.get(forged)).status).toBe(403);
    expect((await anonymous.get(forged)).body.message).toBe('Vahvistuslinkki on virheellinen tai vanhentunut. Pyydä yritystä lähettämään uusi pyyntö.');
    const expired = api.replace(/expires=\d+/, 'expires=1000');
    expect((await anonymous.get(expired)).status).toBe(403);
    expect((await anonymous.get(api.replace(/\/\d+\//, '/999999/'))).status).toBe(403);
    expect((await anonymous.get(api.replace('?', '').replace('expires', '?expires'))).status).toBeLessThan(500);
    // A newer request replaces the older link.
    await client.post(`${url}/confirmation-request`, { email: 'toinen@example.test' });
    const replaced = await anonymous.post(api, { answer: 'confirm' });
    expect(replaced.status).toBe(409);
    expect((await anonymous.post(apiOf(linkFromMail(env.mails, 'toinen@example.test')), { answer: 'confirm' })).status).toBe(200);
  });

  it('only references_projects holders ask; the address must be valid', async () => {
    const { company, client, url } = await asked('kolmas@example.test');
    const reader = await memberOf(env, company.id);
    expect((await reader.client.post(`${url}/confirmation-request`, { email: 'x@example.test' })).status).toBe(403);
    const bad = await client.post(`${url}/confirmation-request`, { email: 'ei-osoite' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toBeDefined();
  });
});
