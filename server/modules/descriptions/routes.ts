import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { defineRoute } from '../../http/route';
import { describableSchema } from '../../../src/domain/api/describables';
import { lookupList } from './service';

export function descriptionRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/descriptions/:name',
    access: access.public(),
    summary: 'A lookup list (describables) by kebab-case name',
    schemas: { params: z.object({ name: z.string().regex(/^[a-z0-9_-]{1,60}$/) }), response: { 200: z.array(describableSchema) } },
    handler: async ({ params, reply }) => {
      const list = await lookupList(db, params.name);
      reply.header('Cache-Control', 'public, max-age=300');
      return list;
    },
  });
}
