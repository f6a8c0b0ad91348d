/** The session cache (server/http/sessionCache.ts): used, and forgotten when PostgreSQL says the user changed. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { companyWithAdmin, createCompany, createUser, signedIn, useTestApp, type Client } from './helpers';

const env = useTestApp();
const OFFICE = 2;

/** Waits until the route answers `status` (a notice travels through PostgreSQL to the listening connection). */
async function answers(client: Client, url: string, status: number): Promise<void> {
  const until = Date.now() + 3000;
  let last = 0;
  while (Date.now() < until) {
    last = (await client.get(url)).status;
    if (last === status) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} answered ${last}, not ${status}`);
}

/** Changes a user's sessions as another process would, but without the notice (replica role skips triggers). */
async function expireSessionsSilently(userId: number): Promise<void> {
  await env.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await trx.updateTable('sessions').set({ expires_at: sql`now() - interval '1 second'` }).where('user_id', '=', userId).execute();
  });
}

describe('session cache', () => {
  it('keeps a read session until PostgreSQL says its user changed', async () => {
    const user = await createUser(env.db, { permissions: [OFFICE] });
    const client = await signedIn(env.app, user.email);
    await answers(client, '/api/people', 200);
    // Expired without a notice: the kept session still serves, which shows it is kept…
    await expireSessionsSilently(user.id);
    expect((await client.get('/api/people')).status).toBe(200);
    // …until the notice comes; then the session is read again, and it has expired.
    await sql`select pg_notify('pateva_auth_changed', ${String(user.id)})`.execute(env.db);
    await answers(client, '/api/people', 401);
  });

  it('forgets a user whose permission is taken away by anyone', async () => {
    const user = await createUser(env.db, { permissions: [OFFICE] });
    const client = await signedIn(env.app, user.email);
    await answers(client, '/api/people', 200);
    await env.db.deleteFrom('user_permissions').where('user_id', '=', user.id).execute();
    await answers(client, '/api/people', 403);
    await env.db.insertInto('user_permissions').values({ user_id: user.id, permission_id: OFFICE }).execute();
    await answers(client, '/api/people', 200);
  });

  it('forgets a session ended elsewhere, and at once one ended here', async () => {
    const user = await createUser(env.db);
    const here = await signedIn(env.app, user.email);
    const elsewhere = await signedIn(env.app, user.email);
    expect((await here.get('/api/users/me')).status).toBe(200);
    expect((await elsewhere.get('/api/users/me')).status).toBe(200);
    // Signing out here ends this session before the answer: the very next request is refused.
    expect((await here.post('/api/auth/logout')).status).toBeLessThan(300);
    expect((await here.get('/api/users/me')).status).toBe(401);
    expect((await elsewhere.get('/api/users/me')).status).toBe(200);
    // A session removed by another process (or by hand) goes with PostgreSQL's notice.
    await env.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await answers(elsewhere, '/api/users/me', 401);
  });

  it('answers /users/me from the kept session with the view as it is now', async () => {
    const user = await createUser(env.db, { firstName: 'Ennen' });
    const client = await signedIn(env.app, user.email);
    expect((await client.get('/api/users/me')).body.person.firstName).toBe('Ennen');
    // The person is not what the session grants: no notice, yet the view is read afresh.
    await env.db.updateTable('people').set({ first_name: 'Jälkeen' }).where('id', '=', user.personId).execute();
    expect((await client.get('/api/users/me')).body.person.firstName).toBe('Jälkeen');
  });
});

describe('companies the office reaches', () => {
  /** Removes a company as another process would, but without the notice (replica role skips triggers). */
  async function removeSilently(companyId: number): Promise<void> {
    await env.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx.deleteFrom('companies').where('id', '=', companyId).execute();
    });
  }

  /** An office user who has read a new company's references once, so the company is known. */
  async function officeReadingCompany() {
    const user = await createUser(env.db, { permissions: [OFFICE] });
    const client = await signedIn(env.app, user.email);
    const company = await createCompany(env.db);
    const url = `/api/companies/${company.id}/references`;
    await answers(client, url, 200);
    return { client, company, url };
  }

  it('answers an office user from the kept session and the known company until PostgreSQL says a company went', async () => {
    const { client, company, url } = await officeReadingCompany();
    // Gone without a notice: the route still answers, which shows that neither the company nor the session was read…
    await removeSilently(company.id);
    expect((await client.get(url)).status).toBe(200);
    // …until the notice comes; then the company is looked up again, and it is gone.
    await sql`select pg_notify('pateva_auth_changed', 'companies')`.execute(env.db);
    await answers(client, url, 404);
  });

  it('hears of a company removed by hand', async () => {
    const { client, company, url } = await officeReadingCompany();
    await env.db.deleteFrom('companies').where('id', '=', company.id).execute();
    await answers(client, url, 404);
  });

  it('keeps no company for a member: a membership ended by anyone counts at once', async () => {
    const { company, client } = await companyWithAdmin(env);
    const url = `/api/companies/${company.id}/references`;
    expect((await client.get(url)).status).toBe(200);
    await env.db.updateTable('company_people').set({ status: 'rejected' }).where('company_id', '=', company.id).execute();
    expect((await client.get(url)).status).toBe(403);
  });
});
