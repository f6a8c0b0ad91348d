import type { FastifyInstance } from 'fastify';
import { clientConfig } from '../../../src/domain/api/clientConfigActions';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';

export function clientConfigRoutes(app: FastifyInstance, { errorTracker }: AppContext): void {
  defineActionRoute(app, clientConfig, {
    // Signed in only: the sign-in pages load no error reporting, and a stranger learns nothing of the setup.
    access: access.signedIn(),
    summary: "The browser's settings after sign-in: the error tracker to report to (null: reporting is off)",
    handler: () => ({
      errorReporting: errorTracker ? { dsn: errorTracker.dsn, environment: errorTracker.environment } : null,
    }),
  });
}
