/** Accessibility feedback from the statement page (issue 9 #17): anyone may send it; the office gets it. */
import { describe, expect, it } from 'vitest';
import { Client, createUser, useTestApp } from './helpers';

const env = useTestApp();
const OFFICE = 2;

describe('accessibility feedback', () => {
  it('takes a message from a visitor who is not signed in, stores it and mails it to every office user in Finnish', async () => {
    const office = await createUser(env.db, { permissions: [OFFICE] });
    const visitor = new Client(env.app);
    const response = await visitor.post('/api/accessibility-feedback', { message: 'Lomakkeen virheilmoitus ei näy ruudunlukijalla.', email: 'Liisa@Example.fi' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ message: 'Lomakkeen virheilmoitus ei näy ruudunlukijalla.', email: 'liisa@example.fi' });
    const stored = await env.db.selectFrom('accessibility_feedback').selectAll().where('id', '=', response.body.id).executeTakeFirstOrThrow();
    expect(stored.message).toBe('Lomakkeen virheilmoitus ei näy ruudunlukijalla.');
    const mail = env.mails.find((m) => m.to === office.email && m.subject === 'Saavutettavuuspalaute – Pätevä');
    expect(mail?.text).toContain('Lomakkeen virheilmoitus ei näy ruudunlukijalla.');
    expect(mail?.text).toContain('liisa@example.fi');
  });

  it('needs no reply address, but refuses an empty message and a malformed address in Finnish', async () => {
    const visitor = new Client(env.app);
    expect((await visitor.post('/api/accessibility-feedback', { message: 'Kontrasti on liian heikko.' })).status).toBe(201);
    const refused = await visitor.post('/api/accessibility-feedback', { message: '  ', email: 'ei-osoite' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ message: ['Kirjoita viesti.'], email: ['Anna kelvollinen sähköpostiosoite.'] });
  });

  it('needs the XSRF token like every unsafe request', async () => {
    const visitor = new Client(env.app);
    const response = await visitor.request('POST', '/api/accessibility-feedback', { body: { message: 'Hei' }, xsrf: false });
    expect(response.status).toBe(419);
  });

  it('limits one address to five messages an hour', async () => {
    const visitor = new Client(env.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await visitor.post('/api/accessibility-feedback', { message: `Viesti ${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
