/**
 * In the API tests (PATEVA_CHECK_RESPONSES=1, set by vitest.config.ts) every answer of
 * a route that declares its response schemas is parsed with them, so a view that drifts
 * from its entity declaration fails the tests that call it. Production skips the cost.
 */
import type { onSendHookHandler } from 'fastify';
import type { HTTPMethods } from 'fastify';
import type { ZodType } from 'zod';

const enabled = process.env.PATEVA_CHECK_RESPONSES === '1';

function fail(message: string): never {
  // The test sees a 500; the reason is here.
  console.error(message);
  throw new Error(message);
}

export function responseChecker(
  method: HTTPMethods | HTTPMethods[],
  url: string,
  schemas: Record<number, ZodType | null>,
): { onSend?: onSendHookHandler } {
  if (!enabled) return {};
  return {
    onSend: async (_request, reply, payload) => {
      const status = reply.statusCode;
      // Errors have one shape everywhere (errors.ts); only the declared answers are checked here.
      if (status >= 400) return payload;
      const schema = schemas[status];
      if (schema === undefined) return fail(`${String(method)} ${url} answered ${status}, which it does not declare`);
      if (schema === null) return payload;
      // A route that answers JSON or, on request, a file (the invoicing basis' exports): the file is not JSON to check.
      const type = String(reply.getHeader('content-type') ?? '');
      if (type !== '' && !type.includes('json')) return payload;
      const body = typeof payload === 'string' ? JSON.parse(payload) : payload;
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        return fail(`${String(method)} ${url} answered ${status} off its schema: ${JSON.stringify(parsed.error.issues)}`);
      }
      return payload;
    },
  };
}
