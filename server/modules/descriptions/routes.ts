import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describableKind } from '../../../src/domain/describables';
import { access } from '../../http/access';
import { notFound } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { describableSchema, type Describable } from '../../../src/domain/api/describables';

export function descriptionRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/descriptions/:name',
    access: access.public(),
    summary: 'A lookup list (describables) by kebab-case name',
    schemas: { params: z.object({ name: z.string().regex(/^[a-z0-9_-]{1,60}$/) }), response: { 200: z.array(describableSchema) } },
    handler: async ({ params, reply }): Promise<Describable[]> => {
      const rows = await db
        .selectFrom('describables')
        .select(['id', 'short_description', 'long_description', 'help_text', 'language_code', 'order_number'])
        .where('kind', '=', describableKind(params.name))
        .orderBy('order_number')
        .orderBy('id')
        .execute();
      if (rows.length === 0) throw notFound('Tuntematon luettelo.');
      reply.header('Cache-Control', 'public, max-age=300');
      return rows.map((r) => ({
        id: r.id,
        shortDescription: r.short_description,
        longDescription: r.long_description,
        helpText: r.help_text,
        languageCode: r.language_code,
        orderNumber: r.order_number,
      }));
    },
  });
}
