/** Whether the request came over HTTPS (behind the trusted proxy, as it says): cookies are then `secure`. */
import type { FastifyRequest } from 'fastify';

export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}
