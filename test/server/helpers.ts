/** API test helpers: the real app on the test database, a cookie-keeping client, and record builders. */
import { randomInt, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp, type App } from '../../server/app';
import type { AppContext } from '../../server/context';
import { createDb, type Db } from '../../server/db/kysely';
import type { Mail, Mailer } from '../../server/integrations/mailer';
import { createJobs, type Jobs } from '../../server/jobs';
import { createPrhClient } from '../../server/integrations/prh';
import { localStorage } from '../../server/integrations/storage';
import { hashPassword } from '../../server/modules/auth/passwords';
import { startFakePrh, type FakePrh } from '../support/fakePrh';
import { randomBusinessId } from '../support/businessIds';
import { multipartBody, type Part } from '../support/uploadFixtures';

/** The API tests' file store: one folder per test process, under the system's temporary folder. */
export const testFilesDir = () => path.join(os.tmpdir(), `pateva-test-files-${process.pid}`);

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';
export const PASSWORD = 'Oikein-hyva-salasana-1';

export interface TestEnv {
  app: App;
  db: Db;
  /** The mail the test app's jobs have sent: the Client runs the due jobs after each change (see afterChange). */
  mails: Mail[];
  /** The file's job queue, without polling: `jobs.runDue()` sends what is queued. */
  jobs: Jobs;
  prh: FakePrh;
}

/**
 * What the Client does after an unsafe request to a test app: runs the jobs it queued, as the
 * portal's workers would a moment later, so that a test reads the mail with no sleeping.
 */
const afterChange = new WeakMap<App, () => Promise<unknown>>();

/**
 * A new database for the calling test file (call it once, in its beforeAll): a copy of the migrated
 * and seeded template that globalSetup made, so test files run side by side, and one after another
 * in a worker that keeps its modules (isolate off), without seeing each other's rows. The template
 * itself takes no connections (PostgreSQL copies only a database nobody is connected to).
 * globalSetup drops every copy.
 */
export async function fileDatabaseUrl(): Promise<string> {
  const url = new URL(inject('databaseUrl'));
  const template = url.pathname.slice(1);
  const name = `${template}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client(inject('adminDatabaseUrl'));
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`create database "${name}" template "${template}"`);
        break;
      } catch (error) {
        // 55006: another file's copy was still reading the template; a moment later it is free.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestAppOptions {
  /** Settings of the app's context beside the tests' own (an error tracker), read when the app is built. */
  context?: () => Partial<AppContext>;
  /** Routes only the test file has (a route that fails), registered before the app is ready. */
  beforeReady?: (app: App) => void;
}

/** Builds one app for the test file; closes it after. */
export function useTestApp(options: TestAppOptions = {}): TestEnv {
  const env = {} as TestEnv;
  const warnings: string[] = [];
  beforeAll(async () => {
    const databaseUrl = await fileDatabaseUrl();
    env.db = createDb(databaseUrl, 4);
    env.mails = [];
    env.prh = await startFakePrh();
    const mailer: Mailer = { send: async (mail) => void env.mails.push(mail) };
    env.jobs = createJobs({ connectionString: databaseUrl, mailer, sweepFiles: async () => {}, work: false });
    await env.jobs.start();
    env.app = await buildApp({
      context: { db: env.db, outbox: env.jobs.outbox, prh: createPrhClient(env.db, env.prh.url), appUrl: 'http://portal.test', secret: TEST_SECRET, storage: localStorage(testFilesDir()), ...options.context?.() },
      distDir: '/nonexistent-dist',
      // As behind the operator's load balancer (TRUST_PROXY): inject's connection comes from 127.0.0.1,
      // the proxy; tests claim HTTPS with X-Forwarded-Proto and each client's address with X-Forwarded-For.
      trustProxy: ['loopback'],
      // Warnings are collected: a route that answers twice fails its test file (issue 8 #13).
      logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } },
    });
    options.beforeReady?.(env.app);
    await env.app.ready();
    afterChange.set(env.app, () => env.jobs.runDue());
  });
  afterAll(async () => {
    const twice = warnings.filter((line) => line.includes('Reply was already sent'));
    expect(twice, 'a route answered twice').toEqual([]);
    await env.app?.close();
    await env.jobs?.stop();
    await env.db?.destroy();
    await env.prh?.close();
  });
  return env;
}

export interface Response {
  status: number;
  // Test responses are inspected field by field.
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
  cookies: Array<{ name: string; value: string; [key: string]: unknown }>;
}

/** A browser-like client: keeps cookies, echoes XSRF-TOKEN in X-XSRF-TOKEN unless told not to. */
export class Client {
  cookies = new Map<string, string>();
  constructor(
    private readonly app: App,
    /** The client's own address (X-Forwarded-For, which the test app trusts): each browser has one unless told. */
    readonly address = `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`,
  ) {}

  async request(
    method: string,
    url: string,
    options: { body?: unknown; xsrf?: boolean; rawBody?: string | Buffer; contentType?: string } = {},
  ): Promise<Response> {
    if (options.xsrf !== false && !this.cookies.has('XSRF-TOKEN') && method !== 'GET') await this.request('GET', '/api/health');
    const headers: Record<string, string> = { 'x-forwarded-for': this.address };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (options.xsrf !== false && this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    let payload: string | Buffer | undefined;
    if (options.rawBody !== undefined) payload = options.rawBody;
    else if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    const response = await this.app.inject({ method: method as 'GET', url, headers, payload });
    if (method !== 'GET' && method !== 'HEAD') await afterChange.get(this.app)?.();
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires instanceof Date && cookie.expires.getTime() < Date.now())) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let body: unknown;
    try {
      body = response.body ? JSON.parse(response.body) : undefined;
    } catch {
      body = response.body;
    }
    return { status: response.statusCode, body, headers: response.headers, cookies: response.cookies as Response['cookies'] };
  }
  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body?: unknown) {
    return this.request('POST', url, { body });
  }
  put(url: string, body?: unknown) {
    return this.request('PUT', url, { body });
  }
  /** A multipart/form-data POST (uploads), as a browser sends it (test/support/uploadFixtures.ts). */
  upload(url: string, parts: Part[], options: { xsrf?: boolean } = {}) {
    const { body, contentType } = multipartBody(parts);
    return this.request('POST', url, { rawBody: body, contentType, xsrf: options.xsrf });
  }
  async login(email: string, password = PASSWORD): Promise<Response> {
    return this.post('/api/auth/login', { email, password });
  }
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

let passwordHash: Promise<string> | null = null;

/** A verified user (optionally with internal roles), created directly in the database. */
export async function createUser(
  db: Db,
  options: { email?: string; permissions?: number[]; verified?: boolean; firstName?: string } = {},
): Promise<{ id: number; personId: number; email: string }> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = options.email ?? uniqueEmail();
  const person = await db
    .insertInto('people')
    .values({ first_name: options.firstName ?? 'Testi', last_name: 'Käyttäjä', email })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({ email, password_hash: await passwordHash, person_id: person.id, email_verified_at: options.verified === false ? null : sql`now()` })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const permission of options.permissions ?? []) {
    await db.insertInto('user_permissions').values({ user_id: user.id, permission_id: permission }).execute();
  }
  return { id: user.id, personId: person.id, email };
}

/** A company, with the given user as an active member (admin or not). */
export async function createCompany(
  db: Db,
  options: { name?: string; admin?: { id: number; personId: number; email: string }; member?: { id: number; personId: number; email: string } } = {},
): Promise<{ id: number; registrationNumber: string; name: string }> {
  const registrationNumber = randomBusinessId();
  const name = options.name ?? `Testiyhtiö ${registrationNumber} Oy`;
  const company = await db.insertInto('companies').values({ name, registration_number: registrationNumber }).returning('id').executeTakeFirstOrThrow();
  for (const [person, admin] of [[options.admin, true], [options.member, false]] as const) {
    if (!person) continue;
    await db
      .insertInto('company_people')
      .values({ company_id: company.id, person_id: person.personId, user_id: person.id, status: 'active', email: person.email, company_admin: admin })
      .execute();
  }
  return { id: company.id, registrationNumber, name };
}

export async function signedIn(app: App, email: string): Promise<Client> {
  const client = new Client(app);
  const response = await client.login(email);
  if (response.status !== 200) throw new Error(`login failed for ${email}: ${response.status} ${JSON.stringify(response.body)}`);
  return client;
}

/** The link of the last mail to an address. */
export function linkFromMail(mails: Mail[], to: string): string {
  const mail = [...mails].reverse().find((m) => m.to === to);
  const match = mail?.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in a mail to ${to}`);
  return match[0];
}

/** A company with an admin, signed in as `client`. */
export async function companyWithAdmin(env: TestEnv, options: { adminFirstName?: string; name?: string } = {}) {
  const admin = await createUser(env.db, { firstName: options.adminFirstName });
  const company = await createCompany(env.db, { admin, name: options.name });
  return { admin, company, client: await signedIn(env.app, admin.email) };
}

/** A new user made an active member of the company, signed in as `client`. */
export async function memberOf(env: TestEnv, companyId: number, options: { permissions?: string[]; companyAdmin?: boolean } = {}) {
  const user = await createUser(env.db);
  await env.db
    .insertInto('company_people')
    .values({ company_id: companyId, person_id: user.personId, user_id: user.id, status: 'active', email: user.email, permissions: options.permissions ?? [], company_admin: options.companyAdmin ?? false })
    .execute();
  return { user, client: await signedIn(env.app, user.email) };
}

/** The audit rows of a company (null: those without one), oldest first; `entity` narrows them. */
export function auditRows(db: Db, companyId: number | null, entity?: string) {
  let query = db.selectFrom('audit_log').selectAll();
  query = companyId === null ? query.where('company_id', 'is', null) : query.where('company_id', '=', companyId);
  if (entity) query = query.where('entity', '=', entity);
  return query.orderBy('id').execute();
}

/**
 * Rate limits count in fixed windows (server/http/rateLimit.ts): a test that counts a limit's hits
 * waits, when the current window has less than `seconds` left, for the next one to begin, so that
 * its hits never straddle two windows (a slow machine once saw the sixth try land in a new minute).
 */
export async function roomInRateWindow(db: Db, windowSeconds: number, seconds: number): Promise<void> {
  const { rows } = await sql<{ epoch: number }>`select extract(epoch from now())::float8 as epoch`.execute(db);
  const left = windowSeconds - (Number(rows[0]!.epoch) % windowSeconds);
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}
