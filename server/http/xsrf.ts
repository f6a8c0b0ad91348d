/**
 * XSRF double submit (SPEC §7): every response sets a readable XSRF-TOKEN cookie
 * if the request had none; every unsafe request must echo it in X-XSRF-TOKEN.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isSecureRequest } from './session';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function registerXsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // A request no route takes gets its 404 or 405 (frameworkErrors.ts); it changes nothing.
    if (SAFE_METHODS.has(request.method) || request.is404) return;
    const cookie = request.cookies[XSRF_COOKIE];
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      return reply.status(419).send({
        message: 'Istunto on vanhentunut. Lataa sivu uudelleen ja yritä uudestaan.',
        code: 'xsrf_token_mismatch',
      });
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.cookies[XSRF_COOKIE]) return;
    reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure: isSecureRequest(request),
    });
  });
}
