import type { FastifyInstance } from 'fastify';
import { pageSchema } from '../../../src/domain/entities/entity';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { defineList, isoTimestamp } from '../../http/list';
import { defineRoute } from '../../http/route';
import { requireCompany } from '../companies/requireCompany';
import { auditLogEntrySchema, type AuditLogEntry } from '../../../src/domain/api/audit';
import type { Page } from '../../../src/domain/api/lists';
import { idParams } from '../../http/params';

export const auditLogList = defineList({
  sortable: { id: 'a.id', createdAt: 'a.created_at' },
  defaultSort: 'id',
  defaultOrder: 'desc',
  tiebreaker: 'a.id',
  // The log only grows: "all" is answered in pages of this size (meta tells how many).
  allPageSize: 1000,
});

export function auditRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/audit-log',
    access: access.office(),
    summary: "A company's audit log, newest first",
    schemas: { params: idParams, query: auditLogList.query, response: { 200: pageSchema(auditLogEntrySchema) } },
    handler: async ({ params, query }): Promise<Page<AuditLogEntry>> => {
      await requireCompany(db, params.id);
      const select = db
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
          isoTimestamp('a.created_at').as('created_at'),
          'u.id as user_id',
          'u.email',
          'p.first_name',
          'p.last_name',
        ])
        .where('a.company_id', '=', params.id);
      return auditLogList.page(select, query, {
        view: (r): AuditLogEntry => ({
          id: r.id,
          createdAt: r.created_at,
          entity: r.entity,
          entityId: r.entity_id,
          action: r.action,
          // recordChange stores an object or null; a user row always has an e-mail address.
          before: r.before as AuditLogEntry['before'],
          after: r.after as AuditLogEntry['after'],
          user: r.user_id ? { id: r.user_id, email: r.email as string, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() } : null,
        }),
      });
    },
  });
}
