/**
 * XSRF double submit (SPEC §7): a readable XSRF-TOKEN cookie, echoed in X-XSRF-TOKEN on every
 * unsafe request. Signed in, the token is bound to the session (an HMAC of it, issue 8 #12): a
 * token planted before sign-in (a cookie-tossing subdomain, a shared computer) is worth nothing
 * after it, and each sign-in gets a new one. Under HTTPS the cookie is `__Host-XSRF-TOKEN`, which
 * no subdomain can set.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSecureRequest } from './secureRequest';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const xsrfCookieName = (request: FastifyRequest) => (isSecureRequest(request) ? `__Host-${XSRF_COOKIE}` : XSRF_COOKIE);

/** The token a session's requests must carry. */
export const sessionXsrfToken = (secret: string, sessionId: string) =>
  createHmac('sha256', secret).update(`xsrf:${sessionId}`).digest('base64url');

/** Sets the XSRF cookie (readable by the app's script, so not httpOnly). */
export function setXsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(xsrfCookieName(request), token, { path: '/', httpOnly: false, sameSite: 'lax', secure: isSecureRequest(request) });
}

/** The token this request's cookie should hold: the session's, or (signed out) the one it has. */
function expectedToken(secret: string, request: FastifyRequest): string | undefined {
  return request.sessionId ? sessionXsrfToken(secret, request.sessionId) : request.cookies[xsrfCookieName(request)];
}

export function registerXsrf(app: FastifyInstance, secret: string): void {
  app.addHook('onRequest', async (request, reply) => {
    // A request no route takes gets its 404 or 405 (frameworkErrors.ts); it changes nothing.
    if (SAFE_METHODS.has(request.method) || request.is404) return;
    const cookie = request.cookies[xsrfCookieName(request)];
    const header = request.headers[XSRF_HEADER];
    const expected = expectedToken(secret, request);
    if (!cookie || !expected || typeof header !== 'string' || !sameToken(cookie, expected) || !sameToken(header, expected)) {
      // The right token goes with the refusal, so a reload (or the next try) carries it.
      if (expected && expected !== cookie) setXsrfCookie(request, reply, expected);
      return reply.status(419).send({
        message: 'Istunto on vanhentunut. Lataa sivu uudelleen ja yritä uudestaan.',
        code: 'xsrf_token_mismatch',
      });
    }
  });
  app.addHook('onSend', async (request, reply) => {
    // Sign-in and sign-out set the cookie themselves (session.ts).
    if (reply.getHeader('set-cookie')?.toString().includes(`${XSRF_COOKIE}=`)) return;
    const cookie = request.cookies[xsrfCookieName(request)];
    const expected = request.sessionId ? sessionXsrfToken(secret, request.sessionId) : (cookie ?? randomBytes(32).toString('base64url'));
    if (cookie !== expected) setXsrfCookie(request, reply, expected);
  });
}
