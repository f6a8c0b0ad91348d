import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { auditRows, Client, companyWithAdmin, createUser, PASSWORD, signedIn, uniqueEmail, useTestApp } from './helpers';

const env = useTestApp();

const roles = { company_admin: false, company_managing_director: false, company_contact_person: false };

/** A company with an admin who is signed in. */

/** The link of the last invite mail to an address, with its company_id and token. */
function inviteLink(to: string) {
  const mail = [...env.mails].reverse().find((m) => m.to === to && m.subject.startsWith('Kutsu yrityksen'));
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!mail || !link) throw new Error(`no invite mail to ${to}`);
  const url = new URL(link);
  return { mail, url, token: url.searchParams.get('token') ?? '', companyId: Number(url.searchParams.get('company_id')) };
}

const registration = (email: string, token: string | null) => ({
  email,
  first_name: 'Kalle',
  last_name: 'Kutsuttu',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  newsletter: false,
  invite_token: token,
});


describe('creating invites', () => {
  it('invites a new address: 201 with the invite and its token (SPEC §3), a Finnish mail linking to registration, the hash the lookup', async () => {
    const { admin, company, client } = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const email = uniqueEmail('uusi');
    const response = await client.post(`/api/companies/${company.id}/invites`, { ...roles, email: email.toUpperCase(), company_contact_person: true });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      companyId: company.id,
      email,
      companyAdmin: false,
      companyManagingDirector: false,
      companyContactPerson: true,
      deletedAt: null,
      expired: false,
    });
    // SPEC §3 Invite carries the token: the company cancels by it (SPEC §7); the hash never leaves the server.
    expect(Object.keys(response.body)).not.toContain('tokenHash');
    const days = (new Date(response.body.expiresAt).getTime() - new Date(response.body.createdAt).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const { mail, url, token } = inviteLink(email);
    expect(mail.subject).toBe(`Kutsu yrityksen ${company.name} käyttäjäksi – Pätevä`);
    expect(mail.text).toContain(`Ville Käyttäjä kutsuu sinut yrityksen ${company.name} käyttäjäksi`);
    expect(mail.text).toContain('Luo itsellesi tunnus');
    expect(`${url.origin}${url.pathname}`).toBe('http://portal.test/auth/register');
    expect(url.searchParams.get('company_id')).toBe(String(company.id));
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(response.body.token).toBe(token);
    const stored = await env.db.selectFrom('invites').selectAll().where('id', '=', response.body.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[a-f0-9]{64}$/);
    expect(stored.token_hash).not.toContain(token);
    expect(stored.invited_by_user_id).toBe(admin.id);
  });

  it('links an existing user to the login page', async () => {
    const { company, client } = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const existing = await createUser(env.db);
    expect((await client.post(`/api/companies/${company.id}/invites`, { ...roles, email: existing.email })).status).toBe(201);
    const { mail, url } = inviteLink(existing.email);
    expect(`${url.origin}${url.pathname}`).toBe('http://portal.test/auth/login');
    expect(mail.text).toContain('Kirjaudu sisään avaamalla alla oleva linkki');
  });

  it('answers 409 in Finnish for an active member and for an open invite, and 422 for a bad address', async () => {
    const { admin, company, client } = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const member = await createUser(env.db);
    await env.db.insertInto('company_people').values({ company_id: company.id, person_id: member.personId, user_id: member.id, status: 'active', email: 'vanha@example.test' }).execute();
    const count = env.mails.length;
    const asMember = await client.post(`/api/companies/${company.id}/invites`, { ...roles, email: member.email.toUpperCase() });
    expect(asMember.status).toBe(409);
    expect(asMember.body.message).toBe('Osoitteen omistaja on jo tämän yrityksen käyttäjä.');
    expect((await client.post(`/api/companies/${company.id}/invites`, { ...roles, email: admin.email })).status).toBe(409);

    const email = uniqueEmail('kahdesti');
    expect((await client.post(`/api/companies/${company.id}/invites`, { ...roles, email })).status).toBe(201);
    const again = await client.post(`/api/companies/${company.id}/invites`, { ...roles, email });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Osoitteeseen on jo lähetetty voimassa oleva kutsu tähän yritykseen.');
    expect(env.mails.length).toBe(count + 1);

    const bad = await client.post(`/api/companies/${company.id}/invites`, { ...roles, email: 'ei-osoite' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toEqual(['Anna kelvollinen sähköpostiosoite.']);
    const open = await env.db.selectFrom('invites').select('email').where('company_id', '=', company.id).execute();
    expect(open.map((r) => r.email)).toEqual([email]);
  });

  it('lets a new invite replace an expired one', async () => {
    const { company, client } = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const email = uniqueEmail('vanhentunut');
    const first = await client.post(`/api/companies/${company.id}/invites`, { ...roles, email });
    await env.db.updateTable('invites').set({ expires_at: sql`now() - interval '1 minute'` }).where('id', '=', first.body.id).execute();
    const second = await client.post(`/api/companies/${company.id}/invites`, { ...roles, email });
    expect(second.status).toBe(201);
    const list = await client.get(`/api/companies/${company.id}/invites`);
    expect(list.body.data.map((i: { id: number }) => i.id)).toEqual([second.body.id]);
  });

  it('refuses people without the people permission and foreign companies', async () => {
    const { company } = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const plain = await createUser(env.db);
    const holder = await createUser(env.db);
    await env.db
      .insertInto('company_people')
      .values([
        { company_id: company.id, person_id: plain.personId, user_id: plain.id, status: 'active', email: plain.email },
        { company_id: company.id, person_id: holder.personId, user_id: holder.id, status: 'active', email: holder.email, permissions: ['people'] },
      ])
      .execute();
    const other = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const body = { ...roles, email: uniqueEmail() };
    expect((await (await signedIn(env.app, plain.email)).post(`/api/companies/${company.id}/invites`, body)).status).toBe(403);
    expect((await other.client.post(`/api/companies/${company.id}/invites`, body)).status).toBe(403);
    expect((await other.client.get(`/api/companies/${company.id}/invites`)).status).toBe(403);
    const holderClient = await signedIn(env.app, holder.email);
    expect((await holderClient.post(`/api/companies/${company.id}/invites`, body)).status).toBe(201);
    // The people permission invites colleagues; only an admin invites a new admin.
    const mailsBefore = env.mails.length;
    const asAdmin = await holderClient.post(`/api/companies/${company.id}/invites`, { ...roles, company_admin: true, email: uniqueEmail() });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.message).toBe('Vain yrityksen pääkäyttäjä voi kutsua uuden pääkäyttäjän.');
    expect(env.mails.length).toBe(mailsBefore);
    expect((await holderClient.get(`/api/companies/${company.id}/invites`)).body.data).toHaveLength(1);
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [2] })).email);
    expect((await office.post(`/api/companies/${company.id}/invites`, { ...roles, email: uniqueEmail() })).status).toBe(201);
    expect((await office.post('/api/companies/999999999/invites', { ...roles, email: uniqueEmail() })).status).toBe(404);
  });
});

describe('listing and cancelling', () => {
  it('lists open invites with the list meta, flags expired ones, and leaves out cancelled and accepted', async () => {
    const { company, client } = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const emails = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c'), uniqueEmail('d')];
    const ids: number[] = [];
    for (const email of emails) ids.push((await client.post(`/api/companies/${company.id}/invites`, { ...roles, email, company_admin: true })).body.id);
    await env.db.updateTable('invites').set({ expires_at: sql`now() - interval '1 day'` }).where('id', '=', ids[1]).execute();
    await env.db.updateTable('invites').set({ deleted_at: sql`now()` }).where('id', '=', ids[2]).execute();
    await env.db.updateTable('invites').set({ accepted_at: sql`now()` }).where('id', '=', ids[3]).execute();

    const list = await client.get(`/api/companies/${company.id}/invites`);
    expect(list.status).toBe(200);
    expect(list.body.meta).toEqual({ currentPage: 1, perPage: 25, total: 2, lastPage: 1 });
    expect(list.body.data.map((i: { id: number; expired: boolean }) => [i.id, i.expired])).toEqual([[ids[0], false], [ids[1], true]]);
    expect(list.body.data[0]).toMatchObject({ email: emails[0], companyAdmin: true });
    expect(typeof list.body.data[0].expiresAt).toBe('string');
    // The company sees each invite's token (SPEC §3), never its hash.
    expect(list.body.data[0].token).toBe(inviteLink(emails[0]).token);
    expect(JSON.stringify(list.body)).not.toMatch(/hash/i);

    const paged = await client.get(`/api/companies/${company.id}/invites?paginate=1&page=2&order=desc`);
    expect(paged.body.data.map((i: { id: number }) => i.id)).toEqual([ids[0]]);
    expect(paged.body.meta).toEqual({ currentPage: 2, perPage: 1, total: 2, lastPage: 2 });
  });

  it('cancels by id or by token (soft delete, audited), then 404', async () => {
    const { admin, company, client } = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const byId = await client.post(`/api/companies/${company.id}/invites`, { ...roles, email: uniqueEmail('id') });
    const tokenEmail = uniqueEmail('token');
    await client.post(`/api/companies/${company.id}/invites`, { ...roles, email: tokenEmail });
    const { token } = inviteLink(tokenEmail);

    const cancelled = await client.request('DELETE', `/api/companies/${company.id}/invites/${byId.body.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.deletedAt).toEqual(expect.any(String));
    expect((await client.request('DELETE', `/api/companies/${company.id}/invites/${byId.body.id}`)).status).toBe(404);
    expect((await client.request('DELETE', `/api/companies/${company.id}/invites/${encodeURIComponent(token)}`)).status).toBe(200);
    const gone = await client.request('DELETE', `/api/companies/${company.id}/invites/${encodeURIComponent(token)}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Kutsua ei löytynyt, tai se on jo peruttu tai hyväksytty.');

    const stored = await env.db.selectFrom('invites').select('deleted_at').where('company_id', '=', company.id).execute();
    expect(stored.every((r) => r.deleted_at !== null)).toBe(true);
    expect((await client.get(`/api/companies/${company.id}/invites`)).body.data).toEqual([]);
    const audit = await auditRows(env.db, company.id, 'invite');
    expect(audit.map((r) => r.action)).toEqual(['create', 'create', 'delete', 'delete']);
    expect(audit[2]).toMatchObject({ user_id: admin.id, entity_id: byId.body.id, before: { company_admin: false }, after: null });
  });

  it('reads one open invite by its id for its record view; cancelled, or another company’s, it is 404 in Finnish', async () => {
    const a = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const b = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const made = await a.client.post(`/api/companies/${a.company.id}/invites`, { ...roles, company_managing_director: true, email: uniqueEmail('yksi') });
    const one = await a.client.get(`/api/companies/${a.company.id}/invites/${made.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(made.body);
    expect((await b.client.get(`/api/companies/${b.company.id}/invites/${made.body.id}`)).status).toBe(404);
    await a.client.request('DELETE', `/api/companies/${a.company.id}/invites/${made.body.id}`);
    const gone = await a.client.get(`/api/companies/${a.company.id}/invites/${made.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Kutsua ei löytynyt, tai se on jo peruttu tai hyväksytty.');
  });

  it('does not cancel another company’s invite through one’s own company', async () => {
    const a = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const b = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const invite = await b.client.post(`/api/companies/${b.company.id}/invites`, { ...roles, email: uniqueEmail() });
    expect((await a.client.request('DELETE', `/api/companies/${a.company.id}/invites/${invite.body.id}`)).status).toBe(404);
    expect((await a.client.request('DELETE', `/api/companies/${b.company.id}/invites/${invite.body.id}`)).status).toBe(403);
    expect((await b.client.get(`/api/companies/${b.company.id}/invites`)).body.data).toHaveLength(1);
  });
});

describe('validating', () => {
  it('answers SPEC’s snake_case fields for a valid invite, and is_valid false for unknown, expired, cancelled and accepted ones', async () => {
    const { company, client } = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const anonymous = new Client(env.app);
    const newEmail = uniqueEmail('validi');
    await client.post(`/api/companies/${company.id}/invites`, { ...roles, email: newEmail });
    const fresh = inviteLink(newEmail).token;
    expect((await anonymous.get(`/api/invites/${fresh}/validate`)).body).toEqual({ is_valid: true, company_name: company.name, new_user: true, email: newEmail });

    const existing = await createUser(env.db);
    await client.post(`/api/companies/${company.id}/invites`, { ...roles, email: existing.email });
    const forExisting = inviteLink(existing.email).token;
    expect((await anonymous.get(`/api/invites/${forExisting}/validate`)).body).toMatchObject({ is_valid: true, new_user: false, email: existing.email });

    const invalid = { is_valid: false, company_name: null, new_user: null, email: null };
    expect((await anonymous.get('/api/invites/tuntematon-kutsu/validate')).body).toEqual(invalid);

    await env.db.updateTable('invites').set({ expires_at: sql`now() - interval '1 second'` }).where('email', '=', newEmail).execute();
    expect((await anonymous.get(`/api/invites/${fresh}/validate`)).body).toEqual(invalid);

    const cancelEmail = uniqueEmail('peruttu');
    const cancelled = await client.post(`/api/companies/${company.id}/invites`, { ...roles, email: cancelEmail });
    const cancelledToken = inviteLink(cancelEmail).token;
    await client.request('DELETE', `/api/companies/${company.id}/invites/${cancelled.body.id}`);
    expect((await anonymous.get(`/api/invites/${cancelledToken}/validate`)).body).toEqual(invalid);

    const accepter = await signedIn(env.app, existing.email);
    expect((await accepter.post(`/api/companies/${company.id}/invites/${forExisting}/accept`)).status).toBe(200);
    expect((await anonymous.get(`/api/invites/${forExisting}/validate`)).body).toEqual(invalid);
  });
});

describe('accepting', () => {
  it('makes the invited user an active member with the invite’s roles, once; audited', async () => {
    const { company, client } = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const invitee = await createUser(env.db);
    await client.post(`/api/companies/${company.id}/invites`, { ...roles, email: invitee.email.toUpperCase(), company_managing_director: true, company_contact_person: true });
    const { token } = inviteLink(invitee.email);
    const invitedClient = await signedIn(env.app, invitee.email);

    const accepted = await invitedClient.post(`/api/companies/${company.id}/invites/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ accepted: true, companyId: company.id, companyName: company.name });
    const person = await env.db.selectFrom('company_people').selectAll().where('company_id', '=', company.id).where('user_id', '=', invitee.id).executeTakeFirstOrThrow();
    expect(person).toMatchObject({ status: 'active', person_id: invitee.personId, email: invitee.email, company_admin: false, company_managing_director: true, company_contact_person: true });
    const me = await invitedClient.get('/api/users/me');
    expect(me.body.companies).toEqual([expect.objectContaining({ id: company.id, status: 'active', companyAdmin: false })]);
    const invite = await env.db.selectFrom('invites').select(['accepted_at', 'accepted_by_user_id']).where('email', '=', invitee.email).executeTakeFirstOrThrow();
    expect(invite.accepted_at).not.toBeNull();
    expect(invite.accepted_by_user_id).toBe(invitee.id);

    const reuse = await invitedClient.post(`/api/companies/${company.id}/invites/${token}/accept`);
    expect(reuse.status).toBe(422);
    expect(reuse.body).toMatchObject({ code: 'invite_not_valid', message: 'Kutsu ei ole voimassa. Se on voinut vanhentua, tulla perutuksi tai käytetyksi.' });
    expect((await client.get(`/api/companies/${company.id}/invites`)).body.data).toEqual([]);

    expect((await auditRows(env.db, company.id, 'invite')).map((r) => r.action)).toEqual(['create', 'update']);
    const personAudit = await auditRows(env.db, company.id, 'company_person');
    expect(personAudit).toEqual([expect.objectContaining({ action: 'create', user_id: invitee.id, after: expect.objectContaining({ status: 'active', company_managing_director: true }) })]);
  });

  it('refuses another signed-in user, an expired invite and the wrong company, changing nothing', async () => {
    const { company, client } = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const other = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const invitee = await createUser(env.db);
    await client.post(`/api/companies/${company.id}/invites`, { ...roles, email: invitee.email });
    const { token } = inviteLink(invitee.email);

    const stranger = await signedIn(env.app, (await createUser(env.db)).email);
    const wrongUser = await stranger.post(`/api/companies/${company.id}/invites/${token}/accept`);
    expect(wrongUser.status).toBe(422);
    expect(wrongUser.body.code).toBe('invite_not_valid');
    expect(wrongUser.body.message).toContain('toiseen sähköpostiosoitteeseen');

    const invitedClient = await signedIn(env.app, invitee.email);
    expect((await invitedClient.post(`/api/companies/${other.company.id}/invites/${token}/accept`)).body.code).toBe('invite_not_valid');
    expect((await new Client(env.app).post(`/api/companies/${company.id}/invites/${token}/accept`)).status).toBe(401);

    await env.db.updateTable('invites').set({ expires_at: sql`now() - interval '1 second'` }).where('email', '=', invitee.email).execute();
    const expired = await invitedClient.post(`/api/companies/${company.id}/invites/${token}/accept`);
    expect(expired.status).toBe(422);
    expect(expired.body.code).toBe('invite_not_valid');
    const rows = await env.db.selectFrom('company_people').select('id').where('company_id', 'in', [company.id, other.company.id]).where('user_id', '=', invitee.id).execute();
    expect(rows).toEqual([]);
    expect((await auditRows(env.db, company.id, 'company_person'))).toEqual([]);
  });

  it('reactivates a rejected join request with the invite’s roles', async () => {
    const { company, client } = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const invitee = await createUser(env.db);
    await env.db.insertInto('company_people').values({ company_id: company.id, person_id: invitee.personId, user_id: invitee.id, status: 'rejected', email: invitee.email }).execute();
    await client.post(`/api/companies/${company.id}/invites`, { ...roles, email: invitee.email, company_admin: true });
    const { token } = inviteLink(invitee.email);
    expect((await (await signedIn(env.app, invitee.email)).post(`/api/companies/${company.id}/invites/${token}/accept`)).status).toBe(200);
    const rows = await env.db.selectFrom('company_people').select(['status', 'company_admin']).where('company_id', '=', company.id).where('person_id', '=', invitee.personId).execute();
    expect(rows).toEqual([{ status: 'active', company_admin: true }]);
  });
});

describe('registering with an invite', () => {
  it('creates a verified user who is a member at once and spends the invite; no verification mail', async () => {
    const { company, client } = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const email = uniqueEmail('rekisteri');
    await client.post(`/api/companies/${company.id}/invites`, { ...roles, email, company_contact_person: true });
    const { token } = inviteLink(email);
    const count = env.mails.length;
    const anonymous = new Client(env.app);

    const registered = await anonymous.post('/api/auth/register', registration(email.toUpperCase(), token));
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({ email, emailVerified: true });
    expect(env.mails.length).toBe(count);

    const login = await anonymous.login(email);
    expect(login.status).toBe(200);
    expect(login.body.companies).toEqual([expect.objectContaining({ id: company.id, name: company.name, status: 'active', companyAdmin: false })]);
    const person = await env.db.selectFrom('company_people').select(['company_contact_person', 'status']).where('company_id', '=', company.id).where('user_id', '=', login.body.id).executeTakeFirstOrThrow();
    expect(person).toEqual({ company_contact_person: true, status: 'active' });
    expect((await anonymous.get(`/api/invites/${token}/validate`)).body.is_valid).toBe(false);
    expect((await auditRows(env.db, company.id, 'invite')).map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('refuses a token for another address or an invalid token, and keeps nothing', async () => {
    const { company, client } = await companyWithAdmin(env, { adminFirstName: 'Ville' });
    const invited = uniqueEmail('kutsuttu');
    await client.post(`/api/companies/${company.id}/invites`, { ...roles, email: invited });
    const { token } = inviteLink(invited);
    const anonymous = new Client(env.app);
    const someoneElse = uniqueEmail('joku');
    const mismatch = await anonymous.post('/api/auth/register', registration(someoneElse, token));
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.invite_token).toEqual(['Kutsu ei ole voimassa.']);
    const unknown = await anonymous.post('/api/auth/register', registration(invited, 'tuntematon'));
    expect(unknown.body.errors.invite_token).toEqual(['Kutsu ei ole voimassa.']);

    await client.request('DELETE', `/api/companies/${company.id}/invites/${encodeURIComponent(token)}`);
    const cancelled = await anonymous.post('/api/auth/register', registration(invited, token));
    expect(cancelled.status).toBe(422);
    const users = await env.db.selectFrom('users').select('id').where('email', 'in', [invited, someoneElse]).execute();
    expect(users).toEqual([]);
  });
});
