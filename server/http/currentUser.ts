/** The signed-in user as the request sees it. */
import type { PermissionHolder } from '../../src/domain/permissions';

export interface CurrentUser extends PermissionHolder {
  id: number;
  email: string;
  personId: number;
  permissions: Array<{ id: number }>;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
    sessionId: string | null;
    validated: { body: unknown; query: unknown; params: unknown };
  }
}
