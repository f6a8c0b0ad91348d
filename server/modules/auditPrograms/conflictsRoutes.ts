/** The register of declared conflicts of interest (issue 21): /api/auditor-conflicts CRUD. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { auditorConflict } from '../../../src/domain/entities/auditorConflict';
import { access } from '../../http/access';
import { crudRoutes } from '../../http/crudRoutes';
import * as conflicts from './conflicts';

export function auditorConflictRoutes(app: FastifyInstance, ctx: AppContext): void {
  crudRoutes(app, {
    entity: auditorConflict,
    access: { read: access.auditOrOffice(), write: access.auditOrOffice() },
    rules: conflicts.CONFLICT_RULES,
    list: {
      summary:
        'The declared conflicts of interest: the office sees all, an auditor their own; filters person_id, company_id, conflict_type_id, current (holds today); q matches the company or the person',
      query: conflicts.conflictList.query,
      handler: ({ user, query }) => conflicts.listConflicts(ctx, user, query),
    },
    create: {
      summary: 'Declare a conflict (office: for any auditor; an auditor: their own, else 403); the person must hold an audit role',
      errors: [403],
      handler: ({ user, body }) => conflicts.createConflict(ctx, user, body),
    },
    read: { summary: "One declaration (an auditor: their own; another's 404)", errors: [404], handler: ({ user, id }) => conflicts.getConflict(ctx, user, id) },
    update: {
      summary: 'Change a declaration (office any; an auditor their own, e.g. its end date); what the body leaves out stays',
      errors: [403, 404],
      handler: ({ user, id, body }) => conflicts.updateConflict(ctx, user, id, body),
    },
    remove: {
      summary: 'Remove a declaration (office only; an auditor ends their own by its end date: 403)',
      errors: [403, 404],
      handler: ({ user, id }) => conflicts.deleteConflict(ctx, user, id),
    },
  });
}
