/** A company's audit log (office only). */
import type { FastifyInstance } from 'fastify';
import { pageSchema } from '../../../src/domain/entities/entity';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { defineRoute } from '../../http/route';
import { auditLogEntrySchema, auditLogUserSchema } from '../../../src/domain/api/audit';
import { idParams } from '../../http/params';
import { auditLog, auditLogList, auditLogUsers, END_BEFORE_START } from './service';

export function auditRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/audit-log',
    access: access.office(),
    summary: "A company's audit log, newest first; filter by user_id (who), entity, created_from and created_to (Finnish days, inclusive)",
    schemas: { rules: [END_BEFORE_START], params: idParams, query: auditLogList.query, response: { 200: pageSchema(auditLogEntrySchema) } },
    handler: ({ params, query }) => auditLog(db, params.id, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/audit-log/users',
    access: access.office(),
    summary: "Who has changed the company's data (the audit log's user_id filter), by name; one page",
    schemas: { params: idParams, response: { 200: pageSchema(auditLogUserSchema) } },
    handler: ({ params }) => auditLogUsers(db, params.id),
  });
}
