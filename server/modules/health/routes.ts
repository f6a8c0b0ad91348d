import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { defineRoute } from '../../http/route';

export function healthRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/health',
    access: access.public(),
    summary: 'Answers 200 when the database answers',
    schemas: {
      response: {
        200: z.object({ status: z.literal('ok') }),
        503: z.object({ status: z.literal('unavailable'), message: z.string() }),
      },
    },
    handler: async ({ reply }) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ok' };
      } catch {
        return reply.status(503).send({ status: 'unavailable', message: 'Tietokanta ei vastaa.' });
      }
    },
  });
}
