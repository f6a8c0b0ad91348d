import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { lookupList as lookupListAction } from '../../../src/domain/api/describableActions';
import { lookupList } from './service';

export function descriptionRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineActionRoute(app, lookupListAction, {
    access: access.public(),
    summary: 'A lookup list (describables) by kebab-case name',
    handler: async ({ params, reply }) => {
      const list = await lookupList(db, params.name);
      reply.header('Cache-Control', 'public, max-age=300');
      return list;
    },
  });
}
