/** Error responses (ARCHITECTURE "API conventions"): Finnish messages, never a stack trace. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly errors?: FieldErrors,
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

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.errors ? { errors: error.errors } : {}),
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
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 ? status : 500).send({
      message: 'Palvelussa tapahtui virhe. Yritä hetken kuluttua uudelleen.',
      requestId: request.id,
    });
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send({ message: 'Pyydettyä osoitetta ei löytynyt.', code: 'not_found' });
  });
}
