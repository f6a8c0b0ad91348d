import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { listQuerySchema, pageSize, listMeta } from '../../../src/domain/schemas/list';
import { access } from '../../http/access';
import { defineRoute } from '../../http/route';
import { requireCompany } from '../companies/requireCompany';
import type { AuditLogEntry } from '../../../src/domain/api/audit';
import type { Page } from '../../../src/domain/api/lists';
import { idParams } from '../../http/params';


export function auditRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/audit-log',
    access: access.office(),
    summary: "A company's audit log, newest first",
    schemas: { params: idParams, query: listQuerySchema.omit({ sort: true, order: true }) },
    handler: async ({ params, query }): Promise<Page<AuditLogEntry>> => {
      await requireCompany(db, params.id);
      // The log only grows: "all" is answered in pages of this size (meta tells how many).
      const size = pageSize(query.paginate) ?? 1000;
      const rows = await db
        .selectFrom('audit_log as a')
        .leftJoin('users as u', 'u.id', 'a.user_id')
        .leftJoin('people as p', 'p.id', 'u.person_id')
        .select([
          'a.id',
          'a.entity',
          'a.entity_id',
          'a.action',
          'a.before',
          'a.after',
          'a.created_at',
          'u.id as user_id',
          'u.email',
          'p.first_name',
          'p.last_name',
        ])
        .where('a.company_id', '=', params.id)
        .orderBy('a.id', 'desc')
        .limit(size)
        .offset((query.page - 1) * size)
        .execute();
      const { total } = await db
        .selectFrom('audit_log')
        .select(sql<number>`count(*)::int`.as('total'))
        .where('company_id', '=', params.id)
        .executeTakeFirstOrThrow();
      return {
        data: rows.map((r) => ({
          id: r.id,
          createdAt: r.created_at.toISOString(),
          entity: r.entity,
          entityId: r.entity_id,
          action: r.action,
          // recordChange stores an object or null; a user row always has an e-mail address.
          before: r.before as AuditLogEntry['before'],
          after: r.after as AuditLogEntry['after'],
          user: r.user_id ? { id: r.user_id, email: r.email as string, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() } : null,
        })),
        meta: listMeta(query.page, size, total),
      };
    },
  });
}
