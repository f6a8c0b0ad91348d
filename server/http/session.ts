/**
 * Sessions in PostgreSQL: the cookie holds a random token, the table its SHA-256,
 * so a database leak gives no usable session. A new token at every login.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/kysely';
import type { CurrentUser } from './currentUser';

export const SESSION_COOKIE = 'pateva_session';
const SESSION_HOURS = 12;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export async function loadSessionUser(db: Db, request: FastifyRequest): Promise<void> {
  request.user = null;
  request.sessionId = null;
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return;
  const sessionId = hashToken(unsigned.value);
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .where('s.id', '=', sessionId)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .select([
      'u.id',
      'u.email',
      'u.person_id',
      sql<number[]>`coalesce((select array_agg(permission_id) from user_permissions where user_id = u.id), '{}')`.as(
        'permission_ids',
      ),
    ])
    .executeTakeFirst();
  if (!row) return;
  request.sessionId = sessionId;
  request.user = {
    id: row.id,
    email: row.email,
    personId: row.person_id,
    permissions: row.permission_ids.map((id) => ({ id })),
  } satisfies CurrentUser;
}

export async function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  if (request.sessionId) await db.deleteFrom('sessions').where('id', '=', request.sessionId).execute();
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + SESSION_HOURS * 3600_000);
  await db.insertInto('sessions').values({ id: hashToken(token), user_id: userId, expires_at: expires }).execute();
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
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.sessionId) await db.deleteFrom('sessions').where('id', '=', request.sessionId).execute();
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
