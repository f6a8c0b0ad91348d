/**
 * What Fastify and Node answer before a route runs, in our JSON error format and without echoing
 * the request (issue 8 #7): a URL that does not decode (400), a request Node cannot parse
 * (header fields too large 431, timeout 408, malformed 400), a method a known path does not
 * take (405 with Allow, instead of 404), and a path parameter too long for the router (414).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { RegisteredRoute } from './routeTable';

/** Fastify's own errors before routing (FST_ERR_BAD_URL: a path that does not percent-decode). */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(400).send({ message: 'Osoite ei ole kelvollinen.', code: 'bad_url' });
}

const CLIENT_ERRORS: Record<string, [status: number, message: string, code: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Pyynnön otsakkeet ovat liian suuret.', 'headers_too_large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Pyyntö ei saapunut ajoissa.', 'request_timeout'],
};

export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // Nothing can be answered on a connection the client already dropped.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message, code] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Virheellinen pyyntö.', 'bad_request'];
  const body = JSON.stringify({ message, code });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** The methods the API routes take at `path`, from their patterns (`:param` is one path segment). */
export function methodsAt(routes: readonly RegisteredRoute[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || route.url.includes('*')) continue;
    if (pattern(route.url).test(path)) methods.add(route.method === 'GET' ? 'GET, HEAD' : route.method);
  }
  return [...methods];
}

const patterns = new Map<string, RegExp>();
function pattern(url: string): RegExp {
  let compiled = patterns.get(url);
  if (!compiled) {
    const source = url
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    patterns.set(url, (compiled = new RegExp(`^${source}/?$`)));
  }
  return compiled;
}

/** The not-found answer: 405 with Allow where the path exists with other methods, else 404. */
export function notFoundHandler(routes: readonly RegisteredRoute[]) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const allowed = methodsAt(routes, request.url.split('?')[0] ?? '');
    // The path has a route for this very method, yet the router matched none: a parameter longer
    // than the router takes (Fastify's maxParamLength).
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (allowed.some((methods) => methods.split(', ').includes(method))) {
      return reply.status(414).send({ message: 'Osoite on liian pitkä.', code: 'uri_too_long' });
    }
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ message: 'Tätä toimintoa ei voi tehdä tälle osoitteelle.', code: 'method_not_allowed' });
    }
    return reply.status(404).send({ message: 'Pyydettyä osoitetta ei löytynyt.', code: 'not_found' });
  };
}

/**
 * A request no route matches is answered as soon as it arrives, before its body is read: else a
 * QUERY without a Content-Type (Fastify's 400, RFC 10008) or a body that does not parse would hide
 * the 405 or 404 (issue 18 §2).
 */
export function unroutedEarly(routes: readonly RegisteredRoute[]) {
  const answer = notFoundHandler(routes);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.is404) return answer(request, reply);
  };
}
