import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { unauthorized } from '../../http/errors';
import { defineRoute, requireUser } from '../../http/route';
import { preloaded } from '../../http/session';
import { loadUserView, userView, userViewPreload } from './view';
import { currentUserSchema } from '../../../src/domain/api/users';

export function userRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/users/me',
    // The view is read with the session, in the same query: the portal asks for it on every page load.
    access: access.signedIn({ preload: userViewPreload }),
    summary: 'The signed-in user with person, permissions and companies',
    schemas: { response: { 200: currentUserSchema } },
    handler: async ({ user, request }) => {
      const row = preloaded(request, userViewPreload);
      const view = row === undefined ? await loadUserView(db, requireUser(user).id) : row && userView(row);
      if (!view) throw unauthorized();
      return view;
    },
  });
}
