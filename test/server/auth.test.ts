import { WEAK_PASSWORD_MESSAGE } from '../../src/domain/passwordStrength';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { createPrhClient } from '../../server/integrations/prh';
import { localStorage } from '../../server/integrations/storage';
import { verificationLink } from '../../server/shared/links';
import { Client, createUser, linkFromMail, PASSWORD, TEST_SECRET, testFilesDir, uniqueEmail, useTestApp, roomInRateWindow } from './helpers';

const env = useTestApp();

const registration = (email: string) => ({
  email,
  first_name: 'Maija',
  last_name: 'Meikäläinen',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  newsletter: true,
  invite_token: null,
});

const apiPath = (link: string) => {
  const url = new URL(link);
  return `/api/auth/email/verify/${url.pathname.split('/').slice(3).join('/')}${url.search}`;
};

describe('registration and e-mail verification', () => {
  it('refuses a guessable password before saving or mailing anything (issue 9 #4)', async () => {
    const client = new Client(env.app);
    for (const password of ['salasana1234', 'aaaaaaaaaaaa', 'meikalainen2026']) {
      const email = uniqueEmail('weak');
      const response = await client.post('/api/auth/register', { ...registration(email), email: 'maija.meikalainen@example.test', password, password_confirmation: password });
      expect([response.status, response.body.errors], password).toEqual([422, { password: [WEAK_PASSWORD_MESSAGE] }]);
    }
    expect(env.mails.filter((mail) => mail.to === 'maija.meikalainen@example.test')).toEqual([]);
    expect(await env.db.selectFrom('users').select('id').where('email', '=', 'maija.meikalainen@example.test').execute()).toEqual([]);
  });

  it('registers, mails a Finnish verification link, and verifies through it', async () => {
    const client = new Client(env.app);
    const email = uniqueEmail('reg');
    const response = await client.post('/api/auth/register', registration(email.toUpperCase()));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ email, emailVerified: false });

    const mail = env.mails.at(-1);
    expect(mail?.to).toBe(email);
    expect(mail?.subject).toBe('Vahvista sähköpostiosoitteesi – Pätevä');
    expect(mail?.text).toContain('Hei Maija,');
    const link = linkFromMail(env.mails, email);
    expect(link).toMatch(/^http:\/\/portal\.test\/auth\/verify-email\/\d+\/[a-f0-9]{40}\?expires=\d+&signature=[a-f0-9]{64}$/);

    const before = await client.login(email);
    expect(before.status).toBe(403);
    expect(before.body.code).toBe('email_not_verified');

    const verified = await client.post(apiPath(link));
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ verified: true, email });
    // GET answers the same link too, and verifying twice is harmless.
    expect((await client.get(apiPath(link))).status).toBe(200);

    const login = await client.login(email);
    expect(login.status).toBe(200);
    expect(login.body.person).toMatchObject({ firstName: 'Maija', lastName: 'Meikäläinen', birthYear: 1901, contactLanguage: 'FI' });
    const user = await env.db.selectFrom('users').select(['newsletter', 'password_hash']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.newsletter).toBe(true);
    expect(user.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it('refuses a tampered, foreign or expired link with 403', async () => {
    const client = new Client(env.app);
    const email = uniqueEmail('tamper');
    await client.post('/api/auth/register', registration(email));
    const link = apiPath(linkFromMail(env.mails, email));
    const tampered = link.replace(/signature=([a-f0-9])/, (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`);
    expect((await client.post(tampered)).status).toBe(403);
    const laterExpiry = link.replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 3600}`);
    expect((await client.post(laterExpiry)).status).toBe(403);
    const other = await createUser(env.db, { verified: false });
    const foreign = link.replace(/verify\/\d+\//, `verify/${other.id}/`);
    expect((await client.post(foreign)).status).toBe(403);

    const user = await env.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const expired = apiPath(verificationLink('http://portal.test', TEST_SECRET, user.id, email, Date.now() - 61 * 60_000));
    const refused = await client.post(expired);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('vanhentunut');
    expect((await client.login(email)).status).toBe(403);
  });

  it('answers bad registrations with Finnish field errors and keeps nothing', async () => {
    const client = new Client(env.app);
    const email = uniqueEmail('bad');
    const response = await client.post('/api/auth/register', {
      ...registration(email),
      first_name: ' ',
      password: 'lyhyt',
      password_confirmation: 'toinen',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.first_name).toEqual(['Etunimi on pakollinen.']);
    expect(response.body.errors.password).toEqual(['Salasanan on oltava vähintään 12 merkkiä pitkä.']);
    const mismatch = await client.post('/api/auth/register', { ...registration(email), password_confirmation: 'Eri-salasana-123' });
    expect(mismatch.body.errors.password_confirmation).toEqual(['Salasanat eivät täsmää.']);
    const badEmail = await client.post('/api/auth/register', registration('ei-osoite'));
    expect(badEmail.body.errors.email).toEqual(['Anna kelvollinen sähköpostiosoite.']);
    const count = await env.db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).where('email', '=', email).executeTakeFirstOrThrow();
    expect(count.n).toBe(0);
  });

  it('makes no second account for the same address, in any letter case, and tells only the owner (issue 8 #11)', async () => {
    const client = new Client(env.app);
    const email = uniqueEmail('dup');
    const first = await client.post('/api/auth/register', registration(email));
    expect(first.status).toBe(201);
    const again = await client.post('/api/auth/register', registration(email.toUpperCase()));
    // The same answer as for a new address: the form reveals nothing.
    expect([again.status, again.body]).toEqual([first.status, first.body]);
    const count = await env.db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).where(sql`lower(email)`, '=', email).executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
    const notice = env.mails.filter((mail) => mail.to === email).at(-1);
    expect(notice?.subject).toBe('Sinulla on jo Pätevä-tunnus');
    expect(notice?.text).toContain('/auth/forgot-password');
  });

  it('answers parallel registrations of one address without a 5xx and makes one account (issue 8 #6)', async () => {
    const email = uniqueEmail('rinnakkain');
    const answers = await Promise.all(Array.from({ length: 8 }, () => new Client(env.app).post('/api/auth/register', registration(email))));
    // Every answer is the registration's own (the mail limit allows three to one recipient), none a 5xx.
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    const count = await env.db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).where(sql`lower(email)`, '=', email).executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it('refuses an unknown invite token and creates no user (valid invites: invites.test.ts)', async () => {
    const email = uniqueEmail('kutsu');
    const response = await new Client(env.app).post('/api/auth/register', { ...registration(email), invite_token: 'abc' });
    expect(response.status).toBe(422);
    expect(response.body.errors.invite_token).toEqual(['Kutsu ei ole voimassa.']);
    expect(await env.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('resends a verification link only to an unverified address, answering alike', async () => {
    const client = new Client(env.app);
    const unverified = await createUser(env.db, { verified: false });
    const verified = await createUser(env.db);
    const count = env.mails.length;
    const a = await client.post('/api/auth/email/resend', { email: unverified.email });
    const b = await client.post('/api/auth/email/resend', { email: verified.email });
    const c = await client.post('/api/auth/email/resend', { email: uniqueEmail('nobody') });
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(a.body).toEqual(b.body);
    expect(b.body).toEqual(c.body);
    expect(env.mails.length).toBe(count + 1);
    expect(env.mails.at(-1)?.to).toBe(unverified.email);
  });
});

describe('sessions', () => {
  it('signs in with a new HttpOnly SameSite=Lax session, answers /users/me, and logs out server-side', async () => {
    const user = await createUser(env.db, { permissions: [2] });
    const client = new Client(env.app);
    expect((await client.get('/api/users/me')).status).toBe(401);

    const first = await client.login(user.email);
    expect(first.status).toBe(200);
    const cookie = first.cookies.find((c) => c.name === 'pateva_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const firstSession = client.cookies.get('pateva_session');

    const me = await client.get('/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: user.id,
      email: user.email,
      personId: user.personId,
      person: { id: user.personId, firstName: 'Testi', lastName: 'Käyttäjä' },
      permissions: [{ id: 2, shortDescription: 'Toimisto', longDescription: 'PATEVA_OFFICE' }],
      boards: [],
      companies: [],
    });
    expect(typeof me.body.emailVerifiedAt).toBe('string');

    await client.login(user.email);
    const secondSession = client.cookies.get('pateva_session');
    expect(secondSession).not.toBe(firstSession);
    const stale = new Client(env.app);
    stale.cookies.set('pateva_session', firstSession ?? '');
    expect((await stale.get('/api/users/me')).status).toBe(401);

    const kept = new Client(env.app);
    kept.cookies.set('pateva_session', secondSession ?? '');
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    expect((await client.get('/api/users/me')).status).toBe(401);
    expect((await kept.get('/api/users/me')).status).toBe(401);
  });

  it('under HTTPS sets Secure cookies, a __Host- XSRF cookie bound to the session, and HSTS (issue 8 #12)', async () => {
    const user = await createUser(env.db);
    const https = { 'x-forwarded-proto': 'https' };
    const health = await env.app.inject({ method: 'GET', url: '/api/health', headers: https });
    expect(health.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(health.headers['cache-control']).toBe('no-store');
    const xsrf = health.cookies.find((c) => c.name === '__Host-XSRF-TOKEN');
    expect([xsrf?.secure, xsrf?.path, xsrf?.httpOnly]).toEqual([true, '/', undefined]);
    const login = await env.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...https, cookie: `__Host-XSRF-TOKEN=${xsrf?.value}`, 'x-xsrf-token': xsrf?.value ?? '' },
      payload: { email: user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const session = login.cookies.find((c) => c.name === 'pateva_session');
    expect(session?.secure).toBe(true);
    // A new token with the session: the one from before sign-in no longer passes.
    const bound = login.cookies.find((c) => c.name === '__Host-XSRF-TOKEN');
    expect(bound?.value).toBeTruthy();
    expect(bound?.value).not.toBe(xsrf?.value);
    const cookies = (token: string) => `pateva_session=${session?.value}; __Host-XSRF-TOKEN=${token}`;
    const stale = await env.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...https, cookie: cookies(xsrf?.value ?? ''), 'x-xsrf-token': xsrf?.value ?? '' } });
    expect(stale.statusCode).toBe(419);
    const me = await env.app.inject({ method: 'GET', url: '/api/users/me', headers: { ...https, cookie: cookies(bound?.value ?? '') } });
    expect([me.statusCode, me.headers['cache-control']]).toEqual([200, 'no-store']);
    const logout = await env.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...https, cookie: cookies(bound?.value ?? ''), 'x-xsrf-token': bound?.value ?? '' } });
    expect(logout.statusCode).toBeLessThan(300);
  });

  it('sets a readable sign-in marker with the session and takes it away when the session is gone (issue 9 #19)', async () => {
    const user = await createUser(env.db);
    const client = new Client(env.app);
    const login = await client.login(user.email);
    const marker = login.cookies.find((c) => c.name === 'pateva_signed_in');
    expect([marker?.value, marker?.httpOnly]).toEqual(['1', undefined]);
    const logout = await client.post('/api/auth/logout');
    expect(logout.cookies.find((c) => c.name === 'pateva_signed_in')?.value).toBe('');
    // A marker left from an ended session goes with the next answer.
    const stale = await env.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: 'pateva_signed_in=1' } });
    expect(stale.statusCode).toBe(401);
    expect(stale.cookies.find((c) => c.name === 'pateva_signed_in')?.value).toBe('');
  });

  it('believes X-Forwarded-Proto only from a proxy TRUST_PROXY names (issue 8 #12)', async () => {
    const app = await buildApp({
      context: { db: env.db, outbox: { mail: async () => {} }, prh: createPrhClient(env.db, 'http://127.0.0.1:9'), appUrl: 'http://portal.test', secret: TEST_SECRET, storage: localStorage(testFilesDir()) },
      distDir: '/nonexistent-dist',
    });
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(health.headers['strict-transport-security']).toBeUndefined();
      const xsrf = health.cookies.find((c) => c.name === 'XSRF-TOKEN');
      expect(xsrf?.secure).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('answers wrong credentials with 422 and throttles the sixth try of an e-mail from one address within a minute with 429', async () => {
    await roomInRateWindow(env.db, 60, 15);
    const user = await createUser(env.db);
    const client = new Client(env.app);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await client.login(user.email, 'Vaara-salasana-123');
      expect(response.status).toBe(422);
      expect(response.body.errors.email).toEqual(['Sähköpostiosoite tai salasana on väärä.']);
    }
    const sixth = await client.login(user.email);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Liian monta kirjautumisyritystä. Odota hetki ja yritä uudelleen.');
    // The guesser locked out only themself: the owner signs in from their own address.
    expect((await new Client(env.app).login(user.email)).status).toBe(200);
    // A minute later the address may try again.
    await env.db.updateTable('rate_limits').set({ window_start: sql`window_start - interval '2 minutes'` }).execute();
    expect((await client.login(user.email)).status).toBe(200);
  }, 60_000);

  it('evaluates at most five of thirty parallel guesses from one address (issue 8 #9)', async () => {
    await roomInRateWindow(env.db, 60, 15);
    const user = await createUser(env.db);
    const client = new Client(env.app);
    await client.get('/api/health');
    const answers = await Promise.all(Array.from({ length: 30 }, () => client.login(user.email, 'Vaara-salasana-123')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  }, 60_000);

  it('limits one address over many e-mails (password spraying) but never on right passwords', async () => {
    await roomInRateWindow(env.db, 600, 30);
    const client = new Client(env.app);
    await client.get('/api/health');
    for (let attempt = 1; attempt <= 30; attempt += 1) expect((await client.login(uniqueEmail('spray'), 'Vaara-salasana-123')).status).toBe(422);
    expect((await client.login(uniqueEmail('spray'), 'Vaara-salasana-123')).status).toBe(429);
    // An office behind one address: successful sign-ins do not count.
    const office = new Client(env.app);
    for (let person = 1; person <= 35; person += 1) {
      const user = await createUser(env.db);
      const colleague = new Client(env.app, office.address);
      expect((await colleague.login(user.email)).status).toBe(200);
    }
  }, 60_000);

  it('locks an e-mail guessed from many addresses, yet lets its owner in from a known address (issue 8 #9)', async () => {
    await roomInRateWindow(env.db, 600, 30);
    const user = await createUser(env.db);
    const home = new Client(env.app);
    expect((await home.login(user.email)).status).toBe(200);
    for (let attempt = 1; attempt <= 20; attempt += 1) expect((await new Client(env.app).login(user.email, 'Vaara-salasana-123')).status).toBe(422);
    // From a new address even the right password waits out the cool-down …
    expect((await new Client(env.app).login(user.email)).status).toBe(429);
    // … but from where the owner has signed in before, it passes.
    const again = new Client(env.app, home.address);
    expect((await again.login(user.email)).status).toBe(200);
  }, 60_000);

  it('gives an unknown address the same answer as a wrong password', async () => {
    const response = await new Client(env.app).login(uniqueEmail('ghost'));
    expect(response.status).toBe(422);
    expect(response.body.errors.email).toEqual(['Sähköpostiosoite tai salasana on väärä.']);
  });
});

describe('password reset', () => {
  it('mails a single-use link, stores the token hashed, and ends old sessions', async () => {
    const user = await createUser(env.db);
    const oldSession = new Client(env.app);
    await oldSession.login(user.email);
    const client = new Client(env.app);
    const asked = await client.post('/api/auth/password/email', { email: user.email });
    expect(asked.status).toBe(200);
    const unknown = await client.post('/api/auth/password/email', { email: uniqueEmail('nobody') });
    expect(unknown.body).toEqual(asked.body);

    const link = new URL(linkFromMail(env.mails, user.email));
    expect(link.pathname).toBe('/auth/reset-password');
    const token = link.searchParams.get('token') ?? '';
    const stored = await env.db.selectFrom('password_resets').select('token_hash').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(token);

    // A guessable password is refused and the link stays usable (issue 9 #4).
    const weak = await client.post('/api/auth/password/reset', { email: user.email, token, password: 'salasana1234', password_confirmation: 'salasana1234' });
    expect([weak.status, weak.body.errors]).toEqual([422, { password: [WEAK_PASSWORD_MESSAGE] }]);
    const newPassword = 'Uusi-salasana-2026';
    const body = { email: user.email, token, password: newPassword, password_confirmation: newPassword };
    const reset = await client.post('/api/auth/password/reset', body);
    expect(reset.status).toBe(200);
    expect((await oldSession.get('/api/users/me')).status).toBe(401);
    expect((await client.login(user.email, newPassword)).status).toBe(200);
    expect((await new Client(env.app).login(user.email, PASSWORD)).status).toBe(422);

    const reused = await client.post('/api/auth/password/reset', body);
    expect(reused.status).toBe(422);
    expect(reused.body.errors.token[0]).toContain('jo käytetty');
  });

  it('keeps only the latest reset link valid (issue 8 #10)', async () => {
    const user = await createUser(env.db);
    const client = new Client(env.app);
    await client.post('/api/auth/password/email', { email: user.email });
    const first = new URL(linkFromMail(env.mails, user.email)).searchParams.get('token') ?? '';
    await client.post('/api/auth/password/email', { email: user.email });
    const second = new URL(linkFromMail(env.mails, user.email)).searchParams.get('token') ?? '';
    expect(second).not.toBe(first);
    const password = 'Uusi-salasana-2026';
    const withFirst = await client.post('/api/auth/password/reset', { email: user.email, token: first, password, password_confirmation: password });
    expect(withFirst.status).toBe(422);
    const withSecond = await client.post('/api/auth/password/reset', { email: user.email, token: second, password, password_confirmation: password });
    expect(withSecond.status).toBe(200);
  });

  it('limits mail per recipient and per sending address, known account or not (issue 8 #10)', async () => {
    const user = await createUser(env.db);
    const client = new Client(env.app);
    const sent = () => env.mails.filter((mail) => mail.to === user.email).length;
    const before = sent();
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await client.post('/api/auth/password/email', { email: user.email })).status).toBe(200);
    // Another address asks for the same recipient: still one recipient's limit.
    const fourth = await new Client(env.app).post('/api/auth/password/email', { email: user.email });
    expect([fourth.status, fourth.body.message]).toEqual([429, 'Liian monta viestiä lyhyessä ajassa. Odota hetki ja yritä uudelleen.']);
    expect(sent() - before).toBe(3);
    // An address that does not exist is limited the same way, so the limit reveals nothing.
    const nobody = uniqueEmail('nobody');
    for (let attempt = 1; attempt <= 3; attempt += 1) await client.post('/api/auth/email/resend', { email: nobody });
    expect((await client.post('/api/auth/email/resend', { email: nobody })).status).toBe(429);

    // One address mailing many recipients.
    const sender = new Client(env.app);
    for (let attempt = 1; attempt <= 20; attempt += 1) expect((await sender.post('/api/auth/password/email', { email: uniqueEmail('many') })).status).toBe(200);
    expect((await sender.post('/api/auth/password/email', { email: uniqueEmail('many') })).status).toBe(429);
  });

  it('refuses an expired token, a token for another address, and a short password', async () => {
    const user = await createUser(env.db);
    const other = await createUser(env.db);
    const client = new Client(env.app);
    await client.post('/api/auth/password/email', { email: user.email });
    const token = new URL(linkFromMail(env.mails, user.email)).searchParams.get('token') ?? '';
    const password = 'Toinen-salasana-99';
    const wrongEmail = await client.post('/api/auth/password/reset', { email: other.email, token, password, password_confirmation: password });
    expect(wrongEmail.status).toBe(422);
    const short = await client.post('/api/auth/password/reset', { email: user.email, token, password: 'lyhyt', password_confirmation: 'lyhyt' });
    expect(short.body.errors.password).toEqual(['Salasanan on oltava vähintään 12 merkkiä pitkä.']);
    await env.db.updateTable('password_resets').set({ expires_at: sql`now() - interval '1 minute'` }).where('user_id', '=', user.id).execute();
    const expired = await client.post('/api/auth/password/reset', { email: user.email, token, password, password_confirmation: password });
    expect(expired.status).toBe(422);
    expect((await client.login(user.email)).status).toBe(200);
  });
});
