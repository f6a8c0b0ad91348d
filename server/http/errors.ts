/** Error responses (ARCHITECTURE "API conventions"): Finnish messages, never a stack trace. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { isUniqueViolation } from '../db/constraints';
import type { ErrorTracker } from '../integrations/errorTracker';

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly errors?: FieldErrors,
    /** More of the answer beside the message, for a route that publishes this status's own shape (a stale write's `current`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const VALIDATION_MESSAGE = 'Annetuissa tiedoissa on virheitä. Korjaa merkityt kentät.';

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, 'Kirjaudu sisään jatkaaksesi.', 'unauthenticated');
export const forbidden = (message = 'Sinulla ei ole oikeutta tähän toimintoon.', code?: string) =>
  new HttpError(403, message, code);
export const notFound = (message = 'Tietoa ei löytynyt.') => new HttpError(404, message);
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);
export const unprocessable = (errors: FieldErrors, message = VALIDATION_MESSAGE) =>
  new HttpError(422, message, 'validation', errors);

/** zod issues → { field: [messages] }, fields by their snake_case request names. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'general';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** The error tracker hears of 5xx answers only: a 4xx is the client's mistake, answered in Finnish, not our fault. */
export function registerErrorHandlers(app: FastifyInstance, tracker: ErrorTracker | null = null): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.details,
      });
    }
    if (error instanceof ZodError) {
      return reply.status(422).send({ message: VALIDATION_MESSAGE, code: 'validation', errors: zodFieldErrors(error) });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    const code = (error as FastifyError).code;
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
      return reply.status(400).send({ message: 'Pyynnön sisältö ei ole kelvollista JSONia.', code: 'invalid_json' });
    }
    if (status === 413) {
      return reply.status(413).send({ message: 'Pyyntö on liian suuri.', code: 'payload_too_large' });
    }
    if (status === 415) {
      return reply.status(415).send({ message: 'Pyynnön sisältötyyppiä ei tueta. Lähetä JSONia.', code: 'unsupported_media_type' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: 'Virheellinen pyyntö.', code: 'bad_request' });
    }
    // Two requests that wrote the same unique value at once: the later one learns of the earlier.
    if (isUniqueViolation(error)) {
      return reply.status(409).send({ message: 'Sama tieto tallennettiin juuri toisaalla. Päivitä sivu ja tarkista tiedot.', code: 'conflict' });
    }
    if (databaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      tracker?.captureRequestError(error, request, 503);
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: 'Palvelu on hetken poissa käytöstä. Yritä hetken kuluttua uudelleen.', code: 'unavailable', requestId: request.id });
    }
    request.log.error({ err: error }, 'request failed');
    tracker?.captureRequestError(error, request, status >= 500 ? status : 500);
    return reply.status(status >= 500 ? status : 500).send({
      message: 'Palvelussa tapahtui virhe. Yritä hetken kuluttua uudelleen.',
      requestId: request.id,
    });
  });

}

/** PostgreSQL's "connection exception" (08) and "operator intervention" (57P) classes. */
const UNAVAILABLE_SQLSTATE = /^(08|57P)/;
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT']);

/** The database is down, restarting or unreachable: the request may succeed later (503), it is not our bug (500). */
export function databaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_SQLSTATE.test(code)) return true;
  // A socket error of the database connection, not, say, a file that is missing.
  const syscall = (error as { syscall?: unknown }).syscall;
  if (typeof code === 'string' && UNREACHABLE.has(code) && (syscall === 'connect' || syscall === 'read' || syscall === 'write')) return true;
  // node-postgres' own errors for a connection that ended under a query carry no code.
  return /^Connection terminated|^Client has encountered a connection error|timeout exceeded when trying to connect/.test(error.message);
}
