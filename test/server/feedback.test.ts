import { describe, expect, it } from 'vitest';
import { createCompany, createUser, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;
const BOARD = 3;

const feedbackRows = (senderUserId: number) => env.db.selectFrom('feedback').selectAll().where('sender_user_id', '=', senderUserId).execute();

describe('feedback recipients', () => {
  it("lists Pätevä's office staff to everyone signed in, without e-mail addresses", async () => {
    const office = await createUser(env.db, { permissions: [OFFICE], firstName: 'Outi' });
    const board = await createUser(env.db, { permissions: [BOARD] });
    const client = await signedIn(env.app, (await createUser(env.db)).email);
    const response = await client.get('/api/messages/recipients');
    expect(response.status).toBe(200);
    expect(response.body.data).toContainEqual({ id: office.personId, person: { id: office.personId, firstName: 'Outi', lastName: 'Käyttäjä' }, group: 'office' });
    expect(response.body.data.map((r: { id: number }) => r.id)).not.toContain(board.personId);
    expect(JSON.stringify(response.body)).not.toContain(office.email);
    expect(response.body.meta).toMatchObject({ currentPage: 1, total: response.body.data.length });
    expect((await new (await import('./helpers')).Client(env.app).get('/api/messages/recipients')).status).toBe(401);
  });

  it("adds the company's admins and contact persons within a company, not its plain users", async () => {
    const office = await createUser(env.db, { permissions: [OFFICE] });
    const admin = await createUser(env.db);
    const member = await createUser(env.db);
    const contact = await createUser(env.db);
    const company = await createCompany(env.db, { admin, member });
    await env.db
      .insertInto('company_people')
      .values({ company_id: company.id, person_id: contact.personId, user_id: contact.id, status: 'active', email: contact.email, company_contact_person: true })
      .execute();
    const client = await signedIn(env.app, member.email);
    const response = await client.get(`/api/companies/${company.id}/messages/recipients`);
    expect(response.status).toBe(200);
    const byId = new Map(response.body.data.map((r: { id: number; group: string }) => [r.id, r.group]));
    expect(byId.get(office.personId)).toBe('office');
    expect(byId.get(admin.personId)).toBe('company');
    expect(byId.get(contact.personId)).toBe('company');
    expect(byId.has(member.personId)).toBe(false);
    const outsider = await signedIn(env.app, (await createUser(env.db)).email);
    expect((await outsider.get(`/api/companies/${company.id}/messages/recipients`)).status).toBe(403);
  });
});

describe('sending feedback', () => {
  it('stores the message and e-mails it in Finnish to the recipient, with the default title when none is given', async () => {
    const office = await createUser(env.db, { permissions: [OFFICE] });
    const sender = await createUser(env.db, { firstName: 'Sanna' });
    const client = await signedIn(env.app, sender.email);
    const response = await client.post('/api/feedback', { message_type: 1, recipient_person_id: office.personId, title: '  ', message: ' Lomake ei tallennu. ' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      messageType: 1,
      recipient: { person: { id: office.personId, firstName: 'Testi', lastName: 'Käyttäjä' } },
      title: 'Palaute järjestelmän toimivuudesta',
      message: 'Lomake ei tallennu.',
      companyId: null,
    });
    const [row] = await feedbackRows(sender.id);
    expect(row).toMatchObject({ message_type: 1, recipient_person_id: office.personId, title: 'Palaute järjestelmän toimivuudesta', message: 'Lomake ei tallennu.', company_id: null });
    const mail = env.mails.find((m) => m.to === office.email);
    expect(mail?.subject).toBe('Virheilmoitus: Palaute järjestelmän toimivuudesta – Pätevä');
    expect(mail?.text).toContain(`Sanna Käyttäjä (${sender.email}) lähetti sinulle Pätevä-palvelussa viestin.`);
    expect(mail?.text).toContain('Lomake ei tallennu.');
  });

  it("sends within a company to the company's admin and names the company in the mail", async () => {
    const admin = await createUser(env.db);
    const member = await createUser(env.db);
    const company = await createCompany(env.db, { admin, member, name: 'Palautetalo Oy' });
    const client = await signedIn(env.app, member.email);
    const response = await client.post('/api/feedback', {
      message_type: 2,
      recipient_person_id: admin.personId,
      title: 'Henkilöt-sivu',
      message: 'Hyvä sivu!',
      company_id: company.id,
    });
    expect(response.status).toBe(201);
    expect(response.body.companyId).toBe(company.id);
    const mail = env.mails.find((m) => m.to === admin.email);
    expect(mail?.subject).toBe('Palaute: Henkilöt-sivu – Pätevä');
    expect(mail?.text).toContain('Yritys: Palautetalo Oy');
  });

  it('refuses a recipient outside the allowed list and a company the sender does not belong to', async () => {
    const admin = await createUser(env.db);
    const company = await createCompany(env.db, { admin });
    const stranger = await createUser(env.db);
    const client = await signedIn(env.app, stranger.email);
    const mailsBefore = env.mails.length;

    const notAllowed = await client.post('/api/feedback', { message_type: 2, recipient_person_id: admin.personId, message: 'Hei' });
    expect(notAllowed.status).toBe(422);
    expect(notAllowed.body.errors).toEqual({ recipient_person_id: ['Valitse vastaanottaja listalta.'] });

    const foreign = await client.post('/api/feedback', { message_type: 2, recipient_person_id: admin.personId, message: 'Hei', company_id: company.id });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('Sinulla ei ole oikeutta tämän yrityksen tietoihin.');

    expect(await feedbackRows(stranger.id)).toEqual([]);
    expect(env.mails.length).toBe(mailsBefore);
  });

  it('validates in Finnish and saves nothing', async () => {
    const office = await createUser(env.db, { permissions: [OFFICE] });
    const sender = await createUser(env.db);
    const client = await signedIn(env.app, sender.email);
    const empty = await client.post('/api/feedback', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      message_type: ['Valitse viestin tyyppi.'],
      recipient_person_id: ['Valitse vastaanottaja.'],
      message: ['Viesti on pakollinen.'],
    });
    const tooLong = await client.post('/api/feedback', {
      message_type: 3,
      recipient_person_id: office.personId,
      title: 'x'.repeat(201),
      message: 'y'.repeat(5001),
    });
    expect(tooLong.body.errors).toEqual({
      message_type: ['Valitse viestin tyyppi.'],
      title: ['Otsikko on liian pitkä (enintään 200 merkkiä).'],
      message: ['Viesti on liian pitkä (enintään 5000 merkkiä).'],
    });
    const blank = await client.post('/api/feedback', { message_type: 2, recipient_person_id: office.personId, message: '   ' });
    expect(blank.body.errors).toEqual({ message: ['Viesti on pakollinen.'] });
    expect(await feedbackRows(sender.id)).toEqual([]);
  });
});
