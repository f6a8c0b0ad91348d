/** The signed-in user's own account (issue 9 #9): password, sign-in address; the name is PUT /people/:id. */
import { describe, expect, it } from 'vitest';
import { WEAK_PASSWORD_MESSAGE } from '../../src/domain/passwordStrength';
import { addressLink, verificationLink } from '../../server/shared/links';
import { auditRows, Client, createCompany, createUser, linkFromMail, PASSWORD, signedIn, TEST_SECRET, uniqueEmail, useTestApp, roomInRateWindow } from './helpers';

const env = useTestApp();

const NEW_PASSWORD = 'Vahva-uusi-tunnussana-2026!';

/** The browser page's link → the API path its page POSTs. */
const changePath = (link: string) => {
  const url = new URL(link);
  expect(url.pathname).toMatch(/^\/auth\/confirm-email\/\d+\/[a-f0-9]{40}$/);
  return `/api/auth/email/change/${url.pathname.split('/').slice(3).join('/')}${url.search}`;
};

const passwordChange = (overrides: Record<string, string> = {}) => ({
  current_password: PASSWORD,
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
  ...overrides,
});

describe('PUT /users/me/password', () => {
  it('changes the password, ends every other session and keeps this one signed in', async () => {
    const user = await createUser(env.db);
    const company = await createCompany(env.db, { admin: user });
    const here = await signedIn(env.app, user.email);
    const elsewhere = await signedIn(env.app, user.email);
    // Read once so the session cache holds both sessions before the change.
    expect((await elsewhere.get('/api/users/me')).status).toBe(200);

    const changed = await here.put('/api/users/me/password', passwordChange());
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Salasana on vaihdettu. Muut kirjautumisesi on lopetettu.');

    expect((await here.get('/api/users/me')).status).toBe(200);
    // The XSRF token of this session still works for unsafe requests.
    expect((await here.put(`/api/companies/${company.id}`, { name: company.name })).status).toBe(200);
    expect((await elsewhere.get('/api/users/me')).status).toBe(401);

    const old = await new Client(env.app).login(user.email, PASSWORD);
    expect(old.status).toBe(422);
    expect((await new Client(env.app).login(user.email, NEW_PASSWORD)).status).toBe(200);

    // The audit says the password changed, never what it is.
    const rows = await auditRows(env.db, company.id, 'user');
    expect(rows.map((row) => [row.action, row.entity_id, row.before, row.after])).toEqual([['update', user.id, null, { password_changed: true }]]);
    const stored = JSON.stringify(await env.db.selectFrom('audit_log').selectAll().where('entity', '=', 'user').where('entity_id', '=', user.id).execute());
    expect(stored).not.toContain(NEW_PASSWORD);
    expect(stored).not.toContain(PASSWORD);
  });

  it('refuses a wrong current password with 422 in Finnish and changes nothing', async () => {
    const user = await createUser(env.db);
    const here = await signedIn(env.app, user.email);
    const elsewhere = await signedIn(env.app, user.email);
    const wrong = await here.put('/api/users/me/password', passwordChange({ current_password: 'Vaara-salasana-999' }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['Nykyinen salasana on väärä.'] });
    expect((await elsewhere.get('/api/users/me')).status).toBe(200);
    expect((await new Client(env.app).login(user.email, PASSWORD)).status).toBe(200);
  });

  it('refuses a guessable, short, mismatched or unchanged new password by the registration rules', async () => {
    const user = await createUser(env.db, { firstName: 'Maija' });
    const client = await signedIn(env.app, user.email);
    const weak = await client.put('/api/users/me/password', passwordChange({ password: 'salasana1234', password_confirmation: 'salasana1234' }));
    expect([weak.status, weak.body.errors]).toEqual([422, { password: [WEAK_PASSWORD_MESSAGE] }]);
    // Names of the person count as guessable words.
    const own = await client.put('/api/users/me/password', passwordChange({ password: 'maijakäyttäjä', password_confirmation: 'maijakäyttäjä' }));
    expect([own.status, own.body.errors]).toEqual([422, { password: [WEAK_PASSWORD_MESSAGE] }]);
    const short = await client.put('/api/users/me/password', passwordChange({ password: 'lyhyt', password_confirmation: 'lyhyt' }));
    expect([short.status, short.body.errors.password]).toEqual([422, ['Salasanan on oltava vähintään 12 merkkiä pitkä.']]);
    const mismatch = await client.put('/api/users/me/password', passwordChange({ password_confirmation: 'Eri-salasana-kuin-toinen' }));
    expect([mismatch.status, mismatch.body.errors]).toEqual([422, { password_confirmation: ['Salasanat eivät täsmää.'] }]);
    const same = await client.put('/api/users/me/password', passwordChange({ password: PASSWORD, password_confirmation: PASSWORD }));
    expect([same.status, same.body.errors]).toEqual([422, { password: ['Uusi salasana ei voi olla sama kuin nykyinen.'] }]);
    const missing = await client.put('/api/users/me/password', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors.current_password).toEqual(['Nykyinen salasana on pakollinen.']);
    expect((await new Client(env.app).login(user.email, PASSWORD)).status).toBe(200);
  });

  it('throttles wrong current passwords like sign-in: the sixth within a minute from one address is 429', async () => {
    await roomInRateWindow(env.db, 60, 15);
    const user = await createUser(env.db);
    const client = await signedIn(env.app, user.email);
    for (let i = 0; i < 5; i += 1) {
      expect((await client.put('/api/users/me/password', passwordChange({ current_password: `Vaara-salasana-${i}` }))).status).toBe(422);
    }
    const sixth = await client.put('/api/users/me/password', passwordChange({ current_password: 'Vaara-salasana-6' }));
    expect([sixth.status, sixth.body.code]).toEqual([429, 'throttled']);
    // The same counters as sign-in: a sign-in from this address waits too.
    expect((await new Client(env.app, client.address).login(user.email, PASSWORD)).status).toBe(429);
  }, 60_000);

  it('is for signed-in users only', async () => {
    const anonymous = new Client(env.app);
    expect((await anonymous.put('/api/users/me/password', passwordChange())).status).toBe(401);
    expect((await anonymous.put('/api/users/me/email', { email: uniqueEmail(), current_password: PASSWORD })).status).toBe(401);
  });
});

describe('PUT /users/me/email and the confirmation link', () => {
  it('mails a link to the new address and a notice to the old; the old address stays the login until the link is followed', async () => {
    const user = await createUser(env.db, { firstName: 'Ville' });
    const company = await createCompany(env.db, { admin: user });
    const client = await signedIn(env.app, user.email);
    const newEmail = uniqueEmail('uusi');

    const asked = await client.put('/api/users/me/email', { email: newEmail.toUpperCase(), current_password: PASSWORD });
    expect(asked.status).toBe(200);
    expect(asked.body.pendingEmail).toBe(newEmail);
    expect(asked.body.message).toContain(newEmail);

    const toNew = env.mails.filter((mail) => mail.to === newEmail);
    expect(toNew.map((mail) => mail.subject)).toEqual(['Vahvista uusi sähköpostiosoitteesi – Pätevä']);
    expect(toNew[0]?.text).toContain('Hei Ville,');
    const link = linkFromMail(env.mails, newEmail);
    expect(link).toMatch(/^http:\/\/portal\.test\/auth\/confirm-email\/\d+\/[a-f0-9]{40}\?expires=\d+&signature=[a-f0-9]{64}$/);
    const notice = env.mails.filter((mail) => mail.to === user.email).at(-1);
    expect(notice?.subject).toBe('Sähköpostiosoitteesi vaihtoa pyydettiin – Pätevä');
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).not.toContain('/auth/confirm-email/');

    const pending = await client.get('/api/users/me');
    expect([pending.body.email, pending.body.pendingEmail]).toEqual([user.email, newEmail]);
    expect((await new Client(env.app).login(user.email)).status).toBe(200);
    expect((await new Client(env.app).login(newEmail)).status).toBe(422);

    const confirmed = await new Client(env.app).post(changePath(link));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ changed: true, email: newEmail });
    // Followed again (a second tab): the same answer.
    expect((await new Client(env.app).get(changePath(link))).body).toEqual({ changed: true, email: newEmail });

    const after = await client.get('/api/users/me');
    expect(after.status).toBe(200);
    expect([after.body.email, after.body.pendingEmail, after.body.person.email]).toEqual([newEmail, null, newEmail]);
    expect((await new Client(env.app).login(newEmail)).status).toBe(200);
    expect((await new Client(env.app).login(user.email)).status).toBe(422);

    const rows = await auditRows(env.db, company.id, 'user');
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([['update', { email: user.email }, { email: newEmail }]]);
  });

  it('refuses a tampered, expired or other kind of link with 403 and changes nothing', async () => {
    const user = await createUser(env.db);
    const client = await signedIn(env.app, user.email);
    const newEmail = uniqueEmail('uusi');
    expect((await client.put('/api/users/me/email', { email: newEmail, current_password: PASSWORD })).status).toBe(200);
    const path = changePath(linkFromMail(env.mails, newEmail));
    const anonymous = new Client(env.app);

    const tampered = path.replace(/signature=([a-f0-9])/, (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`);
    expect((await anonymous.post(tampered)).status).toBe(403);
    const laterExpiry = path.replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 3600}`);
    expect((await anonymous.post(laterExpiry)).status).toBe(403);
    const expired = changePath(addressLink('http://portal.test', TEST_SECRET, 'email-change', user.id, newEmail, Date.now() - 61 * 60_000));
    const refused = await anonymous.post(expired);
    expect([refused.status, refused.body.code]).toEqual([403, 'invalid_signature']);
    expect(refused.body.message).toContain('vanhentunut');
    // A registration's verification link for the same user and address is not a change link.
    const verification = new URL(verificationLink('http://portal.test', TEST_SECRET, user.id, newEmail));
    expect((await anonymous.post(`/api/auth/email/change/${verification.pathname.split('/').slice(3).join('/')}${verification.search}`)).status).toBe(403);
    // Another address asked for later replaces this one: its link no longer works.
    const other = uniqueEmail('toinen');
    expect((await client.put('/api/users/me/email', { email: other, current_password: PASSWORD })).status).toBe(200);
    expect((await anonymous.post(path)).status).toBe(403);

    const me = await client.get('/api/users/me');
    expect([me.body.email, me.body.pendingEmail]).toEqual([user.email, other]);
  });

  it('cancels a pending address: its link stops working and the old address stays', async () => {
    const user = await createUser(env.db);
    const client = await signedIn(env.app, user.email);
    const newEmail = uniqueEmail('peruttu');
    expect((await client.put('/api/users/me/email', { email: newEmail, current_password: PASSWORD })).status).toBe(200);
    const path = changePath(linkFromMail(env.mails, newEmail));
    expect((await client.request('DELETE', '/api/users/me/email')).status).toBe(204);
    expect((await client.get('/api/users/me')).body.pendingEmail).toBeNull();
    expect((await new Client(env.app).post(path)).status).toBe(403);
    expect((await client.get('/api/users/me')).body.email).toBe(user.email);
    // Nothing pending: cancelling again is harmless.
    expect((await client.request('DELETE', '/api/users/me/email')).status).toBe(204);
  });

  it('answers an address that has an account as it answers a free one, and the address is not changed', async () => {
    const owner = await createUser(env.db);
    const user = await createUser(env.db);
    const client = await signedIn(env.app, user.email);
    const free = await client.put('/api/users/me/email', { email: uniqueEmail('vapaa'), current_password: PASSWORD });
    const taken = await client.put('/api/users/me/email', { email: owner.email, current_password: PASSWORD });
    expect(taken.status).toBe(free.status);
    expect(Object.keys(taken.body)).toEqual(Object.keys(free.body));
    // The owner learns of it; no link is made, so nothing can switch.
    const toOwner = env.mails.filter((mail) => mail.to === owner.email).at(-1);
    expect(toOwner?.subject).toBe('Sähköpostiosoitteen vaihto – Pätevä');
    expect(toOwner?.text).not.toMatch(/confirm-email/);
    // A link made for it anyway (as if forged with the secret) meets the unique address: 409.
    const forged = changePath(addressLink('http://portal.test', TEST_SECRET, 'email-change', user.id, owner.email));
    const conflict = await new Client(env.app).post(forged);
    expect([conflict.status, conflict.body.code]).toEqual([409, 'email_taken']);
    expect((await new Client(env.app).login(owner.email)).status).toBe(200);
    expect((await client.get('/api/users/me')).body.email).toBe(user.email);
  });

  it('gives the address to whoever confirms first when two accounts ask for it', async () => {
    const first = await createUser(env.db);
    const second = await createUser(env.db);
    const wanted = uniqueEmail('haluttu');
    for (const user of [first, second]) {
      expect((await (await signedIn(env.app, user.email)).put('/api/users/me/email', { email: wanted, current_password: PASSWORD })).status).toBe(200);
    }
    const links = env.mails.filter((mail) => mail.to === wanted).map((mail) => changePath(mail.text.match(/https?:\/\/\S+/)?.[0] ?? ''));
    expect(links).toHaveLength(2);
    expect((await new Client(env.app).post(links[1] ?? '')).status).toBe(200);
    const late = await new Client(env.app).post(links[0] ?? '');
    expect([late.status, late.body.message]).toEqual([409, 'Sähköpostiosoite on jo toisen tunnuksen käytössä. Valitse toinen osoite.']);
    expect((await new Client(env.app).login(first.email)).status).toBe(200);
  });

  it('needs the current password and a new address, and sends nothing otherwise', async () => {
    const user = await createUser(env.db);
    const client = await signedIn(env.app, user.email);
    const newEmail = uniqueEmail('uusi');
    const wrong = await client.put('/api/users/me/email', { email: newEmail, current_password: 'Vaara-salasana-999' });
    expect([wrong.status, wrong.body.errors]).toEqual([422, { current_password: ['Nykyinen salasana on väärä.'] }]);
    const same = await client.put('/api/users/me/email', { email: user.email.toUpperCase(), current_password: PASSWORD });
    expect([same.status, same.body.errors]).toEqual([422, { email: ['Tämä on jo sähköpostiosoitteesi.'] }]);
    const bad = await client.put('/api/users/me/email', { email: 'ei-osoite', current_password: PASSWORD });
    expect([bad.status, bad.body.errors.email]).toEqual([422, ['Anna kelvollinen sähköpostiosoite.']]);
    expect(env.mails.filter((mail) => mail.to === newEmail || mail.to === user.email)).toEqual([]);
    expect((await client.get('/api/users/me')).body.pendingEmail).toBeNull();
  });
});

describe('the name through PUT /people/:id', () => {
  it('shows the new name in /users/me', async () => {
    const user = await createUser(env.db);
    const client = await signedIn(env.app, user.email);
    const saved = await client.put(`/api/people/${user.personId}`, { first_name: 'Uusi', last_name: 'Nimi' });
    expect(saved.status).toBe(200);
    const me = await client.get('/api/users/me');
    expect([me.body.person.firstName, me.body.person.lastName]).toEqual(['Uusi', 'Nimi']);
  });
});
