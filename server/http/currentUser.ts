/** The signed-in user as the request sees it. */
import type { Membership } from '../../src/domain/companyPermissions';
import type { PermissionHolder } from '../../src/domain/permissions';

export interface CurrentUser extends PermissionHolder {
  id: number;
  email: string;
  personId: number;
  permissions: Array<{ id: number }>;
}

/**
 * What the route's access rule needs to know about the caller, read in the same query as the
 * session (session.ts), so that the access hook (access.ts) asks the database nothing more.
 */
export interface AccessFacts {
  /** The company `:id` of a company rule, and the caller's active membership there. */
  companyId: number | null;
  membership: Membership | null;
  companyExists: boolean;
  /** The caller's work ties them to the company (staffReach.ts); read only for a rule that lets tied staff in. */
  staffTie: boolean;
  /** The person `:id` of a personEditor rule; the caller's active memberships in the person's companies; the person is an admin there. */
  personId: number | null;
  personMemberships: Membership[];
  personIsAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
    sessionId: string | null;
    accessFacts: AccessFacts | null;
    /** The route's session preload (session.ts `preloaded`), read with the session. */
    preload: { by: object; value: unknown } | null;
    validated: { body: unknown; query: unknown; params: unknown };
  }
}
