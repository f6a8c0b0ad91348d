import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { unauthorized } from '../../http/errors';
import { defineRoute, requireUser } from '../../http/route';
import { loadUserView } from './view';

export function userRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/users/me',
    access: access.signedIn(),
    summary: 'The signed-in user with person, permissions and companies',
    handler: async ({ user }) => {
      const view = await loadUserView(db, requireUser(user).id);
      if (!view) throw unauthorized();
      return view;
    },
  });
}
