/**
 * The error statuses an operation answers (issue 18 #6), so a client and a fuzzer know them: those
 * the mechanism guarantees, derived from the route's declaration, and those its handler declares
 * (`schemas.errors`, http/route.ts). 5XX stays a range: no route means to answer one.
 */
import type { AccessRule } from '../../http/access';
import type { RouteSchemas } from '../../http/route';

export interface StatusRoute {
  method: string;
  url: string;
  access: AccessRule;
  schemas: RouteSchemas;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Why each status is answered, for the document's response descriptions. */
export const STATUS_REASONS: Record<number, string> = {
  400: 'Malformed request: a URL that does not decode, a JSON or multipart body that does not parse',
  401: 'Not signed in',
  403: 'Signed in, but the access rule (or the rule the description names) refuses',
  404: 'No such record, or a path parameter that names none (e.g. not a canonical positive id)',
  409: 'Conflicts with the current state (a duplicate, a record in use, a locked status)',
  410: 'Gone: the link has expired or was used',
  413: 'The body (or an uploaded file) is too large',
  414: 'A path parameter longer than the router takes',
  415: 'A body of a content type the route does not read',
  419: 'The XSRF token (cookie XSRF-TOKEN echoed in X-XSRF-TOKEN) is missing or wrong',
  422: 'Invalid input: field errors by request name in `errors`',
  429: 'Too many requests in a short time: try again later',
  502: 'The trade register (PRH) could not be reached',
};

/** Whether the access rule can refuse a signed-in user (the access layer's kinds may grow: only these two never do). */
const canForbid = (rule: AccessRule) => rule.kind !== 'public' && rule.kind !== 'signedIn';

export function errorStatuses(route: StatusRoute): number[] {
  const { schemas } = route;
  const statuses = new Set<number>(schemas.errors ?? []);
  // Any request: a URL that does not percent-decode (frameworkErrors.ts).
  statuses.add(400);
  if (route.access.kind !== 'public') statuses.add(401);
  if (canForbid(route.access)) statuses.add(403);
  if (/:\w+/.test(route.url)) {
    // validateRequest makes a parameter that names no record a 404; the router a too long one a 414.
    statuses.add(404);
    statuses.add(414);
  }
  if (schemas.query || schemas.body || schemas.multipart) statuses.add(422);
  if (UNSAFE.has(route.method)) {
    // Every unsafe request carries the XSRF token (xsrf.ts); its body is parsed by content type, within bodyLimit.
    statuses.add(419);
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}
