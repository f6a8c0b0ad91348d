/**
 * Sessions in PostgreSQL: the cookie holds a random token, the table its SHA-256,
 * so a database leak gives no usable session. A new token at every login.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type CompiledQuery, type InferResult, type RawBuilder } from 'kysely';
import type { Membership } from '../../src/domain/companyPermissions';
import { connectionStringOf, type Db } from '../db/kysely';
import { SessionCache } from './sessionCache';
import type { CurrentUser } from './currentUser';
import { CANONICAL_ID } from './params';
import { isCompanyAdmin, membershipsBeside } from './personFacts';
import { tiedToCompany } from './staffReach';
import { sessionXsrfToken, setXsrfCookie } from './xsrf';
import { isSecureRequest } from './secureRequest';

export const SESSION_COOKIE = 'pateva_session';
/**
 * A readable marker beside the httpOnly session cookie: the browser app asks /users/me only when
 * it is there, so a visitor who is not signed in causes no 401 (issue 9 #19). It grants nothing.
 */
export const SIGNED_IN_COOKIE = 'pateva_signed_in';
const SESSION_HOURS = 12;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A value a route wants read with the session, in the same query (one round trip instead of
 * two): a SQL expression over the signed-in user's row, aliased `u` (users). A route names it in
 * its access rule (`access.signedIn({ preload })`) and reads it with `preloaded()`.
 */
export interface SessionPreload<T> {
  expression: RawBuilder<T>;
}

export const sessionPreload = <T>(expression: RawBuilder<T>): SessionPreload<T> => ({ expression });

/** The route's preload, if the session query read it (undefined otherwise: load it yourself). */
export function preloaded<T>(request: FastifyRequest, preload: SessionPreload<T>): T | undefined {
  // The value was selected by this very preload's expression, whose type is T.
  return request.preload?.by === preload ? (request.preload.value as T) : undefined;
}

/** A positive int8-safe id from a path parameter, or null (the route's schema answers a malformed one). */
function idParam(request: FastifyRequest): number | null {
  const raw = (request.params as Record<string, string> | undefined)?.id ?? '';
  const id = Number(raw);
  return CANONICAL_ID.test(raw) && Number.isSafeInteger(id) ? id : null;
}

function sessionQuery(
  db: Db,
  sessionId: string,
  companyId: number | null,
  staffTies: boolean,
  personId: number | null,
  preload: SessionPreload<unknown> | undefined,
) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .where('s.id', '=', sessionId)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .select([
      'u.id',
      'u.email',
      'u.person_id',
      's.expires_at',
      sql<number[]>`coalesce((select array_agg(permission_id) from user_permissions where user_id = u.id), '{}')`.as(
        'permission_ids',
      ),
      // The best active membership in the company (an admin row first), as access.ts membershipOf reads it.
      (companyId === null
        ? sql<Membership | null>`null`
        : sql<Membership | null>`(select json_build_object('companyAdmin', cp.company_admin, 'permissions', cp.permissions)
              from company_people cp where cp.company_id = ${companyId} and cp.user_id = u.id and cp.status = 'active'
              order by cp.company_admin desc limit 1)`
      ).as('membership'),
      (companyId === null ? sql<boolean>`false` : sql<boolean>`exists (select 1 from companies where id = ${companyId})`).as(
        'company_exists',
      ),
      // Staff reach (staffReach.ts), only for a rule that lets tied staff in; its first test is the caller's
      // staff role, so for a member or the office it costs one index probe.
      (companyId === null || !staffTies ? sql<boolean>`false` : tiedToCompany(companyId, sql.ref<number>('u.id'))).as('staff_tie'),
      (personId === null ? sql<Membership[]>`'[]'::json` : membershipsBeside(personId, sql.ref<number>('u.id'))).as('person_memberships'),
      (personId === null ? sql<boolean>`false` : isCompanyAdmin(personId)).as('person_is_admin'),
      (preload ? preload.expression : sql<unknown>`null`).as('preload'),
    ]);
}

type SessionRow = InferResult<ReturnType<typeof sessionQuery>>[number];

/**
 * Every signed-in request runs one of a few shapes of this query (company rule or not, with staff ties or not, person
 * rule or not, which preload), so each shape is built and compiled once, with stand-ins for
 * its values that each request swaps for its own; Kysely would otherwise build and compile the
 * same SQL on every request.
 */
const SESSION_STAND_IN = '\u0000session';
const COMPANY_STAND_IN = -1_000_001;
const PERSON_STAND_IN = -1_000_002;
const NO_PRELOAD = {};
// Per database instance (its plugins shape the SQL), per preload, per shape.
const compiledQueries = new WeakMap<Db, WeakMap<object, Map<string, CompiledQuery<SessionRow>>>>();

async function runSessionQuery(
  db: Db,
  sessionId: string,
  companyId: number | null,
  staffTies: boolean,
  personId: number | null,
  preload: SessionPreload<unknown> | undefined,
): Promise<SessionRow | undefined> {
  const key = `${companyId === null ? '-' : staffTies ? 't' : 'c'}${personId === null ? '-' : 'p'}`;
  let byPreload = compiledQueries.get(db);
  if (!byPreload) compiledQueries.set(db, (byPreload = new WeakMap()));
  let shapes = byPreload.get(preload ?? NO_PRELOAD);
  if (!shapes) byPreload.set(preload ?? NO_PRELOAD, (shapes = new Map()));
  let compiled = shapes.get(key);
  if (!compiled) {
    compiled = sessionQuery(
      db,
      SESSION_STAND_IN,
      companyId === null ? null : COMPANY_STAND_IN,
      staffTies,
      personId === null ? null : PERSON_STAND_IN,
      preload,
    ).compile();
    shapes.set(key, compiled);
  }
  const parameters = compiled.parameters.map((value) =>
    value === SESSION_STAND_IN ? sessionId : value === COMPANY_STAND_IN ? companyId : value === PERSON_STAND_IN ? personId : value,
  );
  const result = await db.executeQuery<SessionRow>({ ...compiled, parameters });
  return result.rows[0];
}

const caches = new WeakMap<Db, SessionCache>();

/** The session cache of a database (sessionCache.ts), listening from its first use; none for a Db not made by createDb. */
function sessionCacheOf(db: Db): SessionCache | null {
  let cache = caches.get(db);
  if (!cache) {
    const connectionString = connectionStringOf(db);
    if (!connectionString) return null;
    cache = new SessionCache(connectionString);
    caches.set(db, cache);
    void cache.start();
  }
  return cache;
}

/** Starts the session cache when the app starts (onReady), so that it listens before the first request. */
export async function startSessionCache(db: Db): Promise<void> {
  sessionCacheOf(db);
  await caches.get(db)?.start();
}

/** Closes the session cache's listening connection (the app's onClose). */
export async function stopSessionCache(db: Db): Promise<void> {
  await caches.get(db)?.stop();
  caches.delete(db);
}

const USER_STAND_IN = -1_000_003;
const preloadQueries = new WeakMap<Db, WeakMap<object, CompiledQuery<{ preload: unknown }>>>();

/** A route's preload for a user whose session came from the cache: the same expression, on its own. */
async function runPreloadQuery(db: Db, userId: number, preload: SessionPreload<unknown>): Promise<unknown> {
  let byPreload = preloadQueries.get(db);
  if (!byPreload) preloadQueries.set(db, (byPreload = new WeakMap()));
  let compiled = byPreload.get(preload);
  if (!compiled) {
    compiled = db.selectFrom('users as u').select(preload.expression.as('preload')).where('u.id', '=', USER_STAND_IN).compile();
    byPreload.set(preload, compiled);
  }
  const parameters = compiled.parameters.map((value) => (value === USER_STAND_IN ? userId : value));
  const result = await db.executeQuery<{ preload: unknown }>({ ...compiled, parameters });
  // No row: the user is gone; the route answers as for a session that ended.
  return result.rows[0]?.preload ?? null;
}

/** What the access rule reads of a company or a person, for a route whose rule reads neither. */
const NO_FACTS = { companyId: null, membership: null, companyExists: false, staffTie: false, personId: null, personMemberships: [], personIsAdmin: false };

/**
 * The session cookie's user, and in the same query what the route's access rule will ask
 * (access.ts `enforceAccess`): the membership in company `:id`, whether that company exists, whether
 * the caller's work ties them to it (staffReach.ts), the caller's memberships beside person `:id` and
 * whether that person is an admin; and the route's preload. A route whose rule reads no
 * company or person takes the user from the session cache (sessionCache.ts) when it holds the
 * session, and reads only its preload; so does an office user's route into a company the cache
 * knows to exist. A logout, a removed permission or membership takes effect
 * on the next request (the cache forgets a user when PostgreSQL says the user changed).
 */
export async function loadSessionUser(db: Db, request: FastifyRequest): Promise<void> {
  request.user = null;
  request.sessionId = null;
  request.accessFacts = null;
  request.preload = null;
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return;
  const sessionId = hashToken(unsigned.value);
  const rule = request.routeOptions.config?.access;
  const companyId = rule?.kind === 'company' ? idParam(request) : null;
  const staffTies = rule?.kind === 'company' && rule.staffTies;
  const personId = rule?.kind === 'personEditor' ? idParam(request) : null;
  const preload = rule?.kind === 'signedIn' ? rule.preload : undefined;
  const cache = sessionCacheOf(db);
  const cached = cache && personId === null ? cache.get(sessionId) : null;
  // Staff who reach every company (the office) need only know that it exists (access.ts).
  const knownToStaff = cached !== null && companyId !== null && rule?.kind === 'company' && rule.staff(cached) && !!cache?.knowsCompany(companyId);
  if (cached && (companyId === null || knownToStaff)) {
    request.sessionId = sessionId;
    request.user = cached;
    request.accessFacts = companyId === null ? NO_FACTS : { ...NO_FACTS, companyId, companyExists: true };
    if (preload) request.preload = { by: preload, value: await runPreloadQuery(db, cached.id, preload) };
    return;
  }
  const readStarted = cache?.readStarted() ?? 0;
  const row = await runSessionQuery(db, sessionId, companyId, staffTies, personId, preload);
  if (!row) return;
  request.sessionId = sessionId;
  request.user = {
    id: row.id,
    email: row.email,
    personId: row.person_id,
    permissions: row.permission_ids.map((id) => ({ id })),
  } satisfies CurrentUser;
  cache?.set(sessionId, request.user, row.expires_at, readStarted);
  if (companyId !== null && row.company_exists) cache?.rememberCompany(companyId, readStarted);
  request.accessFacts = {
    companyId,
    membership: row.membership,
    companyExists: row.company_exists,
    staffTie: row.staff_tie,
    personId,
    personMemberships: row.person_memberships,
    personIsAdmin: row.person_is_admin,
  };
  if (preload) request.preload = { by: preload, value: row.preload };
}

/** A new session for the user (the request's old one ends), with its own XSRF token (xsrf.ts). */
export async function startSession(db: Db, secret: string, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  if (request.sessionId) {
    caches.get(db)?.forgetSession(request.sessionId);
    await db.deleteFrom('sessions').where('id', '=', request.sessionId).execute();
    // Again after the commit: a read that began in between stored what it read.
    caches.get(db)?.forgetSession(request.sessionId);
  }
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + SESSION_HOURS * 3600_000);
  const sessionId = hashToken(token);
  await db.insertInto('sessions').values({ id: sessionId, user_id: userId, expires_at: expires }).execute();
  setXsrfCookie(request, reply, sessionXsrfToken(secret, sessionId));
  // Expired rows of this user go now, so the table does not grow without bound.
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<', sql<Date>`now()`).execute();
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request),
    signed: true,
    expires,
  });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure: isSecureRequest(request), expires });
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.sessionId) {
    // Forgotten here at once, before the answer; other processes hear it from PostgreSQL.
    caches.get(db)?.forgetSession(request.sessionId);
    await db.deleteFrom('sessions').where('id', '=', request.sessionId).execute();
    // Again after the commit: a read that began in between stored what it read.
    caches.get(db)?.forgetSession(request.sessionId);
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
  // Signed out, the session's token is spent: a new one for the next sign-in form.
  setXsrfCookie(request, reply, randomBytes(32).toString('base64url'));
}

export async function endAllSessions(db: Db, userId: number): Promise<void> {
  caches.get(db)?.forgetUser(userId);
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  caches.get(db)?.forgetUser(userId);
}

/**
 * This process forgets the user's cached sessions at once (their password or e-mail changed, the
 * account module); other processes hear it from PostgreSQL (migration 012).
 */
export function forgetCachedUser(db: Db, userId: number): void {
  caches.get(db)?.forgetUser(userId);
}
